import BeepTest
import BeepTestTestSupport
import Testing

/// What each cue means (README: Cues, Profile format): one cue per instant, `level` where a turn ends a level,
/// `rest`/`go` around rests, `end` at the last work phase, countdown pips, `--start-level`.
@Suite("Cue kinds")
struct CueKindRuleTests {
    @Test(
        "one cue per instant: times strictly increase in every built-in and example",
        arguments: BuiltInProfiles.ids + ["tabata", "custom-intervals"])
    func oneCuePerInstant(id: String) throws {
        let cues = Timeline(profile: try BuiltInProfiles.profile(id)).cues
        // Distinct to the renderer: at least 48 frames apart at 48 kHz. (The closest built-in pair
        // is 0.21 s: a 30-15 IFT turn just before the end of a 30 s run.)
        for (earlier, later) in zip(cues, cues.dropFirst()) {
            #expect(later.time - earlier.time > 0.001, "\(id): \(earlier) then \(later)")
        }
        #expect(cues.filter { $0.kind == .start }.count == 1)
        #expect(cues.last?.kind == .end)
        #expect(cues.filter { $0.kind == .end }.count == 1)
    }

    @Test("the turn that ends a beep-test level is the next level's cue, shuttle 1")
    func levelCueAtLevelChange() throws {
        let cues = try BuiltInProfiles.cues("msft-20m")
        let levelCues = cues.filter { $0.kind == .level }
        #expect(levelCues.map(\.level) == (2...21).map(String.init))
        #expect(levelCues.allSatisfy { $0.shuttle == 1 && $0.bout == 1 })
        // Each level cue follows exactly the previous level's shuttle count of cues.
        let shuttles = [7, 8, 8, 9, 9, 10, 10, 11, 11, 11, 12, 12, 13, 13, 13, 14, 14, 15, 15, 16, 16]
        var index = 0
        for count in shuttles.dropLast() {
            index += count
            #expect(cues[index].kind == .level)
        }
        #expect(cues.count == 247 + 1)
    }

    @Test("Yo-Yo bouts: go after each rest, rest after each bout but the last, level on a new speed")
    func restAndGo() throws {
        let cues = try BuiltInProfiles.cues("yoyo-ir1")
        #expect(cues.filter { $0.kind == .rest }.count == 90)
        #expect(cues.filter { $0.kind == .go }.count == 91 - 15)
        #expect(cues.filter { $0.kind == .level }.count == 14)
        #expect(cues.filter { $0.kind == .shuttle }.count == 91)
        // Every bout: opening cue, the turn at 20 m, then rest (or end) 10 s before the next opening.
        for (offset, cue) in cues.enumerated() where cue.kind == .rest {
            #expect(cues[offset - 1].kind == .shuttle && cues[offset - 1].shuttle == 2)
            #expect(cue.shuttle == 2)
            let next = cues[offset + 1]
            #expect(next.kind == .go || next.kind == .level)
            #expect(abs(next.time - cue.time - 10) < 1e-9)
        }
        let last = try #require(cues.last)
        #expect(last.kind == .end && last.level == "23" && last.bout == 8 && last.shuttle == 2)
    }

    @Test("rest and end cues carry the shuttle count of the bout they close")
    func shuttlesInBoutOnClosingCues() throws {
        for cue in try BuiltInProfiles.cues("yoyo-ir1") where cue.kind != .countdown {
            #expect(cue.shuttlesInBout == 2, "\(cue)")
        }
        let beep = try BuiltInProfiles.cues("msft-20m")
        #expect(beep.first?.shuttlesInBout == 7)
        #expect(beep.last?.shuttlesInBout == 16)
        // 30-15 IFT stage 1: turns at 9, 18, 27 s, so 4 shuttles are under way in the 30 s run.
        let ift = try BuiltInProfiles.cues("ift-30-15")
        #expect(ift.prefix(5).map(\.shuttlesInBout) == [4, 4, 4, 4, 4])
        #expect(ift[4].kind == .rest)
    }

    @Test("the test ends with the last work phase: no trailing rest")
    func endAtLastWork() throws {
        let ift = try BuiltInProfiles.cues("ift-30-15")
        #expect(ift.last?.time == 1335.0)  // 29 stages of 45 s, then the 30th stage's 30 s run
        #expect(ift.last?.kind == .end)
        let tabata = try BuiltInProfiles.cues("tabata")
        let kinds: [CueKind] = [.start] + Array(repeating: [.rest, .go], count: 7).flatMap { $0 } + [.end]
        #expect(tabata.map(\.kind) == kinds)
        #expect(tabata.last?.time == 230.0)  // 8 runs of 20 s and the 7 rests of 10 s between them
    }

    @Test("a turn that coincides with the end of a timed run is the rest cue, not a second cue")
    func turnAtRunEnd() throws {
        // 30-15 IFT stage 9 runs at 12 km/h: 6 s per 20 m, so the 5th turn falls exactly at 30 s.
        let stage9 = try BuiltInProfiles.cues("ift-30-15").filter { $0.level == "9" }
        #expect(stage9.map(\.kind) == [.level, .shuttle, .shuttle, .shuttle, .shuttle, .rest])
        #expect(stage9.map { $0.time - 8 * 45 } == [0, 6, 12, 18, 24, 30])
        #expect(stage9.last?.shuttle == 5)
    }

    @Test("countdown pips at -S … -1, labelled with the start level; --countdown 0 has none")
    func countdown() throws {
        let profile = try BuiltInProfiles.profile("msft-20m")
        let five = Timeline(profile: profile).cues.prefix(6)
        #expect(five.map(\.time) == [-5, -4, -3, -2, -1, 0])
        #expect(five.map(\.kind) == Array(repeating: .countdown, count: 5) + [.start])
        #expect(five.dropLast().allSatisfy { $0.level == "1" && $0.bout == 0 && $0.shuttle == 0 })
        let three = Timeline(profile: profile, startLevelIndex: 6, countdownS: 3).cues.prefix(4)
        #expect(three.map(\.time) == [-3, -2, -1, 0])
        #expect(three.allSatisfy { $0.level == "7" })
        let none = Timeline(profile: profile, countdownS: 0)
        #expect(none.cues.first?.kind == .start && none.cues.first?.time == 0)
        #expect(none.countdownS == 0)
    }

    @Test("--start-level: the clock is zero at that level, later cues keep their labels and spacing")
    func startLevel() throws {
        let profile = try BuiltInProfiles.profile("msft-20m")
        let full = Timeline(profile: profile, countdownS: 0).cues
        let fromTen = Timeline(profile: profile, startLevelIndex: 9, countdownS: 0).cues
        let offset = try #require(full.first { $0.kind == .level && $0.level == "10" }).time
        let tail = full.drop { $0.level != "10" }
        #expect(fromTen.count == tail.count)
        #expect(fromTen.first?.kind == .start && fromTen.first?.level == "10")
        for (started, standard) in zip(fromTen.dropFirst(), tail.dropFirst()) {
            #expect(
                started.kind == standard.kind && started.level == standard.level && started.shuttle == standard.shuttle)
            #expect(abs(started.time - (standard.time - offset)) < 1e-9)
        }
        let ir1 = try BuiltInProfiles.profile("yoyo-ir1")
        let fromFourteen = Timeline(
            profile: ir1, startLevelIndex: try #require(ir1.levelIndex(label: "14")), countdownS: 0)
        #expect(fromFourteen.cues.first?.level == "14")
        #expect(fromFourteen.cues.filter { $0.level == "14" && $0.kind == .rest }.count == 8)
        #expect(abs(fromFourteen.endTime - (1714.58 - 231.7)) < 0.1)
    }

    @Test("bouts with no rest between them are joined by a turn cue that starts the next bout")
    func boutsWithoutRest() {
        let profile = Profile(
            id: "twice", name: "Twice", distanceM: nil,
            levels: [Level(label: "A", pace: .shuttleSeconds(4), work: .shuttles(3), bouts: 2)])
        let cues = Timeline(profile: profile, countdownS: 0).cues
        #expect(cues.map(\.kind) == [.start, .shuttle, .shuttle, .shuttle, .shuttle, .shuttle, .end])
        #expect(cues.map(\.time) == [0, 4, 8, 12, 16, 20, 24])
        #expect(cues.map(\.bout) == [1, 1, 1, 2, 2, 2, 2])
        #expect(cues.map(\.shuttle) == [1, 2, 3, 1, 2, 3, 3])
    }
}
