import BeepTest
import Testing

@Suite("Scores in each test's notation")
struct ScoreTests {
    /// Marks athlete 0 at each of `misses` (level, bout, shuttle) and returns their result.
    private func outAfter(_ id: String, start: String? = nil, _ misses: [(String, Int, Int)]) throws -> AthleteResult {
        var session = try Fixtures.session(id, start: start)
        for (level, bout, shuttle) in misses {
            let outcome = session.mark(
                athlete: 0, at: try Fixtures.justAfter(session, level: level, bout: bout, shuttle: shuttle))
            #expect(outcome.kind != .refused, "\(outcome.message)")
        }
        return session.result(of: 0, at: session.timeline.endTime)
    }

    @Test("beep test: 9.4 after failing 9.5 and 9.6; shuttles and metres on the standard table")
    func beepTest() throws {
        let result = try outAfter("msft-20m", [("9", 1, 5), ("9", 1, 6)])
        #expect(result.status == .out)
        #expect(result.score.text == "9.4")
        #expect(result.score.level == "9" && result.score.shuttle == 4)
        // Published cumulative shuttles at the end of level 8: 72.
        #expect(result.score.totalShuttles == 76 && result.score.distanceM == 1520)
        #expect(result.failedAt.map { "\($0.level).\($0.shuttle)" } == "9.6")
    }

    @Test("a failure on a level's first shuttle scores the previous level's last: 8.11")
    func levelBoundary() throws {
        let result = try outAfter("msft-20m", [("9", 1, 1), ("9", 1, 2)])
        #expect(result.score.text == "8.11" && result.score.totalShuttles == 72)
    }

    @Test("from --start-level 9 the totals still count levels 1-8, as the norms do")
    func startLevel() throws {
        let result = try outAfter("msft-20m", start: "9", [("9", 1, 5), ("9", 1, 6)])
        #expect(result.score.text == "9.4" && result.score.totalShuttles == 76 && result.score.distanceM == 1520)
        // Nothing made on time after starting at 9: credited with the whole of level 8.
        let none = try outAfter("msft-20m", start: "9", [("9", 1, 1), ("9", 1, 2)])
        #expect(none.score.text == "8.11" && none.score.totalShuttles == 72)
    }

    @Test("nothing made on time from level 1: no score, zero shuttles, no estimate")
    func nothing() throws {
        let result = try outAfter("msft-20m", [("1", 1, 1), ("1", 1, 2)])
        #expect(result.score.text == nil && result.score.totalShuttles == 0 && result.score.distanceM == 0)
        #expect(result.vo2max.map { if case .failure(let why) = $0 { why.reason == .noScore } else { false } } == true)
    }

    @Test("Yo-Yo IR1: 16.2 and 40 m per bout; a missed 20 m turn voids that bout")
    func yoyo() throws {
        // Misses at the finish of 16.3 and 16.4 (total rule: out at the second).
        let result = try outAfter("yoyo-ir1", [("16", 3, 2), ("16", 4, 2)])
        #expect(result.score.text == "16.2" && result.score.bout == 2)
        // Published: level 16 starts after 760 m + 8 bouts of level 15 = 1080 m; two more bouts.
        #expect(result.score.distanceM == 1160 && result.score.totalShuttles == 58)
        // A late finish at 16.3 is a warning, yet that bout was run: 16.5 after out at 16.6.
        let late = try outAfter("yoyo-ir1", [("16", 3, 2), ("16", 6, 2)])
        #expect(late.score.text == "16.5" && late.score.distanceM == 1280)
        let halfBout = try outAfter("yoyo-ir1", [("14", 1, 1), ("14", 1, 2)])
        #expect(halfBout.score.text == "13.4" && halfBout.score.distanceM == 440)
    }

    @Test("PACER: laps made on time; missed laps do not count")
    func pacer() throws {
        // Misses at lap 30 (level 4 shuttle 7) and lap 50 (level 6 shuttle 9): 48 laps.
        let result = try outAfter("pacer-20m", [("4", 1, 7), ("6", 1, 9)])
        #expect(result.score.notation == .laps)
        #expect(result.score.text == "48" && result.score.totalShuttles == 48 && result.score.distanceM == 960)
        let first = try outAfter("pacer-15m", [("1", 1, 1), ("1", 1, 2)])
        #expect(first.score.text == "0" && first.score.totalShuttles == 0)
    }

    @Test("30-15 IFT: VIFT is the speed of the last stage whose lines were all made")
    func ift() throws {
        var session = try Fixtures.session("ift-30-15")
        let turns = session.turnMap.turns
        // Stage 12 (13.5 km/h): out on its 2nd, 3rd and 4th lines; stage 11 was completed.
        let stage12 = try #require(turns.indices.first { turns[$0].level == "12" })
        for offset in 1...3 { _ = session.mark(athlete: 0, at: turns[stage12 + offset].time + 0.1) }
        let result = session.result(of: 0, at: 600)
        #expect(result.status == .out)
        #expect(result.score.notation == .stageSpeed && result.score.text == "13.0" && result.score.speedKmh == 13)
        // Standard distance to the end of stage 11: 30 s at 8.0, 8.5 … 13.0 km/h.
        let metres = stride(from: 8.0, through: 13.0, by: 0.5).reduce(0.0) { $0 + $1 / 3.6 * 30 }
        #expect(abs((result.score.distanceM ?? 0) - metres) < 1e-6)
        // The run of misses starting on stage 12's first line leaves stage 11 complete too, but
        // one starting on stage 11's last line does not.
        var late = try Fixtures.session("ift-30-15")
        for offset in -1...1 { _ = late.mark(athlete: 0, at: turns[stage12 + offset].time + 0.1) }
        #expect(late.result(of: 0, at: 600).score.text == "12.5")
    }

    @Test("Léger 1988: level.shuttle within each one-minute stage, counted from the start")
    func leger() throws {
        var session = try Fixtures.session("leger-1988")
        let turns = session.turnMap.turns
        let firstOfStage5 = try #require(turns.indices.first { turns[$0].level == "5" })
        for index in [firstOfStage5 + 2, firstOfStage5 + 3] {
            _ = session.mark(athlete: 0, at: turns[index].time + 0.1)
        }
        let result = session.result(of: 0, at: 600)
        #expect(result.score.text == "5.2" && result.score.totalShuttles == Double(firstOfStage5 + 2))
        #expect(result.score.announcedSpeedKmh == 10.5)
    }

    @Test("an athlete still in when the test is quit is 'stopped' with the score made by then")
    func stopped() throws {
        var session = try Fixtures.session("msft-20m", athletes: ["Ann"])
        let quit = try Fixtures.justAfter(session, level: "3", shuttle: 2)
        session.finish(at: quit, completed: false)
        let result = session.result(of: 0, at: quit)
        #expect(result.status == .stopped && result.score.text == "3.2")
    }

    @Test("the default notation follows the profile's structure; the profile's score key overrides it")
    func notation() throws {
        #expect(try Fixtures.profile("msft-20m").scoreNotation == .levelShuttle)
        #expect(try Fixtures.profile("leger-1988").scoreNotation == .levelShuttle)
        #expect(try Fixtures.profile("yoyo-ir2").scoreNotation == .levelBout)
        #expect(try Fixtures.profile("ift-30-15").scoreNotation == .stageSpeed)
        #expect(try Fixtures.profile("pacer-15m").scoreNotation == .laps)
        #expect(throws: ProfileError.self) {
            try ProfileLoader.decode(
                Array(#"{"format":1,"name":"x","score":"points","levels":[{"work_s":10}]}"#.utf8), source: "x.json",
                defaultID: "x")
        }
    }
}
