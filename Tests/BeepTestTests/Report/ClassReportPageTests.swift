import BeepTest
import BeepTestTestSupport
import Testing

@Suite("Class report page: self-contained, escaped HTML")
struct ClassReportPageTests {
    typealias Runner = ResultsLogText.Runner

    static let hostile = [
        "<script>alert(1)</script>", "O'Brien \"Bob\"", "Tom & Jerry", "\u{202E}evil\u{202C} name",
        "<img src=x onerror=alert(2)>",
    ]

    static func page(_ names: [String]) throws -> String {
        let runners = names.enumerated().map { index, name in
            Runner(
                name, bib: index + 1, sex: index % 2 == 0 ? "F" : "M", age: 12,
                misses: ResultsLogText.pacerMisses(laps: 10 + 5 * index, course: 20))
        }
        let test = try SeasonHistoryTests.logged("pacer-20m", day: "2025-12-01", wall: 1_764_583_200, runners)
        return ClassReportPage.html(ClassReport(logs: [test]))
    }

    @Test("names are escaped and isolated: no markup from a hostile name, every character kept")
    func escaping() throws {
        let html = try Self.page(Self.hostile)
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img"))
        #expect(html.contains("<bdi>&lt;script&gt;alert(1)&lt;/script&gt;</bdi>"))
        #expect(html.contains("<bdi>O&#39;Brien &quot;Bob&quot;</bdi>"))
        #expect(html.contains("<bdi>Tom &amp; Jerry</bdi>"))
        #expect(html.contains("<bdi>\u{202E}evil\u{202C} name</bdi>"), "a bidi override stays inside its <bdi>")
        #expect("a\u{07}b".htmlEscaped == "a\u{FFFD}b", "control characters HTML forbids become U+FFFD")
    }

    @Test("nothing is loaded from outside: no script, link, src, url() or http")
    func selfContained() throws {
        let html = try Self.page(["Ann", "Bob"]).lowercased()
        for banned in ["<script", "<link", "src=", "url(", "http:", "https:", "@import", "<iframe", "<object"] {
            #expect(!html.contains(banned), "found \(banned)")
        }
        #expect(html.contains("<style>") && html.contains("<svg") && html.contains("@page { size: a4"))
    }

    @Test("a row per athlete with zone text, target and laps to go; – where nothing applies")
    func rows() throws {
        // Girls of 12 reach the HFZ at 23 laps (standards.md 1.4): Ann 10 laps has 13 to go.
        let html = try Self.page(["Ann", "Bob"])
        let ann = try #require(html.split(separator: "\n").first { $0.contains("<bdi>Ann</bdi>") })
        #expect(ann.contains(">NI-HR</span>") || ann.contains(" NI-HR</span>"))
        #expect(ann.contains("<td class=\"num\">23</td><td class=\"num\">13</td>"))
        #expect(!html.contains("Change since last"), "one test only: no change column")
        #expect(html.contains("VO2max<br>(estimate)"))
    }

    @Test("the police test's report has a pass column against 5.4 and no PACER zone notes")
    func pass() throws {
        // Three consecutive misses end the police test; the score is the last shuttle made on time.
        let runners = [
            Runner("Kim", bib: 1, misses: [("6", 1, 1), ("6", 1, 2), ("6", 1, 3)]),
            Runner("Lee", bib: 2, misses: [("5", 1, 4), ("5", 1, 5), ("5", 1, 6)]),
        ]
        let test = try SeasonHistoryTests.logged("police-15m", day: "2025-12-01", wall: 1_764_583_200, runners)
        let html = ClassReportPage.html(ClassReport(logs: [test]))
        let lines = html.split(separator: "\n")
        let kim = try #require(lines.first { $0.contains("<bdi>Kim</bdi>") })
        let lee = try #require(lines.first { $0.contains("<bdi>Lee</bdi>") })
        #expect(kim.contains(">5.9<") && kim.contains("<strong>pass</strong>"))
        #expect(lee.contains(">5.3<") && lee.contains(" fail</span>"), "5.3 does not reach 5.4: the word is fail")
        #expect(!html.contains("not yet"))
        #expect(html.contains("<th>Attempts: time, score, result</th>"))
        #expect(html.contains("1 of 2 passed"))
        #expect(!html.contains("FitnessGram zones are for the PACER"))
    }

    @Test("only the columns that apply: metres and reference groups for the Yo-Yo, shuttles for the beep test")
    func columns() throws {
        let players = [
            Runner("Ann", bib: 1, sex: "F", age: 22, misses: [("15", 1, 1), ("15", 2, 2)]),
            Runner("Bea", bib: 2, sex: "F", age: 22, misses: [("16", 1, 1), ("16", 2, 1)]),
        ]
        let yoyo = ClassReportPage.html(
            ClassReport(
                logs: [try SeasonHistoryTests.logged("yoyo-ir1", day: "2025-12-01", wall: 1_764_583_200, players)]))
        let yoyoHead = try #require(
            yoyo.split(separator: "\n").first { $0.hasPrefix("<thead><tr><th class=\"num\">Bib") })
        #expect(yoyoHead.contains(">Metres<") && yoyoHead.contains(">Reference group<"))
        #expect(!yoyoHead.contains("Zone") && !yoyoHead.contains("Shuttles") && !yoyoHead.contains("Attempts"))
        let beep = ClassReportPage.html(
            ClassReport(logs: [
                try SeasonHistoryTests.logged(
                    "msft-20m", day: "2025-12-01", wall: 1_764_583_200,
                    [Runner("Kim", bib: 1, misses: [("9", 1, 11), ("10", 1, 1)])])
            ]))
        let beepHead = try #require(
            beep.split(separator: "\n").first { $0.hasPrefix("<thead><tr><th class=\"num\">Bib") })
        #expect(beepHead.contains(">Shuttles<") && beepHead.contains(">Status<"))
        for absent in ["Zone", "Metres", "Reference group", "Sex", "Age", "Group", "ID", "Change"] {
            #expect(!beepHead.contains(">\(absent)<"), "\(absent)")
        }
        #expect(beep.contains("2025-12-01 10:00</span>, from level 1"), "the run's date, time and start level")
    }
}
