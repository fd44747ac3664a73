import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

/// The end of a test is not the end of the run (README: The live view): marks typed after the last cue
/// count for the last line, and a withdrawal scores the last line made on time.
@Suite("beeptest run: the last line and withdrawals")
struct LastLineCLITests {
    /// A recruit's run, police 15 m from level 5 stopped at the 5.4 standard: four shuttles of
    /// 5.43 s, the end cue at 21.72 s.
    static let policeRun = [
        "run", "police-15m", "--silent", "--headless", "--events", "text", "--countdown", "0", "--start-level", "5",
        "--stop-at", "5.4", "--athletes", "Ann,Bob,Cy,Di", "--marks", "-",
    ]

    @Test(
        "headless --stop-at 5.4: marks after the end cue count for 5.4, a withdrawal and its undo, no PASS for a miss")
    func headlessStopAt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let results = folder.file("run.jsonl")
        let run = try RunningBinary(Self.policeRun + ["--results", results], in: folder.path)
        // A text event line per cue: "…  shuttle  level 5  shuttle 2" begins 5.2, so 5.1 has ended.
        func heard(_ count: Int) -> Bool {
            run.waitForOutput { $0.split(separator: "\n").count >= count }
        }
        #expect(heard(2))  // 5.1 ended
        run.send("w 3")
        run.send("u 3")
        #expect(heard(3))  // 5.2 ended: Ann missed it; Di stops running during 5.3
        run.send("1")
        run.send("w 4")
        #expect(heard(4))  // 5.3 ended: Ann missed it too
        run.send("1")
        #expect(run.wait { $0.contains("the test is over: marks for the last line") })
        usleep(300_000)
        run.send("1")  // Ann's third miss, 0.3 s after the end cue: out at 5.4
        usleep(200_000)
        run.send("2")  // Bob missed only 5.4: not reached
        #expect(run.wait(seconds: 15) { $0.contains("finished at") }, "\(run.stderr)")
        let status = run.finish()
        #expect(status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("marks 'w 4': Di: withdrew during level 5 shuttle 3, score 5.2"), "\(run.stderr)")
        #expect(run.stderr.contains("marks 'u 3': undone: Cy's withdrawal"), "\(run.stderr)")
        #expect(run.stderr.contains("marks '1': Ann: out at level 5 shuttle 4, score 5.1"), "\(run.stderr)")

        let read = try BinaryRunner.run(["results", results, "--format", "json"])
        #expect(read.status == 0, "\(read.stderr)")
        let object = try #require(try read.json() as? [String: Any])
        let rows = try #require(object["athletes"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: rows.map { ($0["athlete"] as? String ?? "", $0) })
        #expect(byName["Ann"]?["status"] as? String == "out" && byName["Ann"]?["score"] as? String == "5.1")
        #expect(byName["Bob"]?["status"] as? String == "completed" && byName["Bob"]?["score"] as? String == "5.3")
        #expect(byName["Cy"]?["status"] as? String == "completed" && byName["Cy"]?["score"] as? String == "5.4")
        #expect(byName["Di"]?["status"] as? String == "withdrew" && byName["Di"]?["score"] as? String == "5.2")
        // Only Cy reached the standard.
        let passed = rows.filter { ($0["pass"] as? Bool) == true }.compactMap { $0["athlete"] as? String }
        #expect(passed == ["Cy"], "\(rows)")
        let log = try String(contentsOfFile: results, encoding: .utf8)
        #expect(log.contains(#""event":"withdraw","athlete":"Di""#) && log.contains(#""undone":"withdraw""#))
    }

    @Test("headless: the marks input ending closes the last line at once")
    func inputEndsFirst() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try RunningBinary(
            Self.policeRun.map { $0 == "5.4" ? "5.1" : $0 } + ["--results", folder.file("run.jsonl")], in: folder.path)
        #expect(run.wait { $0.contains("the test is over") })
        run.send("2")
        let status = run.finish(seconds: 3)
        #expect(status == 0 && run.stderr.contains("marks '2': Bob: warning at level 5 shuttle 1"), "\(run.stderr)")
    }

    @Test(
        "the view stays on a test-over screen: a key typed after the end cue marks 5.4, Enter finishes; w 1 withdraws")
    func viewLastLine() throws {
        let pane = try TmuxPane(
            [
                "run", "police-15m", "--silent", "--countdown", "0", "--start-level", "5", "--stop-at", "5.4",
                "--athletes", "Ann,Bob", "--results", "run.jsonl",
            ], columns: 100, rows: 30)
        func shows(_ text: String) -> Bool { pane.screen().contains { $0.contains(text) } }
        #expect(pane.wait { (pane.statusLine()?.seconds ?? -1) >= 6 }, "\(pane.screen())")
        try pane.type("w")
        #expect(pane.wait { shows("Bibs: w_") }, "\(pane.screen())")
        try pane.type("1")
        try pane.press("Enter")
        #expect(pane.wait { shows("Ann: withdrew during level 5 shuttle 2, score 5.1") }, "\(pane.screen())")
        #expect(pane.wait { shows("TEST OVER: who missed the last line?") }, "\(pane.screen())")
        usleep(500_000)
        #expect(pane.exitStatus == nil, "the view closed at the end cue")
        try pane.type("2")
        #expect(pane.wait { shows("2 Bob warned 1/3") }, "\(pane.screen())")
        try pane.press("Enter")
        #expect(pane.wait { pane.exitStatus != nil })
        #expect(pane.exitStatus == 0, "\(pane.standardError)")

        let log = try String(contentsOf: pane.folder.appendingPathComponent("run.jsonl"), encoding: .utf8)
        let events = try log.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(events.map { $0["event"] as? String ?? "" } == ["start", "withdraw", "warning", "finish"], "\(log)")
        let finish = try #require(events.last)
        #expect(finish["completed"] as? Bool == true)
        let rows = try #require(finish["results"] as? [[String: Any]])
        #expect(rows.map { $0["status"] as? String ?? "" } == ["withdrew", "completed"], "\(rows)")
        #expect(rows.map { $0["score"] as? String ?? "" } == ["5.1", "5.3"], "\(rows)")
    }

    /// Two 5 s stages at 18 and 18.5 km/h: the table ends on the clock at 10 s, part way along the
    /// third shuttle, so its last line is the second shuttle's, at 8 s (level 1 shuttle 2).
    static let shortStages = """
        {"format": 1, "id": "short-stages", "name": "Short stages", "distance_m": 20,
         "levels": [{"label": "1", "speed_kmh": 18, "duration_s": 5}, {"label": "2", "speed_kmh": 18.5, "duration_s": 5}]}
        """

    /// The results of `log`'s finish line: each athlete's status and score, in roster order.
    static func finishRows(_ log: String) throws -> [String] {
        let lastLine = Data(String(log.split(separator: "\n").last ?? "").utf8)
        let finish = try #require(try JSONSerialization.jsonObject(with: lastLine) as? [String: Any])
        #expect(finish["event"] as? String == "finish" && finish["completed"] as? Bool == true, "\(finish)")
        let rows = try #require(finish["results"] as? [[String: Any]])
        return rows.map { "\($0["status"] as? String ?? "") \($0["score"] as? String ?? "")" }
    }

    @Test("the view at the table's end (not at a line): a key on the test-over screen marks the last line, answered")
    func viewTableEnd() throws {
        let pane = try TmuxPane(
            [
                "run", "stages.json", "--silent", "--countdown", "0", "--athletes", "Ann,Bob", "--results",
                "run.jsonl",
            ], files: ["stages.json": Self.shortStages], columns: 100, rows: 30)
        func shows(_ text: String) -> Bool { pane.screen().contains { $0.contains(text) } }
        #expect(pane.wait { shows("TEST OVER: who missed the last line?") }, "\(pane.screen())")
        try pane.type("2")
        #expect(pane.wait { shows("Bob: warning at level 1 shuttle 2") }, "\(pane.screen())")
        #expect(pane.wait { shows("2 Bob warned 1/2") }, "\(pane.screen())")
        try pane.press("Enter")
        #expect(pane.wait { pane.exitStatus != nil })
        #expect(pane.exitStatus == 0, "\(pane.standardError)")
        let log = try String(contentsOf: pane.folder.appendingPathComponent("run.jsonl"), encoding: .utf8)
        #expect(log.contains(#""event":"warning","athlete":"Bob""#), "\(log)")
        // Bob missed the last line (1.2): he did not reach it, so his score is the line before.
        #expect(try Self.finishRows(log) == ["completed 1.2", "completed 1.1"], "\(log)")
    }

    @Test("headless at the table's end: a mark after the end cue counts for the last line, as with --stop-at")
    func headlessTableEnd() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.shortStages.write(toFile: folder.file("stages.json"), atomically: true, encoding: .utf8)
        let results = folder.file("run.jsonl")
        let run = try RunningBinary(
            [
                "run", "stages.json", "--silent", "--headless", "--countdown", "0", "--athletes", "Ann,Bob",
                "--marks", "-", "--results", results,
            ], in: folder.path)
        #expect(run.wait(seconds: 20) { $0.contains("the test is over: marks for the last line") }, "\(run.stderr)")
        run.send("2")
        #expect(run.wait(seconds: 15) { $0.contains("finished at") }, "\(run.stderr)")
        #expect(run.finish() == 0, "\(run.stderr)")
        #expect(run.stderr.contains("marks '2': Bob: warning at level 1 shuttle 2"), "\(run.stderr)")
        let log = try String(contentsOfFile: results, encoding: .utf8)
        #expect(try Self.finishRows(log) == ["completed 1.2", "completed 1.1"], "\(log)")
    }

    @Test("headless: a class that runs out ends at the next cue, said first; an undo before it keeps it going")
    func classRunsOut() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let results = folder.file("run.jsonl")
        let run = try RunningBinary(
            [
                "run", "police-15m", "--silent", "--headless", "--events", "text", "--countdown", "0", "--start-level",
                "5", "--athletes", "Ann,Bob", "--marks", "-", "--results", results,
            ], in: folder.path)
        #expect(run.waitForOutput { !$0.isEmpty })
        run.send("w 1 2")  // both stop during 5.1 (scored 4.8, the end of level 4): nobody runs
        run.send("u 2")  // Bob goes on
        #expect(run.waitForOutput { $0.split(separator: "\n").count >= 2 })  // 5.1 ended at 5.43 s
        #expect(run.stderr.contains("everyone is out: the test ends at the next cue"), "\(run.stderr)")
        run.send("w 2")
        #expect(run.wait(seconds: 20) { $0.contains("finished at") }, "\(run.stderr)")
        #expect(run.finish() == 0, "\(run.stderr)")
        #expect(run.stderr.contains("everyone is out: the test ended at 00:10.86"), "\(run.stderr)")
        #expect(run.stderr.contains("; ended at 00:10, after level 5 shuttle "), "\(run.stderr)")
        #expect(run.stderr.contains(": everyone was out\n") && !run.stderr.contains("before the end"))
        // The events say it too, after the cue it ends at.
        let events = run.stdout.split(separator: "\n").suffix(2).map(String.init)
        #expect(events.count == 2 && events[1].hasSuffix("  everyone out") && events[1].hasPrefix("00:10.8"))
        #expect(events.first.map { $0.prefix(9) == events[1].prefix(9) && $0.contains("level") } == true, "\(events)")
        let log = try String(contentsOfFile: results, encoding: .utf8).split(separator: "\n")
        let lastLine = Data(String(log.last ?? "").utf8)
        let finish = try #require(try JSONSerialization.jsonObject(with: lastLine) as? [String: Any])
        let t = finish["t"] as? Double ?? 0
        #expect(finish["completed"] as? Bool == false && abs(t - 10.86) < 0.2, "\(finish)")
        #expect(finish["everyone_out"] as? Bool == true, "\(finish)")
        let read = try BinaryRunner.run(["results", results])
        #expect(read.stdout.contains("; ended at 00:10, after level 5 shuttle "), "\(read.stdout)")
        #expect(read.stdout.contains(": everyone was out\n"), "\(read.stdout)")
        let rows = try #require(finish["results"] as? [[String: Any]])
        #expect(rows.map { $0["status"] as? String ?? "" } == ["withdrew", "withdrew"], "\(rows)")
        #expect(rows.map { $0["score"] as? String ?? "" } == ["4.8", "5.1"], "\(rows)")
    }

    @Test("the view: both athletes withdraw, it says the test ends at the next cue, and it ends there")
    func viewRunsOut() throws {
        let pane = try TmuxPane(
            [
                "run", "police-15m", "--silent", "--countdown", "0", "--start-level", "5", "--athletes", "Ann,Bob",
                "--results", "run.jsonl",
            ], columns: 120, rows: 30)
        func shows(_ text: String) -> Bool { pane.screen().contains { $0.contains(text) } }
        #expect(pane.wait { (pane.statusLine()?.seconds ?? -1) >= 6 }, "\(pane.screen())")
        try pane.type("w1 2")
        try pane.press("Enter")
        #expect(pane.wait { shows("everyone is out: the test ends at the next cue") }, "\(pane.screen())")
        #expect(pane.wait { pane.exitStatus != nil }, "\(pane.screen())")
        #expect(pane.exitStatus == 0, "\(pane.standardError)")
        let log = try String(contentsOf: pane.folder.appendingPathComponent("run.jsonl"), encoding: .utf8)
        let lastLine = Data(String(log.split(separator: "\n").last ?? "").utf8)
        let finish = try #require(try JSONSerialization.jsonObject(with: lastLine) as? [String: Any])
        let t = finish["t"] as? Double ?? 0
        #expect(finish["completed"] as? Bool == false && abs(t - 10.86) < 0.3, "\(finish)")
        // The closing summary and the table's heading say why it ended, not that it was stopped.
        let words = pane.screen().joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(words.contains("Ended UK Police 15 m") && words.contains(", with everyone out: "), "\(words)")
        #expect(words.contains(": everyone was out") && !words.contains("before the end"), "\(words)")
    }
}
