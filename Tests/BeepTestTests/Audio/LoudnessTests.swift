import BeepTest
import Foundation
import Testing

@Suite("Loudness: voiced RMS and the levelling of calls")
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

    @Test("a call is levelled to 1.5 dB under a beep's RMS, its peaks under -1 dBFS, from quiet and from loud")
    func levelling() throws {
        let beep = try #require(Loudness.voicedRMS(CueSounds(rate: 48000).samples(for: .shuttle), rate: 48000))
        #expect(abs(20 * log10(beep) + 5.31) < 0.05)
        // A peaky sound (a sine to the ninth power, crest factor 7 dB) at -30 dBFS, and a
        // full-scale square.
        let pulses = (0..<24000).map { index in Float(0.0316 * pow(sin(Double(index) / 20), 9)) }
        let square = (0..<24000).map { index in Float(index % 100 < 50 ? 1 : -1) }
        for samples in [pulses, square] {
            let levelled = Loudness.levelledCall(samples, rate: 48000)
            let voiced = try #require(Loudness.voicedRMS(levelled, rate: 48000))
            #expect(abs(20 * log10(voiced / Loudness.callRMS)) < 0.01)
            #expect(levelled.allSatisfy { abs($0) <= Clip.callPeak })
        }
        #expect(Loudness.levelledCall([0, 0, 0], rate: 48000) == [0, 0, 0])
        #expect(Loudness.callGain([0, 0, 0], rate: 48000) == 1)
    }
}
