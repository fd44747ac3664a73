/// What a recorder holds that its results file does not yet: lines a full or failing disk
/// refused, kept in order and offered again with every later event and at the end. The view
/// shows it until it is empty; a run that ends with it rescues the whole record elsewhere.
public struct UnsavedResults: Sendable, Equatable {
    /// Lines waiting, the marks among them included.
    public var lines: Int
    /// Warnings, outs and undos waiting: what a coach typed that is not yet on disk.
    public var marks: Int
    /// Why the last attempt failed ("No space left on device").
    public var reason: String

    /// `lines` waiting, `marks` of them a coach's, after a failure for `reason`.
    public init(lines: Int, marks: Int, reason: String) {
        self.lines = lines
        self.marks = marks
        self.reason = reason
    }

    /// The warning a coach cannot miss: "2 marks NOT SAVED (No space left on device); kept,
    /// and retried at every beep".
    public var text: String {
        let what =
            marks > 0
            ? trPlural("%d mark", "%d marks", count: marks)
            : trPlural("%d result line", "%d result lines", count: lines)
        return tr("%s NOT SAVED (%s); kept, and retried at every beep", what, reason)
    }
}
