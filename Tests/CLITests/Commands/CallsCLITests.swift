import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

/// A call as `cues --calls` lists it.
struct ListedCall {
    var t: Double
    var text: String
    var seconds: Double
}

/// What the call tests share: a private cache, a PATH without espeak-ng, `cues --calls` read.
struct CallRig {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder(prefix: "calls") }

    /// The calls' cache in the test's own folder, never the user's.
    var environment: [String: String] { ["XDG_CACHE_HOME": folder.file("cache")] }

    /// The same, with a PATH that holds no espeak-ng (nor anything else).
    func withoutEspeak() throws -> [String: String] {
        try FileManager.default.createDirectory(atPath: folder.file("empty-bin"), withIntermediateDirectories: true)
        return environment.merging(["PATH": folder.file("empty-bin")]) { $1 }
    }

    /// `beeptest` with the test's cache (and `extra` environment), run in the test's folder.
    func run(_ arguments: [String], _ extra: [String: String] = [:]) throws -> BinaryRunner.Result {
        try BinaryRunner.run(arguments, environment: environment.merging(extra) { $1 }, currentDirectory: folder.url)
    }

    /// Renders `arguments` (a profile and options) to `name` and returns its samples.
    func render(_ arguments: [String], to name: String, _ extra: [String: String] = [:]) throws -> [Int16] {
        let result = try run(["render"] + arguments + ["-o", folder.file(name)], extra)
        #expect(result.status == 0, "render \(arguments): \(result.stderr)")
        return try WAVFile(path: folder.file(name)).samples
    }

    /// The cues and the calls of `cues ARGUMENTS --calls`, and its stderr.
    func listed(_ arguments: [String]) throws -> (
        cues: [(t: Double, kind: String)], calls: [ListedCall], stderr: String
    ) {
        let result = try run(["cues"] + arguments + ["--calls", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try #require(try result.json() as? [[String: Any]])
        var cues: [(t: Double, kind: String)] = []
        var calls: [ListedCall] = []
        for row in rows {
            let t = try #require(row["t"] as? Double)
            let kind = try #require(row["kind"] as? String)
            if kind == "call" {
                calls.append(
                    ListedCall(
                        t: t, text: try #require(row["text"] as? String),
                        seconds: try #require(row["duration_s"] as? Double)))
                #expect(row.count == 4, "a call has t, kind, text and duration_s only: \(row)")
            } else {
                cues.append((t, kind))
            }
        }
        #expect(rows.map { $0["t"] as? Double ?? .nan } == rows.map { $0["t"] as? Double ?? .nan }.sorted())
        return (cues, calls, result.stderr)
    }
}

@Suite("Spoken calls on the command line (the real espeak-ng)")
struct CallsCLITests {
    static let rate = 48000

    @Test("render --voice off is the beeps alone, sample for sample the renderer's stream of the timeline")
    func voiceOff() throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let samples = try rig.render(["msft-20m", "--rate", "8000", "--voice", "off"], to: "off.wav")
        let renderer = Renderer(timeline: Timeline(profile: try BuiltInProfiles.profile("msft-20m")), rate: 8000)
        let beeps = [Int16](unsafeUninitializedCapacity: renderer.totalFrames) { buffer, count in
            renderer.render(from: 0, into: UnsafeMutableBufferPointer(rebasing: buffer[...]))
            count = renderer.totalFrames
        }
        #expect(samples == beeps)
    }

    /// Tests with rests, timed work, a label fallback and the end: short enough to compare whole.
    static let voiced: [(arguments: [String], countdown: Double, voice: String)] = [
        (["yoyo-ir1", "--start-level", "23"], 3, "en"),
        (["ift-30-15", "--start-level", "29"], 5, "fr"),
        (["SHORT"], 1, "de"),
    ]

    @Test(
        "with voice every cue's sound is sample for sample the one of --voice off, calls only in the silences",
        arguments: voiced.indices)
    func cueSoundsUntouched(index: Int) throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let short = try writeShortProfile(in: rig.folder)
        let (profile, countdown, voice) = Self.voiced[index]
        let timing = profile.map { $0 == "SHORT" ? short : $0 } + ["--countdown", String(countdown)]
        let plain = timing + ["--voice", "off"]
        let arguments = timing + ["--voice", voice]
        let off = try rig.render(plain, to: "off.wav")
        let voiced = try rig.render(arguments, to: "voiced.wav")
        let cueFrames = try expectedCueFrames(plain, countdown: countdown, rate: Self.rate).map(\.frame)
        let calls = try rig.listed(arguments).calls.map { call in
            (
                frame: Int(((countdown + call.t) * Double(Self.rate)).rounded()),
                length: Int((call.seconds * Double(Self.rate)).rounded()), text: call.text
            )
        }
        #expect(!calls.isEmpty)
        #expect(voiced.count >= off.count)
        // Every sample of every cue's sound is the same; a sample that differs lies in a call (past
        // the end of the beeps, the silence after the end cue's sound counts as zeros).
        var differing = 0
        var outside = 0
        var call = 0
        for frame in voiced.indices where voiced[frame] != (frame < off.count ? off[frame] : 0) {
            #expect(frame >= off.count || off[frame] == 0, "cue sound changed at frame \(frame)")
            differing += 1
            while call < calls.count && calls[call].frame + calls[call].length <= frame { call += 1 }
            if call >= calls.count || frame < calls[call].frame { outside += 1 }
        }
        #expect(differing > 0)
        #expect(outside == 0, "\(outside) samples differ outside the listed calls")
        for call in calls {
            // The call begins on its frame (its audible onset), in silence that stays 100 ms after
            // the sound before it and 300 ms before the next cue.
            #expect(abs(Int(voiced[call.frame])) >= 33, "'\(call.text)' is not audible at its frame")
            let lastSound = off[..<min(call.frame, off.count)].lastIndex { $0 != 0 } ?? 0
            #expect(call.frame - lastSound > Self.rate / 10, "'\(call.text)' starts too soon after a sound")
            if let next = cueFrames.first(where: { $0 > call.frame }) {
                #expect(next - (call.frame + call.length) >= Self.rate * 3 / 10 - 1, "'\(call.text)' ends too late")
            }
        }
    }

    @Test(
        "a live run through alsa-lib's file PCM, its cache cold, equals its render with the same voice; events stay cues"
    )
    func liveEqualsRender() throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let profile = try writeShortProfile(in: rig.folder)
        let timing = [profile, "--countdown", "1", "--voice", "fr"]
        // The live run comes first, its clips made while it plays; the render then reads them back.
        let device = "file:FILE=\(rig.folder.file("live.wav")),FORMAT=wav"
        let run = try rig.run(["run"] + timing + ["--headless", "--events", "jsonl", "--device", device])
        #expect(run.status == 0, "\(run.stderr)")
        let rendered = try rig.render(timing, to: "render.wav")
        let live = try WAVFile(path: rig.folder.file("live.wav")).samples
        #expect(live.count == rendered.count)
        #expect(live == rendered, "the live stream differs from the rendered one")
        let listed = try rig.listed(timing)
        // "1" after the pip, each level's label alone (no room for "Palier 1" before the first turn),
        // "Test terminé" after the end.
        #expect(listed.calls.count == 4, "\(listed.calls.map(\.text))")
        #expect(listed.calls.last?.text == "Test terminé")
        // --events prints cues only: one line per cue.
        let events = run.stdout.split(separator: "\n")
        #expect(events.count == listed.cues.count)
        #expect(!run.stdout.contains("\"call\""))
    }

    @Test("a warm start runs no espeak-ng at all; a replaced espeak-ng is asked its version again")
    func warmStartSpawnsNothing() throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let profile = try writeShortProfile(in: rig.folder)
        // An espeak-ng on PATH that logs each run, then runs the real one.
        let real = try #require(
            ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng", "/bin/espeak-ng"].first {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        let bin = rig.folder.file("logging-bin")
        let log = rig.folder.file("espeak.log")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        func install(_ comment: String) throws {
            let wrapper = bin + "/espeak-ng"
            try? FileManager.default.removeItem(atPath: wrapper)  // a new file, as an upgrade makes
            try "#!/bin/sh\n# \(comment)\necho \"$*\" >> '\(log)'\nexec '\(real)' \"$@\"\n"
                .write(toFile: wrapper, atomically: false, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper)
        }
        func runs(_ name: String) throws -> [String] {
            try? FileManager.default.removeItem(atPath: log)
            let path = ["PATH": bin + ":/usr/bin:/bin"]
            #expect(try rig.render([profile, "--voice", "en"], to: name, path).isEmpty == false)
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").map(String.init)
        }
        try install("first")
        let cold = try runs("cold.wav")
        #expect(cold.first == "--version")
        #expect(cold.count > 1, "the phrases were spoken: \(cold)")
        #expect(try runs("warm.wav") == [], "a warm start ran espeak-ng")
        try install("upgraded")
        #expect(try runs("upgraded.wav") == ["--version"], "a new espeak-ng was not asked its version")
    }

    @Test("a warm cache gives the same samples as a cold one, with no espeak-ng on PATH")
    func warmCache() throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let profile = try writeShortProfile(in: rig.folder)
        let cold = try rig.render([profile, "--voice", "en"], to: "cold.wav")
        let cached = try FileManager.default.subpathsOfDirectory(atPath: rig.folder.file("cache/beeptest/calls"))
        #expect(cached.filter { $0.hasSuffix(".wav") }.count >= 3)
        let warm = try rig.run(
            ["render", profile, "--voice", "en", "-o", rig.folder.file("warm.wav")], try rig.withoutEspeak())
        #expect(warm.status == 0, "\(warm.stderr)")
        #expect(warm.stderr.isEmpty)
        #expect(try WAVFile(path: rig.folder.file("warm.wav")).samples == cold)
        #expect(cold != (try rig.render([profile, "--voice", "off"], to: "off.wav")))
    }

    @Test("no espeak-ng: the default voice says what to install and plays beeps; --voice LANG is exit 69")
    func missingEngine() throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let profile = try writeShortProfile(in: rig.folder)
        let bare = try rig.withoutEspeak()
        let quiet = try rig.run(["render", profile, "-o", rig.folder.file("default.wav")], bare)
        #expect(quiet.status == 0)
        #expect(quiet.errorLines.count == 1, "\(quiet.stderr)")
        #expect(quiet.stderr.hasPrefix("beeptest: ") && quiet.stderr.contains("apt install espeak-ng"))
        let beeps = try rig.render([profile, "--voice", "off"], to: "off.wav")
        #expect(try WAVFile(path: rig.folder.file("default.wav")).samples == beeps)
        for command in [["render", profile, "-o", rig.folder.file("fr.wav")], ["run", profile, "--device", "null"]] {
            let refused = try rig.run(command + ["--voice", "fr"], bare)
            #expect(refused.status == 69, "\(command[0]): \(refused.stderr)")
            #expect(refused.errorLines.count == 1 && refused.stderr.contains("apt install espeak-ng"))
            #expect(refused.stdout.isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: rig.folder.file("fr.wav")), "a refused render left a file")
        // A rehearsal speaks nothing, so it does not look for espeak-ng at all.
        let silent = try rig.run(["run", profile, "--silent", "--voice", "fr", "--countdown", "0"], bare)
        #expect(silent.status == 0 && !silent.stderr.contains("espeak"), "\(silent.stderr)")
    }

    @Test("a failing --voice-command is exit 69 and one line, and render leaves no file")
    func failingCommand() throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let output = rig.folder.file("out.wav")
        let failing = "echo 'no such voice' >&2; exit 2"
        for command in [["render", "msft-20m", "-o", output], ["run", "msft-20m", "--headless", "--device", "null"]] {
            let result = try rig.run(command + ["--voice-command", failing])
            #expect(result.status == 69, "\(result.stderr)")
            #expect(result.errorLines == ["beeptest: --voice-command failed on '5' (status 2): no such voice"])
        }
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("{text} reaches the voice command as one word: quotes and ';' in a profile's words run nothing")
    func noInjection() throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        // The voice command runs in the test's folder: a text that escaped its quotes would make a file here.
        let word = "Go\"; touch pwned1; $(touch pwned3) #"
        let label = "5'; touch pwned2; echo '"
        let profile = try rig.folder.write(
            """
            {"format": 1, "name": "quotes", "level_word": \(JSONWriter.quoted(word)), "countdown_s": 1,
             "levels": [{"label": \(JSONWriter.quoted(label)), "shuttle_s": 20, "shuttles": 1}]}
            """, to: "quotes.json")
        let log = rig.folder.file("said.txt")
        let command = "printf '%s\\n' {text} >> \(log); espeak-ng -v {lang} -w {wav} -- {text}"
        let result = try rig.run(["render", profile, "-o", rig.folder.file("out.wav"), "--voice-command", command])
        #expect(result.status == 0, "\(result.stderr)")
        let said = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(said.contains(word + " " + label), "\(said)")
        #expect(Set(said).isSubset(of: ["1", word + " " + label, label, "Test complete"]), "\(said)")
        for index in 1...3 { #expect(!FileManager.default.fileExists(atPath: rig.folder.file("pwned\(index)"))) }
    }

    @Test("every call of every built-in profile fits its room or is named as dropped", arguments: BuiltInProfiles.ids)
    func everyProfileFits(id: String) throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let (cues, calls, stderr) = try rig.listed([id])
        let dropped = stderr.split(separator: "\n").filter { $0.contains("no room for the call") }
        let wanted = cues.filter { ["countdown", "start", "level", "end"].contains($0.kind) }.count
        #expect(
            calls.count + dropped.count == wanted, "\(calls.count) calls, \(dropped.count) dropped, \(wanted) wanted")
        // The level's word is the test's own: stages for the 30-15 IFT and Léger's test.
        let stages = id == "ift-30-15" || id == "leger-1988"
        #expect(calls.contains { $0.text.hasPrefix(stages ? "Stage " : "Level ") })
        #expect(!calls.contains { $0.text.hasPrefix(stages ? "Level " : "Stage ") })
        let frame = 1.0 / Double(Self.rate)
        for call in calls {
            let previous = try #require(cues.lastIndex { $0.t <= call.t })
            let next = previous + 1 < cues.count ? cues[previous + 1].t : Double.infinity
            let kind = try #require(CueKind(rawValue: cues[previous].kind))
            let soundEnd = min(cues[previous].t + CueSoundDesign.design(for: kind).seconds, next)
            #expect(call.t >= soundEnd + 0.1 - frame, "\(id): '\(call.text)' at \(call.t) starts too soon")
            #expect(call.t + call.seconds <= next - 0.3 + frame, "\(id): '\(call.text)' at \(call.t) ends too late")
            #expect(call.seconds > 0.1 && call.seconds <= 3)
        }
    }

    @Test("cues without --calls is the cue list alone, whatever the voice")
    func cuesUnchanged() throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let plain = try rig.run(["cues", "yoyo-ir1"])
        #expect(plain.status == 0)
        #expect(try rig.run(["cues", "yoyo-ir1", "--voice", "fr"]).stdout == plain.stdout)
        #expect(try rig.run(["cues", "yoyo-ir1", "--calls", "--voice", "off"]).stdout == plain.stdout)
        #expect(!plain.stdout.contains("call"))
        let csv = try rig.run(["cues", "yoyo-ir1", "--calls", "--format", "csv"])
        let lines = csv.stdout.split(separator: "\n")
        #expect(lines.first == "t,kind,level,bout,shuttle,text,duration_s")
        #expect(lines.contains { $0.contains(",call,,,,Level 5,") })
    }

    @Test("usage: an unknown language, a voice command with the calls off, empty values")
    func usage() throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        for options in [["--voice", "xx"], ["--voice", "off", "--voice-command", "say {text}"], ["--sounds", ""]] {
            let result = try rig.run(["render", "msft-20m", "-o", rig.folder.file("out.wav")] + options)
            #expect(result.status == 64, "\(options): \(result.stderr)")
            #expect(result.errorLines.count == 1)
        }
        #expect(try rig.run(["run", "msft-20m", "--silent", "--voice", "xx"]).status == 64)
    }

    @Test("voices lists the seven languages and whether espeak-ng speaks each here")
    func voices() throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let table = try rig.run(["voices"])
        #expect(table.status == 0 && table.stderr.isEmpty, "\(table.stderr)")
        let rows = table.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: " ") }
        #expect(rows.map { String($0.first ?? "") } == ["en", "fr", "de", "es", "nl", "it", "pt"])
        #expect(rows.allSatisfy { $0.last == "yes" })
        #expect(table.stdout.contains("Palier 5") && table.stdout.contains("Stufe 5"))
        let json = try #require(try rig.run(["voices", "--format", "json"]).json() as? [[String: Any]])
        #expect(json.count == 7 && json.allSatisfy { $0["speaks"] as? Bool == true })
        let none = try rig.run(["voices"], try rig.withoutEspeak())
        #expect(none.status == 0)
        #expect(none.errorLines.count == 1 && none.stderr.contains("apt install espeak-ng"))
        #expect(none.stdout.split(separator: "\n").dropFirst().allSatisfy { $0.hasSuffix(" no") })
    }
}
