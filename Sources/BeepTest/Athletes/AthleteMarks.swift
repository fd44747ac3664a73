/// One athlete as the live view's roster panel shows them.
public struct RosterEntry: Sendable, Equatable {
    /// The key that marks this athlete (1–9).
    public var key: Int
    /// The athlete's name.
    public var name: String
    /// A short state: empty while running clean, "warning", "OUT 9/4".
    public var status: String
    /// True once the athlete is out (the panel dims or highlights them).
    public var isOut: Bool

    /// Creates an entry.
    public init(key: Int, name: String, status: String = "", isOut: Bool = false) {
        self.key = key
        self.name = name
        self.status = status
        self.isOut = isOut
    }
}

/// A moment of the live test that athlete records note besides the marks.
public enum LiveTestEvent: String, Sendable, Equatable {
    /// The test was paused.
    case paused = "pause"
    /// The test went on after a pause.
    case resumed = "resume"
    /// The end cue was heard.
    case finished = "finish"
    /// The test was stopped before its end (quit or interrupted).
    case stopped = "stop"
}

/// The hook between the live fronts and the athletes' marks: keys 1–9 ("athlete n missed the
/// line") and u (undo) go to it, and the roster panel shows what it says.
///
/// The fronts call it from one thread; it decides warnings and outs (the profile's stop rule),
/// records results, and answers with a short line for the screen. `ResultsRecorder` does the
/// deciding and recording; the executable's `RecorderMarks` adapts it to this protocol.
public protocol AthleteMarks: AnyObject {
    /// The athletes in key order, as the roster panel shows them at `state`.
    func roster(at state: SessionState) -> [RosterEntry]
    /// Key 1–9: athlete `key` missed the line at `state`. Returns a line to show, such as
    /// "Ann: warning" or "Bob is out at 9/4", or nil for nothing to say.
    func missedLine(athlete key: Int, at state: SessionState) -> String?
    /// Key u: takes back the last mark. Returns a line to show, or nil.
    func undoLastMark(at state: SessionState) -> String?
    /// The test paused, resumed, finished or was stopped at `state`.
    func testEvent(_ event: LiveTestEvent, at state: SessionState)
}
