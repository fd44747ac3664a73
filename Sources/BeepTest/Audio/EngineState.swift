import Synchronization

/// What the audio thread and the fronts share, behind one lock held only for a few copies.
struct EngineShared: Sendable {
    /// The controls the fronts set and the audio thread reads once per period.
    var pauseRequested = false
    var stopRequested = false
    /// The last audio-clock reading, published every period.
    var anchor = PositionAnchor()
    /// Heard events the front has not taken yet.
    var events: [PlaybackEvent] = []
    /// Why the audio thread ended early, if it did.
    var failure: BeepTestError?
    /// How many times the output ran dry or was suspended.
    var underruns = 0
    /// True once the audio thread has closed the output and ended.
    var done = false
}

/// Where the test was heard at a monotonic time, so that a front can read a smooth position
/// between the audio thread's readings without keeping a clock of its own.
struct PositionAnchor: Sendable {
    /// The test frame heard at `wall`.
    var testFrame = 0
    /// CLOCK_MONOTONIC seconds of the reading; nil before the first period was written.
    var wall: Double?
    /// True when the test advances after `wall` (playing, not paused).
    var advancing = false
    /// The test frame the position may reach before the next reading: the end of what was written,
    /// or where a pause already written begins.
    var limit = 0
    /// True once the end cue was heard or the test was stopped.
    var finished = false
}

/// The shared state as a reference both sides hold (a `Mutex` cannot be copied).
final class EngineState: Sendable {
    let shared = Mutex(EngineShared())
    /// The self-pipe that wakes a front waiting for events: the audio thread posts a byte
    /// (never blocking: a full pipe already means "wake up"), the front polls the read end.
    let wake: SelfPipe

    init(wake: SelfPipe) { self.wake = wake }
}
