import Foundation
import Testing

@testable import BeepTest

@Suite("The look-ahead limiter: under its ceiling, the waveform's shape kept")
struct LookAheadLimiterTests {
    /// A sine of `hz` at `peak` (full scale 1) for `seconds` at `rate`.
    static func sine(_ hz: Double, peak: Double, seconds: Double, rate: Int) -> [Float] {
        (0..<Int(seconds * Double(rate))).map { Float(peak * sin(2 * Double.pi * hz * Double($0) / Double(rate))) }
    }

    /// The total harmonic distortion (and noise) of `samples`, a sine of `hz` at `rate`: the RMS of
    /// what is left once the best-fitting sine of `hz` is taken away, over that sine's RMS.
    static func distortion(_ samples: ArraySlice<Float>, hz: Double, rate: Int) -> Double {
        var (ss, sc, cc, xs, xc) = (0.0, 0.0, 0.0, 0.0, 0.0)
        for (index, sample) in zip(samples.indices, samples) {
            let phase = 2 * Double.pi * hz * Double(index) / Double(rate)
            let (s, c) = (sin(phase), cos(phase))
            (ss, sc, cc) = (ss + s * s, sc + s * c, cc + c * c)
            (xs, xc) = (xs + Double(sample) * s, xc + Double(sample) * c)
        }
        let determinant = ss * cc - sc * sc
        let (a, b) = ((xs * cc - xc * sc) / determinant, (xc * ss - xs * sc) / determinant)
        var (residual, fitted) = (0.0, 0.0)
        for (index, sample) in zip(samples.indices, samples) {
            let phase = 2 * Double.pi * hz * Double(index) / Double(rate)
            let fit = a * sin(phase) + b * cos(phase)
            residual += (Double(sample) - fit) * (Double(sample) - fit)
            fitted += fit * fit
        }
        return (residual / fitted).squareRoot()
    }

    @Test("no sample passes the ceiling, whatever the gain and rate", arguments: [8000, 22050, 48000])
    func ceiling(rate: Int) {
        // Speech-like bursts: noise under a pitch-rate pulse train, with sudden onsets.
        var generator = SystemRandomNumberGenerator()
        let bursts = (0..<rate).map { index -> Float in
            let pulse = Float(pow(abs(sin(Double(index) * 2 * .pi * 120 / Double(rate))), 12))
            return (index / (rate / 8)) % 2 == 0 ? pulse * Float.random(in: -1...1, using: &generator) : 0
        }
        let limiter = LookAheadLimiter()
        for gainDB in [0.0, 6, 20, 40] {
            let out = limiter.limited(bursts, gain: Float(pow(10, gainDB / 20)), rate: rate)
            #expect(out.count == bursts.count)
            #expect(out.allSatisfy { abs($0) <= limiter.ceiling }, "+\(gainDB) dB at \(rate) Hz")
        }
        // A full-scale first sample: the envelope is already down at the very start.
        let step = [Float](repeating: 1, count: 100)
        #expect(limiter.limited(step, gain: 4, rate: rate).allSatisfy { abs($0) <= limiter.ceiling })
    }

    @Test("under the threshold the sound is only the gain: a sine keeps its shape sample for sample")
    func belowThreshold() {
        let rate = 48000
        let sine = Self.sine(440, peak: 0.3, seconds: 0.5, rate: rate)
        let out = LookAheadLimiter().limited(sine, gain: 2, rate: rate)
        #expect(zip(sine, out).allSatisfy { $1 == $0 * 2 })
        #expect(Self.distortion(out[...], hz: 440, rate: rate) < 1e-6)
    }

    @Test("a sine 6 dB over the ceiling is a sine turned down, not squared off as a waveshaper would")
    func overThreshold() throws {
        let rate = 48000
        let sine = Self.sine(440, peak: 0.5, seconds: 1, rate: rate)
        let limiter = LookAheadLimiter()
        // A peak of 0.5 times 4 × ceiling: twice the ceiling, 6 dB over it.
        let out = limiter.limited(sine, gain: 4 * limiter.ceiling, rate: rate)
        let steady = out[(rate / 5)...]
        let peak = try #require(steady.map { abs($0) }.max())
        #expect(peak <= limiter.ceiling && peak > limiter.ceiling * 0.97, "peak \(peak)")
        let limited = Self.distortion(steady, hz: 440, rate: rate)
        // The tanh curve the calls went through before, driven as hard.
        let shaped = sine.map { limiter.ceiling * tanhf(4 * $0) }
        let waveshaped = Self.distortion(shaped[(rate / 5)...], hz: 440, rate: rate)
        #expect(limited < 0.002, "THD \(limited)")
        #expect(waveshaped > 0.05, "tanh THD \(waveshaped)")
    }

    @Test("the gain falls ahead of a peak and recovers after it, smoothly")
    func envelopeShape() throws {
        let rate = 48000
        let limiter = LookAheadLimiter()
        // Quiet, then one sample 6 dB over the ceiling, then quiet again.
        var click = [Float](repeating: 0.1, count: rate / 2)
        click[rate / 10] = 2 * limiter.ceiling
        let envelope = limiter.envelope(click, gain: 1, rate: rate)
        let ahead = Int(limiter.lookAhead * Double(rate))
        #expect(envelope[rate / 10 - ahead - 1] == 1)
        #expect(abs(envelope[rate / 10] - 0.5) < 1e-9)
        // No step between samples is more than a look-ahead's ramp would take.
        let steps = zip(envelope, envelope.dropFirst()).map { abs($1 - $0) }
        #expect(try #require(steps.max()) <= 0.5 / Double(ahead) + 1e-9)
        // Back to within 1 % of unity 5 release times later.
        #expect(envelope[rate / 10 + Int(5 * limiter.release * Double(rate)) + ahead] > 0.99)
    }
}
