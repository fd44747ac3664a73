import BeepTest
import Testing

/// The one rule that ends a test because nobody is running: asked of the marks at a cue, it
/// answers from who is out or withdrew and when the last of them was marked, and changes nothing.
@Suite("Everyone out")
struct EveryoneOutTests {
    /// The turn times of `session` just before and just after test time `time`.
    private static func cues(around time: Double, in session: ResultsSession) throws -> (before: Double, after: Double)
    {
        let turns = session.turnMap.turns
        let before = try #require(turns.last { $0.time <= time }).time
        let after = try #require(turns.first { $0.time > time }).time
        return (before, after)
    }

    @Test("everyone out by misses: the first cue after the last out ends the test, no cue before it does")
    func outAtACue() throws {
        var session = try Fixtures.session("msft-20m", athletes: ["Ann", "Bob"])
        let first = try Fixtures.justAfter(session, level: "2", shuttle: 2)
        let second = try Fixtures.justAfter(session, level: "2", shuttle: 3)
        for athlete in 0..<2 {
            #expect(session.mark(athlete: athlete, at: first).kind == .warning)
            #expect(session.mark(athlete: athlete, at: second).kind == .out)
        }
        let rule = EveryoneOut(session, lastOutAt: second)
        let (before, after) = try Self.cues(around: second, in: session)
        #expect(rule.since == second)
        #expect(!rule.endsTest(atCue: before) && !rule.endsTest(atCue: second))
        #expect(rule.endsTest(atCue: after))
        // A front that reads positions asks about the last cue heard: the same answer at the same cue.
        #expect(!rule.endsTest(at: PlaybackPosition(testTime: after - 0.01), in: session.timeline))
        #expect(rule.endsTest(at: PlaybackPosition(testTime: after), in: session.timeline))
        #expect(rule.endsTest(at: PlaybackPosition(testTime: after + 0.5), in: session.timeline))
    }

    @Test("somebody still running: no cue ends the test, whatever mark came last")
    func someoneRunning() throws {
        var session = try Fixtures.session("msft-20m", athletes: ["Ann", "Bob"])
        let at = try Fixtures.justAfter(session, level: "2", shuttle: 3)
        #expect(session.withdraw(athlete: 0, at: at).kind == .withdrew)
        let rule = EveryoneOut(session, lastOutAt: at)
        #expect(rule.since == nil && rule == .goesOn)
        #expect(!rule.endsTest(atCue: at + 60))
        #expect(!rule.endsTest(at: PlaybackPosition(testTime: session.timeline.endTime), in: session.timeline))
    }

    @Test("withdrawn and out alike leave nobody running; an undo of either puts somebody back")
    func withdrawnAndOut() throws {
        let base = try Fixtures.session("msft-20m", athletes: ["Ann", "Bob"])
        let warned = try Fixtures.justAfter(base, level: "2", shuttle: 2)
        let at = try Fixtures.justAfter(base, level: "2", shuttle: 3)
        let after = try Self.cues(around: at, in: base).after
        // Ann out by misses, Bob withdrawn; then both withdrawn.
        var mixed = base
        _ = mixed.mark(athlete: 0, at: warned)
        #expect(mixed.mark(athlete: 0, at: at).kind == .out)
        #expect(mixed.withdraw(athlete: 1, at: at).kind == .withdrew)
        var withdrawn = base
        for athlete in 0..<2 { _ = withdrawn.withdraw(athlete: athlete, at: at) }
        for session in [mixed, withdrawn] {
            #expect(EveryoneOut(session, lastOutAt: at).endsTest(atCue: after))
        }
        _ = mixed.undo(athlete: 1)
        _ = withdrawn.undo(athlete: 0)
        #expect(!EveryoneOut(mixed, lastOutAt: at).endsTest(atCue: after))
        #expect(!EveryoneOut(withdrawn, lastOutAt: at).endsTest(atCue: after))
    }

    @Test("no roster: nobody can be out, so no cue ends the test")
    func noRoster() throws {
        let session = try Fixtures.session("msft-20m", athletes: [])
        let rule = EveryoneOut(session, lastOutAt: 1)
        #expect(rule.since == nil)
        #expect(!rule.endsTest(atCue: 100) && !rule.endsTest(at: PlaybackPosition(testTime: 100), in: session.timeline))
    }

    @Test("the recorder's rule is a question: asking ends nothing, the front's call records the ending")
    func askingRecordsNothing() throws {
        let session = try Fixtures.session("msft-20m", athletes: ["Ann"])
        let at = PlaybackPosition(testTime: try Fixtures.justAfter(session, level: "2", shuttle: 3))
        let end = PlaybackPosition(testTime: try Self.cues(around: at.testTime, in: session).after)
        for endedByFront in [false, true] {
            let recorder = ResultsRecorder(timeline: session.timeline, roster: session.roster, log: nil)
            #expect(recorder.everyoneOut == .goesOn)
            _ = recorder.apply(MarkRequest(.withdrew(bibs: [1]), at: at))
            #expect(recorder.everyoneOut.since == at.testTime)
            #expect(
                recorder.everyoneOut.endsTest(atCue: end.testTime) && recorder.everyoneOut.endsTest(atCue: end.testTime)
            )
            if endedByFront { recorder.endForEveryoneOut() }
            recorder.finish(at: end)
            #expect(recorder.summary(at: end).everyoneOut == endedByFront)
        }
    }
}
