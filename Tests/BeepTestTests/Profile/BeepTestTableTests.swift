import BeepTest
import BeepTestTestSupport
import Testing

/// The continuous beep tests against their published tables. Figures are from
/// /work/shared/reference/protocols.md (section cited on each test), copied here.
@Suite("Published tables: continuous beep tests")
struct BeepTestTableTests {
    /// protocols.md §1 and JSON 1 (NCF 1988; Topend, vo2maximizer.com).
    static let msft = PublishedTable(
        speedsKmh: [
            8.0, 9.0, 9.5, 10.0, 10.5, 11.0, 11.5, 12.0, 12.5, 13.0, 13.5, 14.0, 14.5, 15.0, 15.5, 16.0, 16.5,
            17.0, 17.5, 18.0, 18.5,
        ],
        shuttles: [7, 8, 8, 9, 9, 10, 10, 11, 11, 11, 12, 12, 13, 13, 13, 14, 14, 15, 15, 16, 16],
        cumulativeShuttles: [
            7, 15, 23, 32, 41, 51, 61, 72, 83, 94, 106, 118, 131, 144, 157, 171, 185, 200, 215, 231, 247,
        ],
        cumulativeMetres: [
            140, 300, 460, 640, 820, 1020, 1220, 1440, 1660, 1880, 2120, 2360, 2620, 2880, 3140, 3420, 3700,
            4000, 4300, 4620, 4940,
        ],
        cumulativeSeconds: [
            63.0, 127.0, 187.6, 252.4, 314.1, 379.6, 442.2, 508.2, 571.6, 632.5, 696.5, 758.2, 822.8,
            885.2, 945.5, 1008.5, 1069.6, 1133.2, 1194.9, 1258.9, 1321.2,
        ])

    @Test("MSFT 20 m: 21 levels, 247 shuttles, 4940 m, ending at 22:01.15")
    func msft() throws {
        try Self.msft.check("msft-20m")
        let table = LevelTable(profile: try BuiltInProfiles.profile("msft-20m"))
        #expect(TimeText.minutesSecondsHundredths(table.totalS) == "22:01.15")
        #expect(table.totalShuttles == 247 && table.totalM == 4940)
        // §1: shuttle times as published to 2 dp (9.00 … 3.89), and the clock times of each level's end.
        let published = [
            9.00, 8.00, 7.58, 7.20, 6.86, 6.55, 6.26, 6.00, 5.76, 5.54, 5.33, 5.14, 4.97, 4.80, 4.65, 4.50,
            4.36, 4.24, 4.11, 4.00, 3.89,
        ]
        #expect(table.rows.map { $0.shuttleS?.formatted(decimals: 2) } == published.map { $0.formatted(decimals: 2) })
        let clock = [
            "1:03", "2:07", "3:08", "4:12", "5:14", "6:20", "7:22", "8:28", "9:32", "10:32", "11:36", "12:38",
            "13:43", "14:45", "15:46", "16:49", "17:50", "18:53", "19:55", "20:59", "22:01",
        ]
        #expect(table.rows.map { Self.clock($0.cumulativeS) } == clock)
    }

    @Test("MSFT with an 8.5 km/h first level: only level 1 differs, 1317.4 s in all")
    func msftEightAndAHalf() throws {
        // protocols.md §1b and JSON 1b.
        var variant = Self.msft
        variant.speedsKmh[0] = 8.5
        variant.cumulativeSeconds = [
            59.3, 123.3, 183.9, 248.7, 310.4, 375.9, 438.5, 504.5, 567.9, 628.8, 692.8, 754.5,
            819.1, 881.5, 941.8, 1004.8, 1065.9, 1129.5, 1191.2, 1255.2, 1317.4,
        ]
        try variant.check("msft-20m-8.5")
        let first = try #require(LevelTable(profile: try BuiltInProfiles.profile("msft-20m-8.5")).rows.first)
        #expect(first.shuttleS?.formatted(decimals: 2) == "8.47")
        #expect(first.durationS.formatted(decimals: 1) == "59.3")
    }

    @Test("PACER 20 m runs the MSFT table, with misses counted in total")
    func pacer20() throws {
        // protocols.md §3: "20 m laps per level: identical to the NCF table"; the second miss in total ends it.
        try Self.msft.check("pacer-20m")
        let pacer = try BuiltInProfiles.profile("pacer-20m")
        let msft = try BuiltInProfiles.profile("msft-20m")
        #expect(pacer.levels == msft.levels)
        #expect(Timeline(profile: pacer).cues == Timeline(profile: msft).cues)
        #expect(pacer.stopRule == StopRule(misses: 2, consecutive: false))
    }

    @Test("PACER 15 m: 323 laps, 4845 m, 21:36")
    func pacer15() throws {
        // protocols.md §3 and JSON 3b (Topend table; McClain et al. 2006).
        let published = PublishedTable(
            speedsKmh: Self.msft.speedsKmh,
            shuttles: [9, 10, 11, 12, 12, 13, 13, 14, 14, 15, 15, 16, 17, 17, 18, 18, 19, 19, 20, 20, 21],
            cumulativeShuttles: [
                9, 19, 30, 42, 54, 67, 80, 94, 108, 123, 138, 154, 171, 188, 206, 224, 243, 262, 282, 302,
                323,
            ],
            cumulativeMetres: [
                135, 285, 450, 630, 810, 1005, 1200, 1410, 1620, 1845, 2070, 2310, 2565, 2820, 3090, 3360,
                3645, 3930, 4230, 4530, 4845,
            ],
            cumulativeSeconds: [
                60.8, 120.8, 183.3, 248.1, 309.8, 373.6, 434.7, 497.7, 558.1, 620.4, 680.4, 742.2, 805.5,
                866.7, 929.4, 990.1, 1052.3, 1112.7, 1174.4, 1234.4, 1295.7,
            ])
        try published.check("pacer-15m")
        let table = LevelTable(profile: try BuiltInProfiles.profile("pacer-15m"))
        let lapTimes = [
            6.75, 6.00, 5.68, 5.40, 5.14, 4.91, 4.70, 4.50, 4.32, 4.15, 4.00, 3.86, 3.72, 3.60, 3.48, 3.38,
            3.27, 3.18, 3.09, 3.00, 2.92,
        ]
        #expect(table.rows.map { $0.shuttleS?.formatted(decimals: 2) } == lapTimes.map { $0.formatted(decimals: 2) })
        #expect(Self.clock(table.totalS) == "21:36")
    }

    @Test("Yo-Yo Endurance level 1: 20 levels from 8 km/h, 223 shuttles, 4460 m")
    func yoyoEndurance() throws {
        // protocols.md §4c and the yye block of protocols.json (Topend counts; speeds v = 7.5 + 0.5·L).
        let published = PublishedTable(
            speedsKmh: (1...20).map { 7.5 + 0.5 * Double($0) },
            shuttles: [7, 8, 8, 8, 9, 9, 10, 10, 11, 11, 11, 12, 12, 13, 13, 13, 14, 14, 15, 15],
            cumulativeShuttles: [
                7, 15, 23, 31, 40, 49, 59, 69, 80, 91, 102, 114, 126, 139, 152, 165, 179, 193, 208, 223,
            ],
            cumulativeMetres: [
                140, 300, 460, 620, 800, 980, 1180, 1380, 1600, 1820, 2040, 2280, 2520, 2780, 3040, 3300,
                3580, 3860, 4160, 4460,
            ],
            cumulativeSeconds: [
                63.0, 130.8, 194.8, 255.4, 320.2, 381.9, 447.4, 510.0, 576.0, 639.3, 700.3, 764.3, 826.0,
                890.5, 952.9, 1013.3, 1076.3, 1137.4, 1200.9, 1262.6,
            ])
        try published.check("yoyo-endurance-1")
    }

    @Test("UK police 15 m: 5.4 at 3:35 (215.29 s, 35 shuttles, 525 m), level 5 ends 4:02, level 9 7:12")
    func police() throws {
        // protocols.md §6a and JSON 6 (jointhecops.co.uk table; College of Policing standard 5.4).
        let profile = try BuiltInProfiles.profile("police-15m")
        let table = LevelTable(profile: profile)
        #expect(table.rows.map { Int($0.shuttles) } == [7, 8, 8, 8, 9, 9, 10, 10, 10, 11, 11, 12, 12, 13, 13, 13])
        #expect(
            table.rows.map { $0.shuttleS ?? 0 } == [
                6.83, 6.36, 6.11, 5.75, 5.43, 5.13, 4.97, 4.78, 4.59, 4.39, 4.16,
                3.92, 3.85, 3.76, 3.59, 3.47,
            ])
        #expect(Self.clock(table.rows[4].cumulativeS) == "4:02")
        #expect(Self.clock(table.rows[8].cumulativeS) == "7:12")
        // 5.4 is completed when the cue that starts level 5's fifth shuttle sounds.
        let cues = Timeline(profile: profile, countdownS: 0).cues
        let standard = try #require(cues.first { $0.level == "5" && $0.shuttle == 5 })
        #expect(standard.time.formatted(decimals: 2) == "215.29")
        #expect(Self.clock(standard.time) == "3:35")
        #expect(table.shuttlesBefore(level: 4) + 4 == 35)
        #expect((table.shuttlesBefore(level: 4) + 4) * 15 == 525)
    }

    /// `m:ss` rounded to the nearest second, as the published tables print level ends.
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        return "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
    }
}
