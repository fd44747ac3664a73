import BeepTest
import BeepTestTestSupport
import Testing

/// A score typed from paper (`beeptest enter`, `--stop-at`, `--pass`) is read on the same table a
/// run scores on: every score a timed run can give is taken, for the same line.
@Suite("Typed scores and the scores a run gives")
struct TypedScoreRunTests {
    @Test(
        "every score a run from level 1 can give is typed back to the same line (Léger's 5.9 too)",
        arguments: [
            "leger-1988", "msft-20m", "msft-20m-8.5", "police-15m", "pacer-20m", "pacer-15m", "ift-30-15",
            "yoyo-ir1", "yoyo-ir2", "yoyo-endurance-1",
        ])
    func everyRunScore(id: String) throws {
        let profile = try BuiltInProfiles.profile(id)
        let timeline = Timeline(profile: profile)
        let roster = Roster(athletes: [Athlete(name: "Ann")])
        var before = (text: "", total: -1.0)
        for turn in TurnMap(timeline: timeline).turns {
            var session = ResultsSession(timeline: timeline, roster: roster)
            session.finish(at: turn.time + 0.01, completed: false)
            let score = session.result(of: 0, at: turn.time + 0.01).score
            // Lines within a bout or a stage give the score of the one before (Yo-Yo, 30-15 IFT).
            guard let text = score.text, text != before.text else { continue }
            let typed = try TypedScore.parse(text, profile: profile).get()
            #expect(typed.text == text, "\(id) \(text)")
            // Reaching the typed score is reaching this line, not the one before it.
            #expect(
                before.total < typed.totalShuttles && typed.totalShuttles <= score.totalShuttles + 1e-9, "\(id) \(text)"
            )
            before = (text, score.totalShuttles)
        }
    }

    @Test("Léger --stop-at ends at the line typed, from level 1 or a later start level")
    func legerStopAt() throws {
        let profile = try BuiltInProfiles.profile("leger-1988")
        for (start, score) in [(0, "5.9"), (4, "5.8"), (4, "5.9"), (0, "6")] {
            let standard = try PassStandard.resolve(score, profile: profile).get()
            let stop = try Timeline(profile: profile, startLevelIndex: start).stopping(at: standard).get()
            let end = try #require(stop.cues.last)
            let expected = score == "6" ? standard.score : score
            #expect("\(end.level).\(end.shuttle)" == expected, "start \(start + 1), stop at \(score)")
        }
    }

    @Test("Léger: 5.9 is a score of stage 5 (a shuttle under way at the change counts in the stage it began in)")
    func legerStageFive() throws {
        let profile = try BuiltInProfiles.profile("leger-1988")
        #expect(try TypedScore.parse("5.9", profile: profile).get().text == "5.9")
        #expect(try TypedScore.parse("5:9", profile: profile).get().text == "5.9")
        #expect(throws: TypedScore.Refusal(description: "level 5 has 9 shuttles")) {
            try TypedScore.parse("5.10", profile: profile).get()
        }
    }

    @Test("a stage alone is the stage's last line where the score sheet ticks stages, and nowhere else")
    func stageAlone() throws {
        let leger = try BuiltInProfiles.profile("leger-1988")
        #expect(leger.recordsStages)
        let six = try TypedScore.parse("6", profile: leger).get()
        let lastOfSix = try #require(TurnMap(timeline: Timeline(profile: leger)).turns.last { $0.level == "6" })
        #expect(six.text == "6.\(lastOfSix.shuttle)")
        let beep = try BuiltInProfiles.profile("msft-20m")
        #expect(!beep.recordsStages)
        #expect(throws: TypedScore.Refusal.self) { try TypedScore.parse("6", profile: beep).get() }
    }
}
