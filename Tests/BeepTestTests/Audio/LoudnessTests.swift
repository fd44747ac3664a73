import BeepTest
import Foundation
import Testing

@Suite("Loudness: voiced RMS and the levelling of calls by BS.1770 loudness")
struct LoudnessTests {
    @Test("the voiced RMS counts the 10 ms windows at or above -40 dBFS and nothing else")
    func voicedWindows() throws {
        // 20 ms at 0.5, 20 ms at -50 dBFS, 10 ms of silence: only the loud windows count.
        let rate = 8000
        let loud = [Float](repeating: 0.5, count: 160)
        let quiet = [Float](repeating: 0.003, count: 160)
        let samples = loud + quiet + [Float](repeating: 0, count: 80)
        #expect(try #require(Loudness.voicedRMS(samples, rate: rate)) == 0.5)
        #expect(Loudness.voicedRMS(quiet, rate: rate) == nil)
        // A window that reaches the floor counts whole, its quiet samples with it.
        let edge = [Float](repeating: 0.02, count: 40) + [Float](repeating: 0, count: 40)
        #expect(abs(try #require(Loudness.voicedRMS(edge, rate: rate)) - 0.02 / 2.squareRoot()) < 1e-6)
    }

    @Test(
        "a call is levelled to 2 LU under the turn beep's loudness, its peaks under -1 dBFS, from quiet and from loud")
    func levelling() throws {
        #expect(abs(Loudness.callLoudness - (Loudness.beepLoudness - 2)) < 1e-12)
        // A quiet sine (-30 dBFS) and a full-scale square: one brought up, one turned down.
        let sine = (0..<24000).map { index in Float(0.0316 * sin(Double(index) / 20)) }
        let square = (0..<24000).map { index in Float(index % 100 < 50 ? 1 : -1) }
        for samples in [sine, square] {
            let levelled = Loudness.levelledCall(samples, rate: 48000)
            let loudness = try #require(LoudnessMeter.integrated(levelled, rate: 48000))
            #expect(abs(loudness - Loudness.callLoudness) < 0.02, "\(loudness) LUFS")
            #expect(levelled.allSatisfy { abs($0) <= Clip.callPeak })
        }
        #expect(Loudness.levelledCall([0, 0, 0], rate: 48000) == [0, 0, 0])
        #expect(Loudness.callGain([0, 0, 0], rate: 48000) == 1)
    }

    @Test("a call that needs some limiting reaches the target through the limiter, under the bound")
    func limitedToTarget() throws {
        // A sine at -50 dBFS with a 25 ms burst at -30 dBFS every 200 ms, as a syllable's stress
        // stands out: loud enough only once the bursts are limited (a steady tone, turned down
        // evenly, would gain nothing from limiting).
        let samples = (0..<24000).map { index in
            Float((index % 9600 < 1200 ? 0.0316 : 0.00316) * sin(Double(index) / 20))
        }
        let gain = Loudness.callGain(samples, rate: 48000)
        let over = 20 * log10(Double(gain * 0.0316 / Clip.callPeak))
        #expect(over > 0.1 && over < Loudness.maxReduction, "\(over) dB over the ceiling")
        let levelled = Loudness.levelledCall(samples, rate: 48000)
        let loudness = try #require(LoudnessMeter.integrated(levelled, rate: 48000))
        #expect(abs(loudness - Loudness.callLoudness) < 0.02, "\(loudness) LUFS")
        #expect(levelled.allSatisfy { abs($0) <= Clip.callPeak })
    }

    @Test("a call too peaky to reach the target is limited by 18 dB on its highest peak and no more")
    func reductionBound() throws {
        // Narrow pulses 120 times a second: a crest factor far more than 18 dB of limiting can
        // bring to a tone's loudness.
        let samples = (0..<24000).map { index in Float(0.1 * pow(sin(Double(index) * Double.pi * 120 / 48000), 200)) }
        let gain = Loudness.callGain(samples, rate: 48000)
        let peak = try #require(samples.map { abs($0) }.max())
        #expect(abs(20 * log10(Double(gain * peak / Clip.callPeak)) - Loudness.maxReduction) < 0.02)
        let loudness = try #require(LoudnessMeter.integrated(Loudness.levelledCall(samples, rate: 48000), rate: 48000))
        #expect(loudness < Loudness.callLoudness - 1, "\(loudness) LUFS")
    }
}
