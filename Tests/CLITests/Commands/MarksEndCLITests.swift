import BeepTestTestSupport
import Foundation
import Testing

/// The marks input of a headless run ends (stdin closed, a FIFO's writer gone) while athletes
/// still run: nobody can mark them after, so it is said at once (stderr and `--events`), and they
/// are scored as a stopped test's are, floors from there, never the whole test nor a pass.
@Suite("The marks input ends")
struct MarksEndCLITests {
    /// Twelve shuttles of 1 s; the standard at 1.10 (`--stop-at`).
    static let profile = """
        {"format": 1, "id": "marks-end", "name": "Marks end", "distance_m": 20,
         "levels": [{"shuttle_s": 1.0, "shuttles": 12}]}
        """

    @Test("stdin closed mid-run: said at once, a marks_ended event, floors and no pass under --stop-at")
    func stdinClosed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.profile, to: "profile.json")
        let results = folder.file("r.jsonl")
        let run = try RunningBinary(
            [
                "run", "profile.json", "--silent", "--headless", "--countdown", "1", "--athletes", "Ann,Bob",
                "--stop-at", "1.10", "--events", "jsonl", "--marks", "-", "--results", results,
            ], in: folder.path)
        var marks = MarkDriver(run: run)
        marks.markOnceAShuttleHasEnded()
        run.closeInput()
        #expect(run.wait(seconds: 3) { $0.contains("the marks input ended at ") }, "\(run.stderr)")
        #expect(!run.stderr.contains("finished at"), "said at once, not at the end: \(run.stderr)")
        #expect(run.finish() == 0, "\(run.stderr)")
        let ended = run.stdout.split(separator: "\n").filter { $0.contains(#""kind":"marks_ended""#) }
        #expect(ended.count == 1, "\(run.stdout)")
        let finish = try #require(try FullDiskCLITests.expectWholeLines(results).last)
        #expect(finish["completed"] as? Bool == false && finish["marks_ended"] as? Bool == true, "\(finish)")
        let read = try BinaryRunner.run(["results", results, "--format", "json"], currentDirectory: folder.url)
        #expect(read.status == 0, "\(read.stderr)")
        let rows = try #require((try read.json() as? [String: Any])?["athletes"] as? [[String: Any]])
        let bob = try #require(rows.first { $0["athlete"] as? String == "Bob" })
        #expect(bob["status"] as? String == "stopped", "\(bob)")
        #expect(bob["pass"] as? Bool != true, "no pass for a run nobody could mark: \(bob)")
        let table = try BinaryRunner.run(["results", results], currentDirectory: folder.url)
        #expect(table.stdout.contains("the marks input ended at 00:0"), "\(table.stdout)")
    }

    @Test("a FIFO's writer gone: ended, back with the next writer, ended again; scored to the last end")
    func fifoWriterGone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.profile, to: "profile.json")
        let fifo = folder.file("marks")
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = try RunningBinary(
            [
                "run", "profile.json", "--silent", "--headless", "--countdown", "1", "--athletes", "Ann,Bob",
                "--events", "text", "--marks", fifo, "--results", "r.jsonl",
            ], in: folder.path)
        for round in 1...2 {
            let writer = try #require(FileHandle(forWritingAtPath: fifo))
            if round == 2 {
                #expect(run.wait(seconds: 3) { $0.contains("the marks input is back at ") }, "\(run.stderr)")
            }
            writer.write(Data("1\n".utf8))
            usleep(1_200_000)
            try writer.close()
            #expect(run.waitForOutput(seconds: 3) { Self.count("marks ended", in: $0) == round }, "\(run.stdout)")
        }
        #expect(run.finish() == 0, "\(run.stderr)")
        #expect(Self.count("marks resumed", in: run.stdout) == 1, "\(run.stdout)")
        let finish = try #require(try FullDiskCLITests.expectWholeLines(folder.file("r.jsonl")).last)
        #expect(finish["marks_ended"] as? Bool == true && (finish["t"] as? Double ?? 99) < 11, "\(finish)")
    }

    @Test("a marks input at its end before the start (/dev/null, a closed stdin) is refused: 64, one line")
    func endedBeforeTheStart() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for marks in ["/dev/null", "-"] {
            let run = try BinaryRunner.run(
                [
                    "run", "msft-20m", "--silent", "--headless", "--athletes", "Ann", "--marks", marks, "--results",
                    folder.file("r.jsonl"),
                ])
            #expect(run.status == 64, "\(marks): \(run.stderr)")
            #expect(run.errorLines.count == 1 && run.stderr.contains("the marks input is at its end already"))
            #expect(!FileManager.default.fileExists(atPath: folder.file("r.jsonl")))
        }
    }

    private static func count(_ words: String, in text: String) -> Int {
        text.split(separator: "\n").filter { $0.hasSuffix("  " + words) }.count
    }
}
