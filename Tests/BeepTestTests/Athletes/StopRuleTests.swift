import BeepTest
import Testing

@Suite("Stop rules, undo and out athletes")
struct StopRuleTests {
    @Test("beep test: two consecutive misses put an athlete out; a shuttle made between clears the count")
    func consecutive() throws {
        var session = try Fixtures.session("msft-20m")
        let warning = session.mark(athlete: 0, at: try Fixtures.justAfter(session, level: "9", shuttle: 2))
        #expect(warning.kind == .warning && warning.misses == 1)
        // 9.3 made on time, so the miss at 9.4 is a first warning again.
        let again = session.mark(athlete: 0, at: try Fixtures.justAfter(session, level: "9", shuttle: 4))
        #expect(again.kind == .warning && again.misses == 1)
        let out = session.mark(athlete: 0, at: try Fixtures.justAfter(session, level: "9", shuttle: 5))
        #expect(out.kind == .out && out.misses == 2)
        #expect(out.score?.text == "9.3")
        #expect(out.message == "Ann: out at level 9 shuttle 5, score 9.3")
    }

    @Test("PACER: the second miss in total is out, consecutive or not")
    func total() throws {
        var session = try Fixtures.session("pacer-20m")
        #expect(session.mark(athlete: 1, at: try Fixtures.justAfter(session, level: "3", shuttle: 2)).kind == .warning)
        let out = session.mark(athlete: 1, at: try Fixtures.justAfter(session, level: "7", shuttle: 6))
        #expect(out.kind == .out && out.misses == 2)
    }

    @Test(
        "30-15 IFT and police 15 m: three consecutive misses, across a recovery too",
        arguments: ["ift-30-15", "police-15m"])
    func threeConsecutive(id: String) throws {
        var session = try Fixtures.session(id)
        let turns = session.turnMap.turns
        // Turn 6 made on time clears the count; in the 30-15 IFT turn 8 ends stage 3's run and
        // turn 9 is the first line after its recovery.
        let kinds = [4, 5, 7, 8, 9].map { session.mark(athlete: 2, at: turns[$0].time + 0.2).kind }
        #expect(kinds == [.warning, .warning, .warning, .warning, .out])
        #expect(session.book.outTurn(of: 2) == 9)
    }

    @Test("an out athlete takes no more marks; others still do")
    func outAthlete() throws {
        var session = try Fixtures.session("msft-20m")
        for shuttle in [3, 4] {
            _ = session.mark(athlete: 0, at: try Fixtures.justAfter(session, level: "5", shuttle: shuttle))
        }
        let refused = session.mark(athlete: 0, at: try Fixtures.justAfter(session, level: "5", shuttle: 6))
        #expect(refused.kind == .refused && refused.message == "Ann: not marked: Ann is already out")
        #expect(session.mark(athlete: 1, at: try Fixtures.justAfter(session, level: "5", shuttle: 6)).kind == .warning)
    }

    @Test("a second press for the same line is refused, not counted as a second miss")
    func doublePress() throws {
        var session = try Fixtures.session("msft-20m")
        let time = try Fixtures.justAfter(session, level: "6", shuttle: 2)
        #expect(session.mark(athlete: 0, at: time).kind == .warning)
        let second = session.mark(athlete: 0, at: time + 1)
        #expect(second.kind == .refused && second.message.contains("already marked at level 6 shuttle 2"))
        #expect(session.book.marks.count == 1)
    }

    @Test("undo removes the last mark whoever it was for, and an undone out puts the athlete back in")
    func undo() throws {
        var session = try Fixtures.session("msft-20m")
        _ = session.mark(athlete: 0, at: try Fixtures.justAfter(session, level: "4", shuttle: 1))
        _ = session.mark(athlete: 1, at: try Fixtures.justAfter(session, level: "4", shuttle: 1))
        _ = session.mark(athlete: 0, at: try Fixtures.justAfter(session, level: "4", shuttle: 2))
        #expect(session.book.outTurn(of: 0) != nil)
        let undone = session.undo()
        #expect(undone.mark?.athlete == 0 && undone.mark?.isOut == true)
        #expect(undone.message == "undone: Ann's out at level 4 shuttle 2 (Ann is back in)")
        #expect(session.book.outTurn(of: 0) == nil)
        #expect(session.result(of: 0, at: 300).status == .inProgress)
        #expect(session.undo().mark?.athlete == 1)
        #expect(session.undo().mark?.athlete == 0)
        let nothing = session.undo()
        #expect(nothing.mark == nil && nothing.message == "nothing to undo")
        // Back in: the next miss is a first warning again.
        #expect(session.mark(athlete: 0, at: try Fixtures.justAfter(session, level: "4", shuttle: 3)).kind == .warning)
    }

    @Test("undo of one athlete takes their last mark only, even when someone was marked after them")
    func undoOneAthlete() throws {
        var session = try Fixtures.session("msft-20m")
        _ = session.mark(athlete: 0, at: try Fixtures.justAfter(session, level: "4", shuttle: 1))
        _ = session.mark(athlete: 1, at: try Fixtures.justAfter(session, level: "4", shuttle: 1))
        _ = session.mark(athlete: 0, at: try Fixtures.justAfter(session, level: "4", shuttle: 2))
        _ = session.mark(athlete: 1, at: try Fixtures.justAfter(session, level: "4", shuttle: 2))
        let undone = session.undo(athlete: 0)
        #expect(undone.mark?.athlete == 0 && undone.mark?.isOut == true)
        #expect(undone.message == "undone: Ann's out at level 4 shuttle 2 (Ann is back in)")
        #expect(session.book.outTurn(of: 0) == nil && session.book.outTurn(of: 1) != nil)
        #expect(session.book.marks.map(\.athlete) == [0, 1, 1])
        #expect(session.undo(athlete: 0).mark?.athlete == 0)
        #expect(session.undo(athlete: 0).message == "Ann has no mark to undo")
        #expect(session.undo(athlete: 7).message == "no athlete 8 on the roster: nothing undone")
        #expect(session.book.marks.map(\.athlete) == [1, 1])
    }

    @Test("marks for a key without an athlete, before the start and after the finish are refused with a reason")
    func refusedMarks() throws {
        var session = try Fixtures.session("msft-20m", athletes: ["Ann"])
        #expect(session.mark(athlete: 4, at: 100).message == "not marked: no athlete 5 on the roster")
        #expect(session.mark(athlete: 0, at: -3).message == "Ann: not marked: the test has not started yet")
        #expect(session.mark(athlete: 0, at: 4).message == "Ann: not marked: no shuttle has ended yet")
        session.finish(at: 200, completed: false)
        #expect(session.mark(athlete: 0, at: 201).message == "Ann: not marked: the test is over")
        #expect(session.undo().message == "the test is over: nothing to undo")
    }

    @Test("at the natural end athletes still in completed the whole test")
    func completed() throws {
        var session = try Fixtures.session("msft-20m", athletes: ["Ann", "Bob"])
        _ = session.mark(athlete: 1, at: try Fixtures.justAfter(session, level: "21", shuttle: 16))
        session.finish(at: session.timeline.endTime, completed: true)
        let results = session.results(at: session.timeline.endTime)
        #expect(results.map(\.status) == [.completed, .completed])
        #expect(results.map(\.score.text) == ["21.16", "21.15"])
        #expect(results.map(\.score.totalShuttles) == [247, 246])
    }

    @Test("the display's miss count: a consecutive count clears after a line made on time")
    func currentMisses() throws {
        var session = try Fixtures.session("msft-20m")
        let missed = try Fixtures.justAfter(session, level: "3", shuttle: 3)
        _ = session.mark(athlete: 0, at: missed)
        #expect(session.currentMisses(of: 0, at: missed) == 1)
        #expect(session.currentMisses(of: 0, at: try Fixtures.justAfter(session, level: "3", shuttle: 4)) == 0)
        var pacer = try Fixtures.session("pacer-20m")
        _ = pacer.mark(athlete: 0, at: missed)
        #expect(pacer.currentMisses(of: 0, at: missed + 60) == 1)
    }
}
