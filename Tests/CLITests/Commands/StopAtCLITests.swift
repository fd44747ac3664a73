import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

/// `--stop-at SCORE`: the test ends with the end cue once that shuttle is run, as a
/// recruitment test does (standards.md 2: runners stop at the standard).
@Suite("beeptest cues/run --stop-at")
struct StopAtCLITests {
    /// A short laps test scored as the PACER is (FitnessGram's equation on 20 m laps), in the
    /// user's profile folder under `folder`, so that `results` finds it by id as it finds a
    /// built-in one: level 1 is 3 laps of 1 s, level 2 4 laps of 1.1 s.
    static func quickProfile(in folder: TemporaryFolder) throws -> [String: String] {
        try userProfile(
            "quick-laps", name: "Quick laps",
            levels: #"[{"shuttle_s": 1, "shuttles": 3}, {"shuttle_s": 1.1, "shuttles": 4}]"#, in: folder)
    }

    /// A user profile `id` scored in laps with FitnessGram's equation (20 m, no countdown, out on
    /// the second miss in total) with `levels` (JSON), under `folder`; the environment that finds it.
    static func userProfile(_ id: String, name: String, levels: String, in folder: TemporaryFolder) throws
        -> [String: String]
    {
        let profiles = folder.file("config/beeptest/profiles")
        try FileManager.default.createDirectory(atPath: profiles, withIntermediateDirectories: true)
        try """
        {"format": 1, "name": "\(name)", "distance_m": 20, "countdown_s": 0, "score": "laps",
         "vo2max": "fitnessgram", "stop_rule": {"misses": 2, "consecutive": false}, "levels": \(levels)}
        """.write(toFile: profiles + "/\(id).json", atomically: false, encoding: .utf8)
        return ["XDG_CONFIG_HOME": folder.file("config")]
    }

    @Test("cues --stop-at 5.4 on police-15m: the full test's cues up to that turn, which is the end cue")
    func cuesEndAtTheStandard() throws {
        let full = try BinaryRunner.run(["cues", "police-15m", "--format", "csv"])
        let stopped = try BinaryRunner.run(["cues", "police-15m", "--format", "csv", "--stop-at", "5.4"])
        #expect(full.status == 0 && stopped.status == 0)
        let fullLines = full.stdout.split(separator: "\n").map(String.init)
        let lines = stopped.stdout.split(separator: "\n").map(String.init)
        // Level 5 shuttle 5 begins where shuttle 4, the 35th shuttle of the table, ends.
        let turn = try #require(fullLines.firstIndex { $0.hasSuffix(",shuttle,5,1,5") })
        #expect(lines.count == turn + 1)
        #expect(Array(lines.dropLast()) == Array(fullLines.prefix(turn)))
        let time = try #require(fullLines[turn].split(separator: ",").first)
        #expect(lines.last == "\(time),end,5,1,4")
        #expect(abs((Double(time) ?? 0) - 215) < 1)  // "about 3:35"
        let json = try BinaryRunner.run(["cues", "police-15m", "--stop-at", "firearms"])
        let cues = try #require(try json.json() as? [[String: Any]])
        #expect(cues.last?["kind"] as? String == "end" && cues.last?["level"] as? String == "7")
        #expect(cues.last?["shuttle"] as? Int == 6)
    }

    @Test("render --stop-at: sounds exactly at the stopped cues, the whole test's samples before its end")
    func renderEndsAtTheStandard() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let rate = 8000
        let stopped = folder.file("stopped.wav")
        let whole = folder.file("whole.wav")
        // The beeps alone: calls would sound after the end cue.
        let options = ["--countdown", "0", "--rate", String(rate), "--voice", "off"]
        let render = try BinaryRunner.run(["render", "police-15m", "-o", stopped, "--stop-at", "1.3"] + options)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try BinaryRunner.run(["render", "police-15m", "-o", whole] + options).status == 0)
        let cues = try expectedCueFrames(
            ["police-15m", "--stop-at", "1.3", "--countdown", "0"], countdown: 0, rate: rate)
        #expect(cues.map(\.kind) == ["start", "shuttle", "shuttle", "end"])
        let samples = try WAVFile(path: stopped).samples
        expectSoundsExactlyAtCues(samples, cues, rate: rate)
        let end = try #require(cues.last?.frame)
        #expect(Array(samples.prefix(end)) == Array(try WAVFile(path: whole).samples.prefix(end)))
    }

    @Test("a score the test cannot give, or behind --start-level: one line, 64, and no results file left")
    func refused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let results = folder.file("run.jsonl")
        for arguments in [
            ["--stop-at", "5.99"], ["--stop-at", "dog-walker"], ["--stop-at", ""],
            ["--stop-at", "2.2", "--start-level", "4"],
        ] {
            let result = try BinaryRunner.run(
                ["run", "police-15m", "--silent", "--headless", "--athletes", "Ann", "--results", results] + arguments)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("beeptest: ") && result.stderr.split(separator: "\n").count == 1)
            #expect(!FileManager.default.fileExists(atPath: results))
        }
        let cues = try BinaryRunner.run(["cues", "pacer-20m", "--stop-at", "5.4"])
        #expect(cues.status == 64 && cues.stdout.isEmpty)
    }

    @Test("a headless run stopped at the standard: completed at it, everyone still in passes, stop_at in the log")
    func headlessRunEndsThere() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = try Self.quickProfile(in: folder)
        let roster = try folder.write("name,sex,age\nAnn,M,12\nBob,F,11\n", to: "class.csv")
        let results = folder.file("run.jsonl")
        let noMarks = try folder.write("", to: "marks.txt")  // nobody missed: a whole list of marks, empty
        let run = try BinaryRunner.run(
            [
                "run", "quick-laps", "--silent", "--headless", "--events", "jsonl", "--stop-at", "5",
                "--roster", roster, "--marks", noMarks, "--results", results,
            ], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let heard = run.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        // Start, laps 2-5 begin at the turns, and the end cue where lap 5 ends: 3 × 1 + 2 × 1.1 s.
        #expect(heard.count == 6)
        #expect(heard.last?["kind"] as? String == "end" && heard.last?["level"] as? String == "2")
        #expect(abs((heard.last?["t"] as? Double ?? 0) - 5.2) < 1e-9)
        // The closing summary shows the zone and pass columns as `results` does.
        #expect(run.stderr.contains("ZONE") && run.stderr.contains("PASS"))
        #expect(run.stderr.contains("at the standard"))

        let log = try String(contentsOfFile: results, encoding: .utf8).split(separator: "\n").map(String.init)
        func object(_ line: String) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(try object(log[0])["stop_at"] as? String == "5")
        #expect(try object(log[log.count - 1])["completed"] as? Bool == true)

        let read = try BinaryRunner.run(["results", results, "--format", "json"], environment: environment)
        #expect(read.status == 0, "\(read.stderr)")
        let object = try #require(try read.json() as? [String: Any])
        #expect(object["ending"] as? String == "completed")
        #expect((object["stop_at"] as? String)?.hasPrefix("5, ") == true)
        let rows = try #require(object["athletes"] as? [[String: Any]])
        #expect(rows.count == 2)
        for row in rows {
            #expect(row["status"] as? String == "completed" && row["score"] as? String == "5")
            #expect(row["pass"] as? Bool == true)
        }
        // Boys of 12 at 5 laps: NI-HR (up to 15, standards.md 1.4), 18 laps to the 23 of the HFZ.
        #expect(rows[0]["zone"] as? String == "NI-HR" && rows[0]["laps_to_hfz"] as? Int == 18)
    }

    @Test("scores as people write them: --stop-at 5:4 and 5/4 are 5.4, on the police test's own cues")
    func typedForms() throws {
        let dotted = try BinaryRunner.run(["cues", "police-15m", "--format", "csv", "--stop-at", "5.4"])
        #expect(dotted.status == 0)
        for typed in ["5:4", "5/4"] {
            let result = try BinaryRunner.run(["cues", "police-15m", "--format", "csv", "--stop-at", typed])
            #expect(result.status == 0 && result.stdout == dotted.stdout, "\(typed): \(result.stderr)")
        }
        let bad = try BinaryRunner.run(["cues", "police-15m", "--stop-at", "5:10"])
        #expect(bad.status == 64 && bad.stdout.isEmpty)
        #expect(
            bad.errorLines.first?.hasPrefix("beeptest: cues: --stop-at: pass score '5:10': level 5 has 9 shuttles")
                == true)
    }

    /// A headless run of Ann and Bob on a quick level-shuttle profile stopped at 2:2, no marks; its
    /// results log and the environment that finds the profile.
    static func quickRunStoppedAt22(in folder: TemporaryFolder) throws -> (
        results: String, environment: [String: String]
    ) {
        let profiles = folder.file("config/beeptest/profiles")
        try FileManager.default.createDirectory(atPath: profiles, withIntermediateDirectories: true)
        // Level 1 is 3 shuttles of 1 s, level 2 4 shuttles of 1 s: 2.2 ends at 5 s.
        try """
        {"format": 1, "name": "Quick shuttles", "distance_m": 20, "countdown_s": 0, "score": "level-shuttle",
         "stop_rule": {"misses": 2, "consecutive": true},
         "levels": [{"shuttle_s": 1, "shuttles": 3}, {"shuttle_s": 1, "shuttles": 4}]}
        """.write(toFile: profiles + "/quick-shuttles.json", atomically: false, encoding: .utf8)
        let environment = ["XDG_CONFIG_HOME": folder.file("config")]
        let results = folder.file("run.jsonl")
        let noMarks = try folder.write("", to: "marks.txt")
        let run = try BinaryRunner.run(
            [
                "run", "quick-shuttles", "--silent", "--headless", "--stop-at", "2:2", "--athletes", "Ann,Bob",
                "--marks", noMarks, "--results", results,
            ], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        return (results, environment)
    }

    @Test("--stop-at 2:2 is logged as 2.2; results --pass 2/4 leaves whoever was still running not judged, the out no")
    func notJudgedAboveTheStop() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (results, environment) = try Self.quickRunStoppedAt22(in: folder)
        let start = try #require(
            try JSONSerialization.jsonObject(
                with: Data((try String(contentsOfFile: results, encoding: .utf8)).prefix { $0 != "\n" }.utf8))
                as? [String: Any])
        #expect(start["stop_at"] as? String == "2.2")
        // Ann missed 1.2 and 1.3: out at 1.1, before the stop.
        try ResultsCommandTests.insert(
            [
                #"{"event":"warning","athlete":"Ann","key":1,"level":"1","bout":1,"shuttle":2,"misses":1}"#,
                #"{"event":"out","athlete":"Ann","key":1,"level":"1","bout":1,"shuttle":3,"misses":2}"#,
            ], at: 1, into: results)
        let table = try BinaryRunner.run(["results", results, "--pass", "2/4"], environment: environment)
        #expect(table.status == 0, "\(table.stderr)")
        let lines = table.stdout.split(separator: "\n").map(String.init)
        let ann = try #require(lines.first { $0.contains("Ann") })
        let bob = try #require(lines.first { $0.contains("Bob") })
        #expect(ann.contains(" no "))
        #expect(bob.contains("completed") && bob.hasSuffix("pass: not judged (the test stopped at 2.2)"))
        #expect(table.stdout.contains("pass: 2.4, pass score given for quick-shuttles"))
        func rows(pass: String) throws -> [[String: Any]] {
            let json = try BinaryRunner.run(
                ["results", results, "--pass", pass, "--format", "json"], environment: environment)
            #expect(json.status == 0, "\(json.stderr)")
            return try #require((try json.json() as? [String: Any])?["athletes"] as? [[String: Any]])
        }
        let above = try rows(pass: "2/4")
        #expect(above.map { $0["athlete"] as? String } == ["Ann", "Bob"])
        #expect(above[0]["pass"] as? Bool == false && above[1]["pass"] is NSNull)
        #expect(above[1]["pass_note"] as? String == "not judged (the test stopped at 2.2)")
        // At the stop the verdicts stand: Bob reached 2.2, typed 2:2.
        #expect(try rows(pass: "2:2").map { $0["pass"] as? Bool } == [false, true])
    }

    @Test("a runner still in at the stop who missed its final line is judged on the line before, and told so")
    func missedFinalLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (results, environment) = try Self.quickRunStoppedAt22(in: folder)
        // Bob missed 2.2, the final line: a warning, not yet out (two consecutive misses end it).
        try ResultsCommandTests.insert(
            [#"{"event":"warning","athlete":"Bob","key":2,"level":"2","bout":1,"shuttle":2,"misses":1}"#],
            at: 1, into: results)
        let json = try BinaryRunner.run(
            ["results", results, "--pass", "2:2", "--format", "json"], environment: environment)
        let rows = try #require((try json.json() as? [String: Any])?["athletes"] as? [[String: Any]])
        // The status keeps its value; the score and the verdict are what is judged.
        #expect(rows.map { $0["status"] as? String } == ["completed", "completed"])
        #expect(rows.map { $0["score"] as? String } == ["2.2", "2.1"])
        #expect(rows.map { $0["pass"] as? Bool } == [true, false])
        let table = try BinaryRunner.run(["results", results, "--pass", "2:2"], environment: environment)
        let bob = try #require(table.stdout.split(separator: "\n").first { $0.contains("Bob") })
        #expect(bob.contains("in at the stop, final line missed: judged on 2.1"), "\(table.stdout)")
        let ann = try #require(table.stdout.split(separator: "\n").first { $0.contains("Ann") })
        #expect(!ann.contains("final line missed"))
    }
}
