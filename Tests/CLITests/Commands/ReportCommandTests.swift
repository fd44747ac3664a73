import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

/// `beeptest report`: the file it writes, and the page as a real browser (headless Chromium) draws it.
@Suite("beeptest report")
struct ReportCommandTests {
    typealias Runner = ResultsLogText.Runner

    /// A class of four on two dates: girls and boys of 12 (HFZ from 23 laps, standards.md 1.4),
    /// one hostile name, one without a sex (no zone from 12 on).
    static func classLogs(in folder: TemporaryFolder) throws -> [String] {
        func runner(_ name: String, _ bib: Int, _ sex: String?, laps: Int) -> Runner {
            Runner(
                name, bib: bib, id: "S\(bib)", sex: sex, age: 12,
                misses: ResultsLogText.pacerMisses(laps: laps, course: 20))
        }
        let autumn = ResultsLogText.log(
            profile: "pacer-20m", wall: 1_757_325_600, date: "2025-09-08T10:00:00+0000",
            runners: [
                runner("Ann", 1, "F", laps: 20), runner("Bob", 2, "M", laps: 22),
                runner("<script>alert('x')</script> & \"Co\"", 3, "F", laps: 12),
            ])
        let spring = ResultsLogText.log(
            profile: "pacer-20m", wall: 1_772_445_600, date: "2026-03-02T10:00:00+0000",
            runners: [
                runner("Ann", 1, "F", laps: 26), runner("Bob", 2, "M", laps: 22),
                runner("<script>alert('x')</script> & \"Co\"", 3, "F", laps: 14),
                runner("Maximiliana Wolfeschlegelsteinhausen-Bergerdorff", 4, nil, laps: 35),
            ])
        return [try folder.write(autumn, to: "autumn.jsonl"), try folder.write(spring, to: "spring.jsonl")]
    }

    /// Runs Chromium headless on `page` with `arguments`; fails (never skips) when it is missing.
    static func chromium(_ arguments: [String], page: String) throws -> BinaryRunner.Result {
        let path = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let path else {
            throw ChromiumMissing()
        }
        let profile = try TemporaryFolder(prefix: "chromium")
        defer { profile.remove() }
        return try BinaryRunner.run(
            ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + profile.path] + arguments
                + ["file://" + page], environment: ["HOME": profile.path], timeout: 120, executable: path)
    }

    struct ChromiumMissing: Error, CustomStringConvertible {
        var description: String {
            "chromium is not installed: the report tests draw the page with it (apt-get install chromium)"
        }
    }

    @Test("writes the page 0600 with a row per athlete, escaped names, and nothing to load")
    func file() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let logs = try Self.classLogs(in: folder)
        let out = folder.file("class.html")
        let result = try BinaryRunner.run(["report"] + logs + ["-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "\(out): 4 athletes, pacer-20m, 2025-09-08, 2026-03-02\n")
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: out)[.posixPermissions] as? Int)
        #expect(mode == 0o600)
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;Co&quot;"))
        for banned in ["<script", "<link", "src=", "url(", "http:", "https:", "@import"] {
            #expect(!html.lowercased().contains(banned), "found \(banned)")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "autumn.jsonl", "class.html", "spring.jsonl",
            ])
    }

    @Test(
        "a Yo-Yo IR1 report: metres and reference groups beside the scores, the noise footnote where a change is in it")
    func yoyo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try HistoryFindCLITests.season(in: folder)
        let logs = (0..<4).map { folder.file("test-\($0).jsonl") }
        let out = folder.file("report.html")
        let result = try BinaryRunner.run(["report"] + logs + ["-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: out, encoding: .utf8)
        #expect(page.contains("<th class=\"num\">Metres</th>") && page.contains("<th>Reference group</th>"))
        // Zoë's latest is 16.6 (1320 m), Zoltan's 18.3 (1840 m): metres and groups in their rows.
        let rows = page.components(separatedBy: "<tr>")
        let zoe = try #require(rows.first { $0.contains("Zoë Müller") && $0.contains("1320") })
        #expect(zoe.contains("female soccer: at or above the sub-elite mean (1160 m)"))
        let zoltan = try #require(rows.first { $0.contains("Zoltan Kis") && $0.contains("1840") })
        #expect(zoltan.contains("male soccer: at or above the moderately trained mean (1810 m)"))
        // Zoë's -40 m is within the 13.6 %, so the footnote is there and names its source.
        #expect(page.contains("-40 m<span class=\"noise\" title=\"within the test's noise\">*</span>"))
        #expect(page.contains("* Within the test's noise"))
        #expect(page.contains("13.6 % of the distance: CV 4.9 %") && page.contains("Krustrup et al. 2003"))
        // Zoltan alone: +15 %, no change within noise, no footnote.
        let alone = folder.file("zoltan.html")
        let zoltanLogs = try [("2025-09-08", 1_757_325_600.0, "17", 6), ("2025-10-06", 1_759_744_800, "18", 4)].map {
            day, wall, level, bout in
            try folder.write(
                ResultsLogText.log(
                    profile: "yoyo-ir1", wall: wall, date: day + "T10:00:00+0000",
                    runners: [
                        HistoryFindCLITests.yoyo("Zoltan Kis", bib: 2, id: nil, sex: "M", outAt: level, bout: bout)
                    ]), to: "zoltan-\(day).jsonl")
        }
        #expect(try BinaryRunner.run(["report"] + zoltanLogs + ["-o", alone]).status == 0)
        let lone = try String(contentsOfFile: alone, encoding: .utf8)
        #expect(lone.contains("+240 m") && !lone.contains("Zoë"))
        #expect(!lone.contains("within the test's noise") && !lone.contains("Within the test's noise"))
        #expect(!lone.contains("Krustrup et al. 2003"))
    }

    @Test("a police report: no VO2max column where none is estimated; each athlete's page says why there is none")
    func policeVO2maxNote() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = try folder.write(
            ResultsLogText.log(
                profile: "police-15m", wall: 1_757_325_600, date: "2025-09-08T09:00:00+0000",
                runners: [
                    Runner("Amy Cole", bib: 1, misses: [("5", 1, 5), ("5", 1, 6), ("5", 1, 7)]),
                    Runner("Ben Dale", bib: 2, misses: [("4", 1, 1), ("4", 1, 2), ("4", 1, 3)]),
                ]), to: "police.jsonl")
        let out = folder.file("police.html")
        let result = try BinaryRunner.run(["report", log, "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: out, encoding: .utf8)
        #expect(!page.contains("VO2max<br>(estimate)"))
        let perAthlete = folder.file("athletes.html")
        #expect(try BinaryRunner.run(["report", log, "-o", perAthlete, "--per-athlete"]).status == 0)
        let pages = try String(contentsOfFile: perAthlete, encoding: .utf8)
        let why = "<dt>VO2max</dt><dd>– no VO2max equation for police-15m (its profile names none)</dd>"
        #expect(pages.components(separatedBy: why).count == 3, "one on each athlete's page")
    }

    @Test("a refused report leaves no file: missing folder 66, no readable log 66, a folder as OUT 74")
    func refused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let logs = try Self.classLogs(in: folder)
        let missing = try BinaryRunner.run(["report", logs[0], "-o", folder.file("no/such/x.html")])
        #expect(missing.status == 66)
        #expect(
            missing.errorLines == [
                "beeptest: \(folder.file("no/such/x.html")): no such folder '\(folder.file("no/such"))'"
            ])
        let noLogs = try BinaryRunner.run(["report", folder.file("none.jsonl"), "-o", folder.file("x.html")])
        #expect(noLogs.status == 66)
        let noOutput = try BinaryRunner.run(["report", logs[0]])
        #expect(noOutput.status == 64)
        let noFiles = try BinaryRunner.run(["report", "-o", folder.file("x.html")])
        #expect(noFiles.status == 64)
        try FileManager.default.createDirectory(atPath: folder.file("dir.html"), withIntermediateDirectories: false)
        let onFolder = try BinaryRunner.run(["report", logs[0], "-o", folder.file("dir.html")])
        #expect(onFolder.status == 74 && onFolder.errorLines.count == 1)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "autumn.jsonl", "dir.html", "spring.jsonl",
            ])
    }

    @Test("Chromium draws it: the DOM has every row and zone, a screenshot and an A4 PDF are made")
    func browser() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let logs = try Self.classLogs(in: folder)
        let out = folder.file("class.html")
        #expect(try BinaryRunner.run(["report"] + logs + ["-o", out]).status == 0)
        let dom = try Self.chromium(["--dump-dom"], page: out)
        #expect(dom.status == 0, "\(dom.stderr)")
        let body = dom.stdout
        let rows = body.components(separatedBy: "<tr>").filter { $0.contains("<td class=\"name") }
        // Four result rows, each with its scores over the dates.
        #expect(rows.count == 4, "\(rows.count) rows")
        #expect(rows.allSatisfy { $0.contains("<svg class=\"trend\"") || $0.contains("Maximiliana") })
        #expect(!body.contains("<script>alert"), "the hostile name stayed text in the browser's DOM")
        #expect(body.contains("&lt;script&gt;alert('x')&lt;/script&gt; &amp; \"Co\""))
        #expect(body.contains("Maximiliana Wolfeschlegelsteinhausen-Bergerdorff"), "a long name is not cut")
        // Girls and boys of 12 (standards.md 1.4): Ann's 26 laps HFZ (from 23); Bob's 22 NI; the hostile
        // name's 14 laps NI (girls' NI-HR is up to 13); the fourth has no sex, so no zone.
        #expect(body.contains("✓ HFZ") && body.contains("! NI</span>"))
        #expect(body.contains("+6 laps") && body.contains("+2 laps") && body.contains("0 laps"))
        #expect(body.contains("needs sex") || body.contains("sex"), "the missing zone says why")
        let png = folder.file("class.png")
        let shot = try Self.chromium(
            ["--screenshot=" + png, "--window-size=1240,1754", "--hide-scrollbars"], page: out)
        #expect(shot.status == 0, "\(shot.stderr)")
        let image = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(image.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
        #expect(image.count > 50_000, "\(image.count) bytes: a drawn page, not a blank one")
        let pdf = folder.file("class.pdf")
        let printed = try Self.chromium(["--print-to-pdf=" + pdf, "--no-pdf-header-footer"], page: out)
        #expect(printed.status == 0, "\(printed.stderr)")
        let document = try Data(contentsOf: URL(fileURLWithPath: pdf))
        #expect(document.starts(with: Array("%PDF".utf8)))
        // A4 is 595 x 842 points.
        #expect(String(decoding: document, as: UTF8.self).contains("/MediaBox [0 0 594.95996 841.91998]"))
        if let keep = ProcessInfo.processInfo.environment["BEEPTEST_REPORT_PNG"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: png, toPath: keep)
        }
    }
}
