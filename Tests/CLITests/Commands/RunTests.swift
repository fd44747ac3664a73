import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

/// A short custom profile (about 8 s with a 1 s countdown): shuttles, a rest and a go, paces
/// that fall between frames.
func writeShortProfile(in folder: TemporaryFolder) throws -> String {
    let path = folder.file("short.json")
    try #"""
    {"format": 1, "name": "short", "distance_m": 20, "levels": [
      {"shuttle_s": 1.2345, "shuttles": 3},
      {"shuttle_s": 1.0101, "shuttles": 2, "bouts": 2, "rest_s": 1.25}]}
    """#.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// `beeptest` running in the background, its stdout read line by line, for signal tests.
final class LiveRun {
    let process = Process()
    private let out = Pipe()
    private let err = Pipe()
    private var buffer = Data()

    init(_ arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: BinaryRunner.binaryPath)
        process.arguments = arguments
        process.standardOutput = out
        process.standardError = err
        try process.run()
    }

    /// The next line of stdout (nil at its end, or when none came for `seconds`: the test fails).
    func nextLine(seconds: Double = 60) -> String? {
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            guard out.fileHandleForReading.waitForBytes(seconds: seconds) else {
                Issue.record("no line on stdout for \(seconds) s")
                return nil
            }
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }

    func signal(_ number: Int32) { kill(process.processIdentifier, number) }

    /// Waits for the end and returns the exit status, the rest of stdout and stderr.
    func finish() -> (status: Int32, rest: [String], stderr: String) {
        var rest: [String] = []
        while let line = nextLine() { rest.append(line) }
        process.waitForEnd(of: "beeptest")
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, rest, stderr)
    }
}

@Suite("run (headless)")
struct RunTests {
    @Test("a live run through alsa-lib's file PCM writes exactly what render writes")
    func fileDeviceEqualsRender() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let profile = try writeShortProfile(in: folder)
        let live = folder.file("live.wav")
        let rendered = folder.file("render.wav")
        let started = Date()
        let run = try BinaryRunner.run(
            [
                "run", profile, "--headless", "--countdown", "1", "--events", "jsonl", "--device",
                "file:FILE=\(live),FORMAT=wav", "--voice", "off",
            ])
        let elapsed = Date().timeIntervalSince(started)
        #expect(run.status == 0, "\(run.stderr)")
        let render = try BinaryRunner.run(["render", profile, "--countdown", "1", "-o", rendered, "--voice", "off"])
        #expect(render.status == 0, "\(render.stderr)")
        let liveWAV = try WAVFile(path: live)
        let renderWAV = try WAVFile(path: rendered)
        #expect(liveWAV.rate == 48000 && liveWAV.channels == 1 && liveWAV.bitsPerSample == 16)
        #expect(liveWAV.samples.count == renderWAV.samples.count)
        #expect(liveWAV.samples == renderWAV.samples, "the live stream differs from the rendered one")
        // The file PCM's slave is `null`, which does not keep time: the run may go faster than
        // real time (about 8.5 s of audio). Recorded, not asserted.
        print("file PCM run of 8.5 s of audio took \(elapsed) s")
        // One event line per cue, in order, each the cue object plus "wall".
        let lines = run.stdout.split(separator: "\n")
        let cues = try #require(
            try JSONSerialization.jsonObject(
                with: Data(try BinaryRunner.run(["cues", profile, "--countdown", "1"]).stdout.utf8)) as? [[String: Any]]
        )
        #expect(lines.count == cues.count)
        for (line, cue) in zip(lines, cues) {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(event["t"] as? Double == cue["t"] as? Double)
            #expect(event["kind"] as? String == cue["kind"] as? String)
            #expect(event["level"] as? String == cue["level"] as? String)
            #expect(event["wall"] as? Double != nil)
        }
    }

    @Test("--silent keeps real time: one line per cue as it is heard, walls in order")
    func silentEvents() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let profile = try writeShortProfile(in: folder)
        let started = Date()
        let run = try BinaryRunner.run(["run", profile, "--silent", "--countdown", "1", "--events", "jsonl"])
        let elapsed = Date().timeIntervalSince(started)
        #expect(run.status == 0, "\(run.stderr)")
        let events = try run.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let cues = try BinaryRunner.run(["cues", profile, "--countdown", "1", "--format", "csv"]).stdout
        #expect(events.count == cues.split(separator: "\n").count - 1)
        let walls = events.compactMap { $0["wall"] as? Double }
        #expect(walls.count == events.count && walls == walls.sorted())
        let times = events.compactMap { $0["t"] as? Double }
        // Paced by the monotonic clock: it cannot finish before its last cue was due.
        #expect(elapsed >= 1 + (times.last ?? 0))
        #expect(!run.stderr.isEmpty && run.stderr.hasPrefix("beeptest: "))
    }

    @Test("text events are readable lines, one per cue")
    func textEvents() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let profile = try writeShortProfile(in: folder)
        let run = try BinaryRunner.run(
            [
                "run", profile, "--headless", "--countdown", "1", "--events", "text", "--device", "null", "--voice",
                "off",
            ])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let cues = try #require(
            try JSONSerialization.jsonObject(
                with: Data(try BinaryRunner.run(["cues", profile, "--countdown", "1"]).stdout.utf8)) as? [[String: Any]]
        )
        #expect(lines.count == cues.count)
        for (line, cue) in zip(lines, cues) {
            // "-00:01.000  countdown", "01:03.704  level  level 2  shuttle 1/2": mm:ss.mmm, then the kind.
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            let clock = fields.first.map(String.init) ?? ""
            let parts = clock.trimmingCharacters(in: ["-"]).split(separator: ":")
            let seconds = (Double(parts.first ?? "") ?? .nan) * 60 + (Double(parts.last ?? "") ?? .nan)
            let t = cue["t"] as? Double ?? 0
            #expect(abs((clock.hasPrefix("-") ? -seconds : seconds) - t) <= 0.0005 + 1e-9, "\(line)")
            #expect(fields.count > 1 && fields[1] == (cue["kind"] as? String ?? "")[...], "\(line)")
            if cue["kind"] as? String != "countdown" {
                #expect(line.contains("level \(cue["level"] as? String ?? "")"))
            }
        }
        #expect(lines[1] == "00:00.000  start  level 1  shuttle 1/3")
    }

    @Test(
        "a signal stops the run with 128 + its number",
        arguments: [(SIGINT, Int32(130)), (SIGTERM, 143), (SIGHUP, 129)] as [(Int32, Int32)])
    func signals(signal: Int32, status: Int32) throws {
        let run = try LiveRun(["run", "msft-20m", "--silent", "--countdown", "3", "--events", "text"])
        #expect(run.nextLine()?.hasSuffix("countdown") == true)
        run.signal(signal)
        let (exit, rest, stderr) = run.finish()
        #expect(exit == status)
        #expect(rest.count < 3, "kept playing after the signal: \(rest)")
        // Stopped 3 s before zero: said so, never "stopped at 00:00.00" as if the test had begun.
        #expect(stderr.contains("beeptest: stopped in the countdown\n"), "\(stderr)")
    }

    @Test("SIGUSR1 pauses and SIGUSR2 resumes, each reported as heard")
    func pauseResume() throws {
        let run = try LiveRun(["run", "msft-20m", "--silent", "--countdown", "3", "--events", "jsonl"])
        _ = run.nextLine()
        run.signal(SIGUSR1)
        usleep(600_000)
        run.signal(SIGUSR2)
        var lines: [[String: Any]] = []
        while lines.last?["kind"] as? String != "resume", let line = run.nextLine() {
            lines.append(try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]))
        }
        run.signal(SIGINT)
        #expect(run.finish().status == 130)
        let pause = try #require(lines.first { $0["kind"] as? String == "pause" })
        let resume = try #require(lines.first { $0["kind"] as? String == "resume" })
        #expect(pause["t"] as? Double == resume["t"] as? Double, "the test moved while paused")
        let paused = (resume["wall"] as? Double ?? 0) - (pause["wall"] as? Double ?? 0)
        #expect(paused > 0.3, "paused for \(paused) s")
    }

    @Test(
        "an audio device that cannot be opened: exit 69 and exactly one line on stderr",
        arguments: ["no-such-pcm", "hw:97", "plughw:97,0", "pulse:NOSERVER"])
    func noDevice(device: String) throws {
        let run = try BinaryRunner.run(
            ["run", "msft-20m", "--headless", "--device", device, "--events", "jsonl", "--voice", "off"])
        #expect(run.status == 69)
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        #expect(lines.count == 1, "stderr: \(run.stderr)")
        // A PulseAudio PCM (libasound2-plugins' pulse) whose server cannot be reached names the server.
        let opening =
            device.hasPrefix("pulse")
            ? "beeptest: the sound server (PulseAudio) cannot be reached for audio device '\(device)': "
            : "beeptest: cannot open audio device '\(device)': "
        #expect(run.stderr.hasPrefix(opening), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("try --device NAME, 'beeptest devices', or --silent)\n"))
    }

    @Test("a device that fails while playing (a file PCM in a missing folder) is exit 74 with the reason")
    func failsWhilePlaying() throws {
        let device = "file:FILE=/no/such/folder/x.wav,FORMAT=wav"
        let run = try BinaryRunner.run(["run", "msft-20m", "--headless", "--device", device, "--voice", "off"])
        #expect(run.status == 74)
        let last = run.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasPrefix("beeptest: audio device '\(device)': cannot play: "), "\(run.stderr)")
        #expect(last.contains("/no/such/folder/x.wav"), "the reason does not name the file")
        #expect(!run.stderr.contains("ALSA lib"))
    }

    @Test("usage errors: a bad --events value, --silent with --device")
    func usage() throws {
        #expect(try BinaryRunner.run(["run", "msft-20m", "--events", "xml"]).status == 64)
        #expect(try BinaryRunner.run(["run", "msft-20m", "--silent", "--device", "null"]).status == 64)
    }

    @Test(
        "athletes on the null device, which takes a whole test in a second, are refused: no results file, none scored")
    func athletesOnNull() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let marks = try folder.write("1\n", to: "marks.txt")
        let log = folder.file("class.jsonl")
        // null itself, a plugin over it (alsa-lib names no slave but dumps the chain), and the
        // headless and --events fronts.
        for (device, view) in [
            ("null", ["--headless", "--marks", marks]), ("null", ["--events", "text", "--marks", marks]),
            ("plug:null", ["--headless", "--marks", marks]),
        ] {
            let run = try BinaryRunner.run(
                ["run", "msft-20m", "--device", device, "--voice", "off", "--athletes", "Ann,Bob", "--results", log]
                    + view, environment: ["XDG_DATA_HOME": folder.path])
            #expect(run.status == 64, "\(device): \(run.stderr)")
            #expect(
                run.errorLines.last
                    == "beeptest: '\(device)' keeps no time (it takes the sound at once), so it cannot time athletes: "
                    + "choose a sound device ('beeptest devices') or --silent", "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: log))
        }
        // Without athletes the null device still plays a test through at once (the tests' fast run).
        let through = try BinaryRunner.run(
            ["run", "msft-20m", "--device", "null", "--voice", "off", "--headless", "--countdown", "0"])
        #expect(through.status == 0 && through.stderr.contains("finished at 22:01"), "\(through.stderr)")
    }

    @Test("devices lists alsa-lib's playback PCMs with descriptions")
    func devices() throws {
        let run = try BinaryRunner.run(["devices"])
        #expect(run.status == 0)
        #expect(
            run.stdout.split(separator: "\n").contains { $0.hasPrefix("null ") && $0.contains("Discard all samples") })
        #expect(!run.stderr.contains("ALSA lib"))
    }
}
