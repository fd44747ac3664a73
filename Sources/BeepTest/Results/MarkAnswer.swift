/// The line a front shows for a mark or an undo, written here once for one bib or several, so
/// that the terminal view and `run --marks` say the same thing: "Ann: warning at level 3 shuttle
/// 2 (1 of 2 consecutive misses)" for one athlete, "3 warned · 12 out 9/4" for several.
public enum MarkAnswer {
    /// The answer to marking the athletes of `outcomes`, in the order typed: the outcome's own
    /// sentence for one; one short word each for several, so that the line fits the screen.
    static func text(_ outcomes: [MarkOutcome]) -> String {
        guard outcomes.count > 1 else { return outcomes.first.map { text($0.message, $0.saveError) } ?? "" }
        let parts = outcomes.map { outcome in
            let word: String
            switch outcome.kind {
            case .warning: word = tr("warned")
            case .out: word = outcome.score?.text.map { tr("out %s", $0) } ?? tr("out")
            case .withdrew: word = outcome.score?.text.map { tr("withdrew %s", $0) } ?? tr("withdrew")
            case .refused: word = outcome.message
            }
            return text("\(outcome.bib) \(word)", outcome.saveError)
        }
        return parts.joined(separator: " · ")
    }

    /// The answer to an undo.
    static func text(_ outcome: UndoOutcome) -> String { text(outcome.message, outcome.saveError) }

    /// The answer when bibs are not on the roster: nothing is recorded then (`consequence`), so
    /// that a typo cannot mark half of what was meant.
    static func notOnRoster(_ bibs: [Int], then consequence: String) -> String {
        tr("no athlete %s on the roster: %s", bibs.map(String.init).joined(separator: ", "), consequence)
    }

    /// `message`, with a warning the coach cannot miss when it was not saved (how many wait, and
    /// why, is a line of its own: `UnsavedResults.text`).
    private static func text(_ message: String, _ saveError: String?) -> String {
        saveError == nil ? message : message + "  (" + tr("NOT SAVED") + ")"
    }
}
