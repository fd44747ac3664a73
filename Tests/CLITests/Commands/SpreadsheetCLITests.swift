import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

/// `results --format xlsx` and `history --format xlsx`: the workbook read back by a real reader
/// (python3-openpyxl), its cells' types checked.
@Suite("Spreadsheets (xlsx)")
struct SpreadsheetCLITests {
    typealias Runner = ResultsLogText.Runner

    /// Two PACER tests of a class of 7b with accented names, ids, groups and birth dates.
    static func logs(in folder: TemporaryFolder) throws -> [String] {
        func runner(_ name: String, _ bib: Int, _ sex: String, laps: Int) -> Runner {
            Runner(
                name, bib: bib, id: "S\(bib)", sex: sex, age: 12, group: "7b",
                birthDate: "2013-0\(bib)-1\(bib)", misses: ResultsLogText.pacerMisses(laps: laps, course: 20))
        }
        let autumn = ResultsLogText.log(
            profile: "pacer-20m", wall: 1_757_325_600, date: "2025-09-08T10:15:00+0200",
            runners: [runner("Zoë Müller", 1, "F", laps: 20), runner("François Łukasz", 2, "M", laps: 31)])
        let spring = ResultsLogText.log(
            profile: "pacer-20m", wall: 1_772_445_600, date: "2026-03-02T09:05:00+0100",
            runners: [runner("Zoë Müller", 1, "F", laps: 26), runner("=SUM(A1)", 3, "F", laps: 12)])
        return [try folder.write(autumn, to: "autumn.jsonl"), try folder.write(spring, to: "spring.jsonl")]
    }

    /// The workbook as openpyxl reads it (`WorkbookReader`): its sheet titles, and each sheet by
    /// its title.
    static func read(_ path: String) throws -> [String: Any] {
        let sheets = try WorkbookReader.read(path)
        let titles = sheets.map { $0["title"] as? String ?? "" }
        return ["titles": titles, "sheets": Dictionary(zip(titles, sheets)) { first, _ in first }]
    }

    /// The rows of `sheet` as dictionaries by header, each cell `[type, value, ...]`.
    static func rows(_ book: [String: Any], sheet: String) throws -> (frozen: String?, rows: [[String: [Any]]]) {
        let sheets = try #require(book["sheets"] as? [String: Any])
        let found = try #require(sheets[sheet] as? [String: Any])
        let all = try #require(found["rows"] as? [[[Any]]])
        let headers = try #require(all.first).map { ($0.count > 1 ? $0[1] as? String : nil) ?? "" }
        let rows = all.dropFirst().map { row in
            Dictionary(uniqueKeysWithValues: zip(headers, row).map { ($0, $1) })
        }
        return (found["frozen"] as? String, rows)
    }

    @Test("results FILE... --format xlsx: one frozen header, numbers as numbers, dates as dates, accents intact")
    func results() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let logs = try Self.logs(in: folder)
        let out = folder.file("class.xlsx")
        let result = try BinaryRunner.run(["results"] + logs + ["--format", "xlsx", "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\(out): 4 results from 2 logs\n")
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: out)[.posixPermissions] as? Int)
        #expect(mode == 0o600, "results hold health information")
        let book = try Self.read(out)
        #expect(book["titles"] as? [String] == ["Results"])
        let (frozen, rows) = try Self.rows(book, sheet: "Results")
        #expect(frozen == "A2", "the header row is frozen")
        #expect(rows.count == 4)
        let zoe = rows[0]
        #expect(zoe["Name"]?[1] as? String == "Zoë Müller")
        #expect(zoe["Date"]?[0] as? String == "datetime")
        #expect(zoe["Date"]?[1] as? String == "2025-09-08T10:15:00", "the gym's clock, as the log wrote it")
        #expect(zoe["Birth date"]?[0] as? String == "datetime")
        #expect(zoe["Birth date"]?[1] as? String == "2013-01-11T00:00:00")
        #expect(zoe["Bib"]?[0] as? String == "number" && zoe["Bib"]?[1] as? Double == 1)
        #expect(zoe["Score"]?[0] as? String == "number" && zoe["Score"]?[1] as? Double == 20, "PACER laps")
        #expect(zoe["VO2max (estimate)"]?[0] as? String == "number")
        #expect(zoe["VO2max (estimate)"]?[2] as? String == "0.0")
        #expect(zoe["Group"]?[1] as? String == "7b" && zoe["ID"]?[1] as? String == "S1")
        #expect(zoe["Zone"]?[1] as? String == "NI-HR" || zoe["Zone"]?[1] as? String == "NI")
        #expect(rows[1]["Name"]?[1] as? String == "François Łukasz")
        #expect(rows[2]["Date"]?[1] as? String == "2026-03-02T09:05:00", "oldest test first")
        #expect(rows[3]["Name"]?[0] as? String == "text" && rows[3]["Name"]?[1] as? String == "=SUM(A1)")
        #expect(rows.allSatisfy { $0["Pass"] == nil }, "no pass standard, no Pass column")
    }

    @Test("a beep-test score stays text: 9.10 is level 9 shuttle 10, not a decimal")
    func levelShuttle() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = ResultsLogText.log(
            profile: "msft-20m", wall: 1_764_583_200, date: "2025-12-01T10:00:00+0000",
            runners: [Runner("Kim", bib: 1, misses: [("9", 1, 11), ("10", 1, 1)])])
        let path = try folder.write(log, to: "msft.jsonl")
        let out = folder.file("msft.xlsx")
        #expect(try BinaryRunner.run(["results", path, "--format", "xlsx", "-o", out]).status == 0)
        let (_, rows) = try Self.rows(try Self.read(out), sheet: "Results")
        #expect(rows.first?["Score"]?[0] as? String == "text")
        #expect(rows.first?["Score"]?[1] as? String == "9.10")
        #expect(rows.first?["Total shuttles"]?[0] as? String == "number")
        #expect(rows.first?["Zone"] == nil, "no zone column for the beep test")
        // Nor a note saying zones are the PACER's on each row: the table does not say it either.
        let note = rows.first?["Note"]?[1] as? String ?? ""
        #expect(!note.contains("zones are for the PACER"), "\(note)")
    }

    @Test(
        "the level, shuttle, totals and age are numbers in any language; the level.shuttle score stays text",
        arguments: [
            ("en", "Level", "Shuttle", "Age"), ("es", "Nivel", "Tramo", "Edad"), ("de", "Stufe", "Bahn", "Alter"),
        ])
    func levelIsANumber(language: String, level: String, shuttle: String, age: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = ResultsLogText.log(
            profile: "msft-20m", wall: 1_764_583_200, date: "2025-12-01T10:00:00+0000",
            runners: [
                Runner("Kim", bib: 1, age: 13, misses: [("9", 1, 11), ("10", 1, 1)]),
                Runner("Lou", bib: 2, age: 14, misses: [("11", 1, 3), ("11", 1, 4)]),
            ])
        let path = try folder.write(log, to: "msft.jsonl")
        let out = folder.file("msft.xlsx")
        let locale = try #require(TestLocales.all.first { $0.code == language })
        let result = try BinaryRunner.run(
            ["results", path, "--format", "xlsx", "-o", out], environment: try TestLocales.environment(locale))
        #expect(result.status == 0, "\(result.stderr)")
        let book = try Self.read(out)
        let title = try #require((book["titles"] as? [String])?.first)
        let (_, rows) = try Self.rows(book, sheet: title)
        #expect(rows.count == 2)
        for (row, expected) in zip(rows, [(9.0, 10.0), (11.0, 2.0)]) {
            #expect(row[level]?[0] as? String == "number" && row[level]?[1] as? Double == expected.0, "\(row)")
            #expect(row[level]?[2] as? String == "0", "a whole level is shown whole")
            #expect(row[shuttle]?[0] as? String == "number" && row[shuttle]?[1] as? Double == expected.1)
            #expect(row[age]?[0] as? String == "number")
        }
    }

    @Test("history --format xlsx: a row per test, dates as dates, the change a number")
    func history() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let logs = try Self.logs(in: folder)
        let out = folder.file("season.xlsx")
        let result = try BinaryRunner.run(["history"] + logs + ["--format", "xlsx", "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\(out): 4 tests of 3 athletes\n")
        let (frozen, rows) = try Self.rows(try Self.read(out), sheet: "History")
        #expect(frozen == "A2")
        let zoe = rows.filter { $0["Athlete"]?[1] as? String == "Zoë Müller" }
        #expect(zoe.count == 2)
        #expect(zoe.last?["Date"]?[0] as? String == "datetime")
        #expect(zoe.last?["Change"]?[0] as? String == "number" && zoe.last?["Change"]?[1] as? Double == 6)
        #expect(zoe.last?["Measure"]?[1] as? Double == 26)
        #expect(zoe.last?["Score"]?[0] as? String == "number" && zoe.last?["Score"]?[1] as? Double == 26, "PACER laps")
    }

    @Test("a binary format without -o is refused (64); a failed write leaves no file at all")
    func refused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let logs = try Self.logs(in: folder)
        let noOutput = try BinaryRunner.run(["results", logs[0], "--format", "xlsx"])
        #expect(noOutput.status == 64)
        #expect(noOutput.errorLines.count == 1 && noOutput.stdout.isEmpty, "nothing binary on a terminal")
        #expect(noOutput.stderr.contains("-o OUT.xlsx"))
        let history = try BinaryRunner.run(["history", folder.path, "--format", "xlsx"])
        #expect(history.status == 64 && history.stdout.isEmpty)
        let several = try BinaryRunner.run(["results"] + logs)
        #expect(several.status == 64, "several logs go into one spreadsheet only")
        let missing = try BinaryRunner.run(["results", logs[0], "--format", "xlsx", "-o", folder.file("no/x.xlsx")])
        #expect(missing.status == 66 && missing.errorLines.count == 1)
        // libxlsxwriter's own file cannot be made: the command fails and OUT is never created.
        let broken = try BinaryRunner.run(
            ["results", logs[0], "--format", "xlsx", "-o", folder.file("x.xlsx")],
            environment: ["TMPDIR": folder.file("no-such-folder")])
        #expect(broken.status == 74 && broken.errorLines.count == 1, "\(broken.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "autumn.jsonl", "spring.jsonl",
            ])
    }
}
