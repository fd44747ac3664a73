import BeepTest
import Foundation
import Testing

@Suite("Stream tuning: --tone and --volume where the sounds are made")
struct StreamTuningTests {
    @Test("--tone and --volume: the beeps at the pitch's ratio and the volume's gain, patterns kept")
    func tuning() throws {
        let low = CueSounds(rate: 48000, tuning: StreamTuning(tone: 440, volume: -6))
        let standard = CueSounds(rate: 48000)
        for kind in CueKind.allCases {
            let a = low.samples(for: kind)
            let b = standard.samples(for: kind)
            #expect(a.count == b.count)
            #expect(zip(a, b).allSatisfy { ($0 == 0) == ($1 == 0) })
            let peak = Double(a.map { abs(Int($0)) }.max() ?? 0)
            #expect(abs(20 * log10(peak / CueSounds.peak) + 6) < 0.01)
        }
        #expect(abs(StreamTuning(tone: 4000).highestTone - 6000) < 1e-9)
        #expect(StreamTuning(volume: -12).scaled([1000, -1000, 0]) == [251, -251, 0])
        #expect(StreamTuning.standard.scaled([32767]) == [32767])
    }

    @Test("the calls' clips are scaled once, as they are set")
    func clipsScaled() {
        let clips = CallClips(count: 1, tuning: StreamTuning(volume: -12))
        clips.fill(0, with: [4000, -4000, 0])
        #expect(clips.samples(0) == [1005, -1005, 0])
    }
}
