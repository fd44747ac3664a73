import BeepTestTestSupport
import Foundation
import Testing

/// `beeptest enter`: a test run on paper becomes a results log that `results`, `history` and
/// `report` read like a timed one; a sheet with a mistake writes nothing.
@Suite("beeptest enter")
struct EnterCommandTests {
    static let roster = "bib,name,sex,birth date\n4,Ann,F,2014-03-01\n7,Bob,M,2011-06-15\n9,Cy,M,2012-01-10\n"

    /// The environment of a test in `folder`: no user profiles, results under the folder.
    static func environment(_ folder: TemporaryFolder) -> [String: String] {
        ["XDG_CONFIG_HOME": folder.file("config"), "XDG_DATA_HOME": folder.file("data")]
    }

    @Test(
        "Léger from paper: a live run's 5.9, a stage alone (6) from the one-box-per-stage sheet, a locale's date",
        arguments: [
            ("es", "06/11/2026", "2026-11-06"), ("fr", "6.11.2026", "2026-11-06"), ("en", "2026-11-06", "2026-11-06"),
        ])
    func legerOnPaper(language: String, date: String, day: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var environment = Self.environment(folder)
        if let locale = TestLocales.all.first(where: { $0.code == language }) {
            environment.merge(try TestLocales.environment(locale)) { _, new in new }
        }
        let roster = try folder.write("Nº;Alumno/a\n3;Ana\n7;Juan\n", to: "clase.csv")
        let log = folder.file("leger.jsonl")
        let entered = try BinaryRunner.run(
            ["enter", "leger-1988", "--roster", roster, "--date", date, "--results", log],
            environment: environment, input: Data("3 5.9\n7 6\n".utf8))
        #expect(entered.status == 0, "\(entered.stderr)")
        let read = try BinaryRunner.run(["results", log, "--format", "json"], environment: environment)
        let object = try #require(try read.json() as? [String: Any])
        // A paper test has a day, never a time.
        #expect(object["date"] as? String == day, "\(object)")
        let rows = try #require(object["athletes"] as? [[String: Any]])
        #expect(rows.map { $0["score"] as? String } == ["5.9", "6.9"], "\(rows)")
        #expect(rows.map { $0["bib"] as? Int } == [3, 7])
        let table = try BinaryRunner.run(["results", log], environment: environment)
        #expect(table.stdout.contains(day) && !table.stdout.contains("12:00"), "\(table.stdout)")
    }

    @Test("--date in the other order, or not a day: one line, exit 64; --date-order mdy reads the US order")
    func dateOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = Self.environment(folder)
        let roster = try folder.write(Self.roster, to: "class.csv")
        let bad = try BinaryRunner.run(
            ["enter", "msft-20m", "--roster", roster, "--date", "11/31/2026", "--results", folder.file("a.jsonl")],
            environment: environment, input: Data("4 5.4\n".utf8))
        #expect(bad.status == 64 && bad.errorLines.count == 1, "\(bad.stderr)")
        #expect(bad.stderr.contains("--date: not a date YYYY-MM-DD or DD/MM/YYYY: 11/31/2026"), "\(bad.stderr)")
        let log = folder.file("b.jsonl")
        let us = try BinaryRunner.run(
            ["enter", "msft-20m", "--roster", roster, "--date", "11/30/2026", "--date-order", "mdy", "--results", log],
            environment: environment, input: Data("4 5.4\n".utf8))
        #expect(us.status == 0 && us.stdout.contains("msft-20m on 2026-11-30"), "\(us.stdout)\(us.stderr)")
    }

    @Test("scores from a Windows editor (CRLF lines) read as any others; a withdrawal is not judged a stop")
    func windowsLines() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = Self.environment(folder)
        let roster = try folder.write(Self.roster, to: "class.csv")
        let scores = try folder.write("# police\r\n4 5.4\r\n7 w 5.1\r\n9 5:2\r\n", to: "scores.txt")
        let log = folder.file("police.jsonl")
        let entered = try BinaryRunner.run(
            ["enter", "police-15m", "--roster", roster, "--scores", scores, "--date", "2026-11-20", "--results", log],
            environment: environment)
        #expect(entered.status == 0, "\(entered.stderr)")
        let read = try BinaryRunner.run(
            ["results", log, "--pass", "5.8", "--format", "json"], environment: environment)
        let rows = try #require((try read.json() as? [String: Any])?["athletes"] as? [[String: Any]])
        #expect(rows.map { $0["score"] as? String } == ["5.4", "5.1", "5.2"])
        // Whoever withdrew or went out had the chance to reach 5.8: both simply did not pass it.
        #expect(rows.map { $0["status"] as? String } == ["out", "withdrew", "out"])
        #expect(rows.map { $0["pass"] as? Bool } == [false, false, false], "\(rows)")
    }

    @Test("a PACER class on two dates: results, history in date order with ages on each day, report")
    func pacerTwoDates() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = Self.environment(folder)
        let roster = try folder.write(Self.roster, to: "class.csv")
        let spring = folder.file("spring.jsonl")
        let autumn = folder.file("autumn.jsonl")
        // The later test entered first: history orders by the day the test was run.
        let second = try BinaryRunner.run(
            ["enter", "pacer-20m", "--roster", roster, "--date", "2026-10-05", "--results", autumn],
            environment: environment, input: Data("4 30\n7 41\n9 12\n".utf8))
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("pacer-20m on 2026-10-05, 3 athletes entered"))
        let scores = try folder.write("# spring\n4 22\n\n7 35\n", to: "spring.txt")
        let first = try BinaryRunner.run(
            [
                "enter", "pacer-20m", "--roster", roster, "--date", "2026-03-02", "--scores", scores, "--results",
                spring,
            ], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        // Cy has no line: absent, said so, and not in the log.
        #expect(first.stderr.contains("left out of the log as absent: 9 Cy"))

        let start = try #require(
            try JSONSerialization.jsonObject(
                with: Data(try String(contentsOfFile: spring, encoding: .utf8).prefix { $0 != "\n" }.utf8))
                as? [String: Any])
        #expect(start["entered"] as? Bool == true)
        #expect((start["date"] as? String)?.hasPrefix("2026-03-02T12:00:00") == true)
        #expect((start["athletes"] as? [[String: Any]])?.map { $0["bib"] as? Int } == [4, 7])

        let read = try BinaryRunner.run(["results", spring, "--format", "json"], environment: environment)
        #expect(read.status == 0, "\(read.stderr)")
        let object = try #require(try read.json() as? [String: Any])
        #expect(object["entered"] as? Bool == true)
        let rows = try #require(object["athletes"] as? [[String: Any]])
        #expect(rows.map { $0["score"] as? String } == ["22", "35"])
        #expect(rows.map { $0["status"] as? String } == ["out", "out"])
        // Ann, born 2014-03-01, is 12 on 2026-03-02: her zone is read at 12.
        #expect(Int(rows[0]["age"] as? Double ?? 0) == 12 && rows[0]["zone"] as? String == "NI")
        let table = try BinaryRunner.run(["results", spring], environment: environment)
        #expect(table.stdout.contains("entered from paper (beeptest enter), not timed"))
        // A day, not the log's noon: nobody started a paper test at 12:00.
        #expect(table.stdout.contains("\nstarted 2026-03-02 at level 1; entered"), "\(table.stdout)")

        let history = try BinaryRunner.run(
            ["history", autumn, spring, "--format", "json"], environment: environment)
        #expect(history.status == 0, "\(history.stderr)")
        let athletes = try #require(try history.json() as? [[String: Any]])
        let ann = try #require(
            athletes.first { $0["athlete"] as? String == "Ann" }?["tests"] as? [[String: Any]])
        #expect(ann.map { $0["score"] as? String } == ["22", "30"])
        #expect(ann.map { ($0["date"] as? String)?.prefix(10) } == ["2026-03-02", "2026-10-05"])
        #expect(ann.last?["change"] as? Double == 8)
        let historyTable = try BinaryRunner.run(["history", autumn, spring], environment: environment)
        #expect(historyTable.stdout.contains("entered"))

        let page = folder.file("report.html")
        let report = try BinaryRunner.run(["report", spring, autumn, "-o", page], environment: environment)
        #expect(report.status == 0, "\(report.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("entered from paper, not timed"))
        #expect(!html.contains("12:00"), "an entered test shows its day, not a time")
        #expect(html.contains("Ann") && html.contains("Cy"))
    }

    @Test("scores as people write them: 5:4, 5/4 and 5.4 on the police test, each out at 5.5")
    func typedScores() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let roster = try folder.write("name\nAnn\nBob\nCy\n", to: "class.csv")
        let log = folder.file("police.jsonl")
        let entered = try BinaryRunner.run(
            ["enter", "police-15m", "--roster", roster, "--results", log], environment: Self.environment(folder),
            input: Data("1 5:4\n2 5/4\n3 5.4\n".utf8))
        #expect(entered.status == 0, "\(entered.stderr)")
        let read = try BinaryRunner.run(["results", log, "--format", "json"], environment: Self.environment(folder))
        let rows = try #require((try read.json() as? [String: Any])?["athletes"] as? [[String: Any]])
        #expect(rows.map { $0["score"] as? String } == ["5.4", "5.4", "5.4"])
        #expect(rows.allSatisfy { $0["failed_at"] as? String == "level 5 shuttle 5" })
    }

    @Test("BIB w SCORE: a withdrawal, status withdrew in the table, JSON and history, scored at its score")
    func withdrawal() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = Self.environment(folder)
        let roster = try folder.write(Self.roster, to: "class.csv")
        let log = folder.file("class.jsonl")
        let entered = try BinaryRunner.run(
            ["enter", "pacer-20m", "--roster", roster, "--results", log], environment: environment,
            input: Data("4 30\n7 W 12\n9 247\n".utf8))
        #expect(entered.status == 0, "\(entered.stderr)")
        #expect(try String(contentsOfFile: log, encoding: .utf8).contains(#""event":"withdraw","athlete":"Bob""#))
        let read = try BinaryRunner.run(["results", log, "--format", "json"], environment: environment)
        let rows = try #require((try read.json() as? [String: Any])?["athletes"] as? [[String: Any]])
        #expect(rows.map { $0["status"] as? String } == ["out", "withdrew", "completed"])
        #expect(rows.map { $0["score"] as? String } == ["30", "12", "247"])
        let table = try BinaryRunner.run(["results", log], environment: environment)
        #expect(table.stdout.split(separator: "\n").contains { $0.contains("Bob") && $0.contains("withdrew") })
        let history = try BinaryRunner.run(["history", log, "--format", "json"], environment: environment)
        let athletes = try #require(try history.json() as? [[String: Any]])
        let bob = (athletes.first { $0["athlete"] as? String == "Bob" }?["tests"] as? [[String: Any]])?.first
        #expect(bob?["status"] as? String == "withdrew")
        let historyTable = try BinaryRunner.run(["history", log], environment: environment)
        let bobsBlock = historyTable.stdout.components(separatedBy: "\n\n").first { $0.hasPrefix("Bob") } ?? ""
        #expect(bobsBlock.contains("withdrew; entered"), "\(historyTable.stdout)")
        // The whole test has no shuttle left to withdraw from.
        let refused = try BinaryRunner.run(
            ["enter", "pacer-20m", "--roster", roster, "--results", folder.file("other.jsonl")],
            environment: environment, input: Data("9 w 247\n".utf8))
        #expect(refused.status == 65 && refused.stderr.contains("stdin:1: bib 9 (Cy): 247 is the whole test"))
    }

    @Test(
        "a sheet with a mistake is refused line by line, and no file is written",
        arguments: [
            ("4 30\n5 20\n", ["stdin:2: no athlete with bib 5 on the roster"]),
            ("4 30\n4 31\n", ["stdin:2: bib 4 (Ann) twice: first on line 1"]),
            (
                "4 30\n7 300\n9 x\n",
                [
                    "stdin:2: bib 7 (Bob): 300: pacer-20m is scored in laps, 0 to 247",
                    "stdin:3: bib 9 (Cy): x: pacer-20m is scored in laps, 0 to 247",
                ]
            ),
            ("4 30 12\n", ["stdin:1: not \"BIB SCORE\" or \"BIB w SCORE\": 4 30 12"]),
        ])
    func refusals(scores: String, lines: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = Self.environment(folder)
        let roster = try folder.write(Self.roster, to: "class.csv")
        let log = folder.file("class.jsonl")
        let refused = try BinaryRunner.run(
            ["enter", "pacer-20m", "--roster", roster, "--results", log], environment: environment,
            input: Data(scores.utf8))
        #expect(refused.status == 65)
        for line in lines { #expect(refused.stderr.contains("beeptest: " + line), "\(refused.stderr)") }
        #expect(refused.stderr.contains("nothing written"))
        #expect(!FileManager.default.fileExists(atPath: log))
        // Nor a file in the default folder.
        #expect(!FileManager.default.fileExists(atPath: folder.file("data/beeptest/results")))
    }

    @Test("an existing --results file is never replaced (74)")
    func existingFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let roster = try folder.write(Self.roster, to: "class.csv")
        let log = try folder.write("kept\n", to: "class.jsonl")
        let refused = try BinaryRunner.run(
            ["enter", "pacer-20m", "--roster", roster, "--results", log], environment: Self.environment(folder),
            input: Data("4 30\n".utf8))
        #expect(refused.status == 74)
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "kept\n")
    }
}
