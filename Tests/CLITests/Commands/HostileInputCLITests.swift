import BeepTestTestSupport
import Foundation
import Glibc
import Testing

/// Input as a hall or a prankster gives it: a FIFO or a device where a file belongs, a log
/// edited to hold escape sequences or written by a newer version, a marks line of kilobytes, a
/// run with athletes and no way to mark them, a terminal that goes away, an events reader that
/// stops reading.
@Suite("Hostile input")
struct HostileInputCLITests {
    static let profile = """
        {"format": 1, "id": "quick", "name": "Quick", "distance_m": 20,
         "levels": [{"shuttle_s": 1.0, "shuttles": 8}]}
        """

    /// A headless run of `profile` in `folder` from its first cue, Ann and Bob marked by the
    /// lines written to its stdin, the results in `run.jsonl`.
    static func markedRun(in folder: TemporaryFolder, environment: [String: String] = [:]) throws -> RunningBinary {
        try folder.write(profile, to: "profile.json")
        return try RunningBinary(
            [
                "run", "profile.json", "--silent", "--headless", "--countdown", "0", "--athletes", "Ann,Bob",
                "--marks", "-", "--results", "run.jsonl",
            ], in: folder.path, environment: environment)
    }

    @Test("a FIFO, a device or a folder given as a profile, roster or log is refused at once")
    func notRegularFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.file("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        let fifoRefusal = "\(fifo): not a regular file (a FIFO)"
        for (arguments, message) in [
            (["validate", fifo], fifoRefusal),
            (["show", fifo], fifoRefusal),
            (["run", fifo, "--silent", "--headless"], fifoRefusal),
            (["run", "msft-20m", "--silent", "--headless", "--roster", fifo, "--marks", "-"], fifoRefusal),
            (["results", fifo], fifoRefusal),
            (["results", "/dev/zero"], "/dev/zero: not a regular file (a device)"),
            (["results", folder.path], "\(folder.path): is a folder, not a file"),
        ] {
            // A FIFO that were opened for reading would wait for a writer: the timeout would fail the test.
            let result = try BinaryRunner.run(arguments, timeout: 20)
            #expect(result.status == 66, "\(arguments): \(result.stderr)")
            #expect(result.errorLines == ["beeptest: " + message], "\(arguments)")
        }
        let history = try BinaryRunner.run(["history", fifo], timeout: 20)
        #expect(history.status == 66 && history.stderr.contains(fifoRefusal), "\(history.stderr)")
    }

    @Test("a log of a newer format is refused by results, history and report, naming both formats")
    func newerFormat() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = try folder.write(
            #"{"event":"start","format":2,"profile":"msft-20m","athletes":[{"name":"Ann"}]}"# + "\n", to: "new.jsonl")
        let message = "\(log): written by a newer beeptest (format 2); this one reads format 1"
        let results = try BinaryRunner.run(["results", log])
        #expect(results.status == 65 && results.errorLines == ["beeptest: " + message], "\(results.stderr)")
        let history = try BinaryRunner.run(["history", log])
        #expect(history.status == 66 && history.stderr.contains(message), "\(history.stderr)")
        let report = try BinaryRunner.run(["report", log, "-o", folder.file("report.html")])
        #expect(report.status != 0 && report.stderr.contains(message), "\(report.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("report.html")))
    }

    @Test("escape sequences in a crafted log reach no terminal raw: results, history and errors show \\x1b")
    func escapesInALog() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let name = #"Eve\u001b[2J\u001b]0;owned\u0007"#
        let log = try folder.write(
            #"{"event":"start","format":1,"profile":"crafted","name":"Beep\u001b[31m","athletes":[{"name":""#
                + name + #""}]}"# + "\n" + #"{"event":"warning","athlete":"Nobody\u001b[5m","level":"1","shuttle":1}"#
                + "\n", to: "crafted.jsonl")
        for arguments in [["results", log], ["history", log]] {
            let result = try BinaryRunner.run(arguments)
            #expect(!result.stdout.contains("\u{1B}") && !result.stderr.contains("\u{1B}"), "\(arguments)")
            #expect(!result.stdout.contains("\u{07}"), "\(arguments)")
            #expect(result.stdout.contains(#"Eve\x1b[2J"#), "\(arguments): \(result.stdout)")
        }
        let results = try BinaryRunner.run(["results", log])
        #expect(results.stderr.contains(#"Nobody\x1b[5m"#), "\(results.stderr)")
        #expect(results.stdout.contains(#"Beep\x1b[31m"#), "\(results.stdout)")
    }

    @Test("a marks line of 5 KiB is refused whole in one message; a long line in pieces is one entry")
    func longMarksLines() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try Self.markedRun(in: folder)
        run.send(String(repeating: "1 ", count: 2560))
        #expect(run.wait { $0.contains("refused whole") })
        // 3,000 spaces, then a moment later the bib that ends the line: one entry, one answer.
        run.send(String(repeating: " ", count: 3000) + "2", newline: false)
        usleep(300_000)
        run.send("")
        let status = run.finish()
        #expect(status == 0, "\(run.stderr)")
        let answers = run.stderr.split(separator: "\n").filter { $0.hasPrefix("beeptest: marks") }
        #expect(answers.count == 2, "\(answers)")
        #expect(
            answers.first
                == "beeptest: marks: a line of 5120 bytes ('1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 …') is longer than 4096: refused whole, nothing recorded"
        )
        #expect(answers.last?.contains("Bob") == true, "\(answers)")
        #expect(answers.last.map { $0.count < 200 } == true, "the echo is cut short: \(answers)")
        let log = try String(contentsOfFile: folder.file("run.jsonl"), encoding: .utf8)
        // The refused line named Ann (bib 1) only; Bob's line may land after the first turn and
        // warn him, on a busy machine, which is that line's own mark.
        #expect(!log.contains(#""event":"warning","athlete":"Ann""#), "no mark from the refused line: \(log)")
    }

    @Test("athletes and no way to mark them: refused before anything starts, naming --marks")
    func noWayToMark() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let headless = try BinaryRunner.run(
            ["run", "msft-20m", "--silent", "--headless", "--athletes", "Ann", "--results", folder.file("r.jsonl")])
        #expect(headless.status == 64)
        #expect(headless.errorLines.count == 1 && headless.stderr.contains("--marks"), "\(headless.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("r.jsonl")))
        // The view on a terminal, its stdin /dev/null.
        let pane = try TmuxPane(
            command: [
                "sh", "-c", "exec \"$0\" run msft-20m --silent --athletes Ann --results r.jsonl </dev/null",
                BinaryRunner.binaryPath,
            ])
        #expect(pane.wait { pane.exitStatus != nil })
        #expect(pane.exitStatus == 64)
        let stderr = try String(contentsOf: pane.folder.appendingPathComponent("stderr.txt"), encoding: .utf8)
        #expect(stderr.split(separator: "\n").count == 1 && stderr.contains("--marks"), "\(stderr)")
        #expect(!FileManager.default.fileExists(atPath: pane.folder.appendingPathComponent("r.jsonl").path))
    }

    @Test("--events into a pipe whose reader has gone: the run ends at once, results saved, 141")
    func eventsReaderGone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.profile, to: "profile.json")
        try folder.write("", to: "marks.txt")  // no marks: a list made before, not a closed input
        let script = """
            "$0" run profile.json --silent --countdown 1 --athletes Ann --marks marks.txt --results run.jsonl \
              --events text 2>stderr.txt | head -3 >head.txt; echo "${PIPESTATUS[0]}"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script, BinaryRunner.binaryPath]
        process.currentDirectoryURL = folder.url
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let status = String(decoding: process.readToEnd(out, of: "the script"), as: UTF8.self)
        #expect(status == "141\n")
        let stderr = try String(contentsOfFile: folder.file("stderr.txt"), encoding: .utf8)
        #expect(stderr.contains("results saved to run.jsonl"), "\(stderr)")
        #expect(stderr.contains("the reader of --events has gone"), "\(stderr)")
        let log = try String(contentsOfFile: folder.file("run.jsonl"), encoding: .utf8)
        // Stopped at the fourth event (the second turn, t = 2 s), not at the end of the test (8 s).
        #expect(log.contains(#""event":"finish","completed":false,"t":2"#), "\(log)")
    }

    @Test("a terminal that goes away without a SIGHUP ends the run as SIGHUP does: results saved, 129")
    func terminalGone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.profile, to: "profile.json")
        let master = Self.pseudoTerminal.open(O_RDWR | O_NOCTTY)
        #expect(master >= 0 && Self.pseudoTerminal.grant(master) == 0 && Self.pseudoTerminal.unlock(master) == 0)
        let name = try #require(Self.pseudoTerminal.name(master).map { String(cString: $0) })
        // Not the run's controlling terminal: closing it sends no SIGHUP, only ends its reads.
        let terminal = try #require(FileHandle(forUpdatingAtPath: name))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BinaryRunner.binaryPath)
        process.arguments = ["run", "profile.json", "--silent", "--athletes", "Ann", "--results", "run.jsonl"]
        process.currentDirectoryURL = folder.url
        process.environment = ProcessInfo.processInfo.environment.merging(["TERM": "xterm"]) { $1 }
        process.standardInput = terminal
        process.standardOutput = terminal
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        try terminal.close()
        // Read the screen until the first frame is drawn, then the terminal goes away.
        var screen = [UInt8](repeating: 0, count: 65536)
        var seen = ""
        let screenSide = FileHandle(fileDescriptor: master, closeOnDealloc: false)
        while !seen.contains("Level") {
            guard screenSide.waitForBytes(seconds: 30) else {
                Issue.record("no first frame within 30 s: \(seen)")
                break
            }
            let count = read(master, &screen, screen.count)
            guard count > 0 else { break }
            seen += String(decoding: screen[0..<count], as: UTF8.self)
        }
        close(master)
        _ = process.waitForExit(seconds: 20)
        #expect(process.terminationReason == .exit && process.terminationStatus == 129)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(stderr.contains("interrupted"), "\(stderr)")
        let log = try String(contentsOfFile: folder.file("run.jsonl"), encoding: .utf8)
        #expect(log.contains(#""event":"finish","completed":false"#), "\(log)")
    }

    /// glibc's pseudo-terminal calls, which the Glibc module leaves out (they need _XOPEN_SOURCE).
    static let pseudoTerminal: PseudoTerminalCalls = {
        let library = dlopen(nil, RTLD_NOW)
        func call<Function>(_ name: String, as type: Function.Type) -> Function {
            unsafeBitCast(dlsym(library, name), to: type)
        }
        return PseudoTerminalCalls(
            open: call("posix_openpt", as: (@convention(c) (Int32) -> Int32).self),
            grant: call("grantpt", as: (@convention(c) (Int32) -> Int32).self),
            unlock: call("unlockpt", as: (@convention(c) (Int32) -> Int32).self),
            name: call("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self))
    }()
}

/// posix_openpt, grantpt, unlockpt and ptsname, found at run time.
struct PseudoTerminalCalls: @unchecked Sendable {
    let open: @convention(c) (Int32) -> Int32
    let grant: @convention(c) (Int32) -> Int32
    let unlock: @convention(c) (Int32) -> Int32
    let name: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
}
