import BeepTest
import Glibc
import Testing

@Suite("Cue sounds")
struct CueSoundsTests {
    static let rates = [8000, 22050, 44100, 48000, 96000]

    @Test("every sound lasts under 0.6 s, starts and ends on a non-zero sample", arguments: rates)
    func lengthAndEdges(rate: Int) {
        let sounds = CueSounds(rate: rate)
        for kind in CueKind.allCases {
            let samples = sounds.samples(for: kind)
            #expect(samples.count > rate / 20, "\(kind) is shorter than 50 ms")
            #expect(Double(samples.count) / Double(rate) < 0.6, "\(kind) lasts \(samples.count) frames")
            #expect(samples.first != 0 && samples.last != 0, "\(kind) has silent edges")
        }
    }

    @Test("no sound has an inner silence of 0.4 s or more", arguments: rates)
    func innerSilence(rate: Int) {
        let sounds = CueSounds(rate: rate)
        for kind in CueKind.allCases {
            var longest = 0
            var run = 0
            for sample in sounds.samples(for: kind) {
                run = sample == 0 ? run + 1 : 0
                longest = max(longest, run)
            }
            #expect(Double(longest) / Double(rate) < 0.4, "\(kind) has \(longest) silent frames")
        }
    }

    @Test("peaks between -3 and -1 dBFS, never clipping", arguments: rates)
    func loudness(rate: Int) {
        let sounds = CueSounds(rate: rate)
        for kind in CueKind.allCases {
            let peak = sounds.samples(for: kind).map { abs(Int($0)) }.max() ?? 0
            let dBFS = 20 * log10(Double(peak) / 32768)
            #expect(dBFS >= -3 && dBFS <= -1, "\(kind) peaks at \(dBFS) dBFS")
        }
    }

    @Test("tones ramp in and out over 5-10 ms: no click at either edge", arguments: rates)
    func ramps(rate: Int) {
        let sounds = CueSounds(rate: rate)
        let fiveMs = rate * 5 / 1000
        let oneMs = max(1, rate / 1000)
        for kind in CueKind.allCases {
            let samples = sounds.samples(for: kind).map { abs(Int($0)) }
            let peak = Double(samples.max() ?? 1)
            // A click is a large first or last step; a raised-cosine ramp starts near zero.
            #expect(Double(samples[0]) < 0.01 * peak, "\(kind) starts at \(samples[0])")
            #expect(Double(samples[samples.count - 1]) < 0.01 * peak, "\(kind) ends at \(samples.last ?? 0)")
            // Still well below full level after 1 ms, and not yet at it before 5 ms.
            #expect(Double(samples[0..<oneMs].max() ?? 0) < 0.2 * peak, "\(kind) rises too fast")
            #expect(Double(samples[0..<fiveMs].max() ?? 0) < 0.95 * peak, "\(kind) reaches full level before 5 ms")
            #expect(Double(samples[0..<(rate * 11 / 1000)].max() ?? 0) > 0.9 * peak, "\(kind) ramps for over 10 ms")
        }
    }

    @Test("each cue kind has its own sound")
    func distinct() {
        let sounds = CueSounds(rate: 48000)
        let all = CueKind.allCases.map { sounds.samples(for: $0) }
        for first in all.indices {
            for second in all.indices where second > first {
                #expect(all[first] != all[second], "\(CueKind.allCases[first]) sounds like \(CueKind.allCases[second])")
            }
        }
        // The classic triple beep: three bursts separated by short silences.
        let level = sounds.samples(for: .level)
        var bursts = 0
        var previous: Int16 = 0
        for sample in level {
            if sample != 0 && previous == 0 { bursts += 1 }
            previous = sample
        }
        #expect(bursts == 3)
    }
}
