import BeepTestTestSupport
import Foundation
import Testing

/// `--latency`, the resume's count-in and `tap-test` through the real rig (scripts/timing/device.py: a
/// private PulseAudio null sink, ALSA device `pulse`, parec read as it comes, tmux for tap-test's keys).
/// The script does the checks and writes its figures; these tests run it and read them.
@Suite("Speakers that lie about their delay, and the count-in, through a private PulseAudio", .serialized)
struct DeviceRigTests {
    /// The bound for tap-test's offset, and the bound for `--latency`'s move.
    static let toleranceMS = 10.0
    /// The bound for the count-in's resume event line against the moment the test went on: an event
    /// line's time, which a suite sharing the machine delays by some milliseconds (the sound-loss rig
    /// allows the same); the pips and the next cue are held to their frames.
    static let eventToleranceMS = 20.0

    private func rig(_ scenario: String, toleranceMS: Double = Self.toleranceMS) throws -> [String: Any] {
        try TimingRig.run("device.py", scenario: scenario, toleranceMS: toleranceMS)
    }

    @Test("--latency 250 moves every cue's event time by 250 ms against a run without it")
    func latency() throws {
        let moved = try #require(try rig("latency")["latency_moved_ms"] as? Double)
        #expect(abs(moved - 250) <= Self.toleranceMS, "moved by \(moved) ms")
    }

    @Test("paused and resumed headless (SIGUSR1, SIGUSR2): three pips 48000 frames apart, the next cue on its frame")
    func countIn() throws {
        let figures = try rig("countin", toleranceMS: Self.eventToleranceMS)
        let pips = try #require(figures["countin_pip_frames"] as? [Int])
        #expect(pips.count == 3 && zip(pips, pips.dropFirst()).allSatisfy { $1 - $0 == 48000 }, "pips \(pips)")
        let error = try #require(figures["countin_next_cue_error_frames"] as? Int)
        #expect(abs(error) <= 1)
    }

    @Test("tap-test in tmux, space pressed 120 ms after each recorded click: the printed offset within 10 ms of 120")
    func tapTest() throws {
        let offset = try #require(try rig("taptest")["taptest_offset_ms"] as? Int)
        #expect(abs(offset - 120) <= Int(Self.toleranceMS), "tap-test printed \(offset) ms")
    }
}
