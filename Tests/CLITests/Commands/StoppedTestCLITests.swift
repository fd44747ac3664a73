import BeepTestTestSupport
import Foundation
import Testing

/// A test stopped before its end (Ctrl-C in the gym): whoever was still running has a score that
/// is a floor, and a zone only where that floor already decides it. Every output of the log (the
/// table, CSV, JSON, the FitnessGram export, history and the report) says the same, as they do
/// for a test run to its end.
@Suite("beeptest run stopped by Ctrl-C: every output agrees")
struct StoppedTestCLITests {
    /// A laps test scored as the PACER is (FitnessGram's equation on 20 m laps), 40 laps of 1 s,
    /// in the user's profile folder under `folder` so that every command finds it by id.
    static func profile(in folder: TemporaryFolder) throws -> [String: String] {
        try StopAtCLITests.userProfile(
            "long-laps", name: "Long laps", levels: #"[{"shuttle_s": 1, "shuttles": 40}]"#, in: folder
        ).merging(["XDG_DATA_HOME": folder.file("data")]) { $1 }
    }

    /// Girls of 10 reach the HFZ at 17 laps, boys of 17 at 50 (standards.md 1.4); Cy goes out
    /// early. At 20 laps Ann is above her target, Bob below his.
    static let roster = "name,sex,age\nAnn,F,10\nBob,M,17\nCy,M,12\n"

    /// Runs the class headless, Cy marked twice in the first laps; SIGINT once `laps` laps are
    /// heard, or (nil) the run goes on to `--stop-at 20`. The results log's path.
    static func run(
        in folder: TemporaryFolder, environment: [String: String], stopAfter laps: Int?, name: String
    ) throws -> String {
        let roster = try folder.write(Self.roster, to: "class.csv")
        let results = folder.file(name)
        let stopAt = laps == nil ? ["--stop-at", "20"] : []
        let run = try RunningBinary(
            [
                "run", "long-laps", "--silent", "--headless", "--events", "jsonl", "--roster", roster, "--marks",
                "-", "--results", results,
            ] + stopAt, in: folder.path, environment: environment)
        // Each wait has a deadline: a run that stops playing fails the test instead of hanging it.
        func hear(_ lines: Int) throws {
            let heard = run.waitForOutput(seconds: 60) { $0.split(separator: "\n").count >= lines }
            if !heard {
                run.signal(SIGKILL)  // leave no run behind
                _ = run.finish(seconds: 5)
            }
            try #require(heard, "fewer than \(lines) events within 60 s: \(run.stdout)\n\(run.stderr)")
        }
        for lap in [2, 4] {
            try hear(lap)
            usleep(300_000)  // well inside the lap after the cue
            run.send("3")
        }
        if let laps {
            try hear(laps + 1)
            usleep(300_000)
            run.signal(SIGINT)
            #expect(run.finish() == 130, "\(run.stderr)")
        } else {
            // The marks input stays open to the end: closed before, nobody could be marked after.
            #expect(run.wait(seconds: 60) { $0.contains("finished at") }, "\(run.stderr)")
            #expect(run.finish() == 0, "\(run.stderr)")
        }
        return results
    }

    /// The JSON rows of `results` for `log`, by athlete name.
    static func rows(_ log: String, _ environment: [String: String]) throws -> [String: [String: Any]] {
        let read = try BinaryRunner.run(["results", log, "--format", "json"], environment: environment)
        #expect(read.status == 0, "\(read.stderr)")
        let rows = try #require((try read.json() as? [String: Any])?["athletes"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: rows.map { ($0["athlete"] as? String ?? "", $0) })
    }

    @Test("Ctrl-C at 20 laps: Ann (above her target) HFZ, Bob (below his) no zone, in every output")
    func stoppedClass() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = try Self.profile(in: folder)
        let log = try Self.run(in: folder, environment: environment, stopAfter: 20, name: "stopped.jsonl")
        let rows = try Self.rows(log, environment)
        let ann = try #require(rows["Ann"])
        let bob = try #require(rows["Bob"])
        let cy = try #require(rows["Cy"])
        let annLaps = try #require(Int(ann["score"] as? String ?? ""))
        let bobLaps = try #require(Int(bob["score"] as? String ?? ""))
        #expect(annLaps >= 19 && annLaps < 50 && bobLaps == annLaps)
        #expect(ann["status"] as? String == "stopped" && bob["status"] as? String == "stopped")
        #expect(ann["zone"] as? String == "HFZ")
        #expect(bob["zone"] is NSNull && (bob["zone_note"] as? String)?.contains("the test stopped first") == true)
        #expect(bob["hfz_laps"] as? Int == 50)
        // Cy went out at his second miss: a result like any, NI-HR at 3 laps at 12.
        #expect(cy["status"] as? String == "out" && cy["zone"] as? String == "NI-HR")

        // The table: floors, the zones as JSON has them, where it stopped.
        let table = try BinaryRunner.run(["results", log], environment: environment)
        #expect(table.status == 0)
        #expect(table.stdout.contains("stopped at 00:2"), "\(table.stdout)")
        #expect(table.stdout.contains(", after level 1 shuttle \(annLaps)"))
        let tableRows = table.stdout.split(separator: "\n").map(String.init)
        let annRow = try #require(tableRows.first { $0.contains("Ann ") })
        let bobRow = try #require(tableRows.first { $0.contains("Bob ") })
        #expect(annRow.contains("stopped") && annRow.contains("at least \(annLaps) laps") && annRow.contains("HFZ"))
        #expect(bobRow.contains("at least \(bobLaps) laps") && !bobRow.contains("NI"))
        #expect(bobRow.contains("zone: the test stopped first"))

        // CSV: the same statuses and zones in their columns.
        let csv = try BinaryRunner.run(["results", log, "--format", "csv"], environment: environment)
        let lines = csv.stdout.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let header = try #require(lines.first)
        let status = try #require(header.firstIndex(of: "status"))
        let zone = try #require(header.firstIndex(of: "zone"))
        let byName = Dictionary(uniqueKeysWithValues: lines.dropFirst().map { (String($0[3]), $0) })
        #expect(byName["Ann"]?[status] == "stopped" && byName["Ann"]?[zone] == "HFZ")
        #expect(byName["Bob"]?[status] == "stopped" && byName["Bob"]?[zone] == "")
        #expect(byName["Cy"]?[status] == "out" && byName["Cy"]?[zone] == "NI-HR")

        // FitnessGram: only Cy's result; Ann and Bob named on stderr, the export still made (0).
        let fitnessgram = try BinaryRunner.run(["results", log, "--format", "fitnessgram"], environment: environment)
        #expect(fitnessgram.status == 0, "\(fitnessgram.stderr)")
        #expect(fitnessgram.stdout.split(separator: "\n").count == 2)
        #expect(fitnessgram.stdout.contains("Cy,,") && !fitnessgram.stdout.contains("Ann"))
        #expect(fitnessgram.stderr.contains("Ann (bib 1, at least \(annLaps) laps) left out"))
        #expect(fitnessgram.stderr.contains("Bob (bib 2, at least \(bobLaps) laps) left out"))

        // History: the same zones and the floor.
        let history = try BinaryRunner.run(["history", log, "--format", "json"], environment: environment)
        #expect(history.status == 0, "\(history.stderr)")
        let athletes = try #require(try history.json() as? [[String: Any]])
        func test(_ name: String) -> [String: Any]? {
            (athletes.first { $0["athlete"] as? String == name }?["tests"] as? [[String: Any]])?.first
        }
        #expect(test("Ann")?["zone"] as? String == "HFZ" && test("Ann")?["status"] as? String == "stopped")
        #expect(test("Bob")?["zone"] is NSNull && test("Cy")?["zone"] as? String == "NI-HR")
        let historyTable = try BinaryRunner.run(["history", log], environment: environment)
        #expect(historyTable.stdout.contains("at least \(annLaps) laps"))
        #expect(historyTable.stdout.contains("the test stopped first: a floor"))

        // The report: the status column, the floors and where the test was stopped.
        let page = folder.file("report.html")
        let report = try BinaryRunner.run(["report", log, "-o", page], environment: environment)
        #expect(report.status == 0, "\(report.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("Status") && html.contains("at least \(annLaps) laps"))
        // The class's mean counts floors, so it is a floor too.
        #expect(html.contains("mean score at least "), "the summary's mean")
        #expect(
            html.contains("after level 1 shuttle \(annLaps), before the test&#39;s end")
                || html.contains(
                    "after level 1 shuttle \(annLaps), before the test's end")
        )
        #expect(!html.contains("NI-HR</td>") || html.components(separatedBy: "NI-HR").count == 2)
    }

    @Test("the same class run to the end (--stop-at 20): completed, and every output gives each a zone")
    func completedClass() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = try Self.profile(in: folder)
        let log = try Self.run(in: folder, environment: environment, stopAfter: nil, name: "completed.jsonl")
        let rows = try Self.rows(log, environment)
        #expect(rows["Ann"]?["status"] as? String == "completed" && rows["Ann"]?["zone"] as? String == "HFZ")
        #expect(rows["Bob"]?["status"] as? String == "completed" && rows["Bob"]?["zone"] as? String == "NI-HR")
        let fitnessgram = try BinaryRunner.run(["results", log, "--format", "fitnessgram"], environment: environment)
        #expect(fitnessgram.status == 0 && fitnessgram.stderr.isEmpty, "\(fitnessgram.stderr)")
        #expect(fitnessgram.stdout.split(separator: "\n").count == 4)
        #expect(fitnessgram.stdout.contains("Ann,,F,,") && fitnessgram.stdout.contains(",20\n"))
        let table = try BinaryRunner.run(["results", log], environment: environment)
        #expect(!table.stdout.contains("at least"))
        let history = try BinaryRunner.run(["history", log, "--format", "json"], environment: environment)
        let athletes = try #require(try history.json() as? [[String: Any]])
        let bob = (athletes.first { $0["athlete"] as? String == "Bob" }?["tests"] as? [[String: Any]])?.first
        #expect(bob?["zone"] as? String == "NI-HR" && bob?["status"] as? String == "completed")
    }
}
