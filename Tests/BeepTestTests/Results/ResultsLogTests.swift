import BeepTest
import BeepTestTestSupport
import Dispatch
import Glibc
import Testing

@Suite("Results log and recorder")
struct ResultsLogTests {
    /// The file's lines parsed as JSON objects.
    static func lines(_ path: String) throws -> [JSONValue] {
        let bytes = try FileIO.read(path)
        #expect(bytes.last == UInt8(ascii: "\n"), "every line ends with a newline")
        return try bytes.split(separator: UInt8(ascii: "\n")).map { try JSONParser.parse($0) }
    }

    static func recorder(_ id: String, athletes: [Athlete], path: String) throws -> ResultsRecorder {
        let timeline = Timeline(profile: try Fixtures.profile(id))
        return ResultsRecorder(
            timeline: timeline, roster: Roster(athletes: athletes), log: try ResultsLog.create(path: path),
            unixClock: { 1_700_000_000.25 })
    }

    @Test("each event is one JSON line in the shape of the CLI contract")
    func format() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let path = temporary.file("run.jsonl")
        let recorder = try Self.recorder(
            "msft-20m", athletes: [Athlete(name: "Ann", sex: .female, age: 14), Athlete(name: "Bob")], path: path)
        try recorder.start()
        let session = try Fixtures.session("msft-20m")
        let at95 = try Fixtures.justAfter(session, level: "9", shuttle: 5)
        let at96 = try Fixtures.justAfter(session, level: "9", shuttle: 6)
        #expect(recorder.mark(athleteIndex: 0, at: PlaybackPosition(testTime: at95)).kind == .warning)
        #expect(recorder.mark(athleteIndex: 0, at: PlaybackPosition(testTime: -1)).kind == .refused)
        recorder.record(PlaybackEvent(kind: .pause, monotonicTime: 0, testTime: 570))
        recorder.record(PlaybackEvent(kind: .resume, monotonicTime: 0, testTime: 570))
        #expect(recorder.mark(athleteIndex: 0, at: PlaybackPosition(testTime: at96)).kind == .out)
        #expect(recorder.undo(at: PlaybackPosition(testTime: at96 + 1)).mark?.isOut == true)
        #expect(recorder.mark(athleteIndex: 0, at: PlaybackPosition(testTime: at96 + 2)).kind == .out)
        let (results, error) = recorder.finish(at: PlaybackPosition(testTime: 600))
        #expect(error == nil)
        #expect(results.map(\.status) == [.out, .stopped])
        let summary = recorder.summary(at: PlaybackPosition(testTime: 600))
        #expect(summary.ending == .stopped && summary.endTime == 600 && summary.notation == .levelShuttle)
        #expect(summary.rows == results.map { ResultRow($0, profile: session.profile) })
        #expect(summary.date == WallClock.localText(1_700_000_000.25, format: WallClock.dateFormat))

        let lines = try Self.lines(path)
        #expect(
            lines.map { $0["event"] }
                == ["start", "warning", "pause", "resume", "out", "undo", "out", "finish"].map { .string($0) })
        let start = lines[0]
        #expect(start["profile"] == .string("msft-20m") && start["start_level"] == .string("1"))
        #expect(start["countdown_s"] == .int(5) && start["wall"] == .num(1_700_000_000.25))
        #expect(
            start["athletes"]
                == .array([
                    .object([("name", .string("Ann")), ("sex", .string("F")), ("age", .int(14))]),
                    .object([("name", .string("Bob"))]),
                ]))
        let warning = lines[1]
        #expect(
            warning["athlete"] == .string("Ann") && warning["level"] == .string("9") && warning["shuttle"] == .int(5))
        #expect(warning["t"] == .num(at95) && warning["wall"] == .num(1_700_000_000.25))
        #expect(lines[4]["score"] == .string("9.4") && lines[4]["total_shuttles"] == .int(76))
        #expect(lines[5]["undone"] == .string("out") && lines[5]["shuttle"] == .int(6))
        #expect(lines[7]["completed"] == .bool(false) && lines[7]["t"] == .int(600))
        if case .array(let rows)? = lines[7]["results"] {
            // Bob, still in when the test stopped at 600 s: level 10 began at 571.6 s (published),
            // its 5th 5.538 s shuttle ended at 599.3 s.
            #expect(rows.compactMap { ResultRow(json: $0) }.map(\.score) == ["9.4", "10.5"])
        } else {
            Issue.record("the finish line has no results")
        }
        // The file's mode keeps athletes' data private.
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test("a pause is logged at the time it was heard; cues are not results; nothing follows the finish line")
    func heardEvents() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("run.jsonl")
        let recorder = try Self.recorder("msft-20m", athletes: [Athlete(name: "Ann")], path: path)
        let timeline = Timeline(profile: try Fixtures.profile("msft-20m"))
        let cue = timeline.cues[20]
        #expect(recorder.record(PlaybackEvent(kind: .cue(index: 20, cue), monotonicTime: 5, testTime: cue.time)) == nil)
        recorder.record(PlaybackEvent(kind: .underrun(skippedSeconds: 0.5), monotonicTime: 6, testTime: 70))
        recorder.record(PlaybackEvent(kind: .pause, monotonicTime: 7, testTime: 71.25))
        recorder.record(PlaybackEvent(kind: .resume, monotonicTime: 9, testTime: 71.25))
        #expect(!recorder.finish(at: PlaybackPosition(testTime: timeline.endTime - 1)).results.isEmpty)
        recorder.record(PlaybackEvent(kind: .pause, monotonicTime: 10, testTime: timeline.endTime - 0.5))
        let lines = try Self.lines(path)
        #expect(lines.map { $0["event"] } == ["start", "pause", "resume", "finish"].map { .string($0) })
        #expect(lines[1]["t"] == .num(71.25) && lines[2]["t"] == .num(71.25))
        // One second before the end cue is a stopped run, not a completed one.
        #expect(lines[3]["completed"] == .bool(false))
    }

    @Test("a run finished at the end cue is completed, by the time alone")
    func completedByTime() throws {
        let timeline = Timeline(profile: try Fixtures.profile("msft-20m"))
        let recorder = ResultsRecorder(timeline: timeline, roster: Roster(athletes: [Athlete(name: "Ann")]), log: nil)
        #expect(recorder.finish(at: PlaybackPosition(testTime: timeline.endTime)).results.map(\.status) == [.completed])
        #expect(recorder.summary(at: PlaybackPosition(testTime: timeline.endTime)).ending == .completed)
        #expect(timeline.isComplete(at: timeline.endTime) && !timeline.isComplete(at: timeline.endTime - 0.001))
    }

    @Test("an existing file is never overwritten, nor a file made under a file (74); missing folders are created")
    func existing() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let path = temporary.file("a/b/run.jsonl")
        _ = try ResultsLog.create(path: path)
        #expect {
            try ResultsLog.create(path: path)
        } throws: { error in
            guard let error = error as? BeepTestError else { return false }
            return error.exitCode == 74
                && error.message
                    == "\(path): already exists; results are never overwritten (choose another --results file)"
        }
        #expect {
            try ResultsLog.create(path: path + "/run.jsonl")
        } throws: { error in (error as? BeepTestError)?.exitCode == 74 }
    }

    @Test("the default file is named by date and profile under XDG_DATA_HOME; a taken name gets -2")
    func defaultPath() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let folder = temporary.file("results")
        let unixTime = 1_700_000_000.0
        let first = try ResultsLog.createDefault(profileID: "msft-20m", unixTime: unixTime, folder: folder)
        let second = try ResultsLog.createDefault(profileID: "msft-20m", unixTime: unixTime, folder: folder)
        let stamp = WallClock.localText(unixTime, format: "%Y-%m-%d-%H%M%S")
        #expect(first.path == "\(folder)/\(stamp)-msft-20m.jsonl")
        #expect(second.path == "\(folder)/\(stamp)-msft-20m-2.jsonl")
        #expect(stamp.count == 17)
        let xdg = ["XDG_DATA_HOME": "/data", "HOME": "/home/coach"]
        #expect(ResultsLog.defaultFolder { xdg[$0] } == "/data/beeptest/results")
        #expect(
            ResultsLog.defaultFolder { ["XDG_DATA_HOME": "relative", "HOME": "/home/coach"][$0] }
                == "/home/coach/.local/share/beeptest/results")
    }

    @Test("marks from many threads at once each land as one whole line")
    func concurrentMarks() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let path = temporary.file("threads.jsonl")
        let names = (1...9).map { Athlete(name: "Athlete \($0)") }
        let recorder = try Self.recorder("pacer-20m", athletes: names, path: path)
        let turns = try Fixtures.session("pacer-20m").turnMap.turns
        // Athlete k misses lines 10k and 10k + 3: a warning, then out (two in total).
        DispatchQueue.concurrentPerform(iterations: 18) { job in
            let athlete = job % 9
            let turn = turns[10 * athlete + (job < 9 ? 0 : 3) + 10]
            _ = recorder.mark(athleteIndex: athlete, at: PlaybackPosition(testTime: turn.time + 0.1))
        }
        let lines = try Self.lines(path)
        #expect(lines.count == 19)
        let outs = lines.filter { $0["event"] == .string("out") }.compactMap { line -> String? in
            if case .string(let name)? = line["athlete"] { name } else { nil }
        }
        #expect(Set(outs) == Set(names.map(\.name)))
    }
}
