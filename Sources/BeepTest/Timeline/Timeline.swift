/// Every cue of a test with its exact time, computed once from the profile.
///
/// Each time is computed from its level's start plus a multiple of the shuttle time (level starts
/// are compensated sums), never by adding rounded steps, so a 22-minute test has no drift: the
/// renderer, the display, `cues` and the tests all read these same numbers.
public struct Timeline: Sendable, Equatable {
    /// The profile the cues come from.
    public let profile: Profile
    /// The index of the level the test starts at (`--start-level`).
    public let startLevelIndex: Int
    /// Seconds of countdown pips before the start cue.
    public let countdownS: Double
    /// The cues in time order: countdown pips, start, …, end.
    public let cues: [Cue]
    /// The standard the test stops at (`run --stop-at`), or nil for the whole test.
    public let stopAt: PassStandard?

    /// Expands `profile` from level `startLevelIndex` with `countdownS` seconds of countdown
    /// (default: the profile's own). The start level's first shuttle begins at time zero.
    public init(profile: Profile, startLevelIndex: Int = 0, countdownS: Double? = nil) {
        precondition(profile.levels.indices.contains(startLevelIndex), "start level out of range")
        self.profile = profile
        self.startLevelIndex = startLevelIndex
        let countdown = countdownS ?? profile.countdownS
        self.countdownS = countdown
        var builder = CueBuilder(profile: profile, startLevelIndex: startLevelIndex)
        builder.addCountdown(seconds: countdown)
        if profile.isContinuousStages {
            builder.addContinuousStages()
        } else {
            builder.addLevels()
        }
        self.cues = builder.finished()
        self.stopAt = nil
    }

    private init(profile: Profile, startLevelIndex: Int, countdownS: Double, cues: [Cue], stopAt: PassStandard) {
        self.profile = profile
        self.startLevelIndex = startLevelIndex
        self.countdownS = countdownS
        self.cues = cues
        self.stopAt = stopAt
    }

    /// The standard a run's athletes are judged against: the one it stops at, else the
    /// profile's own (`pass`), else none.
    public var passStandard: PassStandard? { stopAt ?? profile.defaultPass }

    /// This test ended at `standard`, as a recruitment test is: the end cue at the turn where
    /// an athlete reaches the standard's score (the score they are given there, so reaching it
    /// passes), and no cue after it. The end cue names the shuttle just completed, as the
    /// natural end does. Refused when the score is not one of the test's, or the run starts
    /// past it (`--start-level`).
    public func stopping(at standard: PassStandard) -> Result<Timeline, StandardUnavailable> {
        let needed: Double
        switch standard.threshold(in: profile) {
        case .success(let shuttles): needed = shuttles
        case .failure(let why): return .failure(why)
        }
        let turns = TurnMap(timeline: self)
        let scores = ScoreCalculator(turns: turns)
        let startLabel = profile.levels[startLevelIndex].label
        if scores.score(horizon: nil, missed: []).totalShuttles >= needed - 1e-9 {
            return .failure(
                StandardUnavailable(
                    trStored("%s is reached before level %s, where the run starts", standard.score, startLabel)))
        }
        // The scores rise with the turns, so the first turn that reaches the standard is the one.
        guard
            let turn = turns.turns.indices.first(where: {
                scores.score(horizon: $0, missed: []).totalShuttles >= needed - 1e-9
            })
        else { return .failure(StandardUnavailable(trStored("%s is not reached in %s", standard.score, profile.id))) }
        let at = turns.turns[turn].cueIndex
        let began = cues[at - 1]
        let end = Cue(
            time: cues[at].time, kind: .end, levelIndex: began.levelIndex, level: began.level, bout: began.bout,
            shuttle: began.shuttle, shuttlesInBout: began.shuttlesInBout)
        return .success(
            Timeline(
                profile: profile, startLevelIndex: startLevelIndex, countdownS: countdownS,
                cues: Array(cues[..<at]) + [end], stopAt: standard))
    }

    /// The time of the end cue (the test's length from the start cue).
    public var endTime: Double { cues.last?.time ?? 0 }

    /// True when test time `testTime` has reached the end cue: the whole test was run. The one
    /// rule for "completed", for the live view, the results log and both fronts of `run`.
    public func isComplete(at testTime: Double) -> Bool { testTime >= endTime }

    /// The index of the last cue at or before `time`, or nil before the first cue.
    public func lastCueIndex(atOrBefore time: Double) -> Int? {
        let later = cues.partitioningIndex { $0.time > time }
        return later == 0 ? nil : later - 1
    }

    /// How many cues `profile` has from its first level, without building them (the loader's
    /// size check must not allocate a million cues to refuse them).
    public static func cueCount(profile: Profile) -> Int {
        var count = 1.0  // start
        if profile.isContinuousStages {
            let distance = profile.distanceM ?? 1
            let metres = profile.levels.reduce(0.0) {
                $0 + ($1.speedKmh(distanceM: distance) ?? 0) / 3.6 * $1.workSeconds(distanceM: distance)
            }
            count += metres / distance + 1
        } else {
            for level in profile.levels {
                let perBout: Double
                switch level.work {
                case .shuttles(let shuttles): perBout = Double(shuttles)
                case .timed(let seconds), .stage(let seconds):
                    perBout =
                        level.shuttleSeconds(distanceM: profile.distanceM).map { (seconds / $0).rounded(.up) } ?? 1
                }
                count += Double(level.bouts) * (perBout + (level.restS > 0 ? 1 : 0))
            }
        }
        let cues = count + profile.countdownS.rounded(.up)
        return cues >= Double(Int.max / 2) ? Int.max / 2 : Int(cues)
    }
}

/// Appends cues in time order; keeps the bookkeeping (shuttles per bout) out of the timing maths.
private struct CueBuilder {
    let profile: Profile
    let startLevelIndex: Int
    private var cues: [Cue] = []
    /// Where the current bout's cues begin, to fill in `shuttlesInBout` when the bout closes.
    private var boutFirstCue = 0

    init(profile: Profile, startLevelIndex: Int) {
        self.profile = profile
        self.startLevelIndex = startLevelIndex
    }

    private var startLabel: String { profile.levels[startLevelIndex].label }

    mutating func addCountdown(seconds: Double) {
        let pips = Int(seconds.rounded(.down))
        for pip in stride(from: pips, to: 0, by: -1) {
            cues.append(
                Cue(
                    time: -Double(pip), kind: .countdown, levelIndex: startLevelIndex, level: startLabel, bout: 0,
                    shuttle: 0))
        }
        boutFirstCue = cues.count
    }

    /// Shuttle, timed-work and interval levels: each bout starts at a known time and its turns are
    /// multiples of the shuttle time from there.
    mutating func addLevels() {
        var levelStart = CompensatedSum()
        let distance = profile.distanceM
        let last = profile.levels.count - 1
        for index in startLevelIndex...last {
            let level = profile.levels[index]
            let work = level.workSeconds(distanceM: distance)
            let shuttleTime = level.shuttleSeconds(distanceM: distance)
            let boutPeriod = work + level.restS
            for bout in 1...level.bouts {
                let boutStart = levelStart.value + Double(bout - 1) * boutPeriod
                let startKind: CueKind
                if index == startLevelIndex && bout == 1 {
                    startKind = .start
                } else if bout == 1 {
                    startKind = .level
                } else {
                    startKind = level.restS > 0 ? .go : .shuttle
                }
                openBout()
                append(boutStart, startKind, index, bout, shuttle: 1)
                var shuttle = 1
                if let shuttleTime {
                    // Turns strictly inside the work phase; one that coincides with its end is the
                    // rest or next-level cue (one cue per instant). The margin absorbs rounding.
                    var turn = 1
                    while Double(turn) * shuttleTime < work - 1e-9 {
                        shuttle += 1
                        append(boutStart + Double(turn) * shuttleTime, .shuttle, index, bout, shuttle: shuttle)
                        turn += 1
                    }
                }
                // The end and rest cues close the bout, so they carry its shuttle count too
                // (the display reads "Shuttle 2/2" during a rest).
                let workEnd = boutStart + work
                if index == last && bout == level.bouts {
                    append(workEnd, .end, index, bout, shuttle: shuttle)
                } else if level.restS > 0 {
                    append(workEnd, .rest, index, bout, shuttle: shuttle)
                }
                closeBout(shuttles: shuttle)
            }
            levelStart.add(Double(level.bouts) * boutPeriod)
        }
    }

    /// Continuous stages (Léger 1988): the speed changes on the clock while turns fall at every
    /// `distance_m` of cumulative distance; a level cue is the first turn at or after its stage's start.
    mutating func addContinuousStages() {
        guard let distance = profile.distanceM else { return }
        let stages = Array(profile.levels[startLevelIndex...])
        var stageStartTime: [Double] = []
        var stageStartMetres: [Double] = []
        var time = CompensatedSum()
        var metres = CompensatedSum()
        for stage in stages {
            stageStartTime.append(time.value)
            stageStartMetres.append(metres.value)
            let seconds = stage.workSeconds(distanceM: distance)
            time.add(seconds)
            metres.add(speedMs(stage) * seconds)
        }
        let endTime = time.value
        let endMetres = metres.value
        let tolerance = 1e-9
        var physical = 0  // the stage being run at this turn
        var announced = 0  // the stage the last level cue announced
        var shuttle = 1
        openBout()
        append(0, .start, startLevelIndex, 1, shuttle: 1)
        var turn = 1
        while Double(turn) * distance < endMetres - tolerance {
            let position = Double(turn) * distance
            while physical + 1 < stages.count && stageStartMetres[physical + 1] <= position + tolerance {
                physical += 1
            }
            let at =
                stageStartTime[physical] + max(0, position - stageStartMetres[physical]) / speedMs(stages[physical])
            if physical > announced {
                announced = physical
                closeBout(shuttles: shuttle)
                openBout()
                shuttle = 1
                append(at, .level, startLevelIndex + announced, 1, shuttle: 1)
            } else {
                shuttle += 1
                append(at, .shuttle, startLevelIndex + announced, 1, shuttle: shuttle)
            }
            turn += 1
        }
        append(endTime, .end, startLevelIndex + announced, 1, shuttle: shuttle)
        closeBout(shuttles: shuttle)
    }

    private func speedMs(_ stage: Level) -> Double { (stage.speedKmh(distanceM: profile.distanceM) ?? 0) / 3.6 }

    private mutating func append(_ time: Double, _ kind: CueKind, _ levelIndex: Int, _ bout: Int, shuttle: Int) {
        cues.append(
            Cue(
                time: time, kind: kind, levelIndex: levelIndex, level: profile.levels[levelIndex].label, bout: bout,
                shuttle: shuttle))
    }

    private mutating func openBout() { boutFirstCue = cues.count }

    /// Records the bout's shuttle count on each of its cues, now that it is known.
    private mutating func closeBout(shuttles: Int) {
        for index in boutFirstCue..<cues.count { cues[index].shuttlesInBout = shuttles }
        boutFirstCue = cues.count
    }

    func finished() -> [Cue] { cues }
}

/// Kahan–Babuška summation: level start times stay exact to the last bit over thousands of levels.
struct CompensatedSum {
    private(set) var sum = 0.0
    private var compensation = 0.0

    var value: Double { sum + compensation }

    mutating func add(_ term: Double) {
        let total = sum + term
        if abs(sum) >= abs(term) {
            compensation += (sum - total) + term
        } else {
            compensation += (term - total) + sum
        }
        sum = total
    }
}
