import BeepTest
import BeepTestTestSupport
import Testing

/// A season's history from logs written by hand in the real format: scores are the PACER's laps
/// before the first missed lap, zones and targets from standards.md 1.2 and 1.4, the noise from 4.
@Suite("History: every athlete's tests across logs")
struct SeasonHistoryTests {
    typealias Runner = ResultsLogText.Runner

    /// The log read and scored as the commands do, with the built-in profile.
    static func logged(
        _ profile: String, day: String, wall: Double, _ runners: [Runner], file: String? = nil
    ) throws -> LoggedTest {
        let text = ResultsLogText.log(profile: profile, wall: wall, date: day + "T10:00:00+0000", runners: runners)
        var log = try ResultsFile.parse(Array(text.utf8), source: file ?? "\(day)-\(profile).jsonl")
        let found = try BuiltInProfiles.profile(profile)
        let summary = log.summary(profile: found)
        #expect(!log.hasCorruptLines, "\(log.problems)")
        return LoggedTest(file: log.path, start: log.start, summary: summary, profile: found)
    }

    static func pacer(_ name: String, bib: Int, id: String?, sex: String, age: Double, laps: Int, course: Int = 20)
        -> Runner
    {
        Runner(
            name, bib: bib, id: id, sex: sex, age: age, misses: ResultsLogText.pacerMisses(laps: laps, course: course))
    }

    @Test("tests of several dates come oldest first, each change from the previous test of the same profile")
    func changes() throws {
        // Given newest first, to show the order comes from the logs' dates.
        let logs = [
            try Self.logged(
                "pacer-20m", day: "2026-03-02", wall: 1_772_445_600,
                [Self.pacer("Bob", bib: 2, id: nil, sex: "M", age: 12, laps: 30)]),
            try Self.logged(
                "pacer-20m", day: "2025-09-08", wall: 1_757_325_600,
                [Self.pacer("Bob", bib: 2, id: nil, sex: "M", age: 12, laps: 22)]),
            try Self.logged(
                "pacer-20m", day: "2025-12-01", wall: 1_764_583_200,
                [Self.pacer("bob", bib: 2, id: nil, sex: "M", age: 12, laps: 23)]),
        ]
        let athletes = SeasonHistory.build(logs)
        #expect(athletes.count == 1, "Bob and bob are one athlete: names match ignoring case")
        let tests = try #require(athletes.first).tests
        #expect(tests.map(\.day) == ["2025-09-08", "2025-12-01", "2026-03-02"])
        #expect(tests.map(\.row.score) == ["22", "23", "30"])
        #expect(tests.map(\.change) == [nil, 1, 7])
        // Boys of 12: 22 laps NI, 23 laps HFZ (standards.md 1.4: HFZ from 23).
        #expect(tests.map(\.row.standards.zone) == [.ni, .hfz, .hfz])
        #expect(tests.map(\.row.standards.hfzLaps) == [23, 23, 23])
        // Boys of 12 on the 20 m PACER: HELENA's 2.9 stages (standards.md 4). 22 to 23 laps is the
        // last lap of level 3; 23 to 30 is 7 of level 4's 9 laps: 0.78 stages, within the noise.
        #expect(tests.map(\.isWithinNoise) == [nil, true, true])
        #expect(tests[2].changeText == "+7 laps (within noise)")
        #expect(tests[2].noise?.label.contains("Ortega et al. 2008") == true)
    }

    @Test("pacer-15m laps are never set against pacer-20m laps")
    func protocols() throws {
        let logs = [
            try Self.logged(
                "pacer-20m", day: "2025-09-08", wall: 1_757_325_600,
                [Self.pacer("Ann", bib: 1, id: "S1", sex: "F", age: 13, laps: 25)]),
            try Self.logged(
                "pacer-15m", day: "2025-10-06", wall: 1_759_744_800,
                [Self.pacer("Ann", bib: 1, id: "S1", sex: "F", age: 13, laps: 42, course: 15)]),
            try Self.logged(
                "pacer-20m", day: "2025-11-03", wall: 1_762_164_000,
                [Self.pacer("Ann", bib: 1, id: "S1", sex: "F", age: 13, laps: 28)]),
            try Self.logged(
                "pacer-15m", day: "2025-12-01", wall: 1_764_583_200,
                [Self.pacer("Ann", bib: 1, id: "S1", sex: "F", age: 13, laps: 54, course: 15)]),
        ]
        let tests = try #require(SeasonHistory.build(logs).first).tests
        #expect(tests.map(\.profileID) == ["pacer-20m", "pacer-15m", "pacer-20m", "pacer-15m"])
        // 42 and 54 laps of 15 m end levels 4 and 5: 32 and 41 laps of 20 m (standards.md 1.3).
        #expect(tests.map(\.row.standards.laps20m) == [25, 32, 28, 41])
        #expect(tests.map(\.change) == [nil, nil, 3, 12], "each from the previous test on the same track")
    }

    @Test("a renamed athlete with the same id stays one athlete, under the latest name")
    func renamed() throws {
        let logs = [
            try Self.logged(
                "pacer-20m", day: "2025-09-08", wall: 1_757_325_600,
                [
                    Self.pacer("Jo Smith", bib: 4, id: "S-104", sex: "F", age: 14, laps: 20)
                ]),
            // Another class, another Jo Smith.
            try Self.logged(
                "pacer-20m", day: "2025-09-09", wall: 1_757_412_000,
                [
                    Self.pacer("Jo Smith", bib: 5, id: "S-105", sex: "F", age: 14, laps: 40)
                ]),
            try Self.logged(
                "pacer-20m", day: "2026-01-12", wall: 1_768_212_000,
                [
                    Self.pacer("Jo Baker", bib: 4, id: "S-104", sex: "F", age: 14, laps: 26)
                ]),
        ]
        let athletes = SeasonHistory.build(logs)
        #expect(athletes.map(\.name) == ["Jo Baker", "Jo Smith"], "two Jo Smiths told apart by id")
        let renamed = try #require(athletes.first)
        #expect(renamed.id == "S-104")
        #expect(renamed.tests.map(\.row.athlete) == ["Jo Smith", "Jo Baker"])
        #expect(renamed.tests.map(\.change) == [nil, 6])
        // Found by a name they had (both Jo Smiths), by id, or by part of a name when only one has it.
        #expect(AthleteMatch("jo smith", in: athletes) == .found(athletes))
        #expect(AthleteMatch("s-104", in: athletes) == .found([renamed]))
        #expect(AthleteMatch("bak", in: athletes) == .found([renamed]))
        #expect(AthleteMatch("Jo", in: athletes) == .ambiguous(athletes))
        #expect(AthleteMatch("Ann", in: athletes) == .none)
    }

    @Test("a birthday that raises the HFZ target is said")
    func birthday() throws {
        let logs = [
            try Self.logged(
                "pacer-20m", day: "2025-09-08", wall: 1_757_325_600,
                [Self.pacer("Bob", bib: 2, id: "S2", sex: "M", age: 12, laps: 24)]),
            try Self.logged(
                "pacer-20m", day: "2026-03-02", wall: 1_772_445_600,
                [Self.pacer("Bob", bib: 2, id: "S2", sex: "M", age: 13, laps: 26)]),
        ]
        let tests = try #require(SeasonHistory.build(logs).first).tests
        // Boys: HFZ from 23 laps at 12, from 29 at 13 (standards.md 1.4): more laps, yet out of the HFZ.
        #expect(tests.map(\.row.standards.hfzLaps) == [23, 29])
        #expect(tests.map(\.row.standards.zone) == [.hfz, .ni])
        #expect(tests[1].targetNote == "HFZ target up from 23 to 29 laps (age 12 → 13)")
        #expect(tests[0].targetNote == nil)
    }

    @Test("a Yo-Yo IR1 change under its MDC95 of 13.6 % is within noise, one of 15 % is not")
    func noise() throws {
        // Yo-Yo IR1 from level 5, 40 m a bout: 16.3 is 1200 m, 16.6 1320 m, 17.5 1600 m, 18.3 1840 m.
        func runner(outAt level: String, bout: Int) -> Runner {
            Runner("Cy", bib: 3, id: "S3", misses: [("5", 1, 2), (level, bout, 1)])
        }
        let logs = [
            try Self.logged("yoyo-ir1", day: "2025-09-08", wall: 1_757_325_600, [runner(outAt: "16", bout: 4)]),
            try Self.logged("yoyo-ir1", day: "2025-10-06", wall: 1_759_744_800, [runner(outAt: "16", bout: 7)]),
            try Self.logged("yoyo-ir1", day: "2025-11-03", wall: 1_762_164_000, [runner(outAt: "17", bout: 6)]),
            try Self.logged("yoyo-ir1", day: "2025-12-01", wall: 1_764_583_200, [runner(outAt: "18", bout: 4)]),
        ]
        let tests = try #require(SeasonHistory.build(logs).first).tests
        #expect(tests.map(\.row.score) == ["16.3", "16.6", "17.5", "18.3"])
        #expect(tests.map(\.row.distanceM) == [1200, 1320, 1600, 1840])
        #expect(tests.map(\.change) == [nil, 120, 280, 240])
        // +10 %, +21 %, +15 %: only the first is under 13.6 % (Krustrup et al. 2003, CV 4.9 %).
        #expect(tests.map(\.isWithinNoise) == [nil, true, false, false])
        #expect(tests[1].changeText == "+120 m (within noise)")
        #expect(tests[3].changeText == "+240 m")
        #expect(tests[1].noise?.text == "13.6 % of the distance")
        #expect(tests[1].noise?.source == "Krustrup et al. 2003, Med Sci Sports Exerc 35:697-705")
    }

    @Test("the police test and the 15 m PACER publish no noise: a change gets no verdict")
    func noVerdict() throws {
        let logs = [
            try Self.logged(
                "pacer-15m", day: "2025-09-08", wall: 1_757_325_600,
                [Self.pacer("Ann", bib: 1, id: "S1", sex: "F", age: 13, laps: 30, course: 15)]),
            try Self.logged(
                "pacer-15m", day: "2025-10-06", wall: 1_759_744_800,
                [Self.pacer("Ann", bib: 1, id: "S1", sex: "F", age: 13, laps: 31, course: 15)]),
            try Self.logged(
                "police-15m", day: "2025-09-08", wall: 1_757_329_200,
                [Runner("Ann", bib: 1, id: "S1", misses: [("5", 1, 5), ("5", 1, 6), ("5", 1, 7)])]),
            try Self.logged(
                "police-15m", day: "2025-10-06", wall: 1_759_748_400,
                [Runner("Ann", bib: 1, id: "S1", misses: [("6", 1, 1), ("6", 1, 2), ("6", 1, 3)])]),
        ]
        let tests = try #require(SeasonHistory.build(logs).first).tests
        #expect(tests.map(\.change) == [nil, nil, 1, 5])
        #expect(tests.allSatisfy { $0.noise == nil && $0.isWithinNoise == nil })
        #expect(tests[3].changeText == "+5 shuttles")
    }

    @Test("the change since the first test is per profile, its verdict from the baseline's score; none without noise")
    func cumulative() throws {
        let boy = { (laps: Int, course: Int) in
            Self.pacer("Bob", bib: 2, id: "S2", sex: "M", age: 12, laps: laps, course: course)
        }
        let logs = [
            try Self.logged("pacer-20m", day: "2025-09-08", wall: 1_757_325_600, [boy(22, 20)]),
            try Self.logged("pacer-15m", day: "2025-10-06", wall: 1_759_744_800, [boy(30, 15)]),
            try Self.logged("pacer-20m", day: "2025-12-01", wall: 1_764_583_200, [boy(30, 20)]),
            try Self.logged("pacer-15m", day: "2026-01-12", wall: 1_768_219_200, [boy(31, 15)]),
            try Self.logged("pacer-20m", day: "2026-03-02", wall: 1_772_445_600, [boy(52, 20)]),
        ]
        let tests = try #require(SeasonHistory.build(logs).first).tests
        // 20 m from 22 laps, 15 m from 30: never one against the other.
        #expect(tests.map(\.cumulativeChange) == [nil, nil, 8, 1, 30])
        #expect(
            tests.map { $0.baselineDate.map { String($0.prefix(10)) } } == [
                nil, nil, "2025-09-08", "2025-10-06", "2025-09-08",
            ])
        // HELENA's 2.9 stages for boys: 22 laps is 2.9 stages run, 30 laps 3.8, 52 laps 6.1.
        #expect(tests.map(\.isCumulativeWithinNoise) == [nil, nil, true, nil, false])
        #expect(tests[4].change == 22 && tests[4].isWithinNoise == true, "the last step alone is within")
        #expect(tests[4].cumulativeChangeText == "+30 laps, +136 % (beyond noise)")
        #expect(tests[3].cumulativeChangeText == "+1 lap, +3 %", "the 15 m PACER has no noise: no verdict")
        // From 1 December: the 20 m baseline is 30 laps, the 15 m one 31; earlier tests have none.
        let since = try #require(SeasonHistory.build(logs, since: "2025-12-01").first).tests
        #expect(since.map(\.cumulativeChange) == [nil, nil, nil, nil, 22])
        #expect(since[4].baselineDate?.hasPrefix("2025-12-01") == true)
        #expect(since.map(\.change) == tests.map(\.change), "the steps are the same whatever the baseline")
    }

    @Test("a floor: to one the change since the first is at least that, with no verdict; from one, none is known")
    func cumulativeFloors() throws {
        let bob = { (misses: [(level: String, bout: Int, shuttle: Int)]) in
            Runner("Bob", bib: 2, id: "S2", sex: "M", age: 12, misses: misses)
        }
        let ann = { (misses: [(level: String, bout: Int, shuttle: Int)]) in
            Runner("Ann", bib: 1, id: "S1", sex: "F", age: 12, misses: misses)
        }
        // No out line: still running when the log stops, a floor.
        let logs = [
            try Self.logged(
                "pacer-20m", day: "2025-09-08", wall: 1_757_325_600,
                [bob(ResultsLogText.pacerMisses(laps: 22, course: 20)), ann([])]),
            try Self.logged("pacer-20m", day: "2025-12-01", wall: 1_764_583_200, [bob([])]),
            try Self.logged(
                "pacer-20m", day: "2026-03-02", wall: 1_772_445_600,
                [
                    bob(ResultsLogText.pacerMisses(laps: 30, course: 20)),
                    ann(ResultsLogText.pacerMisses(laps: 25, course: 20)),
                ]),
        ]
        let athletes = SeasonHistory.build(logs)
        let bobTests = try #require(athletes.first { $0.name == "Bob" }).tests
        #expect(bobTests[1].row.isFloor)
        #expect(bobTests[1].cumulativeChange != nil && bobTests[1].isCumulativeWithinNoise == nil)
        #expect(bobTests[1].cumulativeChangeText?.hasPrefix("at least +") == true)
        #expect(bobTests[2].cumulativeChange == 8 && bobTests[2].isCumulativeWithinNoise == true)
        let annTests = try #require(athletes.first { $0.name == "Ann" }).tests
        #expect(annTests[0].row.isFloor && annTests.map(\.cumulativeChange) == [nil, nil])
    }

    @Test("a name seen before the roster gave ids joins the athlete with that id")
    func idAddedLater() throws {
        let logs = [
            try Self.logged(
                "pacer-20m", day: "2025-09-08", wall: 1_757_325_600,
                [Self.pacer("Dee", bib: 1, id: nil, sex: "F", age: 11, laps: 18)]),
            try Self.logged(
                "pacer-20m", day: "2025-12-01", wall: 1_764_583_200,
                [Self.pacer("Dee", bib: 1, id: "S9", sex: "F", age: 11, laps: 21)]),
        ]
        let athletes = SeasonHistory.build(logs)
        #expect(athletes.count == 1)
        #expect(athletes.first?.id == "S9")
        #expect(athletes.first?.tests.map(\.change) == [nil, 3])
    }
}
