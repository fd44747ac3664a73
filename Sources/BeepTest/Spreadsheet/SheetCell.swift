/// One cell of a spreadsheet, typed: a spreadsheet program sorts, sums and charts numbers and
/// dates only when they are stored as such, never as text that looks like them.
public enum SheetCell: Sendable, Equatable {
    /// Nothing: the value does not apply or is unknown.
    case empty
    /// Text, kept as written (a text beginning with `=` stays text, never a formula).
    case text(String)
    /// A number shown with `decimals` decimals (the value itself is kept whole).
    case number(Double, decimals: Int)
    /// A calendar day (a birth date).
    case date(CalendarDate)
    /// A day and a clock time as the log recorded them (local time at the test).
    case dateTime(LocalDateTime)

    /// `value` as text, or empty.
    public static func text(_ value: String?) -> SheetCell { value.map { .text($0) } ?? .empty }

    /// `value` as a whole number, or empty.
    public static func integer(_ value: Int?) -> SheetCell { value.map { .number(Double($0), decimals: 0) } ?? .empty }

    /// `value` with `decimals` decimals, or empty.
    public static func number(_ value: Double?, decimals: Int) -> SheetCell {
        value.map { .number($0, decimals: decimals) } ?? .empty
    }

    /// A level's label as a number when it is one ("5", "11", "14.5"), so a teacher can sort
    /// and filter levels numerically; a label that is not (a custom profile's "A") stays text.
    public static func label(_ value: String?) -> SheetCell {
        guard let value else { return .empty }
        let plain = !value.isEmpty && value.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard plain, let number = Double(value) else { return .text(value) }
        let decimals = value.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
        return .number(number, decimals: decimals)
    }

    /// The score as a number where the notation is one (PACER laps, VIFT km/h); `9.4` and `16.2`
    /// are a level and a shuttle or bout, not decimals, so they stay text.
    public static func score(_ row: ResultRow, notation: ScoreNotation?) -> SheetCell {
        ResultCell.Score(row, notation: notation).map(score) ?? .empty
    }

    /// `score` as a number where it is one (`ResultCell.Score.number`), else as text.
    public static func score(_ score: ResultCell.Score) -> SheetCell {
        score.number.map { .number($0, decimals: score.decimals) } ?? .text(score.text)
    }

    /// True for `.empty`.
    public var isEmpty: Bool { self == .empty }
}
