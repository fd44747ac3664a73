import BeepTest
import BeepTestSounds
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Resampler (libsamplerate, best sinc)")
struct ResamplerTests {
    /// A sine of `hz` at `rate`, `seconds` long, amplitude 0.5.
    static func sine(hz: Double, rate: Int, seconds: Double) -> [Float] {
        (0..<Int(seconds * Double(rate))).map { Float(0.5 * sin(2 * Double.pi * hz * Double($0) / Double(rate))) }
    }

    @Test(
        "a 1 kHz sine from espeak-ng's 22 050 Hz and from 8, 44.1 and 96 kHz to 48 kHz stays that sine to -80 dB",
        arguments: [22050, 8000, 44100, 96000])
    func sineKeepsItsShape(from rate: Int) throws {
        let input = Self.sine(hz: 1000, rate: rate, seconds: 0.5)
        let output = try Resampler.resample(input, from: rate, to: 48000, name: "sine")
        let ideal = Self.sine(hz: 1000, rate: 48000, seconds: 0.5)
        // The length scales with the ratio (to a frame).
        #expect(abs(output.count - ideal.count) <= 1)
        // Away from the edges (where the filter sees the clip begin and end) the error is the
        // converter's: linear interpolation would be near -40 dB here.
        let middle = 2400..<(ideal.count - 2400)
        let worst = middle.map { abs(output[$0] - ideal[$0]) }.max() ?? 1
        #expect(worst < 0.5 * 1e-4, "worst error \(worst) (-80 dB of the sine is 5e-5)")
    }

    @Test("equal rates return the samples untouched")
    func equalRates() throws {
        let input: [Float] = [0.25, -0.5, 0.125, 0]
        #expect(try Resampler.resample(input, from: 48000, to: 48000, name: "x") == input)
    }

    @Test("a rate outside 8-192 kHz is refused with the name in the line")
    func refusesOutOfRange() {
        #expect(throws: BeepTestError(.invalidData, "clip.wav: cannot resample 4000 Hz to 48000 Hz (8-192 kHz)")) {
            try Resampler.resample([0.5], from: 4000, to: 48000, name: "clip.wav")
        }
    }
}
