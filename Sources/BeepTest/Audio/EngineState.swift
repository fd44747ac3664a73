import Synchronization

/// What the audio thread and the fronts share, behind one lock held only for a few copies.
struct EngineShared: Sendable {
    /// The controls the fronts set and the audio thread reads once per period.
    var pauseRequested = false
    var stopRequested = false
    /// The last audio-clock reading, published every period.
    var anchor = PositionAnchor()
    /// Events the front has not taken yet, in the order they are heard: those a reading showed
    /// heard, then those written but still ahead, stamped with the audio clock's estimate of when
    /// they will be heard (republished at every reading; only once the stream is seen playing).
    var schedule: [ScheduleEntry] = []
    /// The serial of the last event a front took: every earlier one has been taken too (fronts
    /// take from the head of `schedule` only), so a later reading never reports it again.
    var takenThrough = -1
    /// Why the audio thread ended early, if it did.
    var failure: BeepTestError?
    /// How many times the output ran dry or was suspended.
    var underruns = 0
    /// CLOCK_MONOTONIC seconds since which the output has been gone; nil while there is sound.
    var soundLostSince: Double?
    /// Every stretch without sound so far, oldest first.
    var outages: [SoundOutage] = []
    /// True once the audio thread has closed the output and ended.
    var done = false

    /// The sound stopped at monotonic time `now` (the output lost, or the run over): what was due
    /// by then was heard, the rest never will be.
    mutating func settleSchedule(at now: Double) {
        schedule.removeAll { !$0.heard && $0.event.monotonicTime > now }
        for index in schedule.indices { schedule[index].heard = true }
    }

    /// Puts the schedule back in the order the audio thread noted its events, the order the fronts
    /// take them in: an event noted at once (a gap's, the loss's) may have overtaken notes that
    /// were waiting to be heard.
    mutating func orderSchedule() { schedule.sort { $0.serial < $1.serial } }
}

/// An event in the engine's schedule: heard, or due at its `wall` by the audio clock's estimate.
struct ScheduleEntry: Sendable {
    /// The order in which the audio thread noted it (cues, pauses, gaps), counted from 0.
    var serial: Int
    var event: PlaybackEvent
    /// True once a reading showed it heard.
    var heard: Bool
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
    /// The test frame the position may reach before the next reading: where a pause already written
    /// begins, or the end of the test (a stall does not stop the test's time).
    var limit = 0
    /// True once the end cue was heard or the test was stopped.
    var finished = false
    /// CLOCK_MONOTONIC seconds at which the test goes on after the count-in of a resume, while
    /// it is ahead; nil otherwise.
    var resumesAt: Double?
}

/// The shared state as a reference both sides hold (a `Mutex` cannot be copied).
final class EngineState: Sendable {
    let shared = Mutex(EngineShared())
    /// The self-pipe that wakes a front waiting for events: the audio thread posts a byte
    /// (never blocking: a full pipe already means "wake up"), the front polls the read end.
    let wake: SelfPipe

    init(wake: SelfPipe) { self.wake = wake }
}
