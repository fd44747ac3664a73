import BeepTestTestSupport
import Foundation
import Testing

/// The class page of 30 pupils printed by Chromium stays within two A4 pages whatever became of
/// them: all completed, all stopped by the bell, or a mix of outs, withdrawals and the bell.
/// The logs are Tests/Fixtures/classes (made by its make-classes.py): long, hyphenated and
/// accented names, two groups, ages that draw a population note on most rows; and the PACER's
/// from a class list without ages or sexes, where every row says why it has no zone.
@Suite("The class page of 30 on two A4 pages")
struct ClassPagesCLITests {
    @Test(
        "30 pupils in each state, in three languages: at most 2 A4 pages, every pupil on them",
        arguments: ["completed", "bell", "mixed", "pacer-mixed"], ["en", "es", "de"])
    func twoPages(state: String, language: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = PackageRoot.file("Tests/Fixtures/classes/\(state).jsonl")
        let out = folder.file("\(state).html")
        let locale = try #require(TestLocales.all.first { $0.code == language })
        let result = try BinaryRunner.run(
            ["report", log, "-o", out, "--title", "Fitness week", "--school", "Gymnasium Süd-Ost"],
            environment: try TestLocales.environment(locale))
        #expect(result.status == 0, "\(result.stderr)")
        let pdf = try ReportPagesTests.printed(out)
        let pages = try ReportPagesTests.pages(pdf)
        #expect((1...2).contains(pages), "\(state), \(language): \(pages) pages")
        let text = try ReportPagesTests.text(pdf)
        // Every pupil on the pages, each word of their name whole.
        for name in try Self.names(log) {
            for word in name.split(separator: " ") {
                #expect(text.contains(word), "\(state), \(language): \(word) of \(name) broken or missing")
            }
        }
        // Nothing cut at the right edge: the last column's heading is printed, and a note the
        // VO2max column refers to is printed whole, once, under the table.
        let last =
            state == "pacer-mixed"
            ? ["en": "Laps to go", "es": "Vueltas que faltan", "de": "Fehlende Bahnen"]
            : ["en": "estimate", "es": "estimación", "de": "Schätzwert"]
        #expect(text.contains(last[language] ?? "-"), "\(state), \(language): the last column")
        let html = try String(contentsOfFile: out, encoding: .utf8)
        let notes = html.components(separatedBy: "<ol class=\"notes note\">").dropFirst().first ?? ""
        #expect(notes.contains("<li"), "the notes are under the table")
        #expect(html.components(separatedBy: "<span class=\"note\">").count < 5, "no note repeated on every row")
        if language == "en" && state == "pacer-mixed" {
            #expect(text.contains("needs age"), "the zone's note printed")
        } else if language == "en" {
            #expect(
                text.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(
                    "the athlete is 14 years old"),
                "the population note printed whole")
        }
    }

    /// The athletes' names on the log's start line.
    static func names(_ log: String) throws -> [String] {
        let text = try String(contentsOfFile: log, encoding: .utf8)
        let first = try #require(text.split(separator: "\n").first)
        let start = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        let athletes = try #require(start["athletes"] as? [[String: Any]])
        return athletes.compactMap { $0["name"] as? String }
    }

    @Test("the fixtures hold what their names say")
    func fixtures() throws {
        func statuses(_ state: String) throws -> Set<String> {
            let read = try BinaryRunner.run(
                ["results", PackageRoot.file("Tests/Fixtures/classes/\(state).jsonl"), "--format", "json"])
            let object = try #require(try read.json() as? [String: Any])
            let rows = try #require(object["athletes"] as? [[String: Any]])
            #expect(rows.count == 30)
            return Set(rows.compactMap { $0["status"] as? String })
        }
        #expect(try statuses("completed") == ["completed"])
        #expect(try statuses("bell") == ["stopped"])
        #expect(try statuses("mixed") == ["out", "withdrew", "stopped"])
        #expect(try statuses("pacer-mixed") == ["out", "withdrew", "stopped"])
    }
}
