import BeepTest
import BeepTestTestSupport
import Testing

/// `--stop-at`: a test ended at a standard, as a recruitment test is (standards.md 2).
@Suite("A timeline stopped at a standard")
struct TimelineStopTests {
    /// The full timeline of `id` and the same ended at `score`.
    private func stopped(_ id: String, at score: String, startLevel: Int = 0) throws -> (full: Timeline, stop: Timeline)
    {
        let profile = try BuiltInProfiles.profile(id)
        let full = Timeline(profile: profile, startLevelIndex: startLevel)
        let standard = try PassStandard.resolve(score, profile: profile).get()
        return (full, try full.stopping(at: standard).get())
    }

    /// Everyone's score and status at the end of a run of `timeline` in which nobody missed a line.
    private func finalResult(_ timeline: Timeline) throws -> AthleteResult {
        var session = ResultsSession(timeline: timeline, roster: try Roster.parse(list: "Ann"))
        session.finish(at: timeline.endTime, completed: timeline.isComplete(at: timeline.endTime))
        return try #require(session.results(at: timeline.endTime).first)
    }

    @Test("police-15m at 5.4: the end cue at the turn that ends level 5 shuttle 4 (35 shuttles, about 3:35)")
    func collegeOfPolicing() throws {
        let (full, stop) = try stopped("police-15m", at: "5.4")
        let end = try #require(stop.cues.last)
        #expect(end.kind == .end && end.level == "5" && end.shuttle == 4)
        // The cues before it are the full test's, untouched; nothing after it.
        #expect(Array(stop.cues.dropLast()) == Array(full.cues.prefix(stop.cues.count - 1)))
        let turn = full.cues[stop.cues.count - 1]
        #expect(turn.time == end.time && turn.level == "5" && turn.shuttle == 5)
        #expect(!stop.cues.dropLast().contains { $0.kind == .end })
        #expect(abs(end.time - 215) < 1)  // standards.md 2: "about 3:35"
        let result = try finalResult(stop)
        #expect(result.status == .completed)
        #expect(result.score.text == "5.4" && result.score.totalShuttles == 35 && result.score.distanceM == 525)
        #expect(stop.passStandard?.name == "College of Policing fitness standard")
        // The live view at the end: 35 shuttles, 525 m, not the whole of level 5.
        let state = TestStateMap(timeline: stop).state(at: PlaybackPosition(testTime: end.time + 0.1))
        #expect(state.isComplete && state.shuttlesRun == 35 && state.distanceM == 525)
    }

    @Test("Yo-Yo IR1 at 16.2 ends with the second bout of level 16: the rest after it is gone")
    func yoyoBout() throws {
        let (full, stop) = try stopped("yoyo-ir1", at: "16.2")
        let end = try #require(stop.cues.last)
        #expect(end.kind == .end && end.level == "16" && end.bout == 2)
        #expect(full.cues[stop.cues.count - 1].kind == .rest)
        #expect(try finalResult(stop).score.text == "16.2")
    }

    @Test("The PACER at 23 laps, and a standard at the test's own end changes nothing but the standard")
    func pacerAndWholeTest() throws {
        let (_, pacer) = try stopped("pacer-20m", at: "23")
        #expect(try finalResult(pacer).score.text == "23")
        let profile = try BuiltInProfiles.profile("police-15m")
        let last = try #require(Timeline(profile: profile).cues.last)
        let (full, whole) = try stopped("police-15m", at: "\(last.level).\(last.shuttle)")
        #expect(whole.cues == full.cues)
    }

    @Test("Refused: a score the test cannot give, or one the run starts past")
    func refused() throws {
        let profile = try BuiltInProfiles.profile("police-15m")
        let timeline = Timeline(profile: profile, startLevelIndex: 6)
        let early = PassStandard(score: "5.4", name: "test")
        #expect(throws: StandardUnavailable.self) { try timeline.stopping(at: early).get() }
        let none = PassStandard(score: "5.99", name: "test")
        #expect(throws: StandardUnavailable.self) { try Timeline(profile: profile).stopping(at: none).get() }
    }
}
