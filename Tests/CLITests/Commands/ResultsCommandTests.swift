import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

@Suite("beeptest results")
struct ResultsCommandTests {
    /// A results log written by the library's recorder for `id`, with `marks` (athlete, level,
    /// bout, shuttle of the missed line) pressed just after each beep. The default is msft-20m:
    /// Ann out at 9.6, Bob warned at 12.3 and Cy in to the end (when `finish`). `roster`, when
    /// given, replaces `athletes` (a class list with sexes, ages, ids).
    @discardableResult
    static func recordedRun(
        in folder: TemporaryFolder, id: String = "msft-20m", athletes: String = "Ann,Bob,Cy", roster: Roster? = nil,
        marks: [(Int, String, Int, Int)] = [(0, "9", 1, 5), (0, "9", 1, 6), (1, "12", 1, 3)], finish: Bool = true
    ) throws -> (path: String, live: [AthleteResult]) {
        let path = folder.file("run.jsonl")
        let profile = try ProfileLoader.load(path: PackageRoot.file("Profiles/\(id).json"))
        let timeline = Timeline(profile: profile)
        let turns = TurnMap(timeline: timeline)
        let recorder = ResultsRecorder(
            timeline: timeline, roster: try roster ?? Roster.parse(list: athletes),
            log: try ResultsLog.create(path: path))
        try recorder.start()
        for (athlete, level, bout, shuttle) in marks {
            let turn = try #require(turns.turnIndex(level: level, bout: bout, shuttle: shuttle))
            let outcome = recorder.mark(
                athleteIndex: athlete, at: PlaybackPosition(testTime: turns.turns[turn].time + 0.4))
            #expect(outcome.kind != .refused, "\(outcome.message)")
        }
        let live = finish ? recorder.finish(at: PlaybackPosition(testTime: timeline.endTime)).results : []
        return (path, live)
    }

    /// Inserts `newLines` before the line at `index` (from 0) of the file at `path`.
    static func insert(_ newLines: [String], at index: Int, into path: String) throws {
        var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        lines.insert(contentsOf: newLines, at: index)
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: false, encoding: .utf8)
    }

    private func withFolder(_ body: (TemporaryFolder) throws -> Void) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try body(folder)
    }

    @Test("a complete file: a table with each athlete's status, score, shuttles, metres and VO2max")
    func table() throws {
        try withFolder { folder in
            let path = try Self.recordedRun(in: folder).path
            let result = try BinaryRunner.run(["results", path])
            #expect(result.status == 0)
            #expect(result.stderr.isEmpty)
            let lines = result.stdout.split(separator: "\n").map(String.init)
            let ann = try #require(lines.first { $0.contains("Ann") })
            #expect(ann.split(separator: " ").prefix(7) == ["1", "Ann", "out", "9.4", "76", "1520", "44.5"])
            #expect(
                lines.contains {
                    $0.contains("Cy") && $0.contains("completed") && $0.contains("21.16") && $0.contains("88.2")
                })
            #expect(result.stdout.contains("finished at 22:01: the whole test was run"))
            #expect(result.stdout.contains("ramsbottom-1988"))
        }
    }

    @Test("--format json and csv carry the same rows")
    func formats() throws {
        try withFolder { folder in
            let path = try Self.recordedRun(in: folder).path
            let json = try BinaryRunner.run(["results", path, "--format", "json"])
            #expect(json.status == 0)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            #expect(object["profile"] as? String == "msft-20m" && object["ending"] as? String == "completed")
            #expect(object["score_notation"] as? String == "level-shuttle")
            let athletes = try #require(object["athletes"] as? [[String: Any]])
            #expect(athletes.map { $0["status"] as? String } == ["out", "completed", "completed"])
            #expect(athletes.map { $0["score"] as? String } == ["9.4", "21.16", "21.16"])
            #expect(athletes.first?["failed_at"] as? String == "level 9 shuttle 6")
            #expect(athletes.first?["vo2max"] as? Double == 44.5)
            let csv = try BinaryRunner.run(["results", path, "--format=csv"])
            let rows = csv.stdout.split(separator: "\n")
            #expect(rows.count == 4 && rows[0].hasPrefix("key,bib,id,athlete,status,score,"))
            #expect(rows[1].hasPrefix("1,1,,Ann,out,9.4,9,4,,,76,1520,2,level 9 shuttle 6,44.5,ramsbottom-1988,"))
        }
    }

    @Test(
        "each test's notation through the binary, equal to the live result",
        arguments: [
            ("pacer-20m", [(0, "4", 1, 7), (0, "6", 1, 9)], "laps", "48", 960.0),
            ("yoyo-ir1", [(0, "16", 3, 2), (0, "16", 4, 2)], "level-bout", "16.2", 1160),
            ("ift-30-15", [(0, "12", 1, 2), (0, "12", 1, 3), (0, "12", 1, 4)], "stage-speed", "13.0", nil),
            ("police-15m", [(0, "5", 1, 5), (0, "5", 1, 6), (0, "5", 1, 7)], "level-shuttle", "5.4", 525),
        ])
    func notations(id: String, marks: [(Int, String, Int, Int)], notation: String, score: String, metres: Double?)
        throws
    {
        try withFolder { folder in
            let (path, live) = try Self.recordedRun(in: folder, id: id, athletes: "Ann", marks: marks)
            let result = try BinaryRunner.run(["results", path, "--format", "json"])
            #expect(result.status == 0)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            #expect(object["score_notation"] as? String == notation)
            let ann = try #require((object["athletes"] as? [[String: Any]])?.first)
            #expect(ann["status"] as? String == "out" && ann["score"] as? String == score)
            if let metres { #expect(ann["distance_m"] as? Double == metres) }
            #expect(ann["score"] as? String == live.first?.score.text)
            #expect(ann["total_shuttles"] as? Double == live.first?.score.totalShuttles)
        }
    }

    @Test("a file cut short (no finish, a half-written last line) prints athletes stopped with floors, exits 0")
    func truncated() throws {
        try withFolder { folder in
            let path = try Self.recordedRun(in: folder, finish: false).path
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(#"{"event":"out","athlete":"Bob","le"#.utf8))
            try handle.close()
            let result = try BinaryRunner.run(["results", path])
            #expect(result.status == 0)
            #expect(result.stderr == "beeptest: warning: \(path):5: the last line was cut short (ignored)\n")
            #expect(result.stdout.contains("cut short"))
            #expect(result.stdout.split(separator: "\n").filter { $0.contains(" stopped ") }.count == 2)
            #expect(result.stdout.split(separator: "\n").filter { $0.contains("at least ") }.count == 2)
        }
    }

    @Test("a corrupt line: one stderr line naming file:line, the rest still printed, exit 65")
    func corrupt() throws {
        try withFolder { folder in
            let path = try Self.recordedRun(in: folder).path
            try Self.insert(["{\"event\": oops}"], at: 2, into: path)
            let result = try BinaryRunner.run(["results", path])
            #expect(result.status == 65)
            let errors = result.stderr.split(separator: "\n")
            #expect(errors.count == 1)
            #expect(errors.first?.hasPrefix("beeptest: \(path):3: not valid JSON") == true)
            #expect(result.stdout.contains("Ann") && result.stdout.contains("9.4"))
        }
    }

    @Test("a badly damaged file: the first 20 bad lines named, then how many more")
    func manyCorrupt() throws {
        try withFolder { folder in
            let path = try Self.recordedRun(in: folder).path
            try Self.insert((1...25).map { "garbage \($0)" }, at: 1, into: path)
            let result = try BinaryRunner.run(["results", path])
            #expect(result.status == 65)
            let errors = result.stderr.split(separator: "\n")
            #expect(errors.count == 21)
            #expect(errors.first?.hasPrefix("beeptest: \(path):2: ") == true)
            #expect(errors.last == "beeptest: \(path): 5 more bad lines not shown")
            #expect(result.stdout.contains("9.4"))
        }
    }

    @Test("a profile that cannot be found: a warning, and the scores the file recorded")
    func missingProfile() throws {
        try withFolder { folder in
            let path = try Self.recordedRun(in: folder).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
                .replacingOccurrences(of: "\"profile\":\"msft-20m\"", with: "\"profile\":\"no-such-test\"")
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            let result = try BinaryRunner.run(["results", path, "--format", "csv"])
            #expect(result.status == 0)
            #expect(result.stderr.contains("no-such-test: profile not found"))
            #expect(result.stdout.contains("1,1,,Ann,out,9.4,"))
        }
    }

    @Test(
        "bad input: one line on stderr and the right exit code",
        arguments: [
            (["results"], 64, "results: missing FILE"),
            (["results", "a", "b"], 64, "results: one FILE for --format table; several logs only with --format xlsx"),
            (["results", "x.jsonl", "--format", "xml"], 64, "--format must be one of table, csv, json"),
            (["results", "/nonexistent/run.jsonl"], 66, "/nonexistent/run.jsonl: no such file"),
        ])
    func badInput(arguments: [String], status: Int32, message: String) throws {
        let result = try BinaryRunner.run(arguments)
        #expect(result.status == status)
        #expect(result.stderr.hasPrefix("beeptest: ") && result.stderr.contains(message))
        #expect(result.stdout.isEmpty)
    }

    @Test("a file that is not a results log is refused in one line (65)")
    func notResults() throws {
        try withFolder { folder in
            let path = folder.file("profile.json")
            try "{\"format\": 1}\n".write(toFile: path, atomically: false, encoding: .utf8)
            let result = try BinaryRunner.run(["results", path])
            #expect(result.status == 65)
            #expect(
                result.stderr
                    == "beeptest: \(path):1: not a beeptest results file (the first line must be a start event)\n")
        }
    }

    @Test("-o naming a log that is read is refused (64), and the log is left as it was")
    func outputOverItsInput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (path, _) = try Self.recordedRun(in: folder)
        let before = try FileIO.read(path)
        let aliases = ["./" + (path as NSString).lastPathComponent]  // the same file, spelled another way
        for command in [
            ["results", path, "-o", path], ["results", path, "--format", "xlsx", "-o", aliases[0]],
            ["history", path, "--format", "csv", "-o", path], ["report", path, "-o", aliases[0]],
        ] {
            let result = try BinaryRunner.run(command, currentDirectory: URL(fileURLWithPath: folder.path))
            #expect(result.status == 64, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("which is read: name another file"), "\(result.stderr)")
            #expect(try FileIO.read(path) == before, "\(command) changed the log")
        }
    }
}
