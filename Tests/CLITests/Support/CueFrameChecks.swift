import BeepTest
import Foundation
import Testing

extension WAVFile {
    /// The samples of a 16-bit mono file (the program writes no other kind), empty for another format.
    var samples: [Int16] { int16Samples ?? [] }
}

/// Cue frames as the contract defines them, from the program's own `cues` output (the timeline),
/// never from the renderer: `round((countdown + t) × rate)`.
func expectedCueFrames(_ profileArguments: [String], countdown: Double, rate: Int) throws -> [(
    frame: Int, kind: String
)] {
    let result = try BinaryRunner.run(["cues"] + profileArguments + ["--format", "json"])
    #expect(result.status == 0, "cues failed: \(result.stderr)")
    let cues = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    return try cues.map { cue in
        let t = try #require(cue["t"] as? Double)
        return (Int(((countdown + t) * Double(rate)).rounded()), try #require(cue["kind"] as? String))
    }
}

/// Checks that `samples` hold exactly one sound per expected cue: each cue's first sample at its
/// frame right after silence, and nothing sounding more than 0.6 s after the latest cue.
func expectSoundsExactlyAtCues(
    _ samples: [Int16], _ cues: [(frame: Int, kind: String)], rate: Int,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for (index, cue) in cues.enumerated() {
        guard cue.frame < samples.count else {
            Issue.record(
                "cue \(index) (\(cue.kind)) at frame \(cue.frame) is past the end (\(samples.count))",
                sourceLocation: sourceLocation)
            return
        }
        #expect(
            samples[cue.frame] != 0, "cue \(index) (\(cue.kind)): silent at frame \(cue.frame)",
            sourceLocation: sourceLocation)
        #expect(
            cue.frame == 0 || samples[cue.frame - 1] == 0,
            "cue \(index) (\(cue.kind)): sound already playing at frame \(cue.frame - 1)",
            sourceLocation: sourceLocation)
    }
    // Nothing sounds between cues: every non-zero sample lies within 0.6 s after a cue's frame.
    let longest = Int(0.6 * Double(rate))
    var cue = -1
    var strays = 0
    for (frame, sample) in samples.enumerated() where sample != 0 {
        while cue + 1 < cues.count && cues[cue + 1].frame <= frame { cue += 1 }
        if cue < 0 || frame - cues[cue].frame >= longest { strays += 1 }
    }
    #expect(strays == 0, "\(strays) samples sound away from any cue", sourceLocation: sourceLocation)
    if let last = cues.last {
        #expect(
            samples.count > last.frame && samples.count <= last.frame + longest,
            "the file does not end with the end cue's sound",
            sourceLocation: sourceLocation)
    }
}
