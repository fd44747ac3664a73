import BeepTest
import BeepTestTestSupport
import Testing

@Suite("Reading results back")
struct ResultsFileTests {
    /// A run of msft-20m for Ann (out at 9.6), Bob (warned at 12.3) and Cy (in to the end).
    static func recordRun(in folder: TemporaryFolder, finish: Bool = true) throws -> (path: String, rows: [ResultRow]) {
        let path = folder.file("run.jsonl")
        let recorder = try ResultsLogTests.recorder(
            "msft-20m", athletes: ["Ann", "Bob", "Cy"].map { Athlete(name: $0) }, path: path)
        let session = try Fixtures.session("msft-20m")
        for (athlete, level, shuttle) in [(0, "9", 5), (0, "9", 6), (1, "12", 3)] {
            let time = try Fixtures.justAfter(session, level: level, shuttle: shuttle)
            _ = recorder.mark(athleteIndex: athlete, at: PlaybackPosition(testTime: time))
        }
        guard finish else { return (path, []) }
        let end = session.timeline.endTime
        let results = recorder.finish(at: PlaybackPosition(testTime: end)).results
        return (path, results.map { ResultRow($0, profile: session.profile) })
    }

    private func read(_ text: String) throws -> ResultsFile {
        try ResultsFile.parse(Array(text.utf8), source: "r.jsonl")
    }

    @Test("a complete file reads back to the results shown live")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (path, live) = try Self.recordRun(in: folder)
        var file = try ResultsFile.read(path: path)
        let summary = file.summary(profile: try Fixtures.profile("msft-20m"))
        #expect(file.problems.isEmpty)
        #expect(summary.ending == .completed && summary.profileFound)
        #expect(summary.rows == live)
        #expect(summary.rows.map(\.status) == [.out, .completed, .completed])
        #expect(summary.rows.map(\.score) == ["9.4", "21.16", "21.16"])
    }

    @Test("bibs and ids go into the log and come back, rows sorted by bib; an undo by athlete replays")
    func bibsRoundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("class.jsonl")
        let athletes = [
            Athlete(name: "Ann", bib: 31, id: "S-1"), Athlete(name: "Bob", bib: 4), Athlete(name: "Cy", bib: 17),
        ]
        let recorder = try ResultsLogTests.recorder("msft-20m", athletes: athletes, path: path)
        let session = try Fixtures.session("msft-20m")
        for (athlete, level, shuttle) in [(0, "9", 5), (2, "9", 5), (0, "9", 6)] {
            let time = try Fixtures.justAfter(session, level: level, shuttle: shuttle)
            _ = recorder.mark(athleteIndex: athlete, at: PlaybackPosition(testTime: time))
        }
        // Cy's warning is older than Ann's out: undo Cy's alone.
        #expect(
            recorder.undo(
                athleteIndex: 2,
                at: PlaybackPosition(testTime: try Fixtures.justAfter(session, level: "10", shuttle: 1))
            ).mark?.athlete == 2)
        _ = recorder.finish(at: PlaybackPosition(testTime: session.timeline.endTime))
        let text = try String(decoding: FileIO.read(path, limit: 1 << 20), as: UTF8.self)
        #expect(text.contains(#"{"name":"Ann","bib":31,"id":"S-1"}"#) && text.contains(#""bib":17,"undone":"warning""#))
        var file = try ResultsFile.read(path: path)
        let summary = file.summary(profile: try Fixtures.profile("msft-20m"))
        #expect(file.problems.isEmpty, "\(file.problems)")
        #expect(summary.rows.map(\.bib) == [4, 17, 31] && summary.rows.map(\.athlete) == ["Bob", "Cy", "Ann"])
        #expect(summary.rows.map(\.id) == [nil, nil, "S-1"] && summary.rows.map(\.misses) == [0, 0, 2])
        #expect(summary.rows.map(\.status) == [.completed, .completed, .out])
        let row = try #require(summary.rows.last)
        #expect(ResultRow(json: row.json) == row)
        // Without the profile, from what the file recorded.
        var unscored = try ResultsFile.read(path: path)
        #expect(unscored.summary(profile: nil).rows.map(\.bib) == [4, 17, 31])
    }

    @Test("a log written before bibs (no bib, no id) reads with bibs at the athletes' positions")
    func logBeforeBibs() throws {
        let text = """
            {"event":"start","format":1,"profile":"msft-20m","name":"20 m","start_level":"1","countdown_s":5,\
            "stop_rule":{"misses":2,"consecutive":true},"athletes":[{"name":"Ann"},{"name":"Bob"}],"wall":1,"date":"x"}
            {"event":"warning","athlete":"Bob","key":2,"level":"1","bout":1,"shuttle":3,"misses":1,"t":20,"wall":2}
            {"event":"warning","athlete":"Ann","key":1,"level":"1","bout":1,"shuttle":3,"misses":1,"t":20.5,"wall":3}
            {"event":"undo","athlete":"Ann","undone":"warning","level":"1","bout":1,"shuttle":3,"t":21,"wall":4}

            """
        var file = try read(text)
        let summary = file.summary(profile: try Fixtures.profile("msft-20m"))
        #expect(file.problems.isEmpty, "\(file.problems)")
        #expect(summary.rows.map(\.bib) == [1, 2] && summary.rows.map(\.key) == [1, 2])
        #expect(summary.rows.map(\.id) == [nil, nil] && summary.rows.map(\.misses) == [0, 1])
        #expect(summary.ending == .cutShort)
    }

    @Test(
        "a file cut short: no finish line and a half-written last line; the athletes still running read as stopped (floors)"
    )
    func cutShort() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (path, _) = try Self.recordRun(in: folder, finish: false)
        var bytes = try FileIO.read(path)
        bytes += Array(#"{"event":"warning","athlete":"Cy","lev"#.utf8)
        var file = try ResultsFile.parse(bytes, source: path)
        let summary = file.summary(profile: try Fixtures.profile("msft-20m"))
        #expect(summary.ending == .cutShort)
        #expect(summary.rows.map(\.status) == [.out, .stopped, .stopped])
        #expect(file.problems.map(\.description) == ["\(path):5: the last line was cut short (ignored)"])
        #expect(!file.hasCorruptLines)
        // The last event was Bob's mark just after 12.3; the others are scored up to then.
        #expect(summary.rows.map(\.score) == ["9.4", "12.2", "12.3"])
    }

    @Test("a whole last line without its newline is read")
    func noFinalNewline() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (path, live) = try Self.recordRun(in: folder)
        var bytes = try FileIO.read(path)
        bytes.removeLast()
        var file = try ResultsFile.parse(bytes, source: path)
        #expect(file.summary(profile: try Fixtures.profile("msft-20m")).rows == live)
        #expect(file.problems.isEmpty)
    }

    @Test("the sound lost and back are recorded as heard and read back as no change to any result")
    func soundLostAndBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("sound.jsonl")
        let recorder = try ResultsLogTests.recorder("msft-20m", athletes: [Athlete(name: "Ann")], path: path)
        let session = try Fixtures.session("msft-20m")
        recorder.record(PlaybackEvent(kind: .soundLost(reason: "cannot play"), monotonicTime: 5, testTime: 60.5))
        let during = try Fixtures.justAfter(session, level: "3", shuttle: 2)
        _ = recorder.mark(athleteIndex: 0, at: PlaybackPosition(testTime: during, soundLostForS: 70))
        recorder.record(PlaybackEvent(kind: .soundBack, monotonicTime: 300, testTime: 355.25))
        _ = recorder.finish(at: PlaybackPosition(testTime: session.timeline.endTime))
        let text = String(decoding: try FileIO.read(path), as: UTF8.self)
        let events = text.split(separator: "\n").compactMap { line in
            line.split(separator: ",").first.map(String.init)
        }
        #expect(
            events == [
                #"{"event":"start""#, #"{"event":"sound_lost""#, #"{"event":"warning""#, #"{"event":"sound_back""#,
                #"{"event":"finish""#,
            ])
        #expect(
            text.contains(#"{"event":"sound_lost","t":60.5,"#) && text.contains(#"{"event":"sound_back","t":355.25,"#))
        var file = try ResultsFile.read(path: path)
        let summary = file.summary(profile: try Fixtures.profile("msft-20m"))
        #expect(file.problems.isEmpty, "\(file.problems)")
        #expect(summary.rows.map(\.status) == [.completed] && summary.rows.first?.misses == 1)
    }

    @Test("corrupt lines are named by line, skipped, and the rest is still read")
    func corrupt() throws {
        var file = try read(
            """
            {"event":"start","profile":"msft-20m","start_level":"1","athletes":[{"name":"Ann"},{"name":"Bob"}]}
            {"event":"warning","athlete":"Ann","level":"3","bout":1,"shuttle":2,"t":130}
            not json at all
            [1,2]
            {"event":"warning","athlete":"Zed","level":"3","bout":1,"shuttle":3,"t":140}
            {"event":"out","athlete":"Ann","level":"3","bout":1,"shuttle":99,"t":140}
            {"event":"jump","t":1}
            {"event":"undo","athlete":"Bob","undone":"warning","level":"3","bout":1,"shuttle":2}
            {"event":"out","athlete":"Ann","level":"3","bout":1,"shuttle":3,"t":136}

            """)
        let summary = file.summary(profile: try Fixtures.profile("msft-20m"))
        #expect(file.problems.map(\.line) == [3, 4, 5, 6, 7, 8])
        #expect(file.problems.allSatisfy { $0.isCorrupt })
        #expect(file.problems.first { $0.line == 6 }?.message == "level 3 shuttle 99 is not a line of msft-20m")
        #expect(file.problems.first { $0.line == 5 }?.message == "\"Zed\" is not an athlete of this run")
        #expect(summary.rows.map(\.status) == [.out, .stopped])
        #expect(summary.rows.first?.score == "3.1")
    }

    @Test("without the profile, the statuses, failure points and scores come from the file")
    func missingProfile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (path, live) = try Self.recordRun(in: folder)
        var file = try ResultsFile.read(path: path)
        let fromFinishLine = file.summary(profile: nil)
        #expect(!fromFinishLine.profileFound && fromFinishLine.rows == live)
        let other = try TemporaryFolder()
        defer { other.remove() }
        let (cutPath, _) = try Self.recordRun(in: other, finish: false)
        var cut = try ResultsFile.read(path: cutPath)
        let fromMarks = cut.summary(profile: nil)
        #expect(fromMarks.rows.map(\.status) == [.out, .stopped, .stopped])
        #expect(fromMarks.rows.first?.score == "9.4" && fromMarks.rows.first?.failedAt == "level 9 shuttle 6")
        #expect(fromMarks.rows.first?.distanceM == 1520)
    }

    @Test(
        "a file whose first line is not a start event, or an empty file, cannot be read (65)",
        arguments: [
            "{\"event\":\"out\"}\n", "hello\n", "", "\n\n", "{\"event\":\"start\",\"profile\":\"x\"}\n",
        ])
    func notResults(text: String) {
        #expect {
            try read(text)
        } throws: { error in (error as? BeepTestError)?.exitCode == 65 }
    }

    @Test("hostile values do not crash the reader")
    func hostile() throws {
        var file = try read(
            """
            {"event":"start","profile":"msft-20m","start_level":"99","countdown_s":1e300,"athletes":[{"name":"A","age":"x"}]}
            {"event":"warning","athlete":"A","level":"3","bout":1e300,"shuttle":-4,"t":1e308}
            {"event":"finish","completed":true,"t":-1e308,"results":[{"athlete":"A","key":1e300,"status":"out"}]}
            """)
        let summary = file.summary(profile: try Fixtures.profile("msft-20m"))
        #expect(!summary.profileFound)
        #expect(summary.rows.count == 1)
        #expect(file.problems.contains { $0.line == 2 && $0.isCorrupt })
    }
}
