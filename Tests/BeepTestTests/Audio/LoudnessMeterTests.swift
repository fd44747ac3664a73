import Foundation
import Testing

@testable import BeepTest

@Suite("BS.1770-4 integrated loudness: K-weighting, blocks and gates")
struct LoudnessMeterTests {
    /// A sine of `hz` at `peak` (full scale 1) for `seconds` at `rate`.
    static func sine(_ hz: Double, peak: Double, seconds: Double, rate: Int) -> [Float] {
        (0..<Int(seconds * Double(rate))).map { Float(peak * sin(2 * Double.pi * hz * Double($0) / Double(rate))) }
    }

    @Test("at 48 kHz the K-weighting's coefficients are the standard's")
    func coefficients() {
        let (shelf, highPass) = LoudnessMeter.kWeighting(rate: 48000)
        let expected: [(Double, Double)] = [
            (shelf.b.0, 1.53512485958697), (shelf.b.1, -2.69169618940638), (shelf.b.2, 1.19839281085285),
            (shelf.a.0, -1.69065929318241), (shelf.a.1, 0.73248077421585),
            (highPass.a.0, -1.99004745483398), (highPass.a.1, 0.99007225036621),
        ]
        for (value, standard) in expected { #expect(abs(value - standard) < 1e-9, "\(value) against \(standard)") }
        #expect(highPass.b == (1, -2, 1))
    }

    @Test("a 997 Hz sine at full scale measures -3.01 LUFS at every rate", arguments: [22050, 44100, 48000, 96000])
    func calibration(rate: Int) throws {
        let loudness = try #require(
            LoudnessMeter.integrated(Self.sine(997, peak: 1, seconds: 3, rate: rate), rate: rate))
        #expect(abs(loudness + 3.01) < 0.05, "\(loudness) LUFS at \(rate) Hz")
    }

    @Test("the K-weighting counts highs 4 dB up and cuts the lowest bass")
    func weighting() throws {
        let high = try #require(
            LoudnessMeter.integrated(Self.sine(8000, peak: 0.5, seconds: 2, rate: 48000), rate: 48000))
        let middle = try #require(
            LoudnessMeter.integrated(Self.sine(500, peak: 0.5, seconds: 2, rate: 48000), rate: 48000))
        let bass = try #require(
            LoudnessMeter.integrated(Self.sine(20, peak: 0.5, seconds: 2, rate: 48000), rate: 48000))
        #expect(abs(high - middle - 4) < 0.5, "8 kHz \(high), 500 Hz \(middle)")
        #expect(middle - bass > 5, "500 Hz \(middle), 20 Hz \(bass)")
    }

    @Test("the gates leave out silence and pauses: a tone with long quiet stretches measures as the tone")
    func gates() throws {
        let rate = 48000
        let tone = Self.sine(1000, peak: 0.1, seconds: 2, rate: rate)
        let alone = try #require(LoudnessMeter.integrated(tone, rate: rate))
        // Silence (under the absolute gate) and a hum 30 dB down (under the relative one).
        let silence = [Float](repeating: 0, count: 4 * rate)
        let hum = Self.sine(1000, peak: 0.1 / 31.6, seconds: 4, rate: rate)
        let withSilence = try #require(LoudnessMeter.integrated(silence + tone + silence, rate: rate))
        let withHum = try #require(LoudnessMeter.integrated(hum + tone + hum, rate: rate))
        #expect(abs(withSilence - alone) < 1, "\(withSilence) against \(alone)")
        #expect(abs(withHum - alone) < 1, "\(withHum) against \(alone)")
        // Ungated, the hum's 8 s would take 4 dB and more off.
        #expect(LoudnessMeter.integrated(silence, rate: rate) == nil)
        #expect(LoudnessMeter.integrated([Float](), rate: rate) == nil)
    }

    @Test("a sound shorter than a block is one block of its own length: a 150 ms tone measures as a long one")
    func shortSound() throws {
        let short = try #require(
            LoudnessMeter.integrated(Self.sine(997, peak: 0.5, seconds: 0.15, rate: 48000), rate: 48000))
        let long = try #require(
            LoudnessMeter.integrated(Self.sine(997, peak: 0.5, seconds: 3, rate: 48000), rate: 48000))
        #expect(abs(short - long) < 0.2, "\(short) against \(long)")
        // The built-in turn beep, a 150 ms tone at -2 dBFS peak with soft edges.
        let beep = CueSounds(rate: 48000).samples(for: .shuttle)
        let own = try #require(LoudnessMeter.integrated(beep, rate: 48000))
        #expect(abs(own + 5.54) < 0.05, "\(own) LUFS")
    }

    @Test("in the stream a short sound is read in a whole 400 ms block: the beep 4.3 LU under its own length")
    func streamLoudness() throws {
        // The beep in a block with the quiet after it: 10 log10(0.15 / 0.4) = -4.26 LU.
        #expect(abs(Loudness.beepLoudness + 9.80) < 0.05, "\(Loudness.beepLoudness) LUFS")
        // A sound of a block or more reads as the meter reads it.
        let long = Self.sine(997, peak: 0.5, seconds: 1, rate: 48000)
        #expect(Loudness.streamLoudness(long, rate: 48000) == LoudnessMeter.integrated(long, rate: 48000))
        #expect(Loudness.streamLoudness([Float](repeating: 0, count: 480), rate: 48000) == nil)
    }
}
