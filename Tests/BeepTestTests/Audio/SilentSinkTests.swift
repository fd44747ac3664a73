import BeepTestTestSupport
import Testing

@testable import BeepTest

@Suite("Silent sink and audio clock")
struct SilentSinkTests {
    @Test("writes block until the 0.2 s buffer has room, on absolute deadlines")
    func pacing() throws {
        let clock = ManualClock(start: 10)
        let sink = SilentSink(clock: clock)
        let format = try sink.open(rate: 48000)
        #expect(format == AudioFormat(rate: 48000, periodFrames: 2400, bufferFrames: 9600))
        let period = [Int16](repeating: 0, count: 2400)
        for _ in 0..<4 {
            #expect(try period.withUnsafeBufferPointer { try sink.write($0) } == .wrote(2400))
            #expect(clock.now() == 10, "the buffer was not full yet")
        }
        #expect(sink.delay() == 9600)
        for written in 1...100 {
            _ = try period.withUnsafeBufferPointer { try sink.write($0) }
            // Room for period 4 + n comes when n periods have played: no drift over 100 writes.
            #expect(abs(clock.now() - (10 + Double(written) * 0.05)) < 1e-9)
        }
        try sink.drain()
        #expect(abs(clock.now() - (10 + 104 * 0.05)) < 1e-9)
        #expect(sink.delay() == 0)
    }

    @Test("falling behind by more than the buffer is an underrun; recovery restarts it empty")
    func underrun() throws {
        let clock = ManualClock(start: 0)
        let sink = SilentSink(clock: clock)
        _ = try sink.open(rate: 48000)
        let period = [Int16](repeating: 0, count: 2400)
        for _ in 0..<6 { _ = try period.withUnsafeBufferPointer { try sink.write($0) } }
        clock.advance(by: 0.5)
        #expect(try period.withUnsafeBufferPointer { try sink.write($0) } == .xrun(-32))
        try sink.recover(-32)
        #expect(sink.delay() == 0)
        #expect(try period.withUnsafeBufferPointer { try sink.write($0) } == .wrote(2400))
        #expect(sink.delay() == 2400)
    }

    @Test("the clock filter puts a jittery reading back on the stream's line")
    func clockFilter() {
        var filter = AudioClockFilter(rate: 48000)
        // Readings every period; the true line is heard = (wall - 100) * 48000 + 7; the delay
        // jitters by up to 9 frames with one outlier of 120.
        let jitter = [0, 5, -9, 3, 120, -4, 8, -2, 6, -7, 1, 9, -5, 2, -3, 4, 0, -6]
        var last = (stream: 0, wall: 0.0)
        for (index, noise) in jitter.enumerated() {
            let wall = 100.05 + Double(index) * 0.05
            let heard = Int(((wall - 100) * 48000).rounded()) + 7 + noise
            last = filter.anchor(heard: heard, at: wall)
        }
        let onLine = (last.wall - 100) * 48000 + 7
        #expect(abs(Double(last.stream) - onLine) < 3, "anchor \(Double(last.stream) - onLine) frames off the line")
        // A reading that did not advance (device not started) leaves the line alone.
        let stalled = filter.anchor(heard: last.stream, at: last.wall + 0.3)
        #expect(stalled.wall == last.wall + 0.3)
        let next = filter.anchor(heard: last.stream + 2400, at: last.wall + 0.05)
        #expect(abs(next.wall - (last.wall + 0.05)) < 3.0 / 48000)
    }
}
