/// What an undo did.
public struct UndoOutcome: Sendable, Equatable {
    /// The mark removed, or nil when there was none.
    public var mark: Mark?
    /// Its turn.
    public var turn: Turn?
    /// The name of the athlete whose mark it was.
    public var athleteName: String?
    /// That athlete's bib.
    public var bib: Int?
    /// One line for the coach.
    public var message: String
    /// Set by the recorder when the event could not be saved.
    public var saveError: String?
}
