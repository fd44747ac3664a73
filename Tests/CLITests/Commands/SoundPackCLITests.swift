import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

@Suite("Sound packs on the command line (--sounds DIR)")
struct SoundPackCLITests {
    @Test(
        "each hostile pack: render and run exit 65 with one line naming the file, and no file is left",
        arguments: HostileSoundPack.all.indices)
    func refused(index: Int) throws {
        let hostile = HostileSoundPack.all[index]
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let folder = try TemporaryFolder(prefix: "pack")
        defer { folder.remove() }
        try hostile.make(folder)
        let pack = folder.path
        let output = rig.folder.file("out.wav")
        let render = try rig.run(["render", "msft-20m", "--sounds", pack, "-o", output])
        #expect(render.status == 65, "\(hostile.name): \(render.stderr)")
        #expect(render.errorLines == ["beeptest: \(pack)/\(hostile.message)"], "\(hostile.name)")
        #expect(!FileManager.default.fileExists(atPath: output), "\(hostile.name): a refused render left a file")
        let run = try rig.run(["run", "msft-20m", "--headless", "--device", "null", "--sounds", pack])
        #expect(run.status == 65 && run.errorLines.count == 1, "\(hostile.name): \(run.stderr)")
    }

    @Test("a missing folder is exit 66")
    func missing() throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let output = rig.folder.file("out.wav")
        let result = try rig.run(["render", "msft-20m", "--sounds", rig.folder.file("none"), "-o", output])
        #expect(result.status == 66)
        #expect(result.errorLines == ["beeptest: --sounds \(rig.folder.file("none")): no such folder"])
        #expect(!FileManager.default.fileExists(atPath: output))
        // cues without --calls places no sound, but refuses the pack as render does.
        let cues = try rig.run(["cues", "msft-20m", "--sounds", rig.folder.file("none")])
        #expect(cues.status == 66 && cues.stdout.isEmpty)
        #expect(cues.errorLines == ["beeptest: --sounds \(rig.folder.file("none")): no such folder"])
    }

    @Test("a pack's sounds play with their audible onset on the cue's frame; a recorded call replaces the spoken one")
    func replaces() throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let profile = try writeShortProfile(in: rig.folder)
        let pack = try TemporaryFolder(prefix: "pack")
        defer { pack.remove() }
        // 30 ms of silence, then a tone, at another rate and depth than the stream's: the silence is
        // cut, so the first sample at or above -60 dBFS falls on each turn's frame.
        try pack.sox([
            "-n", "-r", "44100", "-b", "24", "-c", "2", "shuttle.wav", "synth", "0.12", "square", "600", "vol", "0.4",
            "pad", "0.03",
        ])
        try pack.sox(["-n", "-r", "22050", "-c", "1", "call-end.wav", "synth", "1.25", "sine", "500"])
        try pack.write("A pack of my own", to: "README")
        let timing = [profile, "--countdown", "1"]
        let samples = try rig.render(timing + ["--voice", "off", "--sounds", pack.path], to: "pack.wav")
        let plain = try rig.render(timing + ["--voice", "off"], to: "plain.wav")
        let cues = try expectedCueFrames(timing, countdown: 1, rate: 48000)
        for (frame, kind) in cues {
            if kind == "shuttle" {
                #expect(
                    abs(Int(samples[frame])) >= 33 && samples[frame - 1] == 0, "a turn at \(frame) is not on its frame")
                #expect(samples[frame..<frame + 4800] != plain[frame..<frame + 4800])
            } else {
                // The other cues keep the built-in sounds.
                #expect(samples[frame..<frame + 4800] == plain[frame..<frame + 4800], "\(kind) at \(frame)")
            }
        }
        // The recorded end call, 1.25 s long, is what the list and the stream say after the end.
        let calls = try rig.listed(timing + ["--sounds", pack.path]).calls
        let end = try #require(calls.last)
        #expect(abs(end.seconds - 1.25) < 0.01, "the end call lasts \(end.seconds) s")
        #expect(calls.count > 1 && calls.dropLast().allSatisfy { abs($0.seconds - 1.25) > 0.01 })
    }

    @Test("the example pack the README shows is a pack beeptest takes")
    func examplePack() throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let pack = PackageRoot.file("examples/sound-pack")
        let samples = try rig.render(
            ["msft-20m", "--rate", "8000", "--voice", "off", "--sounds", pack], to: "pack.wav")
        let plain = try rig.render(["msft-20m", "--rate", "8000", "--voice", "off"], to: "plain.wav")
        #expect(samples != plain)
    }
}
