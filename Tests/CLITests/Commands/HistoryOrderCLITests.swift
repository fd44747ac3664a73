import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

/// `beeptest history` as a class list: athletes by surname, accents never pushing a name to
/// the end; and a table without the columns a test leaves empty (CSV and JSON keep them all).
@Suite("beeptest history: surname order and the columns a test fills")
struct HistoryOrderCLITests {
    typealias Runner = ResultsLogText.Runner

    /// Given names first, as a one-column roster writes them; María's roster gave her last name.
    static let names = [
        "Ana Zapata", "Émile Ávila", "Jan Łopez", "Carl Müller", "Otto Becker", "Pia Daza", "María de la Cruz",
    ]
    /// By surname: Ávila, Becker, Daza, de la Cruz (her roster's last name, not "Cruz"), Łopez,
    /// Müller, Zapata.
    static let expected = [
        "Émile Ávila", "Otto Becker", "Pia Daza", "María de la Cruz", "Jan Łopez", "Carl Müller", "Ana Zapata",
    ]

    /// Two Yo-Yo IR1 tests of the class (no laps of 20 m, no zones), a week apart.
    static func logs(in folder: TemporaryFolder) throws -> [String] {
        func runners(_ extra: Int) -> [Runner] {
            names.enumerated().map { index, name in
                Runner(name, bib: index + 1, misses: [("9", 1, 2), (["11", "12", "13"][(index + extra) % 3], 1, 2)])
            }
        }
        func log(_ wall: Double, _ date: String, _ extra: Int) -> String {
            ResultsLogText.log(profile: "yoyo-ir1", wall: wall, date: date, runners: runners(extra))
                .replacing(
                    #""name":"María de la Cruz","#, with: #""name":"María de la Cruz","last_name":"de la Cruz","#)
        }
        return [
            try folder.write(log(1_764_583_200, "2025-12-01T10:00:00+0000", 0), to: "first.jsonl"),
            try folder.write(log(1_765_188_000, "2025-12-08T10:00:00+0000", 1), to: "second.jsonl"),
        ]
    }

    /// Where each name first appears in `text`, in `names`' order.
    static func positions(_ text: String) -> [Int] {
        expected.map { name in
            text.range(of: name).map { text.distance(from: text.startIndex, to: $0.lowerBound) } ?? -1
        }
    }

    @Test(
        "by surname in the reader's locale and under C; laps and zones left out of a Yo-Yo's table",
        arguments: ["en", "es", "de", "C"])
    func order(language: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let logs = try Self.logs(in: folder)
        #expect(try String(contentsOfFile: logs[0], encoding: .utf8).contains(#""last_name":"de la Cruz""#))
        let environment =
            try TestLocales.all.first { $0.code == language }.map { try TestLocales.environment($0) }
            ?? ["LANG": "C", "LC_ALL": "C"]
        let table = try BinaryRunner.run(["history"] + logs, environment: environment)
        #expect(table.status == 0, "\(table.stderr)")
        let positions = Self.positions(table.stdout)
        #expect(!positions.contains(-1) && positions == positions.sorted(), "\(table.stdout)")
        let headers = try #require(table.stdout.split(separator: "\n").dropFirst().first)
        #expect(!headers.contains("20M"), "\(headers)")
        #expect(headers.contains("VO2MAX"), "a column with values stays: \(headers)")
        // The machine formats keep every column and the same order.
        let csv = try BinaryRunner.run(["history"] + logs + ["--format", "csv"], environment: environment)
        let lines = csv.stdout.split(separator: "\n")
        #expect(lines.first?.contains("laps_20m") == true && lines.first?.contains("zone") == true)
        let csvPositions = Self.positions(csv.stdout)
        #expect(csvPositions == csvPositions.sorted(), "\(csv.stdout)")
    }
}
