import BeepTest
import BeepTestTestSupport
import Testing

extension BuiltInProfiles {
    /// A session over the whole of built-in (or example) profile `id` with `countdownS` of countdown.
    static func session(_ id: String, countdownS: Double = 5) throws -> TestStateMap {
        TestStateMap(timeline: Timeline(profile: try profile(id), countdownS: countdownS))
    }
}

extension TestStateMap {
    /// The state at test time `time`, neither paused nor finished.
    func state(at time: Double) -> TestState { state(at: PlaybackPosition(testTime: time)) }
}

/// Compares doubles computed along different paths (cue sums versus closed forms).
func close(_ a: Double?, _ b: Double?, _ tolerance: Double = 1e-9) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return abs(a - b) <= tolerance
}
