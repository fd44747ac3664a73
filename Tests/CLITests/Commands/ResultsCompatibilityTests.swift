import BeepTestTestSupport
import Foundation
import Testing

/// Results logs are user data: a log written by an earlier version must read exactly as it did.
/// The fixtures in Tests/Fixtures/results are Yo-Yo IR1 logs in the format written before out
/// lines carried `failed_at` (main at c15bf6a); the expected tables are what that version's
/// `beeptest results` printed for them, with the profile found and with it gone. One heading
/// changed since: the first column, the athlete's number, is `BIB` now that a roster can give
/// bibs; a log written before bibs has them at the athletes' positions, so the figures are the same.
/// Since then every null VO2max says why: the cut-short log read without its profile gained the
/// line saying none was recorded, and a log read with its profile says the last line the run
/// reached where it stopped or its record stops (the changes to what these logs print).
/// `pacer-20m-before-standards.jsonl` is a class PACER log in the format written before the
/// standards (bibs, ids and groups, rows without zones): it must gain its zones from its scores.
@Suite("beeptest results: logs of earlier versions")
struct ResultsCompatibilityTests {
    static let expected: [(fixture: String, profileGone: Bool, table: String)] = [
        (
            "finished", false,
            """
            Yo-Yo Intermittent Recovery Test Level 1 (yoyo-ir1)
            started 2025-12-01T10:00:00+0000 at level 5; stopped at 05:00, after level 14 bout 4 shuttle 1, \
            before the end
            score: level.bout, the last bout made on time

            BIB  ATHLETE  STATUS  SCORE  SHUTTLES  METRES  VO2MAX  NOTE
              1  Ann      out      11.2         8     160    37.7  out at level 12 bout 1 shuttle 1
              2  Bob      out      13.2        18     360    39.4  out at level 13 bout 3 shuttle 2
              3  Cy       out       5.1         2      40    36.7  out at level 9 bout 1 shuttle 2

            VO2max (ml/kg/min): yoyo-ir1, Bangsbo, Iaia & Krustrup 2008, Sports Med 38:37-51
            """
        ),
        (
            "cut-short", false,
            """
            Yo-Yo Intermittent Recovery Test Level 1 (yoyo-ir1)
            started 2025-12-01T10:00:00+0000 at level 5; cut short after 03:21, past level 13 bout 3 shuttle 2 \
            (no finish line: the run crashed, was killed, or is still going)
            score: level.bout, the last bout made on time

            BIB  ATHLETE  STATUS  SCORE  SHUTTLES  METRES  VO2MAX  NOTE
              1  Ann      out      11.2         8     160    37.7  out at level 12 bout 1 shuttle 1
              2  Bob      out      13.2        18     360    39.4  out at level 13 bout 3 shuttle 2
              3  Cy       out       5.1         2      40    36.7  out at level 9 bout 1 shuttle 2

            VO2max (ml/kg/min): yoyo-ir1, Bangsbo, Iaia & Krustrup 2008, Sports Med 38:37-51
            """
        ),
        (
            "finished", true,
            """
            Yo-Yo Intermittent Recovery Test Level 1 (yoyo-ir1-gone)
            started 2025-12-01T10:00:00+0000 at level 5; stopped at 05:00, before the end

            BIB  ATHLETE  STATUS  SCORE  SHUTTLES  METRES  VO2MAX  NOTE
              1  Ann      out      11.2         8     160    37.7  out at level 12 bout 1 shuttle 1
              2  Bob      out      13.2        18     360    39.4  out at level 13 bout 3 shuttle 2
              3  Cy       out       5.1         2      40    36.7  out at level 9 bout 1 shuttle 2

            VO2max (ml/kg/min): yoyo-ir1, Bangsbo, Iaia & Krustrup 2008, Sports Med 38:37-51

            profile 'yoyo-ir1-gone' not found: scores as the file recorded them
            """
        ),
        (
            "cut-short", true,
            """
            Yo-Yo Intermittent Recovery Test Level 1 (yoyo-ir1-gone)
            started 2025-12-01T10:00:00+0000 at level 5; cut short after 03:21 \
            (no finish line: the run crashed, was killed, or is still going)

            BIB  ATHLETE  STATUS  SCORE  SHUTTLES  METRES  VO2MAX  NOTE
              1  Ann      out      11.2         8     160       -  out at level 12 shuttle 1
              2  Bob      out      13.2        18     360       -  out at level 13 bout 3 shuttle 2
              3  Cy       out       5.1         2      40       -  out at level 9 shuttle 2
            VO2max: none recorded in this log, and the profile is not found, for every athlete

            profile 'yoyo-ir1-gone' not found: scores as the file recorded them
            """
        ),
    ]

    @Test("an earlier version's log prints the table it printed then", arguments: expected.indices)
    func earlierLog(index: Int) throws {
        let (fixture, profileGone, table) = Self.expected[index]
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var text = try String(
            contentsOfFile: PackageRoot.file("Tests/Fixtures/results/yoyo-ir1-\(fixture).jsonl"), encoding: .utf8)
        if profileGone {
            text = text.replacingOccurrences(of: #""profile":"yoyo-ir1""#, with: #""profile":"yoyo-ir1-gone""#)
        }
        let path = try folder.write(text, to: "run.jsonl")
        let result = try BinaryRunner.run(["results", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == table + "\n")
        let warning = "beeptest: warning: yoyo-ir1-gone: profile not found; showing the scores the file recorded\n"
        #expect(result.stderr == (profileGone ? warning : ""))
    }

    @Test("a log written now says where a Yo-Yo athlete went out in the same words, profile found or not")
    func sameWordsWithoutTheProfile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Cy out at level 9 (one bout, then rest), Ann at level 13 bout 3: cut short, no finish line.
        let (path, _) = try ResultsCommandTests.recordedRun(
            in: folder, id: "yoyo-ir1", athletes: "Ann,Cy",
            marks: [(1, "5", 1, 1), (1, "9", 1, 2), (0, "12", 2, 1), (0, "13", 3, 2)], finish: false)
        let found = try BinaryRunner.run(["results", path, "--format", "csv"])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let gonePath = try folder.write(
            text.replacingOccurrences(of: #""profile":"yoyo-ir1""#, with: #""profile":"yoyo-ir1-gone""#),
            to: "gone.jsonl")
        let gone = try BinaryRunner.run(["results", gonePath, "--format", "csv"])
        #expect(found.status == 0 && gone.status == 0)
        let failedAt = { (csv: String) -> [Substring] in
            let lines = csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
            guard let column = lines.first?.firstIndex(of: "failed_at") else { return [] }
            return lines.dropFirst().map { $0[column] }
        }
        #expect(failedAt(found.stdout) == ["level 13 bout 3 shuttle 2", "level 9 bout 1 shuttle 2"])
        #expect(failedAt(gone.stdout) == failedAt(found.stdout))
    }

    /// The fields `results --format json` gives each athlete since the standards (issue 12).
    static let standardsKeys = [
        "laps_20m", "zone", "zone_standard", "hfz_laps", "laps_to_hfz", "zone_note", "pass", "pass_standard",
        "pass_note", "reference_group", "reference_group_note",
    ]

    /// The athletes of `results --format json` for `fixture`, with its profile renamed away when `gone`.
    private func athletes(_ fixture: String, gone: String? = nil) throws -> [[String: Any]] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var text = try String(contentsOfFile: PackageRoot.file("Tests/Fixtures/results/\(fixture)"), encoding: .utf8)
        if let gone {
            text = text.replacingOccurrences(of: #""profile":"pacer-20m""#, with: #""profile":"\#(gone)""#)
        }
        let result = try BinaryRunner.run(["results", try folder.write(text, to: "run.jsonl"), "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try result.json() as? [String: Any])
        return try #require(object["athletes"] as? [[String: Any]])
    }

    @Test("a PACER log written before standards: zones worked out from its scores when the profile is found")
    func pacerBeforeStandards() throws {
        let rows = try athletes("pacer-20m-before-standards.jsonl")
        #expect(rows.count == 2)
        // Girls of 12: HFZ from 23 laps, so 22 is NI with 1 to go; boys of 13: HFZ from 29 (standards.md 1.4).
        #expect(rows[0]["athlete"] as? String == "Ann" && rows[0]["zone"] as? String == "NI")
        #expect(rows[0]["hfz_laps"] as? Int == 23 && rows[0]["laps_to_hfz"] as? Int == 1)
        #expect(rows[1]["athlete"] as? String == "Bob" && rows[1]["zone"] as? String == "HFZ")
        #expect(rows[1]["laps_20m"] as? Int == 29 && rows[1]["laps_to_hfz"] as? Int == 0)
        for row in rows {
            #expect(Self.standardsKeys.allSatisfy { row.keys.contains($0) })
            #expect(row["pass"] is NSNull && row["pass_note"] is String)
            #expect(row["reference_group"] is NSNull && row["reference_group_note"] is String)
        }
    }

    @Test("a log written before standards whose profile is gone: every new field null, each with a note")
    func beforeStandardsProfileGone() throws {
        for (fixture, gone) in [("pacer-20m-before-standards.jsonl", "pacer-gone"), ("yoyo-ir1-finished.jsonl", nil)] {
            let rows = try athletes(fixture, gone: gone)
            if gone == nil {
                // The Yo-Yo fixture with its profile found: its groups need sex, which it never had.
                #expect(rows.allSatisfy { ($0["reference_group_note"] as? String)?.contains("needs sex") == true })
                #expect(rows.allSatisfy { $0["zone_note"] as? String == "FitnessGram zones are for the PACER" })
                continue
            }
            #expect(rows.count == 2)
            for index in rows.indices {
                #expect(Self.standardsKeys.allSatisfy { rows[index].keys.contains($0) })
                for (value, note) in [
                    ("zone", "zone_note"), ("pass", "pass_note"), ("reference_group", "reference_group_note"),
                ] {
                    #expect(rows[index][value] is NSNull)
                    #expect((rows[index][note] as? String)?.contains("profile is not found") == true)
                }
            }
        }
    }
}
