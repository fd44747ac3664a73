import BeepTestTestSupport
import Foundation
import Testing

/// A results file on a disk that fills mid-test: the real binary writes to a small tmpfs,
/// which a test fills and frees while the run takes marks. A line is on disk whole or not at
/// all, a mark that could not be saved is kept and written later in order, the run says how
/// many wait and why, and "results saved" comes only when every line is on disk.
@Suite("A full disk mid-test")
struct FullDiskCLITests {
    /// Twelve shuttles of 1 s: time for a few dozen marks while the disk is full.
    static let profile = """
        {"format": 1, "id": "disk-check", "name": "Disk check", "distance_m": 20,
         "levels": [{"shuttle_s": 1.0, "shuttles": 12}]}
        """
    /// The same beat for ten minutes: the view's test is quit by its keys, long before the end,
    /// however slowly a busy machine lets tmux answer.
    static let longProfile = """
        {"format": 1, "id": "disk-check", "name": "Disk check", "distance_m": 20,
         "levels": [{"shuttle_s": 1.0, "shuttles": 600}]}
        """

    @Test("a disk that fills mid-test and is freed again: every mark saved in order, the log whole")
    func fillsAndIsFreed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let disk = try SmallDisk(in: folder)
        defer { disk.unmount() }
        let run = try Self.start(in: folder, results: disk.file("run.jsonl"))
        var marks = MarkDriver(run: run)
        marks.markOnceAShuttleHasEnded()
        try disk.fill()
        // Marks go on until the file needs a block the disk no longer has.
        while !run.stderr.contains("NOT SAVED") && marks.sent < 60 { marks.next() }
        #expect(run.wait { $0.contains("1 mark NOT SAVED (No space left on device)") }, "\(run.stderr)")
        // On disk meanwhile: whole lines only, none torn for the next to join.
        try Self.expectWholeLines(disk.file("run.jsonl"))
        marks.next()
        marks.next()
        #expect(run.wait { $0.contains("3 marks NOT SAVED (No space left on device)") }, "\(run.stderr)")
        try disk.free()
        marks.next()
        #expect(marks.lastAnswer.map { !$0.contains("NOT SAVED") } == true, "\(run.stderr)")
        let status = run.finish()
        #expect(status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("results saved to \(disk.file("run.jsonl"))"), "\(run.stderr)")
        let events = try Self.expectWholeLines(disk.file("run.jsonl")).compactMap { $0["event"] as? String }
        #expect(events == ["start"] + marks.recorded + ["finish"])
        let read = try BinaryRunner.run(["results", disk.file("run.jsonl")])
        #expect(read.status == 0, "\(read.stderr)")
    }

    @Test("a disk that stays full: the whole record in a rescue file named in the message, exit 74")
    func staysFull() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let disk = try SmallDisk(in: folder)
        defer { disk.unmount() }
        let state = folder.file("state")
        let (run, marks) = try Self.fillMidTest(folder: folder, disk: disk, environment: ["XDG_STATE_HOME": state])
        let status = run.finish()
        #expect(status == 74, "\(run.stderr)")
        #expect(!run.stderr.contains("results saved"), "\(run.stderr)")
        let rescueFolder = state + "/beeptest/rescue"
        let rescued = try #require(try FileManager.default.contentsOfDirectory(atPath: rescueFolder).first)
        let rescue = rescueFolder + "/" + rescued
        #expect(
            run.stderr.contains("results NOT saved in full") && run.stderr.contains("the whole record is in \(rescue)"),
            "\(run.stderr)")
        let kept = try Self.expectWholeLines(disk.file("run.jsonl")).compactMap { $0["event"] as? String }
        let whole = try Self.expectWholeLines(rescue).compactMap { $0["event"] as? String }
        #expect(whole == ["start"] + marks.recorded + ["finish"])
        #expect(kept.count < whole.count && Array(whole.prefix(kept.count)) == kept)
        let read = try BinaryRunner.run(["results", rescue])
        #expect(read.status == 0, "\(read.stderr)")
    }

    @Test("the view shows how many marks are NOT SAVED and why, keeps showing it, and drops it once saved")
    func viewShowsUnsavedMarks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let disk = try SmallDisk(in: folder)
        defer { disk.unmount() }
        let pane = try TmuxPane(
            [
                "run", "profile.json", "--silent", "--countdown", "1", "--athletes", "Ann,Bob", "--results",
                disk.file("run.jsonl"),
            ], files: ["profile.json": Self.longProfile], columns: 120, rows: 30)
        func shows(_ text: String) -> Bool { pane.screen().contains { $0.contains(text) } }
        #expect(pane.wait { (pane.statusLine()?.seconds ?? -1) >= 2 }, "\(pane.screen())")
        try disk.fill()
        // Ann's miss and its undo, in turn, until the file needs a block the disk no longer has.
        var keys = 0
        while !shows("NOT SAVED") && keys < 60 && pane.exitStatus == nil {
            let key = keys % 2 == 0 ? "1" : "u"
            try pane.type(key)
            keys += 1
            pane.wait { shows(key == "1" ? "Ann warned" : "undone") }
        }
        #expect(pane.wait { shows("1 mark NOT SAVED (No space left on device)") }, "\(pane.screen())")
        try pane.type(keys % 2 == 0 ? "1" : "u")
        #expect(pane.wait { shows("2 marks NOT SAVED (No space left on device)") }, "\(pane.screen())")
        // Frames later, with another answer on the line, it is still there.
        usleep(500_000)
        #expect(shows("2 marks NOT SAVED"), "\(pane.screen())")
        try disk.free()
        try pane.type(keys % 2 == 0 ? "u" : "1")
        #expect(pane.wait { !shows("NOT SAVED") }, "\(pane.screen())")
        try pane.type("q")
        try pane.type("y")
        #expect(pane.wait { pane.exitStatus != nil })
        #expect(pane.exitStatus == 0)
        try Self.expectWholeLines(disk.file("run.jsonl"))
    }

    @Test("no rescue folder takes the record either: it goes to stdout as JSON lines, exit 74")
    func noRescueFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let disk = try SmallDisk(in: folder)
        defer { disk.unmount() }
        let full = ["XDG_STATE_HOME": disk.file("state"), "TMPDIR": disk.path]
        let (run, marks) = try Self.fillMidTest(folder: folder, disk: disk, environment: full)
        let status = run.finish()
        #expect(status == 74, "\(run.stderr)")
        #expect(run.stderr.contains("no rescue file either") && run.stderr.contains("the whole record is on stdout"))
        let whole = try run.stdout.split(separator: "\n").map { line in
            try #require(try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
        #expect(whole.compactMap { $0["event"] as? String } == ["start"] + marks.recorded + ["finish"])
    }

    @Test("a start on a full disk (74) or without its audio device (69) is refused and leaves no results file")
    func fullAtStart() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let disk = try SmallDisk(in: folder)
        defer { disk.unmount() }
        try disk.fill()
        // A file of marks (none): a closed stdin would be refused first, as nobody could be marked.
        let marks = try folder.write("", to: "marks.txt")
        let result = try BinaryRunner.run(
            [
                "run", "msft-20m", "--silent", "--headless", "--athletes", "Ann", "--marks", marks, "--results",
                disk.file("run.jsonl"),
            ])
        #expect(result.status == 74)
        #expect(
            result.errorLines == ["beeptest: \(disk.file("run.jsonl")): cannot save results: No space left on device"])
        #expect(!FileManager.default.fileExists(atPath: disk.file("run.jsonl")))
        // A device that cannot be opened: refused (69), and the file made for the run removed again.
        let noDevice = try BinaryRunner.run(
            [
                "run", "msft-20m", "--device", "no-such-pcm", "--voice", "off", "--headless", "--athletes", "Ann",
                "--marks", marks, "--results", folder.file("run.jsonl"),
            ])
        #expect(noDevice.status == 69, "\(noDevice.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("run.jsonl")))
    }

    @Test("a read-only disk and a folder where the file should be are named for what they are")
    func realCauses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let disk = try SmallDisk(in: folder, options: "ro")
        defer { disk.unmount() }
        let marks = try folder.write("", to: "marks.txt")
        let base = ["run", "msft-20m", "--silent", "--headless", "--athletes", "Ann", "--marks", marks, "--results"]
        let readOnly = try BinaryRunner.run(base + [disk.file("run.jsonl")])
        #expect(readOnly.status == 74)
        #expect(
            readOnly.stderr.hasSuffix("cannot create the results file: read-only file system\n"), "\(readOnly.stderr)")
        let isFolder = try BinaryRunner.run(base + [folder.path])
        #expect(isFolder.status == 74)
        #expect(isFolder.stderr.contains("\(folder.path): is a folder, not a file"), "\(isFolder.stderr)")
    }

    /// A headless run of `profile` for Ann and Bob, marks from stdin, results in `results`.
    static func start(in folder: TemporaryFolder, results: String, environment: [String: String] = [:]) throws
        -> RunningBinary
    {
        try folder.write(profile, to: "profile.json")
        return try RunningBinary(
            [
                "run", "profile.json", "--silent", "--headless", "--countdown", "1", "--athletes", "Ann,Bob",
                "--marks", "-", "--results", results,
            ], in: folder.path, environment: environment)
    }

    /// A run started, one mark saved, the disk filled, then marks until one is not saved.
    static func fillMidTest(folder: TemporaryFolder, disk: SmallDisk, environment: [String: String]) throws -> (
        RunningBinary, MarkDriver
    ) {
        let run = try start(in: folder, results: disk.file("run.jsonl"), environment: environment)
        var marks = MarkDriver(run: run)
        marks.markOnceAShuttleHasEnded()
        try disk.fill()
        while !run.stderr.contains("NOT SAVED") && marks.sent < 60 { marks.next() }
        return (run, marks)
    }

    /// The lines of `path`, each checked to be whole JSON, the file ending with a newline.
    @discardableResult
    static func expectWholeLines(_ path: String) throws -> [[String: Any]] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasSuffix("\n"), "a torn last line: \(text.suffix(80))")
        return try text.split(separator: "\n").map { line in
            try #require(
                try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not whole: \(line)")
        }
    }
}

/// Sends Ann's marks one at a time, each after the answer to the one before: a miss, its undo,
/// a miss, and so on (each writes a line), and notes what each recorded.
struct MarkDriver {
    let run: RunningBinary
    /// Entries sent.
    private(set) var sent = 0
    /// The events recorded, in order ("warning", "out", "undo").
    private(set) var recorded: [String] = []
    /// The answer to the last entry.
    private(set) var lastAnswer: String?

    /// Marks Ann, again until the first shuttle has ended and the mark is taken.
    mutating func markOnceAShuttleHasEnded() {
        for _ in 0..<40 {
            send("1")
            if recorded.count == 1 { return }
            usleep(100_000)
        }
        Issue.record("no mark was taken: \(run.stderr)")
    }

    /// The next entry: an undo after a mark, a mark after an undo.
    mutating func next() { send(recorded.last == "undo" || recorded.isEmpty ? "1" : "u") }

    private mutating func send(_ entry: String) {
        let answered = Self.answers(run.stderr).count
        run.send(entry)
        sent += 1
        guard run.wait(until: { Self.answers($0).count > answered }) else {
            Issue.record("no answer to '\(entry)': \(run.stderr)")
            return
        }
        let answer = Self.answers(run.stderr)[answered]
        lastAnswer = answer
        if answer.contains("undone:") {
            recorded.append("undo")
        } else if answer.contains("Ann: warning at") {
            recorded.append("warning")
        } else if answer.contains("Ann: out at") {
            recorded.append("out")
        }
    }

    private static func answers(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").filter { $0.hasPrefix("beeptest: marks '") }.map(String.init)
    }
}
