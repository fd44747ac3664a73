import BeepTest
import BeepTestTestSupport
import Testing

/// The whole stream, counted and fingerprinted as it is written instead of kept: a full test
/// is 63 million frames, and the check must not need gigabytes.
final class FingerprintSink: AudioSink, @unchecked Sendable {
    private let inner: SilentSink
    private(set) var frames = 0
    private(set) var fingerprint = Fingerprint()
    var name: String { "fingerprint" }

    init(clock: ManualClock) { inner = SilentSink(clock: clock) }

    func open(rate: Int) throws(BeepTestError) -> AudioFormat { try inner.open(rate: rate) }
    func write(_ buffer: UnsafeBufferPointer<Int16>) throws(BeepTestError) -> SinkWrite {
        let result = try inner.write(buffer)
        if case .wrote(let count) = result {
            fingerprint.add(buffer.prefix(count))
            frames += count
        }
        return result
    }
    func delay() -> Int? { inner.delay() }
    func recover(_ code: Int32) throws(BeepTestError) { try inner.recover(code) }
    func drain() throws(BeepTestError) { try inner.drain() }
    func drop() {}
    func close() {}
}

/// FNV-1a over samples: equal streams give equal fingerprints, and any changed, lost or moved
/// sample changes it.
struct Fingerprint: Equatable {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ samples: some Sequence<Int16>) {
        for sample in samples {
            value = (value ^ UInt64(UInt16(bitPattern: sample))) &* 0x0000_0100_0000_01B3
        }
    }
}

@Suite("Long run: a whole test through the engine")
struct LongRunTests {
    /// The 20 m MSFT (22:01 plus the countdown) through the real engine and the real silent sink,
    /// at the speed of a fake clock: every cue is heard at its exact frame, as computed
    /// independently of the timeline (Float80, one shuttle at a time), and the stream is the
    /// render's, sample for sample, to its last frame.
    @Test("a full 20 m MSFT plays with no cue off its time")
    func fullMSFT() throws {
        let profile = try BuiltInProfiles.profile("msft-20m")
        let countdown = 5.0
        let timeline = Timeline(profile: profile, countdownS: countdown)
        let rate = 48000
        let start = 1000.0
        let clock = ManualClock(start: start)
        let sink = FingerprintSink(clock: clock)
        let holder = Slot<FingerprintSink>()
        holder.set(sink)
        let engine = try Engine(timeline: timeline, sink: sink, rate: rate, clock: clock)
        let events = engine.eventsUntilDone()
        #expect(engine.join() == nil)
        #expect(engine.underruns == 0)

        // Every cue once, in order.
        let heard = events.compactMap { event -> (index: Int, wall: Double)? in
            if case .cue(let index, _) = event.kind { return (index, event.monotonicTime) }
            return nil
        }
        #expect(heard.map(\.index) == Array(timeline.cues.indices))

        // Each cue's frame, from an independent Float80 walk of the table, and when it was heard.
        let reference = ReferenceTimes.steppedInstants(profile)
        let testCues = timeline.cues.enumerated().filter { $0.element.kind != .countdown }
        #expect(reference.count == testCues.count)
        for ((index, _), exact) in zip(testCues, reference) {
            let frame = Int(((Float80(countdown) + exact) * Float80(rate)).rounded())
            #expect(
                Renderer.frame(of: timeline.cues[index].time, countdownS: countdown, rate: rate) == frame,
                "cue \(index) placed off its exact frame \(frame)")
            guard let wall = heard.first(where: { $0.index == index })?.wall else { continue }
            // The silent sink plays from its first write: frame F is heard at start + F / rate.
            #expect(
                abs(wall - (start + Double(frame) / Double(rate))) < 1.5 / Double(rate),
                "cue \(index) heard at \(wall - start) s, expected \(Double(frame) / Double(rate)) s")
        }

        // The stream is the render's, to the frame: nothing lost, repeated or shifted in 22 minutes.
        let renderer = Renderer(timeline: timeline, rate: rate)
        var expected = Fingerprint()
        var chunk = [Int16](repeating: 0, count: 1 << 16)
        var frame = 0
        while frame < renderer.totalFrames {
            let count = min(chunk.count, renderer.totalFrames - frame)
            chunk.withUnsafeMutableBufferPointer { renderer.render(from: frame, into: .init(rebasing: $0[0..<count])) }
            expected.add(chunk[0..<count])
            frame += count
        }
        let played = holder.wait()
        #expect(played.frames == renderer.totalFrames)
        #expect(played.fingerprint == expected)
        #expect(renderer.totalFrames > Int((countdown + 1321) * Double(rate)))
    }
}
