import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

/// The pages to hand on, printed to PDF by headless Chromium and read back with poppler's
/// pdfinfo and pdftotext: page counts, one athlete per page, names whole, nothing cut.
@Suite("Pages to hand on (report, report --per-athlete, sheet)")
struct ReportPagesTests {
    typealias Runner = ResultsLogText.Runner

    /// Names of a class of 30, some long and hyphenated, with accents.
    static let names: [String] = (1...30).map { number in
        switch number {
        case 1: "Max Wolfeschlegelsteinhausen-Bergerdorff"
        case 2: "Zoë Müller"
        case 3: "Jean-Baptiste Łukasiewicz-Ørsted"
        default: "Pupil\(number) Lastname\(number)"
        }
    }

    /// A PACER class of 30 in two groups, tested on two dates.
    static func pacerClass(in folder: TemporaryFolder) throws -> [String] {
        func runners(extra: Int) -> [Runner] {
            names.enumerated().map { index, name in
                Runner(
                    name, bib: index + 1, id: "S\(index + 1)", sex: index % 2 == 0 ? "F" : "M",
                    age: 12 + Double(index % 4),
                    group: index < 15 ? "7a" : "7b",
                    misses: ResultsLogText.pacerMisses(laps: 12 + (index * 7) % 60 + extra, course: 20))
            }
        }
        let autumn = ResultsLogText.log(
            profile: "pacer-20m", wall: 1_757_325_600, date: "2025-09-08T10:15:00+0200", runners: runners(extra: 0))
        let spring = ResultsLogText.log(
            profile: "pacer-20m", wall: 1_772_445_600, date: "2026-03-02T09:05:00+0100", runners: runners(extra: 3))
        return [try folder.write(autumn, to: "autumn.jsonl"), try folder.write(spring, to: "spring.jsonl")]
    }

    /// `page` printed to PDF by Chromium: the PDF's path.
    static func printed(_ page: String) throws -> String {
        let pdf = page + ".pdf"
        let result = try ReportCommandTests.chromium(["--print-to-pdf=" + pdf, "--no-pdf-header-footer"], page: page)
        #expect(result.status == 0, "\(result.stderr)")
        return pdf
    }

    /// A poppler tool's output; fails (never skips) when poppler-utils is missing.
    static func poppler(_ tool: String, _ arguments: [String]) throws -> String {
        let path = "/usr/bin/" + tool
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Issue.record("\(tool) is missing: apt-get install poppler-utils (make test-deps)")
            return ""
        }
        let result = try BinaryRunner.run(arguments, executable: path)
        #expect(result.status == 0, "\(tool): \(result.stderr)")
        return result.stdout
    }

    /// The PDF's page count and that every page is A4.
    static func pages(_ pdf: String) throws -> Int {
        let info = try poppler("pdfinfo", [pdf])
        #expect(info.contains("594.96 x 841.92 pts (A4)"), "A4 pages: \(info)")
        let line = info.split(separator: "\n").first { $0.hasPrefix("Pages:") } ?? ""
        return Int(line.split(separator: " ").last ?? "") ?? 0
    }

    /// The text of page `page` (from 1), or of the whole PDF.
    static func text(_ pdf: String, page: Int? = nil) throws -> String {
        let range = page.map { ["-f", String($0), "-l", String($0)] } ?? []
        return try poppler("pdftotext", ["-layout"] + range + [pdf, "-"])
    }

    @Test("the class page: 30 athletes on at most 2 A4 pages, names whole, header, summary, runs' times")
    func classPage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let logs = try Self.pacerClass(in: folder)
        let out = folder.file("class.html")
        let result = try BinaryRunner.run(
            ["report"] + logs + [
                "-o", out, "--title", "Fitness week", "--school", "Gymnasium Süd", "--assessor", "M. Keller",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        let pdf = try Self.printed(out)
        let count = try Self.pages(pdf)
        #expect((1...2).contains(count), "\(count) pages for 30 athletes")
        let text = try Self.text(pdf)
        for header in ["Fitness week", "Gymnasium Süd", "M. Keller", "2025-09-08 10:15", "2026-03-02 09:05", "7a, 7b"] {
            #expect(text.contains(header), "missing \(header)")
        }
        #expect(text.contains("30 athletes") && text.contains("mean score"), "the summary")
        // Nothing cut at the page's right edge: the last columns' headings are printed.
        for heading in ["Bib", "Group", "Status", "HFZ target", "Laps to go", "Change", "Over the"] {
            #expect(text.contains(heading), "\(heading) is cut or missing")
        }
        // Every word of every name whole on one line: never broken mid-word.
        for word in Self.names.flatMap({ $0.split(separator: " ") }) {
            #expect(text.contains(word), "\(word) is broken or missing")
        }
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(html.contains("<th>Group</th>"), "two groups: a group column")
        #expect(!html.contains("Metres") && !html.contains("Reference group"), "no Yo-Yo columns on a PACER page")
        #expect(!html.contains("Attempts"), "no pass standard, no attempts")
    }

    @Test("--per-athlete: one A4 page per athlete, their name alone on it, their earlier tests drawn")
    func perAthlete() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let logs = try Self.pacerClass(in: folder)
        let out = folder.file("pupils.html")
        let result = try BinaryRunner.run(
            ["report"] + logs + ["-o", out, "--per-athlete", "--school", "Gymnasium Süd"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("30 athletes, a page each"))
        let pdf = try Self.printed(out)
        #expect(try Self.pages(pdf) == 30)
        // Which names a page holds: "Pupil4 " must not match "Pupil40", so whole words are compared.
        func names(on text: String) -> [String] {
            let words = Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
            return Self.names.filter { name in name.split(separator: " ").allSatisfy { words.contains(String($0)) } }
        }
        for (index, name) in Self.names.enumerated() {
            let page = try Self.text(pdf, page: index + 1)
            #expect(names(on: page) == [name], "page \(index + 1): \(names(on: page))")
            #expect(page.contains("Gymnasium Süd") && page.contains("2026-03-02 09:05"))
        }
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(html.components(separatedBy: "<svg class=\"trend\"").count == 31, "a chart of earlier tests each")
    }

    @Test("a pass standard: every attempt with its time and pass or fail, the candidate's id; no zone")
    func attempts() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The police test: out on the third consecutive miss; 5.4 passes (3:35).
        let first = ResultsLogText.log(
            profile: "police-15m", wall: 1_764_583_200, date: "2025-12-01T18:30:00+0000",
            runners: [
                Runner("Kim Lee", bib: 1, id: "C-101", misses: [("5", 1, 4), ("5", 1, 5), ("5", 1, 6)]),
                Runner("Sam Roe", bib: 2, id: "C-102", misses: [("6", 1, 1), ("6", 1, 2), ("6", 1, 3)]),
            ])
        let second = ResultsLogText.log(
            profile: "police-15m", wall: 1_765_188_000, date: "2025-12-08T18:40:00+0000",
            runners: [Runner("Kim Lee", bib: 1, id: "C-101", misses: [("6", 1, 1), ("6", 1, 2), ("6", 1, 3)])])
        let logs = [try folder.write(first, to: "first.jsonl"), try folder.write(second, to: "second.jsonl")]
        let out = folder.file("police.html")
        #expect(try BinaryRunner.run(["report"] + logs + ["-o", out]).status == 0)
        let text = try Self.text(try Self.printed(out))
        #expect(text.contains("C-101") && text.contains("C-102"), "candidate ids")
        #expect(text.contains("2025-12-01 18:30 5.3 fail"), "Kim's first attempt: \(text)")
        #expect(text.contains("2025-12-08 18:40 5.9 pass"), "Kim's second attempt")
        #expect(text.contains("2025-12-01 18:30 5.9 pass"), "Sam's attempt")
        #expect(text.contains("2 of 2 passed"))
        #expect(!text.contains("not yet") && !text.contains("Zone"))
    }

    @Test("sheet: A4 black-and-white score sheets, a block per athlete or numbered blanks, every shuttle a box")
    func sheet() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let roster = try folder.write(
            "bib,name\n" + Self.names.enumerated().map { "\($0.offset + 1),\($0.element)" }.joined(separator: "\n"),
            to: "class.csv")
        let out = folder.file("sheet.html")
        let result = try BinaryRunner.run(["sheet", "msft-20m", "--roster", roster, "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\(out): msft-20m score sheet, 30 athletes\n")
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(html.components(separatedBy: "<section class=\"block\">").count == 31)
        #expect(html.components(separatedBy: "<i>").count - 1 == 30 * 247, "247 shuttles a block")
        #expect(html.contains("Out after 2 missed lines in a row"))
        let pdf = try Self.printed(out)
        let pages = try Self.pages(pdf)
        #expect((3...10).contains(pages), "\(pages) pages")
        let text = try Self.text(pdf)
        for word in Self.names.flatMap({ $0.split(separator: " ") }) {
            #expect(text.contains(word), "\(word) is broken or missing")
        }
        #expect(text.contains("Date") && text.contains("Assessor"))
        // No roster: numbered blank blocks; the PACER's laps numbered through the test.
        let blank = folder.file("blank.html")
        #expect(try BinaryRunner.run(["sheet", "pacer-20m", "-o", blank]).status == 0)
        let blankHTML = try String(contentsOfFile: blank, encoding: .utf8)
        #expect(blankHTML.components(separatedBy: "<section class=\"block\">").count == 13)
        #expect(blankHTML.contains("<i>247</i>") && !blankHTML.contains("<i>248</i>"))
        #expect(blankHTML.contains("Out after 2 missed lines in total"))
        #expect(try Self.pages(try Self.printed(blank)) >= 1)
        // The Yo-Yo: a box per bout.
        let yoyo = folder.file("yoyo.html")
        #expect(try BinaryRunner.run(["sheet", "yoyo-ir1", "-o", yoyo]).status == 0)
        let yoyoHTML = try String(contentsOfFile: yoyo, encoding: .utf8)
        #expect(yoyoHTML.components(separatedBy: "<i>").count - 1 == 12 * 91, "91 bouts a block")
        // Refused: no -o (64), a bad roster (65): no file either way.
        #expect(try BinaryRunner.run(["sheet", "msft-20m"]).status == 64)
        let bad = try folder.write("bib,name\n1,Ann\n1,Bob\n", to: "bad.csv")
        #expect(
            try BinaryRunner.run(["sheet", "msft-20m", "--roster", bad, "-o", folder.file("bad.html")]).status == 65)
        #expect(!FileManager.default.fileExists(atPath: folder.file("bad.html")))
    }
}
