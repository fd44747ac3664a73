import BeepTest
import Testing

@Suite("Tap test measurement")
struct TapMeasurementTests {
    static let clicks = (0..<16).map { 1000 + Double($0) }

    @Test("the median offset of taps on a steady beat, each tap matched to its nearest click once")
    func median() {
        // Taps 247 ms after the clicks, give or take 5 ms, one stray tap between clicks, one click missed.
        let jitter = [
            0.004, -0.003, 0.005, 0, -0.005, 0.002, -0.001, 0.003, -0.004, 0.001, 0, -0.002, 0.004, -0.003, 0,
        ]
        var taps = zip(Self.clicks.dropFirst(), jitter).map { $0 + 0.247 + $1 }
        taps.append(1005.75)  // 0.25 s before click 6's tap: the nearest tap wins, the stray is left over
        let measurement = TapMeasurement(clicks: Self.clicks, taps: taps)
        #expect(measurement.offsets.count == 15)
        #expect(abs((measurement.median ?? 0) - 0.247) < 1e-9)
        #expect(measurement.latencyMS == 247)
        #expect((measurement.spread ?? 1) < 0.01)
        #expect(measurement.refusal == nil)
    }

    @Test("refused when fewer than ten clicks were tapped")
    func tooFew() {
        let taps = Self.clicks.prefix(9).map { $0 + 0.1 }
        let measurement = TapMeasurement(clicks: Self.clicks, taps: taps)
        #expect(measurement.offsets.count == 9)
        #expect(measurement.refusal?.hasPrefix("only 9 of 16 clicks had a tap") == true)
    }

    @Test("refused when the middle half of the taps spreads over 40 ms")
    func scattered() {
        let spreads = [-0.08, 0.06, -0.05, 0.09, 0, -0.07, 0.08, -0.04, 0.05, -0.09, 0.07, -0.06, 0.04, 0.1, -0.1, 0]
        let measurement = TapMeasurement(clicks: Self.clicks, taps: zip(Self.clicks, spreads).map { $0 + 0.2 + $1 })
        #expect(measurement.offsets.count == 16)
        #expect((measurement.spread ?? 0) > TapMeasurement.widestSpread)
        #expect(measurement.refusal?.hasPrefix("the taps scatter too widely") == true)
    }

    @Test("a device that reports more delay than it has needs no --latency: never below 0")
    func early() {
        let measurement = TapMeasurement(clicks: Self.clicks, taps: Self.clicks.map { $0 - 0.03 })
        #expect(abs((measurement.median ?? 0) + 0.03) < 1e-9)
        #expect(measurement.latencyMS == 0)
    }

    @Test("the clicks: 16 cues a second apart from the start, every one the same sound")
    func clicks() {
        let timeline = TapMeasurement.clickTimeline()
        #expect(timeline.cues.map(\.time) == (0..<16).map(Double.init))
        let stream = TapMeasurement.clickStream(of: timeline, rate: 48000)
        let first = stream.cueFrames[0]
        let last = stream.cueFrames[15]
        let pip = stream.sound(of: .countdown)
        var start = [Int16](repeating: 0, count: pip.count)
        var end = [Int16](repeating: 0, count: pip.count)
        start.withUnsafeMutableBufferPointer { stream.render(from: first, into: $0) }
        end.withUnsafeMutableBufferPointer { stream.render(from: last, into: $0) }
        #expect(start == pip && end == pip)
    }
}
