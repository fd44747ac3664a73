import BeepTest
import BeepTestTestSupport
import Testing

/// Tests whose stages are defined by time: the 30-15 IFT (30 s runs, 15 s walks) and Léger 1988
/// (continuous 1-minute stages).
@Suite("Published tables: timed stages")
struct StageTableTests {
    @Test("30-15 IFT: stage n runs at 8 + 0.5(n-1) km/h for 30 s in a 45 s stage")
    func iftStages() throws {
        // protocols.md §5 and JSON 5 (Buchheit 2008): s between 20 m beeps and metres per 30 s run.
        let beepSpacing = [
            9.0, 8.47, 8.0, 7.58, 7.2, 6.86, 6.55, 6.26, 6.0, 5.76, 5.54, 5.33, 5.14, 4.97, 4.8, 4.65,
            4.5, 4.36, 4.24, 4.11, 4.0, 3.89, 3.79, 3.69, 3.6, 3.51, 3.43, 3.35, 3.27, 3.2,
        ]
        let metresPerRun = [
            66.7, 70.8, 75.0, 79.2, 83.3, 87.5, 91.7, 95.8, 100.0, 104.2, 108.3, 112.5, 116.7, 120.8,
            125.0, 129.2, 133.3, 137.5, 141.7, 145.8, 150.0, 154.2, 158.3, 162.5, 166.7, 170.8, 175.0,
            179.2, 183.3, 187.5,
        ]
        let rows = LevelTable(profile: try BuiltInProfiles.profile("ift-30-15")).rows
        #expect(rows.count == 30)
        for (index, row) in rows.enumerated() {
            #expect(row.level == String(index + 1))
            #expect(row.speedKmh == 8 + 0.5 * Double(index))
            #expect(row.shuttleS?.formatted(decimals: 2) == beepSpacing[index].formatted(decimals: 2))
            #expect((row.shuttles * 20).formatted(decimals: 1) == metresPerRun[index].formatted(decimals: 1))
            #expect(row.durationS == (index == 29 ? 30 : 45))
            #expect(row.cumulativeS == Double(45 * (index + 1) - (index == 29 ? 15 : 0)))
        }
    }

    @Test("30-15 IFT cues: level at 45(n-1) s, a turn every 20 m inside the run, rest at 30 s")
    func iftCues() throws {
        let cues = try BuiltInProfiles.cues("ift-30-15")
        for stage in 1...30 {
            let start = Double(45 * (stage - 1))
            let shuttle = 72 / (8 + 0.5 * Double(stage - 1))
            let own = cues.filter { $0.level == String(stage) }
            let turns = (1...20).map { Double($0) * shuttle }.filter { $0 < 30 - 1e-9 }
            let expected = [0] + turns + [30]
            #expect(own.count == expected.count, "stage \(stage)")
            for (cue, offset) in zip(own, expected) { #expect(abs(cue.time - start - offset) < 1e-9, "stage \(stage)") }
            #expect(own.first?.kind == (stage == 1 ? .start : .level))
            #expect(own.last?.kind == (stage == 30 ? .end : .rest))
        }
    }

    @Test("Léger 1988: 21 one-minute stages at 8 + 0.5·stage km/h with nominal v/1.2 laps")
    func legerStages() throws {
        // protocols.md §2 and JSON 2 (Léger et al. 1988, PubMed 3184250): nominal laps per stage (2 dp).
        let nominalLaps = [
            7.08, 7.5, 7.92, 8.33, 8.75, 9.17, 9.58, 10.0, 10.42, 10.83, 11.25, 11.67, 12.08, 12.5, 12.92,
            13.33, 13.75, 14.17, 14.58, 15.0, 15.42,
        ]
        let profile = try BuiltInProfiles.profile("leger-1988")
        #expect(profile.isContinuousStages)
        let rows = LevelTable(profile: profile).rows
        #expect(rows.count == 21)
        for (index, row) in rows.enumerated() {
            #expect(row.speedKmh == 8 + 0.5 * Double(index + 1))
            #expect(row.durationS == 60 && row.cumulativeS == Double(60 * (index + 1)))
            #expect(row.shuttles.formatted(decimals: 2) == nominalLaps[index].formatted(decimals: 2))
        }
    }

    @Test("Léger cues: a turn every 20 m of running, the level cue at the first turn at or after each minute")
    func legerCues() throws {
        let cues = try BuiltInProfiles.cues("leger-1988")
        let turns = cues.filter { $0.kind == .shuttle || $0.kind == .level }
        // 4725 m in 21 minutes (25/3 · (17 + … + 37) m): 236 turns, then the end at 21:00.
        #expect(turns.count == 236)
        #expect(cues.last?.kind == .end && cues.last?.time == 1260.0)
        let levelCues = cues.filter { $0.kind == .level }
        #expect(levelCues.map(\.level) == (2...21).map(String.init))
        for cue in levelCues {
            let stage = Double(try #require(Int(cue.level)))
            let boundary = 60 * (stage - 1)
            let previous = try #require(cues.last { $0.time < cue.time })
            #expect(cue.time >= boundary - 1e-9 && previous.time < boundary - 1e-9, "level \(cue.level)")
            // Never later than one shuttle at the new stage's speed.
            #expect(cue.time - boundary < 72 / (8 + 0.5 * stage))
        }
        // At 15:00 the runners have covered exactly 3000 m: that turn is the stage-16 cue itself.
        #expect(levelCues.contains { $0.level == "16" && abs($0.time - 900) < 1e-9 })
    }
}
