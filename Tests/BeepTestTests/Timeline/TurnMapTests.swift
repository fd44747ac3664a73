import BeepTest
import BeepTestTestSupport
import Testing

@Suite("Judged turns and where a mark falls")
struct TurnMapTests {
    private func turns(_ id: String, start: String? = nil) throws -> TurnMap {
        try Fixtures.session(id, start: start).turnMap
    }

    @Test(
        "the beep test judges every shuttle: 247 turns, the last at the end cue", arguments: ["msft-20m", "pacer-20m"])
    func beepTest(id: String) throws {
        let map = try turns(id)
        #expect(map.turns.count == 247)
        #expect(map.turns.last?.cueIndex == map.timeline.cues.count - 1)
        #expect(map.turns.last.map { "\($0.level).\($0.shuttle)" } == "21.16")
    }

    @Test("the turn ending 9.4 falls where the published speeds put it")
    func turnTime() throws {
        let map = try turns("msft-20m")
        // Levels 1-8 from the published table (shuttles and km/h), then 4 shuttles at 12.5 km/h.
        let speeds = [8.0, 9.0, 9.5, 10.0, 10.5, 11.0, 11.5, 12.0]
        let shuttles = [7, 8, 8, 9, 9, 10, 10, 11]
        let before = zip(speeds, shuttles).reduce(0.0) { $0 + Double($1.1) * 72 / $1.0 }
        let index = try #require(map.turnIndex(level: "9", bout: 1, shuttle: 4))
        #expect(abs(map.turns[index].time - (before + 4 * 72 / 12.5)) < 1e-9)
        #expect(index == 72 + 4 - 1)
    }

    @Test("at a level change the turn ends the old level's last shuttle and announces the new level")
    func levelChange() throws {
        let map = try turns("msft-20m")
        let index = try #require(map.turnIndex(level: "1", bout: 1, shuttle: 7))
        let turn = map.turns[index]
        #expect(map.timeline.cues[turn.cueIndex].kind == .level)
        #expect(turn.levelIndex == 0 && turn.announcedLevelIndex == 1 && turn.endsBout)
    }

    @Test("Yo-Yo IR1: both lines of a bout are judged, the rest cue is the finish line, go is not a turn")
    func yoyo() throws {
        let map = try turns("yoyo-ir1")
        #expect(map.turns.count == 91 * 2)
        let finish = try #require(map.turnIndex(level: "5", bout: 1, shuttle: 2))
        #expect(map.timeline.cues[map.turns[finish].cueIndex].kind == .rest)
        #expect(map.turns[finish].endsBout)
        #expect(!map.turns[finish - 1].endsBout)
        let restStart = map.turns[finish].time
        // A mark during the 10 s rest still refers to the finish line just missed...
        #expect(map.turnIndex(forMarkAt: restStart + 9) == .success(finish))
        // ...but once the next bout has started, not until its first turn.
        #expect(map.turnIndex(forMarkAt: restStart + 10.5) == .failure(.beforeFirstTurnOfBout))
    }

    @Test("30-15 IFT: the part-shuttle before the recovery is not judged; marks in the recovery are refused")
    func ift() throws {
        let map = try turns("ift-30-15")
        // Stage 1 at 8 km/h: beeps every 9 s, so lines at 9, 18 and 27 s; the run ends at 30 s.
        let stage1 = map.turns.filter { $0.level == "1" }
        #expect(stage1.map(\.time) == [9, 18, 27])
        #expect(map.turnIndex(forMarkAt: 29.9) == .success(2))
        #expect(map.turnIndex(forMarkAt: 30.5) == .failure(.inRest))
        #expect(map.endsLevel(2))
        // Stage 9 at 12 km/h: 6 s shuttles fill the 30 s, so the double beep is itself a line.
        let stage9 = map.turns.filter { $0.level == "9" }
        #expect(stage9.count == 5)
        #expect(stage9.last.map { map.timeline.cues[$0.cueIndex].kind } == .rest)
    }

    @Test(
        "Léger 1988: every turn is judged; the end on the clock falls between lines, and marks after it count for the last line"
    )
    func leger() throws {
        let map = try turns("leger-1988")
        // 21 one-minute stages from 8.5 to 18.5 km/h: 4725 m, so 236 whole shuttles.
        #expect(map.turns.count == 236)
        #expect(map.timeline.cues.last?.kind == .end)
        // The end cuts the 236th shuttle short: the last line is the 235th turn's, 21.15.
        let last = map.turns.count - 1
        #expect(map.turnIndex(forMarkAt: map.timeline.endTime - 0.01) == .success(last))
        #expect(map.turnIndex(forMarkAt: map.timeline.endTime + 1) == .success(last))
        #expect(map.turns[last].level == "21" && map.turns[last].shuttle == 15)
    }

    @Test("marks before the test, before the first turn, or in a test without lines are refused")
    func refusals() throws {
        let map = try turns("msft-20m")
        #expect(map.turnIndex(forMarkAt: -2) == .failure(.notStarted))
        #expect(map.turnIndex(forMarkAt: 0) == .failure(.beforeFirstTurn))
        #expect(map.turnIndex(forMarkAt: 8.99) == .failure(.beforeFirstTurn))
        #expect(map.turnIndex(forMarkAt: 9) == .success(0))
        let profile = try ProfileLoader.load(path: BuiltInProfiles.folder + "/examples/tabata.json")
        let tabata = TurnMap(timeline: Timeline(profile: profile))
        #expect(tabata.turns.isEmpty)
        #expect(tabata.turnIndex(forMarkAt: 25) == .failure(.noLines))
    }

    @Test("a start level renumbers nothing: the first turn ends that level's first shuttle")
    func startLevel() throws {
        let map = try turns("msft-20m", start: "9")
        #expect(map.turns.first.map { "\($0.level).\($0.shuttle)" } == "9.1")
        #expect(map.turns.count == 247 - 72)
    }
}
