import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

/// `beeptest history` finding athletes as people type them and telling what a change means:
/// part of a name without its accents, the candidates of an ambiguous part, the times of two
/// tests on one day, the Yo-Yo IR1's own noise (standards.md 4) and its reference groups (3).
@Suite("beeptest history: finding athletes, noise and reference groups")
struct HistoryFindCLITests {
    typealias Runner = ResultsLogText.Runner

    /// Out at `level` bout `bout`'s first shuttle of the Yo-Yo IR1 (from level 5, 40 m a bout).
    static func yoyo(_ name: String, bib: Int, id: String?, sex: String, outAt level: String, bout: Int) -> Runner {
        Runner(name, bib: bib, id: id, sex: sex, age: 24, misses: [("5", 1, 2), (level, bout, 1)])
    }

    /// Zoë Müller: 16.3 (1200 m), 16.6 (1320 m, +10 %) on two dates; Zoltan Kis: 17.5 (1600 m),
    /// 18.3 (1840 m, +15 %); then Zoë twice on 3 November, at 10:00 and 14:00.
    static func season(in folder: TemporaryFolder) throws {
        let days: [(String, Double, [Runner])] = [
            (
                "2025-09-08T10:00:00+0000", 1_757_325_600,
                [
                    yoyo("Zoë Müller", bib: 1, id: "Y1", sex: "F", outAt: "16", bout: 4),
                    yoyo("Zoltan Kis", bib: 2, id: nil, sex: "M", outAt: "17", bout: 6),
                ]
            ),
            (
                "2025-10-06T10:00:00+0000", 1_759_744_800,
                [
                    yoyo("Zoë Müller", bib: 1, id: "Y1", sex: "F", outAt: "16", bout: 7),
                    yoyo("Zoltan Kis", bib: 2, id: nil, sex: "M", outAt: "18", bout: 4),
                ]
            ),
            (
                "2025-11-03T10:00:00+0000", 1_762_164_000,
                [yoyo("Zoë Müller", bib: 1, id: "Y1", sex: "F", outAt: "16", bout: 8)]
            ),
            (
                "2025-11-03T14:00:00+0000", 1_762_178_400,
                [yoyo("Zoë Müller", bib: 1, id: "Y1", sex: "F", outAt: "16", bout: 7)]
            ),
        ]
        for (index, (date, wall, runners)) in days.enumerated() {
            _ = try folder.write(
                ResultsLogText.log(profile: "yoyo-ir1", wall: wall, date: date, runners: runners),
                to: "test-\(index).jsonl")
        }
    }

    private func withSeason(_ body: (TemporaryFolder) throws -> Void) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.season(in: folder)
        try body(folder)
    }

    @Test("'zoe' finds Zoë Müller, case and accents ignored; 'zo' lists both candidates and exits 64")
    func fuzzyFind() throws {
        try withSeason { folder in
            for typed in ["zoe", "ZOE MULLER", "müll", "y1"] {
                let found = try BinaryRunner.run(["history", folder.path, "--athlete", typed])
                #expect(found.status == 0, "\(typed): \(found.stderr)")
                #expect(found.stdout.hasPrefix("Zoë Müller (id Y1)\n"), "\(typed)")
                #expect(!found.stdout.contains("Zoltan"))
            }
            let ambiguous = try BinaryRunner.run(["history", folder.path, "--athlete", "zo"])
            #expect(ambiguous.status == 64 && ambiguous.stdout.isEmpty)
            #expect(ambiguous.errorLines.count == 3, "\(ambiguous.stderr)")
            #expect(
                ambiguous.errorLines.first?.hasPrefix(
                    "beeptest: history: --athlete 'zo' is in 2 athletes' names; give more of it or the id") == true)
            #expect(Array(ambiguous.errorLines.dropFirst()) == ["  Zoltan Kis", "  Zoë Müller (id Y1)"])
            let german = try TestLocales.environment(try #require(TestLocales.all.first { $0.code == "de" }))
            let inGerman = try BinaryRunner.run(
                ["history", folder.path, "--athlete", "zo"], environment: german)
            #expect(inGerman.status == 64)
            #expect(
                inGerman.errorLines.first?.hasPrefix(
                    "beeptest: history: --athlete 'zo' steht in den Namen von 2 Personen; mehr davon angeben oder die ID"
                ) == true, "\(inGerman.stderr)")
            let none = try BinaryRunner.run(["history", folder.path, "--athlete", "zoey"])
            #expect(none.status == 66 && none.errorLines == ["beeptest: no athlete 'zoey' in the logs"])
        }
    }

    @Test("Yo-Yo IR1: +10 % is within its 13.6 % and the footnote names Krustrup 2003; +15 % is not, and no footnote")
    func noise() throws {
        try withSeason { folder in
            let zoe = try BinaryRunner.run(["history", folder.path, "--athlete", "zoë"])
            let lines = zoe.stdout.split(separator: "\n").map(String.init)
            let october = try #require(lines.first { $0.hasPrefix("2025-10-06 ") })
            #expect(october.contains("+120 m (within noise)"))
            #expect(
                zoe.stdout.hasSuffix(
                    "within noise: a change smaller than the test's minimal detectable change (MDC95) of "
                        + "13.6 % of the distance: CV 4.9 %, adult male soccer players "
                        + "(Krustrup et al. 2003, Med Sci Sports Exerc 35:697-705)\n"))
            let zoltan = try BinaryRunner.run(["history", folder.path, "--athlete", "zoltan"])
            let change = try #require(zoltan.stdout.split(separator: "\n").first { $0.hasPrefix("2025-10-06 ") })
            #expect(change.contains("+240 m") && !change.contains("within noise"))
            // No step within noise; the change since the first (the same +240 m here) has its verdict
            // either way, so the footnote names the figure and says what "beyond noise" is.
            #expect(change.contains("+240 m, +15 % (beyond noise)"), "\(change)")
            #expect(!change.contains("(within noise)") && zoltan.stdout.contains("Krustrup"))
            #expect(
                zoltan.stdout.hasSuffix("beyond noise: a change as large as that minimal detectable change or larger\n")
            )
            let json = try BinaryRunner.run(["history", folder.path, "--athlete", "zoltan", "--format", "json"])
            let tests = try #require((try json.json() as? [[String: Any]])?.first?["tests"] as? [[String: Any]])
            #expect(tests.map { $0["within_noise"] as? Bool } == [nil, false])
        }
    }

    @Test("two tests on one day show their times; reference groups beside each Yo-Yo score, each sport on its own")
    func timesAndGroups() throws {
        try withSeason { folder in
            let zoe = try BinaryRunner.run(["history", folder.path, "--athlete", "zoe"])
            let lines = zoe.stdout.split(separator: "\n").map(String.init)
            #expect(lines[1].contains("REFERENCE GROUP"))
            #expect(lines.contains { $0.hasPrefix("2025-11-03 10:00  yoyo-ir1   16.7") })
            #expect(lines.contains { $0.hasPrefix("2025-11-03 14:00  yoyo-ir1   16.6") })
            #expect(lines.contains { $0.hasPrefix("2025-09-08        yoyo-ir1") }, "one test that day: no time")
            // 1360 m is the female soccer elite mean (standards.md 3).
            #expect(
                lines.contains {
                    $0.contains("16.7") && $0.contains("female soccer: at or above the elite mean (1360 m)")
                })
            // Zoltan at 1600 m: below every soccer group, beside the rugby groups on their own.
            let zoltan = try BinaryRunner.run(["history", folder.path, "--athlete", "kis", "--format", "csv"])
            #expect(
                zoltan.stdout.contains(
                    "male soccer: below every group (lowest: moderately trained, 1810 m); "
                        + "male rugby: at or above the sub-elite mean (1564 m)"))
        }
    }

    @Test("the police test: every null VO2max says why, in the table once and in each JSON test; no noise verdict")
    func policeNotes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // 5.4 then 5.9: three consecutive lines missed each time.
        for (index, misses) in [[("5", 1, 5), ("5", 1, 6), ("5", 1, 7)], [("6", 1, 1), ("6", 1, 2), ("6", 1, 3)]]
            .enumerated()
        {
            _ = try folder.write(
                ResultsLogText.log(
                    profile: "police-15m", wall: 1_757_325_600 + Double(index) * 86_400 * 30,
                    date: index == 0 ? "2025-09-08T09:00:00+0000" : "2025-10-08T09:00:00+0000",
                    runners: [Runner("Amy Cole", bib: 1, misses: misses)]), to: "police-\(index).jsonl")
        }
        let table = try BinaryRunner.run(["history", folder.path])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("+5 shuttles") && !table.stdout.contains("within noise"))
        #expect(
            table.stdout.contains("VO2max: no VO2max equation for police-15m (its profile names none), for every test"))
        let json = try BinaryRunner.run(["history", folder.path, "--format", "json"])
        let tests = try #require((try json.json() as? [[String: Any]])?.first?["tests"] as? [[String: Any]])
        #expect(tests.allSatisfy { $0["vo2max"] is NSNull && ($0["vo2max_note"] as? String)?.isEmpty == false })
        #expect(tests.allSatisfy { $0["within_noise"] is NSNull && $0["noise"] is NSNull })
    }
}
