/// Why a mark is not taken; each case has a message for the coach.
public enum MarkRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// The countdown is still running.
    case notStarted
    /// The test has begun but no shuttle has ended yet.
    case beforeFirstTurn
    /// A rest that did not begin at a line (30-15 IFT recovery, interval timers): nobody is judged.
    case inRest
    /// A bout has restarted after a rest and its first shuttle is still under way.
    case beforeFirstTurnOfBout
    /// The test has no lines at all (a plain interval timer).
    case noLines
    /// The test is over (the last cue was not at a line, or the results are closed).
    case testOver

    public var description: String {
        switch self {
        case .notStarted: tr("the test has not started yet")
        case .beforeFirstTurn: tr("no shuttle has ended yet")
        case .inRest: tr("in a rest: nobody is at a line")
        case .beforeFirstTurnOfBout: tr("no shuttle has ended since the rest")
        case .noLines: tr("this test has no lines to miss")
        case .testOver: tr("the test is over")
        }
    }
}
