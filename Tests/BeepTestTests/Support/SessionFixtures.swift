import BeepTest
import Testing

extension BuiltInProfiles {
    /// A session over the whole of built-in (or example) profile `id` with `countdownS` of countdown.
    static func session(_ id: String, countdownS: Double = 5) throws -> Session {
        Session(timeline: Timeline(profile: try profile(id), countdownS: countdownS))
    }
}

/// A stand-in for the audio engine's clock: test time moves only when the test says so, and not
/// while paused, exactly as `LivePlayback.position` behaves.
struct FakeClock {
    private(set) var time: Double
    private(set) var isPaused = false
    private(set) var isFinished = false

    init(startingAt time: Double) { self.time = time }

    mutating func advance(by seconds: Double) { if !isPaused && !isFinished { time += seconds } }
    mutating func pause() { isPaused = true }
    mutating func resume() { isPaused = false }
    mutating func stop() { isFinished = true }

    var position: PlaybackPosition { PlaybackPosition(testTime: time, isPaused: isPaused, isFinished: isFinished) }
}

extension Session {
    /// The state at test time `time`, neither paused nor finished.
    func state(at time: Double) -> SessionState { state(at: PlaybackPosition(testTime: time)) }
}

/// Compares doubles computed along different paths (cue sums versus closed forms).
func close(_ a: Double?, _ b: Double?, _ tolerance: Double = 1e-9) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return abs(a - b) <= tolerance
}
