import Foundation
import Testing

/// A WAV file read straight from its bytes, independently of the program's writer: the header
/// fields as stored, and the samples of a 16-bit mono PCM file.
struct WAVFile {
    var riffSize: UInt32
    var formatTag: UInt16
    var channels: UInt16
    var rate: UInt32
    var byteRate: UInt32
    var blockAlign: UInt16
    var bitsPerSample: UInt16
    var dataSize: UInt32
    var fileSize: Int
    var samples: [Int16]

    struct Malformed: Error, CustomStringConvertible { var description: String }

    init(path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func u32(_ at: Int) -> UInt32 { (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * $1) } }
        func u16(_ at: Int) -> UInt16 { UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 }
        func tag(_ at: Int) -> String { String(decoding: bytes[at..<at + 4], as: UTF8.self) }
        guard bytes.count >= 12, tag(0) == "RIFF", tag(8) == "WAVE" else {
            throw Malformed(description: "not RIFF/WAVE")
        }
        fileSize = bytes.count
        riffSize = u32(4)
        // Walk the chunks: alsa-lib's file PCM and other writers may add their own.
        var offset = 12
        var format: (tag: UInt16, channels: UInt16, rate: UInt32, byteRate: UInt32, align: UInt16, bits: UInt16)?
        var data: (start: Int, size: UInt32)?
        while offset + 8 <= bytes.count {
            let size = Int(u32(offset + 4))
            if tag(offset) == "fmt " {
                format = (
                    u16(offset + 8), u16(offset + 10), u32(offset + 12), u32(offset + 16), u16(offset + 20),
                    u16(offset + 22)
                )
            } else if tag(offset) == "data" {
                data = (offset + 8, u32(offset + 4))
                break
            }
            offset += 8 + size + (size & 1)
        }
        guard let format, let data else { throw Malformed(description: "no fmt or data chunk") }
        (formatTag, channels, rate, byteRate, blockAlign, bitsPerSample) = format
        dataSize = data.size
        let end = min(bytes.count, data.start + Int(data.size))
        samples = stride(from: data.start, to: end - 1, by: 2).map {
            Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
        }
    }
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
