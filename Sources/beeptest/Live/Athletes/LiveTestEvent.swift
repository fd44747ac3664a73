import BeepTest

/// A moment of the live test that athlete records note besides the marks.
enum LiveTestEvent: String, Sendable, Equatable {
    /// The test was paused.
    case paused = "pause"
    /// The test went on after a pause.
    case resumed = "resume"
    /// The end cue was heard.
    case finished = "finish"
    /// The test was stopped before its end (quit or interrupted).
    case stopped = "stop"
}
