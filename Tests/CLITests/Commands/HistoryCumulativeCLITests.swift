import BeepTestTestSupport
import Foundation
import Testing

/// `beeptest history` over a season entered from paper: a change that builds up in steps each
/// within the test's noise is told, with its own verdict, in every format and in the report.
@Suite("history: the change since the first test")
struct HistoryCumulativeCLITests {
    /// A Yo-Yo IR1 season of one adult man, entered with `beeptest enter`: 1880, 1800, 1600 and
    /// 1480 m (18.4, 18.2, 17.5, 17.2), four weeks apart. Each step is within the adult figure's
    /// 13.6 % (Krustrup et al. 2003), the season's -400 m (-21 %) is far past 13.6 % of 1880 m.
    static func season(in folder: TemporaryFolder) throws -> [String] {
        let environment = EnterCommandTests.environment(folder)
        let roster = try folder.write("bib,name,sex,birth date\n1,Ann,M,2000-03-01\n", to: "team.csv")
        var logs: [String] = []
        let tests = [("2026-09-07", "18.4"), ("2026-10-05", "18.2"), ("2026-11-02", "17.5"), ("2026-11-30", "17.2")]
        for (index, (day, score)) in tests.enumerated() {
            let scores = try folder.write("1 \(score)\n", to: "scores\(index).txt")
            let log = folder.file("\(day).jsonl")
            let entered = try BinaryRunner.run(
                ["enter", "yoyo-ir1", "--roster", roster, "--scores", scores, "--date", day, "--results", log],
                environment: environment)
            #expect(entered.status == 0, "\(entered.stderr)")
            logs.append(log)
        }
        return logs
    }

    @Test("JSON and CSV: steps within noise, the change since the first beyond it, with its baseline")
    func jsonAndCSV() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let logs = try Self.season(in: folder)
        let json = try BinaryRunner.run(["history"] + logs + ["--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        let athletes = try #require(try json.json() as? [[String: Any]])
        let tests = try #require(athletes.first?["tests"] as? [[String: Any]])
        #expect(tests.map { $0["change"] as? Double } == [nil, -80, -200, -120])
        #expect(tests.map { $0["within_noise"] as? Bool } == [nil, true, true, true])
        #expect(tests.map { $0["cumulative_change"] as? Double } == [nil, -80, -280, -400])
        #expect(tests.map { $0["cumulative_change_percent"] as? Double } == [nil, -4.3, -14.9, -21.3])
        // 13.6 % of 1880 m is 255.7 m: -80 is within it, -280 and -400 are not.
        #expect(tests.map { $0["cumulative_within_noise"] as? Bool } == [nil, true, false, false])
        #expect(tests.last?["baseline_date"] as? String == "2026-09-07T12:00:00+0000")
        let csv = try BinaryRunner.run(["history"] + logs + ["--format", "csv"])
        let lines = csv.stdout.split(separator: "\n").map(String.init)
        // The new columns come after the old ones, which keep their places (the last two are the
        // population notes, empty for an adult man on the IR1).
        #expect(
            lines.first?.contains(
                ",noise,status,cumulative_change,cumulative_change_percent,cumulative_within_noise,baseline_date,")
                == true)
        #expect(lines.last?.hasSuffix(",out,-400,-21.3,false,2026-09-07T12:00:00+0000,,") == true, "\(csv.stdout)")
    }

    @Test("the table says the change since the first with its verdict and what beyond noise means")
    func table() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let logs = try Self.season(in: folder)
        let table = try BinaryRunner.run(["history"] + logs)
        #expect(table.status == 0, "\(table.stderr)")
        let lines = table.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("SINCE FIRST") })
        let last = try #require(lines.first { $0.hasPrefix("2026-11-30") })
        #expect(last.contains("-120 m (within noise)") && last.contains("-400 m, -21 % (beyond noise)"), "\(last)")
        let second = try #require(lines.first { $0.hasPrefix("2026-10-05") })
        #expect(second.contains("-80 m, -4 % (within noise)"), "\(second)")
        #expect(lines.contains("beyond noise: a change as large as that minimal detectable change or larger"))
    }

    @Test("--since: the baseline is the first test on or after the day; a bad day is a usage error")
    func since() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let logs = try Self.season(in: folder)
        let json = try BinaryRunner.run(["history"] + logs + ["--since", "2026-10-01", "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        let athletes = try #require(try json.json() as? [[String: Any]])
        let tests = try #require(athletes.first?["tests"] as? [[String: Any]])
        // From 1800 m: -200 m is within 13.6 % (244.8 m), -320 m is past it.
        #expect(tests.map { $0["cumulative_change"] as? Double } == [nil, nil, -200, -320])
        #expect(tests.map { $0["cumulative_within_noise"] as? Bool } == [nil, nil, true, false])
        #expect(tests.last?["baseline_date"] as? String == "2026-10-05T12:00:00+0000")
        #expect(tests.first?["change"] == nil || tests.first?["change"] is NSNull, "the steps are unchanged")
        let table = try BinaryRunner.run(["history"] + logs + ["--since", "2026-10-01"])
        #expect(table.stdout.contains("SINCE 2026-10-01"))
        let bad = try BinaryRunner.run(["history"] + logs + ["--since", "2026-13-01"])
        #expect(
            bad.status == 64 && bad.errorLines.first?.contains("--since: not a date YYYY-MM-DD: 2026-13-01") == true)
    }

    @Test("xlsx has the change since the baseline as numbers; the report notes it under the line")
    func xlsxAndReport() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let logs = try Self.season(in: folder)
        let out = folder.file("season.xlsx")
        let sheet = try BinaryRunner.run(["history"] + logs + ["--format", "xlsx", "-o", out])
        #expect(sheet.status == 0, "\(sheet.stderr)")
        let (_, rows) = try SpreadsheetCLITests.rows(try SpreadsheetCLITests.read(out), sheet: "History")
        #expect(rows.last?["Change since baseline"]?[1] as? Double == -400)
        let percent = try #require(rows.last?["Change since baseline, %"]?[1] as? Double)
        #expect(abs(percent + 400.0 / 1880 * 100) < 1e-9, "the number whole, shown with one decimal")
        #expect(rows.last?["Since baseline within noise"]?[1] as? String == "no")
        #expect(rows.last?["Baseline date"]?[0] as? String == "datetime")
        let page = folder.file("season.html")
        let report = try BinaryRunner.run(["report"] + logs + ["-o", page])
        #expect(report.status == 0, "\(report.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("since the first: -400 m, -21 % (beyond noise)"), "the class table's line has its note")
        let pages = folder.file("athletes.html")
        let perAthlete = try BinaryRunner.run(["report"] + logs + ["-o", pages, "--per-athlete"])
        #expect(perAthlete.status == 0, "\(perAthlete.stderr)")
        let athletePage = try String(contentsOfFile: pages, encoding: .utf8)
        #expect(athletePage.contains("Change since the first"), "the athlete's page says it beside the last step")
        #expect(athletePage.contains("-400 m, -21 % (beyond noise)"))
    }
}
