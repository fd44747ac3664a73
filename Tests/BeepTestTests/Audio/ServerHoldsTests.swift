import BeepTest
import BeepTestTestSupport
import Testing

/// A sound server on a manual clock that keeps time like the silent sink but queues `holdFrames`
/// more than the buffer (PipeWire at a large quantum): its delay says so.
private final class HoldingSink: AudioSink, @unchecked Sendable {
    let name = "holding"
    var pacing: SinkPacing { .server }
    private let inner: SilentSink
    private let holdFrames: Int

    init(clock: ManualClock, holdFrames: Int) {
        inner = SilentSink(clock: clock)
        self.holdFrames = holdFrames
    }

    func open(rate: Int) throws(BeepTestError) -> AudioFormat { try inner.open(rate: rate) }
    func write(_ frames: UnsafeBufferPointer<Int16>) throws(BeepTestError) -> SinkWrite { try inner.write(frames) }
    func delay() -> Int? { inner.delay().map { $0 + holdFrames } }
    func recover(_ code: Int32) throws(BeepTestError) { try inner.recover(code) }
    func drain() throws(BeepTestError) { try inner.drain() }
    func drop() { inner.drop() }
    func close() { inner.close() }
}

@Suite("A sound server that holds more than the buffer is named once")
struct ServerHoldsTests {
    private func notes(holding frames: Int) throws -> [Double] {
        let clock = ManualClock(start: 1000)
        let profile = Profile(
            id: "hold", name: "hold", distanceM: 20, countdownS: 1,
            levels: [Level(label: "1", pace: .shuttleSeconds(2), work: .shuttles(2))])
        let engine = try Engine(
            timeline: Timeline(profile: profile), sink: HoldingSink(clock: clock, holdFrames: frames), rate: 48000,
            clock: clock)
        let events = engine.eventsUntilDone()
        #expect(engine.join() == nil)
        return events.compactMap { if case .serverHolds(let seconds) = $0.kind { seconds } else { nil } }
    }

    @Test("a quantum of 4096 frames beyond the buffer: said once, with what it holds")
    func large() throws {
        let held = try notes(holding: 4096)
        #expect(held.count == 1)
        #expect(abs((held.first ?? 0) - 4096.0 / 48000) < 0.002)
    }

    @Test("a quantum of 1024 frames (PipeWire's default) is within a period: nothing said")
    func usual() throws {
        #expect(try notes(holding: 1024).isEmpty)
    }
}
