/// One athlete's result: status, score, misses and VO2max estimate.
public struct AthleteResult: Sendable, Equatable {
    /// Where the athlete stands.
    public enum Status: String, Sendable, Equatable {
        /// Out by the stop rule.
        case out
        /// Stopped running of their own accord (`w 17`): out at once, scored at their last line
        /// made on time, and told apart from an out so that nobody reads it as failing the pace.
        case withdrew
        /// Still in at the natural end of the test: the whole test was run.
        case completed
        /// Still in when the test was stopped before its end (q, Ctrl-C, a signal) or its log
        /// stops without a finish line (a crash): the score is a floor.
        case stopped
        /// Still in while the test is under way (the live view's standings). A log read back is
        /// never in progress: a log without a finish line reads as stopped. Kept so that rows
        /// written with it still read (as a floor, like `stopped`).
        case inProgress = "in_progress"

        /// The status for people, in their language ("in progress"); logs and JSON keep `rawValue`.
        public var text: String {
            switch self {
            case .out: tr("out")
            case .withdrew: tr("withdrew")
            case .completed: tr("completed")
            case .stopped: tr("stopped")
            case .inProgress: tr("in progress")
            }
        }

        /// How many have this status, for a class's summary: "4 out", in French "4 éliminés".
        public func countText(_ count: Int) -> String {
            switch self {
            case .out: trPlural("%d out", "%d out", count: count)
            case .withdrew: trPlural("%d withdrew", "%d withdrew", count: count)
            case .completed: trPlural("%d completed", "%d completed", count: count)
            case .stopped: trPlural("%d stopped", "%d stopped", count: count)
            case .inProgress: trPlural("%d in progress", "%d in progress", count: count)
            }
        }
    }

    /// The athlete's position in the roster, from 1.
    public var key: Int
    /// The number that marks the athlete (their position when the roster gave none).
    public var bib: Int
    /// The athlete.
    public var athlete: Athlete
    /// Out, withdrew, completed, stopped or in progress.
    public var status: Status
    /// The score in the test's notation with the standard-table totals.
    public var score: Score
    /// Misses recorded for the athlete (undone ones excluded).
    public var misses: Int
    /// The turn whose miss put the athlete out.
    public var failedAt: Turn?
    /// The estimate, or why there is none; nil when the test has no VO2max method.
    public var vo2max: Result<VO2maxEstimate, VO2maxUnavailable>?
}
