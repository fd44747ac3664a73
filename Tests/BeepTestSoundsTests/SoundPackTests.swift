import BeepTest
import BeepTestSounds
import BeepTestTestSupport
import Foundation
import Testing

@Suite("Sound packs")
struct SoundPackTests {
    @Test("sox's files at other rates, depths and channels replace sounds, cut to their audible onset")
    func replaces() throws {
        let pack = try TemporaryFolder(prefix: "sounds")
        defer { pack.remove() }
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
        try pack.write(Array("my pack".utf8), to: "README.md")
        try pack.write(Array("CC0".utf8), to: "LICENSE")
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
        // A call is levelled by its loudness in the stream (a steady sine: to the target itself, 2 LU
        // under the turn beep, its peak under -1 dBFS).
        let call = try #require(sounds.calls["call-level-3"])
        let loudness = try #require(Loudness.streamLoudness(call.map { Float($0) / 32768 }, rate: 48000))
        #expect(abs(loudness - Loudness.callLoudness) <= 0.05, "\(loudness) LUFS")
        #expect(dBFS(call.map { Int16(abs(Int($0))) }.max() ?? 0) <= -1)
    }

    @Test(
        "each hostile pack is refused with exit 65 and one line naming the file",
        arguments: HostileSoundPack.all.indices)
    func refuses(_ index: Int) throws {
        let hostile = HostileSoundPack.all[index]
        let pack = try TemporaryFolder(prefix: "pack")
        defer { pack.remove() }
        try hostile.make(pack)
        #expect(throws: BeepTestError(.invalidData, pack.path + "/" + hostile.message), "\(hostile.name)") {
            try SoundPack(folder: pack.path, rate: 48000)
        }
    }

    @Test("a missing folder is 66")
    func missingFolder() throws {
        let scratch = try TemporaryFolder(prefix: "sounds")
        defer { scratch.remove() }
        let folder = scratch.file("none")
        #expect(throws: BeepTestError(.notFound, "--sounds \(folder): no such folder")) {
            try SoundPack(folder: folder, rate: 48000)
        }
    }
}
