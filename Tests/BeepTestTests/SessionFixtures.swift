import BeepTest
import Testing

/// The shipped profiles, loaded from the package's Profiles/ folder as the program loads them.
enum ShippedProfile {
    static let folder: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path + "/Profiles"
    }()

    static func load(_ name: String) throws -> Profile {
        try ProfileLoader.load(path: folder + "/" + name + ".json")
    }

    /// A session over the whole of shipped profile `name` with `countdownS` of countdown.
    static func session(_ name: String, countdownS: Double = 5) throws -> Session {
        Session(timeline: Timeline(profile: try load(name), countdownS: countdownS))
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
