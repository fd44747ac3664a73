/// The value of one cell of a result row (`ResultColumn.value(of:)`), typed but not yet written:
/// each output writes it in its own medium (the terminal's text, the spreadsheet's typed cells,
/// the page's escaped HTML), so the value a column holds is said once and the outputs differ only
/// in how they show it.
public enum ResultCell: Sendable, Equatable {
    /// Nothing: unknown, or not applying to this row ("-" in the table, "–" on the page, an empty
    /// cell in the sheet).
    case empty
    /// Text as recorded (a group, a method's id, a file): shown as it is, escaped by each medium.
    case text(String)
    /// An athlete's name: the table may cut it to fit, the page isolates it (`<bdi>`) so that a
    /// right-to-left name cannot reorder its row.
    case name(String)
    /// A roster's identifier, a code read whole: the page keeps it on one line.
    case identifier(String)
    /// A text kept in English in the log (a standard, a reason), shown in the reader's language
    /// (`Translation.shown`).
    case stored(String)
    /// A place in the test as the log keeps it ("level 9 shuttle 6"), shown in the reader's
    /// language (`Turn.translated`).
    case place(String)
    /// A level's label ("5", "14.5", or a custom profile's "A").
    case label(String)
    /// A whole number (a bib, laps, misses).
    case whole(Int)
    /// A figure always shown with `decimals` decimals (an estimate in ml/kg/min, km/h).
    case fixed(Double, decimals: Int)
    /// A figure shown with up to `decimals` decimals, trailing zeros dropped (shuttles, metres, an
    /// age): most are whole, and "8" reads better than "8.00".
    case trimmed(Double, upTo: Int)
    /// The athlete's sex.
    case sex(Sex)
    /// Out, completed, withdrew, stopped or in progress.
    case status(AthleteResult.Status)
    /// The score, with what each medium needs to show it.
    case score(Score)
    /// A FitnessGram zone.
    case zone(FitnessGramZone)
    /// A pass (true) or a fail (false) against a standard.
    case verdict(Bool)
    /// A calendar day (a birth date).
    case date(CalendarDate)
    /// When a test started, as its log keeps it (local time text), and whether it was entered
    /// from paper (its log then holds the day at noon, not a time anyone saw).
    case started(String, entered: Bool)

    /// A score as the outputs show it: for people in the test's notation ("at least 48 laps" for
    /// a floor), and as a number where the notation writes one, for a spreadsheet to sort.
    public struct Score: Sendable, Equatable {
        /// The score as recorded ("9.4", "48", "13.5").
        public var text: String
        /// The score for people: `text`, or "at least …" for a floor (`ResultRow.scoreText`).
        public var shown: String
        /// True when the score is a floor: the athlete was still running when the test stopped.
        public var isFloor: Bool
        /// The score as a number where the notation is one (PACER laps, VIFT km/h); nil where it
        /// is a level and a shuttle or bout ("9.4" is not nine point four).
        public var number: Double?
        /// The decimals `number` is shown with.
        public var decimals = 0

        /// The score of `row` in `notation`, nil when the row has none.
        public init?(_ row: ResultRow, notation: ScoreNotation?) {
            guard let text = row.score else { return nil }
            self.text = text
            shown = row.scoreText(notation: notation) ?? text
            isFloor = row.isFloor
            switch notation {
            case .laps?: number = row.totalShuttles.map { $0.rounded(.down) }
            case .stageSpeed?:
                number = row.viftKmh
                decimals = 1
            default: number = nil
            }
        }
    }
}
