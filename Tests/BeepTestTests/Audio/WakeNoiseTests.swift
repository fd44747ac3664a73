import Glibc
import Testing

@testable import BeepTest

/// `frames` of noise from `noise`, written period by period from stream frame `from`.
private func written(_ noise: inout WakeNoise, frames: Int, period: Int, from: Int = 0) -> [Int16] {
    var out: [Int16] = []
    var stream = from
    while stream < from + frames {
        var buffer = [Int16](repeating: 7, count: min(period, from + frames - stream))
        buffer.withUnsafeMutableBufferPointer { noise.add(into: $0, at: stream) }
        out += buffer
        stream += buffer.count
    }
    return out
}

@Suite("Wake noise: quiet, the same on every run, and only before its end")
struct WakeNoiseTests {
    @Test("uniform within ±179, RMS −50 dBFS, and the same samples whatever the period")
    func levelAndRepeatability() {
        var byPeriod = WakeNoise(frames: 48000)
        var bySample = WakeNoise(frames: 48000)
        let samples = written(&byPeriod, frames: 48000, period: 480)
        #expect(samples == written(&bySample, frames: 48000, period: 1))
        #expect(samples.allSatisfy { abs(Int($0)) <= WakeNoise.peak })
        let rms = (samples.map { Double($0) * Double($0) }.reduce(0, +) / Double(samples.count)).squareRoot()
        #expect(abs(20 * log10(rms / 32768) + 50) < 0.5)
        var again = WakeNoise(frames: 48000)
        #expect(written(&again, frames: 48000, period: 1024) == samples)
    }

    @Test("a period that runs past the noise's end keeps what it held beyond it")
    func endsAtItsFrames() {
        var noise = WakeNoise(frames: 100)
        var buffer = [Int16](repeating: 7, count: 160)
        buffer.withUnsafeMutableBufferPointer { noise.add(into: $0, at: 40) }
        #expect(buffer[60...].allSatisfy { $0 == 7 })
        #expect(buffer[..<60].contains { $0 != 7 })
        var none = WakeNoise(frames: -5)
        #expect(none.frames == 0)
        buffer.withUnsafeMutableBufferPointer { none.add(into: $0, at: 0) }
        #expect(buffer[60...].allSatisfy { $0 == 7 })
    }
}
