import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

/// An athlete who stops running (`w 17`): out at once, scored at the last line made on time,
/// status `withdrew` live and read back, and undone like any mark.
@Suite("Withdrawals")
struct WithdrawalTests {
    @Test("w 17 is a withdrawal of one bib or several; u and w keep their own shapes")
    func parse() throws {
        #expect(try MarkEntry.parse("w 17") == .withdrew(bibs: [17]))
        #expect(try MarkEntry.parse("W17") == .withdrew(bibs: [17]))
        #expect(try MarkEntry.parse("w 3, 17") == .withdrew(bibs: [3, 17]))
        #expect(try MarkEntry.parse("17") == .missed(bibs: [17]))
        #expect(try MarkEntry.parse("u 17") == .undo(bib: 17))
        #expect(throws: MarkEntry.Problem(message: "withdraw takes bibs: 'w 17'")) { try MarkEntry.parse("w") }
        #expect(throws: MarkEntry.Problem.self) { try MarkEntry.parse("w x") }
    }

    @Test("a withdrawal writes the agreed line, scores the last line made on time and reads back as withdrew")
    func lineAndReplay() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let path = temporary.file("class.jsonl")
        let athletes = [Athlete(name: "Ann", bib: 31), Athlete(name: "Bob", bib: 4)]
        let recorder = try ResultsLogTests.recorder("msft-20m", athletes: athletes, path: path)
        try recorder.start()
        let session = try Fixtures.session("msft-20m")
        // Ann misses 9/5 (a warning), makes 9/6, and stops while running 9/7: her score is 9/6.
        let at95 = PlaybackPosition(testTime: try Fixtures.justAfter(session, level: "9", shuttle: 5))
        let at96 = PlaybackPosition(testTime: try Fixtures.justAfter(session, level: "9", shuttle: 6))
        #expect(recorder.apply(MarkRequest(.missed(bibs: [31]), at: at95)).hasPrefix("Ann: warning"))
        let answer = recorder.apply(MarkRequest(.withdrew(bibs: [31]), at: at96))
        #expect(answer == "Ann: withdrew during level 9 shuttle 7, score 9.6", "\(answer)")
        #expect(recorder.apply(MarkRequest(.missed(bibs: [31]), at: at96)).contains("already out"))
        #expect(recorder.apply(MarkRequest(.withdrew(bibs: [31]), at: at96)).contains("already out"))

        let standing = recorder.standings(at: at96)[0].result
        #expect(standing.status == .withdrew && standing.score.text == "9.6" && standing.misses == 1)
        #expect(
            AthleteResult.Status.withdrew.rawValue == "withdrew" && AthleteResult.Status.withdrew.text == "withdrew")

        recorder.finish(at: PlaybackPosition(testTime: session.timeline.endTime, isFinished: true))
        let lines = try ResultsLogTests.lines(path)
        let withdraw = try #require(lines.first { $0["event"] == .string("withdraw") })
        guard case .object(let members) = withdraw else {
            Issue.record("the withdraw line is not an object")
            return
        }
        #expect(
            members.map(\.key) == [
                "event", "athlete", "key", "bib", "level", "bout", "shuttle", "score", "total_shuttles",
                "distance_m", "t", "wall",
            ])
        #expect(withdraw["bib"] == .int(31) && withdraw["level"] == .string("9") && withdraw["shuttle"] == .int(7))
        #expect(withdraw["score"] == .string("9.6") && withdraw["t"] == .num(at96.testTime))

        var file = try ResultsFile.read(path: path)
        let summary = file.summary(profile: try Fixtures.profile("msft-20m"))
        #expect(file.problems.isEmpty, "\(file.problems)")
        let ann = try #require(summary.rows.first { $0.athlete == "Ann" })
        #expect(ann.status == .withdrew && ann.score == "9.6" && ann.misses == 1)
        #expect(summary.rows.first { $0.athlete == "Bob" }?.status == .completed)
        // Without the profile, the file's own words say the same.
        var unknown = try ResultsFile.read(path: path)
        let recorded = unknown.summary(profile: nil)
        #expect(recorded.rows.first { $0.athlete == "Ann" }?.status == .withdrew)
    }

    @Test("u 17 undoes a withdrawal: an undo line of \"withdraw\", the athlete back in, live and read back")
    func undo() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let path = temporary.file("class.jsonl")
        let recorder = try ResultsLogTests.recorder("msft-20m", athletes: [Athlete(name: "Cy", bib: 17)], path: path)
        try recorder.start()
        let session = try Fixtures.session("msft-20m")
        let at = PlaybackPosition(testTime: try Fixtures.justAfter(session, level: "4", shuttle: 2))
        #expect(recorder.apply(MarkRequest(.withdrew(bibs: [17]), at: at)).hasPrefix("Cy: withdrew"))
        let undone = recorder.apply(MarkRequest(.undo(bib: 17), at: at))
        #expect(undone == "undone: Cy's withdrawal at level 4 shuttle 3 (Cy is back in)", "\(undone)")
        #expect(recorder.standings(at: at)[0].result.status == .inProgress)
        let lines = try ResultsLogTests.lines(path)
        #expect(lines.last?["event"] == .string("undo") && lines.last?["undone"] == .string("withdraw"))

        var file = try ResultsFile.read(path: path)
        let summary = file.summary(profile: try Fixtures.profile("msft-20m"))
        #expect(file.problems.isEmpty, "\(file.problems)")
        // Read back without a finish line, the athlete still running reads as stopped (a floor).
        #expect(summary.rows.first?.status == .stopped)
    }

    @Test("a withdrawal needs a shuttle under way: refused in the countdown and once the last line has sounded")
    func refused() throws {
        var session = try Fixtures.session("msft-20m")
        #expect(session.withdraw(athlete: 0, at: -1).kind == .refused)
        let last = try #require(session.turnMap.turns.last).time
        let late = session.withdraw(athlete: 0, at: last + 0.1)
        #expect(late.kind == .refused && late.message.contains("mark a miss instead"), "\(late.message)")
        // Before the first line, the athlete made nothing: a withdrawal at the first shuttle.
        let early = session.withdraw(athlete: 1, at: 0.5)
        #expect(early.kind == .withdrew && early.turn == session.turnMap.turns.first)
        session.finish(at: last, completed: true)
        #expect(session.withdraw(athlete: 2, at: last).kind == .refused)
        #expect(session.results(at: last).map(\.status) == [.completed, .withdrew, .completed])
    }

    @Test("a replayed undo must name the withdrawal it undoes")
    func mismatchedUndo() throws {
        let start =
            #"{"event":"start","format":1,"profile":"msft-20m","start_level":"1","countdown_s":5,"athletes":[{"name":"Ann"}]}"#
        let withdraw = #"{"event":"withdraw","athlete":"Ann","key":1,"level":"2","shuttle":3,"t":70}"#
        let wrongUndo = #"{"event":"undo","athlete":"Ann","undone":"out","level":"2","shuttle":3,"t":71}"#
        var file = try ResultsFile.parse(
            Array([start, withdraw, wrongUndo, ""].joined(separator: "\n").utf8), source: "x")
        let summary = file.summary(profile: try Fixtures.profile("msft-20m"))
        #expect(file.problems.map(\.message) == ["the undo does not match the athlete's last mark"])
        #expect(summary.rows.first?.status == .withdrew && summary.rows.first?.score == "2.2")
    }

    @Test("everyone out or withdrawn: said at the last mark, the test ends at the next cue, an undo keeps it going")
    func everyoneOut() throws {
        let session = try Fixtures.session("msft-20m")
        let recorder = ResultsRecorder(
            timeline: session.timeline, roster: Roster(athletes: [Athlete(name: "Ann"), Athlete(name: "Bob")]),
            log: nil)
        let at = PlaybackPosition(testTime: try Fixtures.justAfter(session, level: "2", shuttle: 3))
        let next = try #require(session.turnMap.turns.first { $0.time > at.testTime }).time
        #expect(!recorder.apply(MarkRequest(.withdrew(bibs: [1]), at: at)).contains("everyone"))
        #expect(!recorder.everyoneOut.endsTest(atCue: next))
        let last = recorder.apply(MarkRequest(.withdrew(bibs: [2]), at: at))
        #expect(last.hasSuffix(" · " + EveryoneOut.notice), "\(last)")
        #expect(recorder.everyoneOut.endsTest(atCue: next) && !recorder.everyoneOut.endsTest(atCue: at.testTime - 0.4))
        _ = recorder.apply(MarkRequest(.undo(bib: 2), at: at))
        #expect(!recorder.everyoneOut.endsTest(atCue: next))
        let again = PlaybackPosition(testTime: next + 0.3)
        #expect(recorder.apply(MarkRequest(.withdrew(bibs: [2]), at: again)).contains("everyone is out"))
        #expect(!recorder.everyoneOut.endsTest(atCue: next) && recorder.everyoneOut.endsTest(atCue: next + 2))
        recorder.endForEveryoneOut()  // as a front does when the rule says the cue ends the test
        let (results, _) = recorder.finish(at: PlaybackPosition(testTime: next + 2))
        #expect(results.map(\.status) == [.withdrew, .withdrew])
        let summary = recorder.summary(at: PlaybackPosition(testTime: next + 2))
        #expect(summary.ending == .stopped && summary.everyoneOut)
    }

    @Test("the finish line says everyone_out only when nobody was running; a log without it reads as stopped")
    func everyoneOutInTheLog() throws {
        let session = try Fixtures.session("msft-20m")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let at = PlaybackPosition(testTime: try Fixtures.justAfter(session, level: "2", shuttle: 3))
        let end = PlaybackPosition(testTime: at.testTime + 5)
        var logs: [ResultsFile] = []
        for withdrawn in [[1, 2], [1]] {
            let path = folder.file("run\(withdrawn.count).jsonl")
            let recorder = ResultsRecorder(
                timeline: session.timeline, roster: Roster(athletes: [Athlete(name: "Ann"), Athlete(name: "Bob")]),
                log: try ResultsLog.create(path: path))
            try recorder.start()
            _ = recorder.apply(MarkRequest(.withdrew(bibs: withdrawn), at: at))
            // The fronts ask at each cue; a class that ran out ends there.
            let ends = recorder.everyoneOut.endsTest(atCue: end.testTime)
            #expect(ends == (withdrawn.count == 2))
            if ends { recorder.endForEveryoneOut() }
            recorder.finish(at: end)
            logs.append(try ResultsFile.read(path: path))
        }
        #expect(logs.map(\.everyoneOut) == [true, false])
        #expect(
            logs.map {
                var log = $0
                return log.summary(profile: session.timeline.profile).everyoneOut
            } == [true, false])
        // The same log without the key, as an earlier version wrote it, reads as stopped.
        let text = try String(contentsOfFile: folder.file("run2.jsonl"), encoding: .utf8)
        #expect(text.contains(#""everyone_out":true"#))
        let earlier = try ResultsFile.parse(
            Array(text.replacing(#","everyone_out":true"#, with: "").utf8), source: "earlier.jsonl")
        #expect(!earlier.everyoneOut)
        // A quit with nobody running, before the cue that would have ended it, is a stop.
        let quit = ResultsRecorder(
            timeline: session.timeline, roster: Roster(athletes: [Athlete(name: "Ann")]), log: nil)
        _ = quit.apply(MarkRequest(.withdrew(bibs: [1]), at: at))
        quit.finish(at: PlaybackPosition(testTime: at.testTime + 0.5))
        #expect(!quit.summary(at: PlaybackPosition(testTime: at.testTime + 0.5)).everyoneOut)
    }
}
