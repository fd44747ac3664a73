import BeepTest
import BeepTestTestSupport
import Testing

/// Yo-Yo Intermittent Recovery tests against the published level tables: bouts of 2 × 20 m, then
/// 10 s of active recovery; the test ends with the last bout's run (no trailing rest).
@Suite("Published tables: Yo-Yo intermittent recovery")
struct YoYoRecoveryTableTests {
    /// One published row: speed level, km/h, bouts, 40 m run time (2 dp), cumulative bouts,
    /// metres and time including the rest after the level's last bout (0.1 s).
    struct Row {
        var label: String
        var speedKmh: Double
        var bouts: Int
        var runSeconds: Double
        var cumulativeBouts: Int
        var cumulativeM: Double
        var cumulativeSIncludingRest: Double
    }

    /// protocols.md §4a, JSON 4a (Bangsbo 2008; Krustrup 2003; theyoyotest.com; tablegameshub).
    static let ir1: [Row] = [
        Row(
            label: "5", speedKmh: 10.0, bouts: 1, runSeconds: 14.4, cumulativeBouts: 1, cumulativeM: 40,
            cumulativeSIncludingRest: 24.4),
        Row(
            label: "9", speedKmh: 12.0, bouts: 1, runSeconds: 12.0, cumulativeBouts: 2, cumulativeM: 80,
            cumulativeSIncludingRest: 46.4),
        Row(
            label: "11", speedKmh: 13.0, bouts: 2, runSeconds: 11.08, cumulativeBouts: 4, cumulativeM: 160,
            cumulativeSIncludingRest: 88.6),
        Row(
            label: "12", speedKmh: 13.5, bouts: 3, runSeconds: 10.67, cumulativeBouts: 7, cumulativeM: 280,
            cumulativeSIncludingRest: 150.6),
        Row(
            label: "13", speedKmh: 14.0, bouts: 4, runSeconds: 10.29, cumulativeBouts: 11, cumulativeM: 440,
            cumulativeSIncludingRest: 231.7),
        Row(
            label: "14", speedKmh: 14.5, bouts: 8, runSeconds: 9.93, cumulativeBouts: 19, cumulativeM: 760,
            cumulativeSIncludingRest: 391.1),
        Row(
            label: "15", speedKmh: 15.0, bouts: 8, runSeconds: 9.6, cumulativeBouts: 27, cumulativeM: 1080,
            cumulativeSIncludingRest: 547.9),
        Row(
            label: "16", speedKmh: 15.5, bouts: 8, runSeconds: 9.29, cumulativeBouts: 35, cumulativeM: 1400,
            cumulativeSIncludingRest: 702.3),
        Row(
            label: "17", speedKmh: 16.0, bouts: 8, runSeconds: 9.0, cumulativeBouts: 43, cumulativeM: 1720,
            cumulativeSIncludingRest: 854.3),
        Row(
            label: "18", speedKmh: 16.5, bouts: 8, runSeconds: 8.73, cumulativeBouts: 51, cumulativeM: 2040,
            cumulativeSIncludingRest: 1004.1),
        Row(
            label: "19", speedKmh: 17.0, bouts: 8, runSeconds: 8.47, cumulativeBouts: 59, cumulativeM: 2360,
            cumulativeSIncludingRest: 1151.9),
        Row(
            label: "20", speedKmh: 17.5, bouts: 8, runSeconds: 8.23, cumulativeBouts: 67, cumulativeM: 2680,
            cumulativeSIncludingRest: 1297.7),
        Row(
            label: "21", speedKmh: 18.0, bouts: 8, runSeconds: 8.0, cumulativeBouts: 75, cumulativeM: 3000,
            cumulativeSIncludingRest: 1441.7),
        Row(
            label: "22", speedKmh: 18.5, bouts: 8, runSeconds: 7.78, cumulativeBouts: 83, cumulativeM: 3320,
            cumulativeSIncludingRest: 1583.9),
        Row(
            label: "23", speedKmh: 19.0, bouts: 8, runSeconds: 7.58, cumulativeBouts: 91, cumulativeM: 3640,
            cumulativeSIncludingRest: 1724.6),
    ]

    /// protocols.md §4b, JSON 4b (Krustrup 2006; tablegameshub to 26.8; YoyoFree and a thesis to 29.8).
    static let ir2: [Row] = [
        Row(
            label: "11", speedKmh: 13.0, bouts: 1, runSeconds: 11.08, cumulativeBouts: 1, cumulativeM: 40,
            cumulativeSIncludingRest: 21.1),
        Row(
            label: "15", speedKmh: 15.0, bouts: 1, runSeconds: 9.6, cumulativeBouts: 2, cumulativeM: 80,
            cumulativeSIncludingRest: 40.7),
        Row(
            label: "17", speedKmh: 16.0, bouts: 2, runSeconds: 9.0, cumulativeBouts: 4, cumulativeM: 160,
            cumulativeSIncludingRest: 78.7),
        Row(
            label: "18", speedKmh: 16.5, bouts: 3, runSeconds: 8.73, cumulativeBouts: 7, cumulativeM: 280,
            cumulativeSIncludingRest: 134.9),
        Row(
            label: "19", speedKmh: 17.0, bouts: 4, runSeconds: 8.47, cumulativeBouts: 11, cumulativeM: 440,
            cumulativeSIncludingRest: 208.7),
        Row(
            label: "20", speedKmh: 17.5, bouts: 8, runSeconds: 8.23, cumulativeBouts: 19, cumulativeM: 760,
            cumulativeSIncludingRest: 354.6),
        Row(
            label: "21", speedKmh: 18.0, bouts: 8, runSeconds: 8.0, cumulativeBouts: 27, cumulativeM: 1080,
            cumulativeSIncludingRest: 498.6),
        Row(
            label: "22", speedKmh: 18.5, bouts: 8, runSeconds: 7.78, cumulativeBouts: 35, cumulativeM: 1400,
            cumulativeSIncludingRest: 640.8),
        Row(
            label: "23", speedKmh: 19.0, bouts: 8, runSeconds: 7.58, cumulativeBouts: 43, cumulativeM: 1720,
            cumulativeSIncludingRest: 781.5),
        Row(
            label: "24", speedKmh: 19.5, bouts: 8, runSeconds: 7.38, cumulativeBouts: 51, cumulativeM: 2040,
            cumulativeSIncludingRest: 920.5),
        Row(
            label: "25", speedKmh: 20.0, bouts: 8, runSeconds: 7.2, cumulativeBouts: 59, cumulativeM: 2360,
            cumulativeSIncludingRest: 1058.1),
        Row(
            label: "26", speedKmh: 20.5, bouts: 8, runSeconds: 7.02, cumulativeBouts: 67, cumulativeM: 2680,
            cumulativeSIncludingRest: 1194.3),
        Row(
            label: "27", speedKmh: 21.0, bouts: 8, runSeconds: 6.86, cumulativeBouts: 75, cumulativeM: 3000,
            cumulativeSIncludingRest: 1329.2),
        Row(
            label: "28", speedKmh: 21.5, bouts: 8, runSeconds: 6.7, cumulativeBouts: 83, cumulativeM: 3320,
            cumulativeSIncludingRest: 1462.8),
        Row(
            label: "29", speedKmh: 22.0, bouts: 8, runSeconds: 6.55, cumulativeBouts: 91, cumulativeM: 3640,
            cumulativeSIncludingRest: 1595.1),
    ]

    @Test(
        "each level matches the published row; the last ends 10 s before the published time",
        arguments: [("yoyo-ir1", ir1), ("yoyo-ir2", ir2)])
    func levels(id: String, published: [Row]) throws {
        let profile = try BuiltInProfiles.profile(id)
        let rows = LevelTable(profile: profile).rows
        #expect(rows.count == published.count)
        for (row, expected) in zip(rows, published) {
            #expect(row.level == expected.label)
            #expect(row.speedKmh == expected.speedKmh)
            #expect(row.bouts == expected.bouts && row.shuttles == 2 && row.restS == 10)
            #expect(((row.shuttleS ?? 0) * 2).formatted(decimals: 2) == expected.runSeconds.formatted(decimals: 2))
            #expect(row.cumulativeShuttles == Double(2 * expected.cumulativeBouts))
            #expect(row.cumulativeM == expected.cumulativeM)
            let isLast = expected.label == published.last?.label
            let publishedEnd = expected.cumulativeSIncludingRest - (isLast ? 10 : 0)
            #expect(abs(row.cumulativeS - publishedEnd) <= 0.05 + 1e-9, "\(id) \(row.level): \(row.cumulativeS)")
        }
    }

    @Test("IR1 in full: 91 bouts, 3640 m, and the end cue closes the last run")
    func ir1Totals() throws {
        let profile = try BuiltInProfiles.profile("yoyo-ir1")
        let table = LevelTable(profile: profile)
        #expect(table.totalShuttles == 182 && table.totalM == 3640)
        let timeline = Timeline(profile: profile, countdownS: 0)
        #expect(timeline.endTime == table.totalS)
        #expect(abs(timeline.endTime - (1724.6 - 10)) <= 0.05)
        // Early cumulative times quoted in §4a: 5.1 = 0:24, 9.1 = 0:46, 11.1 = 1:07, 11.2 = 1:29,
        // 12.1 = 1:49, 12.2 = 2:10, 12.3 = 2:31 (each the end of that bout's 10 s rest).
        let quoted = [
            ("5", 1, 24), ("9", 1, 46), ("11", 1, 67), ("11", 2, 89), ("12", 1, 109), ("12", 2, 130), ("12", 3, 151),
        ]
        for (label, bout, seconds) in quoted {
            let rest = try #require(timeline.cues.first { $0.kind == .rest && $0.level == label && $0.bout == bout })
            #expect(Int((rest.time + 10).rounded()) == seconds, "\(label).\(bout)")
        }
    }
}
