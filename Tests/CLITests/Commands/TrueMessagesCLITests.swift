import BeepTestTestSupport
import Foundation
import Testing

/// What reaches a coach's terminal is what is so: invisible and direction characters shown as
/// escapes, a BOM before a bib ignored, a results path named for what it is, a stop in the
/// countdown called that.
@Suite("True messages and what reaches a terminal")
struct TrueMessagesCLITests {
    @Test("U+202E and U+200B in a marks line are echoed escaped; a BOM before a bib is ignored")
    func invisibleCharactersInMarks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try FullDiskCLITests.start(in: folder, results: folder.file("r.jsonl"))
        // The BOM a pasted line or a device's first write may carry: the entry is Ann's bib.
        for _ in 0..<40 where !run.stderr.contains("warning at") {
            run.send("\u{FEFF}1")
            usleep(150_000)
        }
        #expect(run.wait(seconds: 5) { $0.contains("marks '\\u{FEFF}1': Ann: warning at level 1") }, "\(run.stderr)")
        run.send("\u{202E}2\u{200B}")
        #expect(run.wait(seconds: 5) { $0.contains("marks '\\u{202E}2\\u{200B}'") }, "\(run.stderr)")
        #expect(run.wait(seconds: 30) { $0.contains("finished at") }, "\(run.stderr)")
        #expect(run.finish() == 0, "\(run.stderr)")
        #expect(!run.stderr.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{200B}" }, "\(run.stderr)")
    }

    @Test("--results a FIFO or /dev/full: named for what it is, never 'already exists'")
    func resultsNotAFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fifo = folder.file("fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let marks = try folder.write("", to: "marks.txt")
        for (path, kind) in [(fifo, "not a regular file (a FIFO)"), ("/dev/full", "not a regular file (a device)")] {
            let run = try BinaryRunner.run(
                ["run", "msft-20m", "--silent", "--headless", "--athletes", "Ann", "--marks", marks, "--results", path])
            #expect(run.status == 74, "\(run.stderr)")
            #expect(
                run.errorLines == [
                    "beeptest: \(path): \(kind); results go to a new file of their own (choose another --results file)"
                ])
        }
    }

    @Test("a stop in the countdown is said so, never 'stopped at -00:00' nor at 00:00")
    func stopInTheCountdown() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(FullDiskCLITests.profile, to: "profile.json")
        try folder.write("", to: "marks.txt")
        let run = try RunningBinary(
            [
                "run", "profile.json", "--silent", "--headless", "--countdown", "10", "--athletes", "Ann",
                "--marks", "marks.txt", "--results", "r.jsonl",
            ], in: folder.path)
        #expect(run.wait { $0.contains("Ctrl-C stops") }, "\(run.stderr)")
        usleep(500_000)
        run.signal(SIGINT)
        #expect(run.finish() == 130, "\(run.stderr)")
        #expect(run.stderr.contains("beeptest: stopped in the countdown\n"), "\(run.stderr)")
        #expect(run.stderr.contains("stopped in the countdown, before the test started"), "\(run.stderr)")
        #expect(!run.stderr.contains("-00:0") && !run.stderr.contains("stopped at"), "\(run.stderr)")
        let table = try BinaryRunner.run(["results", "r.jsonl"], currentDirectory: folder.url)
        #expect(table.stdout.contains("stopped in the countdown, before the test started"), "\(table.stdout)")
    }

    @Test("--format csv to a terminal escapes control and invisible characters; to a pipe it stays byte-exact")
    func csvToATerminal() throws {
        let fixture = try String(
            contentsOfFile: PackageRoot.file("Tests/Fixtures/results/pacer-20m-before-standards.jsonl"), encoding: .utf8
        )
        // Ann's name as a hand-edited log may hold it: reverse video, then a right-to-left override.
        let log = fixture.replacing(#""Ann""#, with: #""A\u001b[7mnn\u202e""#)
        let pane = try TmuxPane(["results", "r.jsonl", "--format", "csv"], files: ["r.jsonl": log], columns: 200)
        #expect(pane.wait { pane.exitStatus != nil })
        #expect(pane.screen().contains { $0.contains("A\\x1b[7mnn\\u{202E}") }, "\(pane.screen())")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let piped = try BinaryRunner.run(["results", try folder.write(log, to: "r.jsonl"), "--format", "csv"])
        #expect(piped.status == 0 && piped.stdout.contains("A\u{1b}[7mnn\u{202E}"), "\(piped.stdout)")
        // The table (to a pipe too) shows the name escaped, as it always showed control characters.
        let table = try BinaryRunner.run(["results", folder.file("r.jsonl")])
        #expect(table.stdout.contains("A\\x1b[7mnn\\u{202E}"), "\(table.stdout)")
    }

    @Test("a UTF-16 roster without its BOM: a hint to --encoding UTF-16LE or UTF-16BE, which then reads it")
    func utf16WithoutBOM() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let units = Array("name,sex,age\nAnn,F,12\nBob,M,11\n".utf16)
        for (order, bytes) in [
            ("UTF-16LE", units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            ("UTF-16BE", units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
        ] {
            let path = try folder.write(bytes, to: order + ".csv")
            let refused = try BinaryRunner.run(["roster", path])
            #expect(refused.status == 65, "\(refused.stderr)")
            #expect(refused.stderr.contains("read it with --encoding \(order)"), "\(refused.stderr)")
            let read = try BinaryRunner.run(["roster", path, "--encoding", order])
            #expect(read.status == 0 && read.stdout.contains("Bob"), "\(read.stderr)")
        }
    }

    @Test("the same log copied twice is one test in history: counted once, the copy named")
    func copiedLogCountsOnce() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = try String(
            contentsOfFile: PackageRoot.file("Tests/Fixtures/results/pacer-20m-before-standards.jsonl"), encoding: .utf8
        )
        let first = try folder.write(log, to: "a.jsonl")
        let copy = try folder.write(log, to: "b.jsonl")
        let one = try BinaryRunner.run(["history", first, "--format", "json"])
        let both = try BinaryRunner.run(["history", folder.path, "--format", "json"])
        #expect(one.status == 0 && both.status == 0, "\(both.stderr)")
        #expect(both.stdout == one.stdout, "\(both.stdout)")
        #expect(both.errorLines == ["beeptest: warning: \(copy): the same log as \(first): counted once"])
    }

    @Test("a log cut short of a profile run by its file reads its floors as a built-in's does, from any folder")
    func cutShortProfileFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try FullDiskCLITests.start(in: folder, results: folder.file("r.jsonl"))
        var marks = MarkDriver(run: run)
        marks.markOnceAShuttleHasEnded()
        usleep(1_200_000)  // Bob runs a shuttle more
        run.signal(SIGKILL)  // a flat battery: no finish line
        _ = run.finish()
        let log = try FullDiskCLITests.expectWholeLines(folder.file("r.jsonl"))
        #expect(log.first?["profile_file"] as? String == folder.file("profile.json"), "\(log.first ?? [:])")
        let read = try BinaryRunner.run(["results", folder.file("r.jsonl"), "--format", "json"])
        #expect(read.status == 0, "\(read.stderr)")
        let object = try #require(try read.json() as? [String: Any])
        #expect(object["ending"] as? String == "cut_short", "\(object)")
        let rows = try #require(object["athletes"] as? [[String: Any]])
        let bob = try #require(rows.first { $0["athlete"] as? String == "Bob" })
        #expect(bob["status"] as? String == "stopped" && bob["score"] as? String != nil, "\(bob)")
    }

    @Test("a second run on a device another run holds is warned (a lock per device under XDG_RUNTIME_DIR)")
    func deviceInUse() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runtime = ["XDG_RUNTIME_DIR": folder.path]
        let arguments = ["run", "msft-20m", "--device", "no-such-pcm", "--voice", "off"]
        let alone = try BinaryRunner.run(arguments, environment: runtime)
        #expect(alone.status == 69 && !alone.stderr.contains("another beeptest run"), "\(alone.stderr)")
        // Another run playing on it: its lock held, here by flock(1) on the same file.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [folder.file("beeptest/device-no-such-pcm.lock"), "sleep", "30"]
        try holder.run()
        defer { holder.terminate() }
        usleep(300_000)
        let second = try BinaryRunner.run(arguments, environment: runtime)
        #expect(second.status == 69, "\(second.stderr)")
        #expect(
            second.errorLines.first
                == "beeptest: warning: another beeptest run is playing on 'no-such-pcm' already: two tests on one speaker",
            "\(second.stderr)")
    }
}
