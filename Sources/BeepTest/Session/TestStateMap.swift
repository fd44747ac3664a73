/// Answers "what is the state of the test at position p" for the fronts, from the timeline alone.
///
/// The map keeps no clock: the audio engine owns the position and every front asks the map
/// what that position means, so the screen can never drift from what the athletes hear.
/// Building one walks the cues once; each `state(at:)` is a binary search.
public struct TestStateMap: Sendable {
    /// The cues being played.
    public let timeline: Timeline
    /// The standard table, for cumulative shuttles and metres as if earlier levels had been run.
    private let table: LevelTable
    /// Léger's whole shuttles before each stage, as its scores count them (the table's are fractional).
    private let stageShuttles: StageShuttles
    /// The whole shuttles of a continuous run (its judged turns), shown at its end.
    private let judgedTurns: Int
    /// Where the start cue sits in `timeline.cues` (after the countdown pips).
    private let startCueIndex: Int
    /// Per level index: the time of the cue that starts it (start or level cue); nil when not played.
    private let levelCueTimes: [Double?]
    /// Continuous stages only: when each stage's speed takes over, from the start level on.
    private let stageStartTimes: [Double]

    /// Prepares the lookups for `timeline`.
    public init(timeline: Timeline) {
        self.timeline = timeline
        let profile = timeline.profile
        table = LevelTable(profile: profile)
        stageShuttles = StageShuttles(profile: profile)
        judgedTurns = profile.isContinuousStages ? TurnMap(timeline: timeline).turns.count : 0
        startCueIndex = timeline.cues.firstIndex { $0.kind == .start } ?? 0
        var levelCueTimes = [Double?](repeating: nil, count: profile.levels.count)
        for cue in timeline.cues
        where (cue.kind == .start || cue.kind == .level) && levelCueTimes[cue.levelIndex] == nil {
            levelCueTimes[cue.levelIndex] = cue.time
        }
        self.levelCueTimes = levelCueTimes
        var stageStartTimes: [Double] = []
        if profile.isContinuousStages {
            var time = 0.0
            for level in profile.levels[timeline.startLevelIndex...] {
                stageStartTimes.append(time)
                time += level.workSeconds(distanceM: profile.distanceM)
            }
        }
        self.stageStartTimes = stageStartTimes
    }

    private var profile: Profile { timeline.profile }

    /// The state a front shows at `position`. Non-finite times read as the start.
    public func state(at position: PlaybackPosition) -> TestState {
        let endTime = timeline.endTime
        let time = min(position.testTime.isFinite ? position.testTime : 0, endTime)
        var state: TestState
        if time < 0 {
            state = countdownState(at: time)
        } else {
            state = cueState(index: timeline.lastCueIndex(atOrBefore: time) ?? startCueIndex, at: time)
        }
        state.isComplete = timeline.isComplete(at: time)
        if position.isFinished || state.isComplete {
            state.phase = .finished
            state.secondsToNextCue = nil
            state.nextCueKind = nil
        } else if position.isPaused {
            state.pausedPhase = state.phase
            state.phase = .paused
            state.resumingInS = position.resumingInS
        }
        return state
    }

    /// Before the start cue: the start level is announced, nothing has been run yet.
    private func countdownState(at time: Double) -> TestState {
        let start = timeline.cues[startCueIndex]
        let nextIndex = timeline.lastCueIndex(atOrBefore: time).map { $0 + 1 } ?? 0
        let next = timeline.cues[min(nextIndex, startCueIndex)]
        let shuttlesBefore =
            stageShuttles.shuttlesBefore(level: start.levelIndex) ?? table.shuttlesBefore(level: start.levelIndex)
        return TestState(
            phase: .countdown, pausedPhase: nil, countdownRemainingS: -time, levelIndex: start.levelIndex,
            levelLabel: start.level, bout: 1, bouts: profile.levels[start.levelIndex].bouts, shuttle: 1,
            shuttlesInBout: start.shuttlesInBout, secondsToNextCue: next.time - time, nextCueKind: next.kind,
            progress: 0, speedKmh: speedKmh(at: 0, levelIndex: start.levelIndex),
            shuttlesRun: shuttlesBefore, distanceM: metres(shuttlesBefore), elapsedS: 0, testTime: time,
            nextLevel: upcomingLevel(after: start.levelIndex, at: time), totalS: timeline.endTime,
            levelWord: profile.levelWord)
    }

    /// From the start cue on: the last cue heard says where the athletes are.
    private func cueState(index: Int, at time: Double) -> TestState {
        let cue = timeline.cues[index]
        let next = index + 1 < timeline.cues.count ? timeline.cues[index + 1] : nil
        let shuttles = shuttlesRun(through: index)
        return TestState(
            phase: cue.kind == .rest ? .resting : .running, pausedPhase: nil, countdownRemainingS: 0,
            levelIndex: cue.levelIndex, levelLabel: cue.level, bout: cue.bout,
            bouts: profile.levels[cue.levelIndex].bouts, shuttle: cue.shuttle, shuttlesInBout: cue.shuttlesInBout,
            secondsToNextCue: next.map { $0.time - time }, nextCueKind: next?.kind,
            progress: progress(from: cue, to: next, at: time), speedKmh: speedKmh(at: time, levelIndex: cue.levelIndex),
            shuttlesRun: shuttles, distanceM: metres(shuttles), elapsedS: time, testTime: time,
            nextLevel: upcomingLevel(after: cue.levelIndex, at: time), totalS: timeline.endTime,
            levelWord: profile.levelWord)
    }

    /// The fraction of the gap between two cues that has passed. A work phase that ends part-way
    /// through a shuttle (30-15 IFT, the last Léger stage) is measured against the whole shuttle,
    /// so the bar shows how far along the course the athletes are when the whistle goes.
    private func progress(from cue: Cue, to next: Cue?, at time: Double) -> Double {
        guard let next else { return 1 }
        var span = next.time - cue.time
        if cue.kind != .rest, next.kind == .rest || next.kind == .end,
            let shuttle = shuttleSeconds(at: time, levelIndex: cue.levelIndex)
        {
            span = max(span, shuttle)
        }
        guard span > 0 else { return 1 }
        return min(1, max(0, (time - cue.time) / span))
    }

    /// Shuttles completed by the cue at `index`, counted from the profile's first level.
    private func shuttlesRun(through index: Int) -> Double {
        let cue = timeline.cues[index]
        // An end placed by `--stop-at` is a turn part-way through its bout: the shuttles it names.
        let stoppedEarly = cue.kind == .end && timeline.stopAt != nil
        if let before = stageShuttles.shuttlesBefore(level: timeline.startLevelIndex) {
            // Every cue between start and end is a turn at a whole multiple of the course length;
            // the end on the clock falls between lines, and its part-shuttle is not counted, as
            // the results do not count it: the screen ends on the score a completed run gets.
            if cue.kind == .end && !stoppedEarly { return before + Double(judgedTurns) }
            return before + Double(index - startCueIndex)
        }
        if stoppedEarly {
            return table.shuttlesBefore(level: cue.levelIndex) + Double(cue.bout - 1)
                * table.rows[cue.levelIndex].shuttles + Double(cue.shuttle)
        }
        let boutEnded = cue.kind == .rest || cue.kind == .end
        let boutsDone = boutEnded ? cue.bout : cue.bout - 1
        let shuttlesDone = boutEnded ? 0 : cue.shuttle - 1
        return table.shuttlesBefore(level: cue.levelIndex) + Double(boutsDone) * table.rows[cue.levelIndex].shuttles
            + Double(shuttlesDone)
    }

    private func metres(_ shuttles: Double) -> Double? { profile.distanceM.map { shuttles * $0 } }

    /// The level whose speed is being run at `time`: the announced one, except in continuous
    /// stages, where the speed changes on the clock before the next turn announces it.
    private func pacedLevel(at time: Double, levelIndex: Int) -> Level {
        guard !stageStartTimes.isEmpty else { return profile.levels[levelIndex] }
        let stage = stageStartTimes.lastIndex { $0 <= time } ?? 0
        return profile.levels[timeline.startLevelIndex + stage]
    }

    private func speedKmh(at time: Double, levelIndex: Int) -> Double? {
        pacedLevel(at: time, levelIndex: levelIndex).speedKmh(distanceM: profile.distanceM)
    }

    private func shuttleSeconds(at time: Double, levelIndex: Int) -> Double? {
        pacedLevel(at: time, levelIndex: levelIndex).shuttleSeconds(distanceM: profile.distanceM)
    }

    private func upcomingLevel(after levelIndex: Int, at time: Double) -> UpcomingLevel? {
        let index = levelIndex + 1
        guard index < levelCueTimes.count, let startTime = levelCueTimes[index] else { return nil }
        let level = profile.levels[index]
        return UpcomingLevel(
            index: index, label: level.label, speedKmh: level.speedKmh(distanceM: profile.distanceM),
            startsInS: startTime - time)
    }
}
