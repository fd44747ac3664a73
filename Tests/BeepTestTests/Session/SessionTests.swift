import BeepTest
import BeepTestTestSupport
import Testing

/// The session read at fake positions. Expected figures come from the protocols (speeds, shuttle
/// counts, published totals), worked out by hand in the comments, not from the code under test.
@Suite("TestStateMap: continuous shuttles (20 m beep test)")
struct SessionBeepTestTests {
    let session: TestStateMap

    init() throws { session = try BuiltInProfiles.session("msft-20m") }

    @Test("counts down to the start cue with the start level announced")
    func countdown() {
        let state = session.state(at: -2.5)
        #expect(state.phase == .countdown)
        #expect(state.countdownRemainingS == 2.5)
        #expect(state.levelLabel == "1" && state.shuttle == 1 && state.shuttlesInBout == 7)
        #expect(close(state.secondsToNextCue, 0.5) && state.nextCueKind == .countdown)
        #expect(state.elapsedS == 0 && state.distanceM == 0 && state.speedKmh == 8)
        // Level 1 is 7 shuttles of 9 s (20 m at 8 km/h): level 2 starts 63 s after the start cue.
        #expect(state.nextLevel?.label == "2" && close(state.nextLevel?.startsInS, 65.5))
        let lastPip = session.state(at: -0.25)
        #expect(lastPip.nextCueKind == .start && close(lastPip.secondsToNextCue, 0.25))
    }

    @Test("follows the shuttles within a level and the turn into the next")
    func shuttlesAndLevels() {
        let halfway = session.state(at: 4.5)
        #expect(halfway.phase == .running && halfway.shuttle == 1 && halfway.shuttlesInBout == 7)
        #expect(close(halfway.progress, 0.5) && close(halfway.secondsToNextCue, 4.5))
        #expect(halfway.nextCueKind == .shuttle && halfway.distanceM == 0 && halfway.elapsedS == 4.5)

        let onTheTurn = session.state(at: 9)
        #expect(onTheTurn.shuttle == 2 && onTheTurn.progress == 0 && onTheTurn.distanceM == 20)

        let lastOfLevel = session.state(at: 62.9)
        #expect(lastOfLevel.shuttle == 7 && lastOfLevel.distanceM == 120 && lastOfLevel.nextCueKind == .level)

        // Level 2: 9 km/h, 8 shuttles of 8 s, from 63 s to 127 s.
        let level2 = session.state(at: 63.5)
        #expect(level2.levelLabel == "2" && level2.levelIndex == 1 && level2.shuttle == 1 && level2.shuttlesInBout == 8)
        #expect(level2.speedKmh == 9 && level2.distanceM == 140 && level2.bout == 1 && level2.bouts == 1)
        #expect(level2.nextLevel?.label == "3" && close(level2.nextLevel?.startsInS, 127 - 63.5))
        #expect(level2.nextLevel?.speedKmh == 9.5)
    }

    @Test("ends at the published totals: level 21 shuttle 16, 247 shuttles, 4940 m, 22:01")
    func end() {
        let beforeEnd = session.state(at: session.timeline.endTime - 0.01)
        #expect(beforeEnd.phase == .running && beforeEnd.levelLabel == "21" && beforeEnd.shuttle == 16)
        #expect(beforeEnd.nextCueKind == .end && beforeEnd.nextLevel == nil)

        let state = session.state(at: 5000)
        #expect(state.phase == .finished && state.levelLabel == "21" && state.isComplete)
        #expect(state.shuttle == 16 && state.shuttlesInBout == 16)
        #expect(close(state.shuttlesRun, 247) && close(state.distanceM, 4940, 1e-6))
        #expect(TimeText.minutesSeconds(state.elapsedS) == "22:01" && state.remainingS == 0)
        #expect(state.secondsToNextCue == nil && state.nextCueKind == nil && state.progress == 1)
    }

    @Test("stopping early finishes where the athletes were")
    func stoppedEarly() {
        let playback = FakePlayback(at: -5)
        playback.advance(by: 105)
        playback.stop()
        playback.advance(by: 50)
        let state = session.state(at: playback.position)
        // 100 s: level 2 began at 63 s with 8 s shuttles, so shuttle 5 (95–103 s) is under way.
        #expect(state.phase == .finished && state.elapsedS == 100 && !state.isComplete)
        #expect(state.levelLabel == "2" && state.shuttle == 5 && state.distanceM == 220)
        #expect(state.secondsToNextCue == nil)
    }

    @Test("a pause freezes the state and says what it interrupted")
    func pause() {
        let playback = FakePlayback(at: -5)
        playback.advance(by: 2)
        playback.pause()
        playback.advance(by: 30)
        let inCountdown = session.state(at: playback.position)
        #expect(inCountdown.phase == .paused && inCountdown.pausedPhase == .countdown)
        #expect(inCountdown.countdownRemainingS == 3 && inCountdown.isPaused)

        playback.resume()
        playback.advance(by: 23)
        #expect(session.state(at: playback.position).phase == .running)
        playback.pause()
        playback.advance(by: 100)
        let running = session.state(at: playback.position)
        // 20 s: the third 9 s shuttle (18–27 s).
        #expect(running.phase == .paused && running.pausedPhase == .running)
        #expect(running.elapsedS == 20 && running.shuttle == 3 && running.distanceM == 40)

        playback.resume()
        let resumed = session.state(at: playback.position)
        #expect(resumed.phase == .running && resumed.pausedPhase == nil && resumed.elapsedS == 20)
    }

    @Test("a non-finite position reads as the start")
    func nonFinite() {
        #expect(session.state(at: .nan) == session.state(at: 0))
        #expect(session.state(at: -.infinity) == session.state(at: 0))
    }
}

@Suite("TestStateMap: --start-level")
struct SessionStartLevelTests {
    @Test("levels before the start level count as run, as norms are read")
    func startLevel() throws {
        let profile = try BuiltInProfiles.profile("msft-20m")
        let index = try #require(profile.levelIndex(label: "5"))
        let session = TestStateMap(timeline: Timeline(profile: profile, startLevelIndex: index, countdownS: 3))
        // Levels 1–4 are 7 + 8 + 8 + 9 = 32 shuttles, 640 m; level 5 is 9 shuttles at 10.5 km/h.
        let countdown = session.state(at: -1)
        #expect(countdown.levelLabel == "5" && countdown.shuttlesInBout == 9 && countdown.distanceM == 640)
        let started = session.state(at: 0.1)
        #expect(started.phase == .running && started.levelLabel == "5" && started.shuttle == 1)
        #expect(started.speedKmh == 10.5 && started.shuttlesRun == 32 && started.distanceM == 640)
        #expect(started.elapsedS == 0.1)
        let end = session.state(at: PlaybackPosition(testTime: 10_000))
        #expect(close(end.distanceM, 4940, 1e-6))
        // The run is the full test less the four levels skipped.
        let table = LevelTable(profile: profile)
        #expect(close(end.totalS + table.startTime(ofLevel: index), table.totalS, 1e-6))
    }

    @Test("continuous stages started late count the skipped stages' whole shuttles")
    func startStage() throws {
        let profile = try BuiltInProfiles.profile("leger-1988")
        let session = TestStateMap(timeline: Timeline(profile: profile, startLevelIndex: 2, countdownS: 0))
        // Stages 1 and 2 are one minute at 8.5 and 9 km/h: 141.67 + 150 m on the table, but a run
        // from stage 1 begins 8 + 7 whole shuttles before stage 3, as the results count them.
        let state = session.state(at: 1)
        #expect(state.levelLabel == "3" && state.speedKmh == 9.5)
        #expect(state.shuttlesRun == 15 && state.distanceM == 300)
    }
}

@Suite("TestStateMap: Yo-Yo bouts with rest")
struct SessionYoYoTests {
    let session: TestStateMap

    init() throws { session = try BuiltInProfiles.session("yoyo-ir1") }

    @Test("a bout is two shuttles, then a 10 s rest before the next level or bout")
    func boutsAndRest() {
        // Speed level 5: 10 km/h, 7.2 s shuttles, one bout of 14.4 s, then 10 s rest.
        let second = session.state(at: 10)
        #expect(
            second.phase == .running && second.levelLabel == "5" && second.shuttle == 2 && second.shuttlesInBout == 2)
        #expect(second.bout == 1 && second.bouts == 1 && second.distanceM == 20)

        let rest = session.state(at: 17.4)
        #expect(rest.phase == .resting && rest.shuttle == 2 && rest.distanceM == 40)
        #expect(close(rest.progress, 0.3) && close(rest.secondsToNextCue, 7) && rest.nextCueKind == .level)
        #expect(rest.nextLevel?.label == "9" && rest.nextLevel?.speedKmh == 12)

        // Level 9 (12 km/h, 6 s shuttles) runs 24.4–36.4 s, rests to 46.4 s; level 11 (13 km/h)
        // has two bouts: the second starts after 2 × 72/13 s of work and 10 s of rest.
        let secondBoutStart = 46.4 + 2 * 72 / 13 + 10
        let bout2 = session.state(at: secondBoutStart + 0.5)
        #expect(bout2.levelLabel == "11" && bout2.bout == 2 && bout2.bouts == 2 && bout2.shuttle == 1)
        #expect(close(bout2.distanceM, 120))
        let restBeforeBout2 = session.state(at: secondBoutStart - 0.5)
        #expect(restBeforeBout2.phase == .resting && restBeforeBout2.nextCueKind == .go && restBeforeBout2.bout == 1)
    }

    @Test("a pause in the rest is a paused rest")
    func pauseInRest() {
        let state = session.state(at: PlaybackPosition(testTime: 17.4, isPaused: true))
        #expect(state.phase == .paused && state.pausedPhase == .resting)
    }

    @Test("the full test is 91 bouts, 3640 m, ending at 23.8")
    func end() {
        let state = session.state(at: PlaybackPosition(testTime: session.timeline.endTime))
        #expect(state.phase == .finished && state.levelLabel == "23" && state.bout == 8 && state.shuttle == 2)
        #expect(close(state.distanceM, 3640, 1e-6) && close(state.shuttlesRun, 182, 1e-9))
    }
}

@Suite("TestStateMap: timed work and plain intervals")
struct SessionTimedTests {
    @Test("30-15 IFT: 30 s of 9 s shuttles at 8 km/h, the last one cut by the rest")
    func thirtyFifteen() throws {
        let session = try BuiltInProfiles.session("ift-30-15", countdownS: 5)
        // Turns at 9, 18 and 27 s; the fourth shuttle is cut at 30 s, a third of the way along.
        let fourth = session.state(at: 28)
        #expect(fourth.phase == .running && fourth.shuttle == 4 && fourth.shuttlesInBout == 4)
        #expect(close(fourth.progress, 1.0 / 9) && fourth.distanceM == 60 && fourth.nextCueKind == .rest)

        let rest = session.state(at: 31)
        #expect(rest.phase == .resting && close(rest.progress, 1.0 / 15) && close(rest.secondsToNextCue, 14))
        #expect(close(rest.distanceM, 30 * 8 / 3.6) && rest.speedKmh == 8)
        #expect(rest.nextLevel?.label == "2" && rest.nextLevel?.speedKmh == 8.5 && close(rest.nextLevel?.startsInS, 14))

        let level2 = session.state(at: 45.5)
        #expect(level2.levelLabel == "2" && level2.shuttle == 1 && level2.speedKmh == 8.5)
    }

    @Test("a plain interval timer: work and rest with no pace and no distance")
    func tabata() throws {
        let session = try BuiltInProfiles.session("tabata", countdownS: 5)
        let work = session.state(at: 5)
        #expect(
            work.phase == .running && work.bout == 1 && work.bouts == 8 && work.shuttle == 1 && work.shuttlesInBout == 1
        )
        #expect(close(work.progress, 0.25) && work.speedKmh == nil && work.distanceM == nil)
        #expect(work.nextCueKind == .rest && close(work.secondsToNextCue, 15))

        let rest = session.state(at: 25)
        #expect(rest.phase == .resting && close(rest.progress, 0.5) && rest.nextCueKind == .go)

        let round2 = session.state(at: 30)
        #expect(round2.phase == .running && round2.bout == 2)

        // Eight rounds of 20 s work and 10 s rest, no rest after the last: 230 s.
        let end = session.state(at: 230)
        #expect(end.phase == .finished && end.bout == 8 && end.totalS == 230 && end.nextLevel == nil)
    }

    @Test("shuttle times and letter labels of a custom profile")
    func customLabels() throws {
        let session = try BuiltInProfiles.session("custom-intervals", countdownS: 0)
        // Level A: 6 shuttles of 7 s (25 m), 30 s rest, two bouts; B follows at 2 × 72 s.
        let state = session.state(at: 144.5)
        #expect(state.levelLabel == "B" && state.shuttle == 1 && close(state.speedKmh, 25 * 3.6 / 6))
        #expect(state.distanceM == Double(12 * 25))
    }
}

@Suite("TestStateMap: continuous stages (Léger 1988)")
struct SessionStagesTests {
    let session: TestStateMap
    /// Stage 1's shuttle at 8.5 km/h.
    let shuttle1 = 20 / (8.5 / 3.6)
    /// The level cue of stage 2: the first turn after 60 s. At 60 s the athletes are at
    /// 60 × 8.5/3.6 = 141.67 m, so the turn at 160 m comes 18.33 m later at 9 km/h.
    let stage2Cue = 60 + (160 - 60 * 8.5 / 3.6) / (9 / 3.6)

    init() throws { session = try BuiltInProfiles.session("leger-1988") }

    @Test("the speed changes on the clock; the level when the next turn announces it")
    func stageChange() {
        let before = session.state(at: 59.5)
        #expect(before.levelLabel == "1" && before.shuttle == 8 && before.shuttlesInBout == 8)
        #expect(before.speedKmh == 8.5 && before.distanceM == 140)

        let after = session.state(at: 62)
        #expect(after.levelLabel == "1" && after.shuttle == 8 && after.speedKmh == 9 && after.distanceM == 140)
        #expect(close(after.nextLevel?.startsInS, stage2Cue - 62))
        // The shuttle across the stage change runs from the 7th turn to the level cue.
        #expect(close(after.progress, (62 - 7 * shuttle1) / (stage2Cue - 7 * shuttle1)))

        let level2 = session.state(at: stage2Cue + 0.1)
        // Stage 2 lasts until 141.67 + 150 m: turns at 160…280 m, 7 shuttles.
        #expect(level2.levelLabel == "2" && level2.shuttle == 1 && level2.shuttlesInBout == 7)
        #expect(level2.distanceM == 160 && level2.phase == .running)
    }

    @Test("the end is the whole shuttles run in 21 minutes from 8.5 to 18.5 km/h, as the results count")
    func end() {
        let state = session.state(at: 2000)
        #expect(state.phase == .finished && state.levelLabel == "21" && state.elapsedS == 21 * 60)
        // Speeds 8.5 … 18.5 km/h for a minute each: 21 × 13.5 km/h average, 4725 m, ends part-way
        // along a shuttle; the whole shuttles before it are the completed run's score.
        #expect(state.shuttlesRun == 236 && state.distanceM == 4720)
        #expect(state.shuttlesRun == Double(TurnMap(timeline: session.timeline).turns.count))
    }
}
