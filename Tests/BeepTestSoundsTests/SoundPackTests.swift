import BeepTest
import BeepTestSounds
import Foundation
import Testing

@Suite("Sound packs")
struct SoundPackTests {
    @Test("sox's files at other rates, depths and channels replace sounds, cut to their audible onset")
    func replaces() throws {
        let pack = try Scratch()
        // 20 ms of silence, then a 1 kHz tone: the silence is not part of the sound.
        try pack.sox([
            "-n", "-r", "44100", "-b", "24", "-c", "2", "start.wav", "synth", "0.3", "sine", "1000", "pad", "0.02",
        ])
        try pack.sox([
            "-n", "-r", "48000", "-b", "16", "-c", "1", "shuttle.wav", "synth", "0.2", "square", "700", "vol", "0.5",
        ])
        try pack.sox([
            "-n", "-r", "16000", "-e", "floating-point", "-b", "32", "call-level-3.wav", "synth", "1", "sine", "300",
        ])
        try pack.write("README.md", Array("my pack".utf8))
        try pack.write("LICENSE", Array("CC0".utf8))
        let sounds = try SoundPack(folder: pack.path, rate: 48000)
        #expect(Set(sounds.cueSounds.keys) == [.start, .shuttle])
        #expect(Set(sounds.calls.keys) == ["call-level-3"])
        let start = try #require(sounds.cueSounds[.start])
        #expect(abs(Double(start.count) / 48000 - 0.3) < 0.002)
        #expect(abs(Int(start[0])) >= 33)
        // A file at the stream's rate is taken sample for sample (sox's square at half scale).
        let shuttle = try #require(sounds.cueSounds[.shuttle])
        let file = try #require(try WAVFile(path: pack.file("shuttle.wav")).int16Samples)
        #expect(
            shuttle
                == Array(file[try #require(file.firstIndex { abs(Int($0)) >= 33 })...]).prefix(shuttle.count).map { $0 }
        )
        // A call is levelled to -1 dBFS.
        let call = try #require(sounds.calls["call-level-3"])
        #expect(abs(dBFS(call.map { Int16(abs(Int($0))) }.max() ?? 0) + 1) <= 0.1)
    }

    /// A hostile pack and the line it must give.
    static let hostile: [(String, @Sendable (Scratch) throws -> Void, String)] = [
        (
            "not RIFF", { try $0.write("start.wav", Array("ID3 this is an mp3".utf8)) },
            "start.wav: not a RIFF/WAVE file"
        ),
        (
            "MP3 inside WAV",
            { try $0.write("go.wav", riff(tag: 0x55)) },
            "go.wav: MP3 inside WAV (format tag 0x0055); use PCM or 32-bit float"
        ),
        (
            "truncated", { try $0.write("end.wav", Array(riff(tag: 1).dropLast(1))) },
            "end.wav: truncated (the 'data' chunk says 4 bytes, the file has 3)"
        ),
        ("zero channels", { try $0.write("rest.wav", riff(tag: 1, channels: 0)) }, "rest.wav: zero channels"),
        ("no data", { try $0.write("level.wav", riff(tag: 1, data: nil)) }, "level.wav: no 'data' chunk"),
        (
            "no samples", { try $0.write("level.wav", riff(tag: 1, data: [])) },
            "level.wav: no samples (an empty 'data' chunk)"
        ),
        (
            "only silence", { try $0.sox(["-n", "-r", "48000", "-c", "1", "shuttle.wav", "trim", "0", "0.5"]) },
            "shuttle.wav: only silence (no sample at or above -60 dBFS)"
        ),
        (
            "a long cue sound",
            { try $0.sox(["-n", "-r", "48000", "-c", "1", "start.wav", "synth", "2.5", "sine", "440"]) },
            "start.wav: too long (2.5 s of sound; a cue sound is at most 2 s)"
        ),
        (
            "a long call",
            { try $0.sox(["-n", "-r", "22050", "-c", "1", "call-end.wav", "synth", "3.25", "sine", "440"]) },
            "call-end.wav: too long (3.25 s of sound; a call is at most 3 s)"
        ),
        (
            "a folder",
            { try FileManager.default.createDirectory(atPath: $0.file("go.wav"), withIntermediateDirectories: false) },
            "go.wav: is a folder, not a WAV file"
        ),
        (
            "a misspelt name",
            { try $0.sox(["-n", "-r", "48000", "-c", "1", "shutle.wav", "synth", "0.1", "sine", "440"]) },
            "shutle.wav: not a sound pack name: did you mean 'shuttle.wav'?"
        ),
        (
            "swapped letters, in capitals",
            { try $0.sox(["-n", "-r", "48000", "-c", "1", "-t", "wav", "STRAT.WAV", "synth", "0.1", "sine", "440"]) },
            "STRAT.WAV: not a sound pack name: did you mean 'start.wav'?"
        ),
        (
            "a misspelt call",
            { try $0.sox(["-n", "-r", "48000", "-c", "1", "call-levle-5.wav", "synth", "0.1", "sine", "440"]) },
            "call-levle-5.wav: not a sound pack name: did you mean 'call-level-5.wav'?"
        ),
        (
            "an unknown name",
            { try $0.sox(["-n", "-r", "48000", "-c", "1", "whistle.wav", "synth", "0.1", "sine", "440"]) },
            "whistle.wav: not a sound pack name"
        ),
    ]

    /// A 16-bit mono 48 kHz RIFF file with format `tag`, `channels` and `data` (nil: no data chunk).
    static func riff(tag: UInt16, channels: UInt16 = 1, data: [UInt8]? = [0x00, 0x40, 0x00, 0xC0]) -> [UInt8] {
        func le16(_ v: UInt16) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func le32(_ v: UInt32) -> [UInt8] { le16(UInt16(v & 0xFFFF)) + le16(UInt16(v >> 16)) }
        let fmt = le16(tag) + le16(channels) + le32(48000) + le32(96000) + le16(2) + le16(16)
        var body = Array("WAVEfmt ".utf8) + le32(16) + fmt
        if let data { body += Array("data".utf8) + le32(UInt32(data.count)) + data }
        return Array("RIFF".utf8) + le32(UInt32(body.count)) + body
    }

    @Test("each hostile pack is refused with exit 65 and one line naming the file", arguments: hostile.indices)
    func refuses(_ index: Int) throws {
        let (_, make, message) = Self.hostile[index]
        let pack = try Scratch()
        try make(pack)
        #expect(throws: BeepTestError(.invalidData, pack.path + "/" + message)) {
            try SoundPack(folder: pack.path, rate: 48000)
        }
    }

    @Test("a missing folder is 66")
    func missingFolder() throws {
        let scratch = try Scratch()
        let folder = scratch.file("none")
        #expect(throws: BeepTestError(.notFound, "--sounds \(folder): no such folder")) {
            try SoundPack(folder: folder, rate: 48000)
        }
    }
}
