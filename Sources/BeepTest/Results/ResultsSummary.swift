/// Everyone's results for one run, ready to print: from a live recorder at the end of a run,
/// or from a results file.
public struct ResultsSummary: Sendable, Equatable {
    /// How the run ended.
    public enum Ending: String, Sendable, Equatable {
        /// The natural end was reached.
        case completed
        /// The test was quit before its end.
        case stopped
        /// The record stops without a finish line (a crash, a kill, or a run still going).
        case cutShort = "cut_short"
    }

    /// The profile's id.
    public var profileID: String
    /// The profile's name.
    public var profileName: String?
    /// False when the profile could not be found, so the scores are those the file recorded.
    public var profileFound: Bool
    /// How the scores are written (nil when the profile was not found).
    public var notation: ScoreNotation?
    /// The label of the start level.
    public var startLevel: String
    /// When the run started (local time text).
    public var date: String?
    /// How the run ended.
    public var ending: Ending
    /// The test time of the end, or of the last event when cut short.
    public var endTime: Double?
    /// One row per athlete, in bib order.
    public var rows: [ResultRow]
    /// The last line the run reached before it stopped or its record stops ("level 5 shuttle 4"),
    /// nil for a completed run or one stopped before its first line.
    public var endPlace: String?
    /// True when the log was entered from paper (`beeptest enter`), not timed by a run.
    public var isEntered = false
    /// The standard the run stopped at (`run --stop-at`), or nil for a whole test.
    public var stopStandard: PassStandard?
    /// The standard as the log's start line recorded it (`stop_at`): known even where the
    /// profile is not, so a log of a run stopped at a standard never reads as a whole test.
    public var recordedStopAt: String?
    /// That standard as text, or nil for a whole test.
    public var stopAt: String? { stopStandard?.text ?? recordedStopAt }

    /// True for a runner still in when a run stopped at a standard who did not make its final line
    /// (a warning, not yet out): their status is `completed`, the test having run to its end with
    /// them in it, but they are judged on the line before, which does not reach the standard.
    public func missedFinalLine(_ row: ResultRow) -> Bool {
        guard row.status == .completed, let stop = stopStandard else { return false }
        return row.score != stop.score
    }

    /// True when the run ended because nobody was running: every athlete out or withdrawn (the
    /// test ends at the next cue then: `EveryoneOut`). The log's `completed` is false as for a quit;
    /// its finish line's `everyone_out` and the texts for people say why, so that nobody reads a
    /// class that ran out as a test cut off. False for logs written before that key.
    public var everyoneOut = false
    /// True when the run ended where the marks input ended (`--marks` closed, a FIFO's writer gone)
    /// with athletes still running: nobody could mark them after, so their scores are floors
    /// from there. False for logs written before that key.
    public var marksEnded = false

    /// How a run that ended where its marks input ended is told, at test time `endTime`: "the
    /// marks input ended at 03:12: nobody could be marked after", or before the start.
    public static func marksEndedText(_ endTime: Double?) -> String {
        guard let endTime, endTime >= 0 else {
            return tr("the marks input ended before the test started: nobody could be marked")
        }
        return tr("the marks input ended at %s: nobody could be marked after", TimeText.minutesSeconds(endTime))
    }

    /// Creates a summary.
    public init(
        profileID: String, profileName: String?, profileFound: Bool, notation: ScoreNotation?, startLevel: String,
        date: String?, ending: Ending, endTime: Double?, rows: [ResultRow]
    ) {
        self.profileID = profileID
        self.profileName = profileName
        self.profileFound = profileFound
        self.notation = notation
        self.startLevel = startLevel
        self.date = date
        self.ending = ending
        self.endTime = endTime
        self.rows = Self.byBib(rows)
    }

    /// `rows` in bib order, as a class list is read (bibs are unique, so the order is the same
    /// every time; the position breaks a tie in a hand-edited log).
    public static func byBib(_ rows: [ResultRow]) -> [ResultRow] {
        rows.sorted { ($0.bib, $0.key) < ($1.bib, $1.key) }
    }

    /// The summary of a live run's `results` (the end-of-run summary).
    public init(timeline: Timeline, results: [AthleteResult], ending: Ending, endTime: Double, date: String? = nil) {
        let profile = timeline.profile
        self.init(
            profileID: profile.id, profileName: profile.name, profileFound: true, notation: profile.scoreNotation,
            startLevel: profile.levels[timeline.startLevelIndex].label, date: date, ending: ending, endTime: endTime,
            rows: results.map { ResultRow($0, timeline: timeline) })
        stopStandard = timeline.stopAt
    }

    /// Sets `endPlace` from `turns`, the run's turns, when the run did not complete.
    public mutating func placeEnd(turns: TurnMap) {
        guard ending != .completed, let endTime, let last = turns.lastTurnIndex(atOrBefore: endTime) else { return }
        endPlace = turns.turns[last].position(in: turns.timeline.profile)
    }

    /// Judges every row against `pass` (`results --pass`) in place of the standard it was judged
    /// against; an athlete still running where a run stopped below `pass` is not judged.
    public mutating func judgePass(_ pass: PassStandard, profile: Profile) {
        for index in rows.indices { rows[index].judgePass(pass, profile: profile, stoppedAt: stopStandard) }
    }
}
