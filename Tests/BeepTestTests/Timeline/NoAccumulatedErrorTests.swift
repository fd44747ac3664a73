import BeepTest
import BeepTestTestSupport
import Testing

/// Every cue within 1 µs of its exact time over whole tests (times come from level
/// starts plus multiples of the shuttle time, never from adding rounded steps).
@Suite("No accumulated timing error")
struct NoAccumulatedErrorTests {
    static let microsecond = 1e-6

    /// Expects `timeline`'s cues after the countdown to be `reference`, one for one, within 1 µs.
    private func expectMatches(_ timeline: Timeline, _ reference: [Float80], _ what: String) {
        let cues = timeline.cues.filter { $0.kind != .countdown }
        #expect(cues.count == reference.count, "\(what): \(cues.count) cues, reference \(reference.count)")
        var worst: Float80 = 0
        for (cue, exact) in zip(cues, reference) { worst = max(worst, abs(Float80(cue.time) - exact)) }
        #expect(worst < Float80(Self.microsecond), "\(what): worst error \(worst) s")
    }

    @Test(
        "whole built-in tests match a step-by-step Float80 walk",
        arguments: [
            "msft-20m", "msft-20m-8.5", "pacer-15m", "police-15m", "yoyo-ir1", "yoyo-ir2", "yoyo-endurance-1",
            "ift-30-15",
        ])
    func builtIns(id: String) throws {
        let profile = try BuiltInProfiles.profile(id)
        expectMatches(Timeline(profile: profile, countdownS: 0), ReferenceTimes.steppedInstants(profile), id)
    }

    @Test("Léger 1988 matches exact rational arithmetic, cue for cue and level for level")
    func leger() throws {
        let profile = try BuiltInProfiles.profile("leger-1988")
        let cues = Timeline(profile: profile, countdownS: 0).cues
        let exact = ReferenceTimes.continuousStages(profile)
        #expect(cues.count == exact.count)
        for (cue, reference) in zip(cues, exact) {
            #expect(abs(cue.time - reference.time.double) < Self.microsecond, "\(cue)")
            if let stage = reference.announcedStage {
                #expect(cue.kind == .level && cue.level == profile.levels[stage].label, "\(cue)")
            } else {
                #expect(cue.kind != .level, "\(cue)")
            }
        }
    }

    @Test("a 10,000-level profile loaded from JSON stays exact to its last cue")
    func tenThousandLevels() throws {
        // Irregular shuttle times (not whole numbers of anything), varied shuttle counts, and a
        // two-bout level with rest every fifth level: roughly 17 hours and 34,000 cues.
        let levels = (0..<10_000).map { index -> String in
            let shuttle = 1.3 + Double(index % 97) * 0.0137 + Double(index % 7) * 0.001
            let extra = index % 5 == 0 ? #", "bouts": 2, "rest_s": 1.75"# : ""
            return #"{"shuttle_s": \#(shuttle), "shuttles": \#(1 + index % 4)\#(extra)}"#
        }
        let text = #"{"format": 1, "name": "Long", "levels": [\#(levels.joined(separator: ",\n"))]}"#
        let profile = try ProfileLoader.decode(Array(text.utf8), source: "long.json", defaultID: "long")
        #expect(profile.levels.count == 10_000)
        let timeline = Timeline(profile: profile, countdownS: 0)
        #expect(timeline.cues.count > 30_000)
        expectMatches(timeline, ReferenceTimes.steppedInstants(profile), "10,000 levels")
        #expect(abs(timeline.endTime - LevelTable(profile: profile).totalS) < Self.microsecond)
    }

    @Test("--start-level times are exact from the new zero", arguments: [("msft-20m", "17"), ("yoyo-ir1", "20")])
    func startLevel(id: String, label: String) throws {
        let profile = try BuiltInProfiles.profile(id)
        let index = try #require(profile.levelIndex(label: label))
        var tail = profile
        tail.levels = Array(profile.levels[index...])
        expectMatches(
            Timeline(profile: profile, startLevelIndex: index, countdownS: 0),
            ReferenceTimes.steppedInstants(tail), "\(id) from \(label)")
    }
}
