import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

@Suite("render")
struct RenderTests {
    /// One profile of each kind, at a rate that keeps the file small and makes cue times fall
    /// between frames.
    static let profiles: [(arguments: [String], rate: Int, countdown: Double)] = [
        (["msft-20m"], 8000, 5),  // shuttles, continuous
        (["yoyo-ir1"], 11025, 3),  // bouts with rest (go/rest cues), Yo-Yo labels
        (["ift-30-15"], 16000, 5),  // timed work with turns, a turn 0.21 s before a rest
        (["Profiles/examples/tabata.json"], 44100, 2),  // a plain interval timer, no pace
        (["leger-1988"], 22050, 5),  // continuous stages
        (["pacer-15m", "--start-level", "7"], 48000, 0),  // a start level and no countdown
    ]

    @Test(
        "every cue's first sample is at round((countdown + t) x rate) and nothing sounds elsewhere",
        arguments: profiles.indices)
    func cuesAtExactFrames(index: Int) throws {
        let (arguments, rate, countdown) = Self.profiles[index]
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.file("out.wav")
        let profile = arguments.map {
            $0.hasPrefix("Profiles/") ? PackageRoot.file($0) : $0
        }
        let timing = profile + ["--countdown", String(countdown)]
        let result = try BinaryRunner.run(
            ["render"] + timing + ["-o", output, "--rate", String(rate), "--voice", "off"])
        #expect(result.status == 0, "\(result.stderr)")
        let wav = try WAVFile(path: output)
        #expect(wav.rate == rate)
        let cues = try expectedCueFrames(timing, countdown: countdown, rate: rate)
        #expect(cues.count > 10)
        expectSoundsExactlyAtCues(wav.samples, cues, rate: rate)
    }

    @Test("the header is plain 16-bit mono PCM with the sizes of the file")
    func header() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.file("tabata.wav")
        let tabata = PackageRoot.file("Profiles/examples/tabata.json")
        let result = try BinaryRunner.run(["render", tabata, "-o", output, "--rate", "22050", "--voice", "off"])
        #expect(result.status == 0, "\(result.stderr)")
        let wav = try WAVFile(path: output)
        #expect(wav.formatTag == 1)
        #expect(wav.channels == 1)
        #expect(wav.bitsPerSample == 16)
        #expect(wav.rate == 22050)
        #expect(wav.byteRate == 44100)
        #expect(wav.blockAlign == 2)
        #expect(Int(wav.dataSize) == wav.fileSize - 44)
        #expect(Int(wav.riffSize) == wav.fileSize - 8)
        #expect(wav.samples.count == Int(wav.dataSize) / 2)
        // tabata: 8 bouts of 20 s work and 10 s rest, no rest after the last, after 5 s of countdown.
        let endFrame = Int((5 + 8 * 30 - 10) * 22050.0)
        #expect(wav.samples.count > endFrame && wav.samples.count < endFrame + 22050 * 6 / 10)
    }

    @Test(
        "an output that cannot be written is one clear line and exit 74",
        arguments: ["missing-folder/out.wav", "", "is-a-folder"])
    func unwritable(name: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("is-a-folder"), withIntermediateDirectories: true)
        let output = name.isEmpty ? "" : folder.file(name)
        let result = try BinaryRunner.run(["render", "msft-20m", "-o", output, "--voice", "off"])
        #expect(result.status == 74)
        #expect(result.stderr.hasPrefix("beeptest: cannot write"))
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test("a folder without write permission is exit 74 (as a user without root's rights)")
    func permissionDenied() throws {
        guard getuid() == 0 else {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let locked = try Self.lockedFolder(in: folder)
            let result = try BinaryRunner.run(["render", "msft-20m", "-o", locked + "/out.wav", "--voice", "off"])
            #expect(result.status == 74)
            #expect(result.stderr.contains("permission denied"), "\(result.stderr)")
            return
        }
        // root ignores permissions: drop to `nobody` with setpriv. nobody may not reach this clone
        // (a private folder), so it runs a copy of the binary installed with its profiles in a
        // folder of /tmp that it can enter, as `make install` lays them out.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            Issue.record("running as root without setpriv: cannot test a permission error")
            return
        }
        let folder = try TemporaryFolder(prefix: "nobody", in: "/tmp")
        defer { folder.remove() }
        let binary = try Self.install(in: folder)
        let locked = try Self.lockedFolder(in: folder)
        let result = try BinaryRunner.run(
            [
                "--reuid=65534", "--regid=65534", "--clear-groups", binary, "render", "msft-20m", "-o",
                locked + "/out.wav", "--voice", "off",
            ],
            executable: "/usr/bin/setpriv")
        #expect(result.status == 74, "\(result.stderr)")
        #expect(result.stderr.contains("permission denied"), "\(result.stderr)")
    }

    /// `<folder>/locked`, which no one but root may write into.
    private static func lockedFolder(in folder: TemporaryFolder) throws -> String {
        let locked = folder.file("locked")
        try FileManager.default.createDirectory(
            atPath: locked, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o555])
        return locked
    }

    /// Copies the binary to `<folder>/bin` and the built-in profiles to
    /// `<folder>/share/beeptest/profiles` (where the binary looks first), all readable by anyone,
    /// and returns the binary's path.
    private static func install(in folder: TemporaryFolder) throws -> String {
        let files = FileManager.default
        let profiles = folder.file("share/beeptest/profiles")
        for made in [folder.file("bin"), profiles] {
            try files.createDirectory(
                atPath: made, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        }
        for made in [folder.path, folder.file("share"), folder.file("share/beeptest")] {
            try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: made)
        }
        let binary = folder.file("bin/beeptest")
        try files.copyItem(atPath: BinaryRunner.binaryPath, toPath: binary)
        try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary)
        for name in try files.contentsOfDirectory(atPath: BuiltInProfiles.folder) where name.hasSuffix(".json") {
            try files.copyItem(atPath: BuiltInProfiles.folder + "/" + name, toPath: profiles + "/" + name)
            try files.setAttributes([.posixPermissions: 0o644], ofItemAtPath: profiles + "/" + name)
        }
        return binary
    }

    @Test("--rate outside 8000-192000 is a usage error", arguments: ["7999", "192001", "44.1k", "-48000"])
    func badRate(rate: String) throws {
        let result = try BinaryRunner.run(["render", "msft-20m", "-o", "/dev/null", "--rate", rate])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("beeptest: render: --rate"))
    }
}
