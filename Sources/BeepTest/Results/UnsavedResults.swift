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
    /// False when no retry can save them (the file was removed or renamed): the end rescues them.
    public var isRetried: Bool

    /// `lines` waiting, `marks` of them a coach's, after a failure for `reason`; `isRetried`
    /// false when only the rescue at the end can save them.
    public init(lines: Int, marks: Int, reason: String, isRetried: Bool = true) {
        self.lines = lines
        self.marks = marks
        self.reason = reason
        self.isRetried = isRetried
    }

    /// The warning a coach cannot miss: "2 marks NOT SAVED (No space left on device); kept,
    /// and retried at every beep".
    public var text: String {
        let what =
            marks > 0
            ? trPlural("%d mark", "%d marks", count: marks)
            : trPlural("%d result line", "%d result lines", count: lines)
        guard isRetried else { return tr("%s NOT SAVED (%s); kept, and saved elsewhere at the end", what, reason) }
        return tr("%s NOT SAVED (%s); kept, and retried at every beep", what, reason)
    }
}
