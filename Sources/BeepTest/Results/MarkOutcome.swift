/// What a mark did: a warning, an out, a withdrawal, or nothing (refused, with the reason).
public struct MarkOutcome: Sendable, Equatable {
    /// What happened.
    public enum Kind: String, Sendable, Equatable {
        case warning
        case out
        /// The athlete stopped running (`w 17`): out at once at the shuttle they were on.
        case withdrew
        case refused
    }

    /// Warning, out, withdrew or refused.
    public var kind: Kind
    /// The roster index of the athlete the key named.
    public var athleteIndex: Int
    /// The bib of that athlete: the number typed, written to the log line as it is.
    public var bib: Int
    /// The athlete's name, when the key names one.
    public var athleteName: String?
    /// The missed turn (for a withdrawal, the one the athlete was running to; nil when refused).
    public var turn: Turn?
    /// Where the missed turn is, for people ("level 9 shuttle 6"; nil when refused).
    public var position: String?
    /// The misses that count toward the stop rule after this mark.
    public var misses: Int = 0
    /// The final score, for an out or a withdrawal.
    public var score: Score?
    /// One line for the coach: "Ann: warning at level 9 shuttle 5 (1 of 2 consecutive misses)".
    public var message: String
    /// Set by the recorder when the event could not be saved to the results file.
    public var saveError: String?

    static func refused(athlete: Int, bib: Int, name: String?, _ reason: String) -> MarkOutcome {
        return MarkOutcome(
            kind: .refused, athleteIndex: athlete, bib: bib, athleteName: name,
            message: name.map { tr("%s: not marked: %s", $0, reason) } ?? tr("not marked: %s", reason))
    }
}
