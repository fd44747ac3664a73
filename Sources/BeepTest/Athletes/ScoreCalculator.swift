/// Turns an athlete's misses into a `Score`.
///
/// The score is found by walking back from the horizon (the out turn, or the last turn heard)
/// to the last unit made on time. Rules decided here (the protocols are silent):
/// - level-shuttle and laps: the last turn made on time. The shuttle is counted within its level
///   (a multi-bout level counts on across its bouts); a continuous-stage test counts the
///   shuttles run since the start cue on top of the standard table's shuttles before the start
///   level. Laps subtract the misses before that turn.
/// - level-bout: the last bout whose final line was made on time (a bout whose finish was
///   missed, or whose 20 m turn was missed and then the out, is not completed).
/// - stage-speed: the last stage whose last judged line was made on time; the part-shuttle
///   after that line is not judged.
/// - Nothing made on time after a `--start-level` L credits the end of level L−1 (as if run).
struct ScoreCalculator: Sendable {
    let turns: TurnMap
    let table: LevelTable
    /// Léger's whole shuttles before each stage: the table's are fractional.
    let stageShuttles: StageShuttles

    init(turns: TurnMap) {
        self.turns = turns
        self.table = LevelTable(profile: turns.timeline.profile)
        self.stageShuttles = StageShuttles(profile: turns.timeline.profile)
    }

    private var profile: Profile { turns.timeline.profile }

    /// The score when the athlete's horizon is turn `horizon` (nil: before the first turn) and
    /// they missed the turns in `missed`.
    func score(horizon: Int?, missed: Set<Int>) -> Score {
        let notation = profile.scoreNotation
        let anchor = lastMadeOnTime(from: horizon, missed: missed) { index in
            switch notation {
            case .levelShuttle, .laps: true
            case .levelBout: turns.turns[index].endsBout
            case .stageSpeed: turns.endsLevel(index)
            }
        }
        var score: Score
        switch notation {
        case .levelShuttle, .laps: score = shuttleScore(anchor: anchor)
        case .levelBout: score = boutScore(anchor: anchor)
        case .stageSpeed: score = stageScore(anchor: anchor)
        }
        score.notation = notation
        if notation == .laps {
            let missedBefore = anchor.map { at in missed.filter { $0 <= at }.count } ?? 0
            let laps = max(0, Int(score.totalShuttles.rounded(.down)) - missedBefore)
            score.text = String(laps)
            score.totalShuttles = Double(laps)
            score.distanceM = profile.distanceM.map { Double(laps) * $0 }
        }
        if let anchor {
            score.announcedSpeedKmh = speed(of: turns.turns[anchor].announcedLevelIndex)
        } else {
            score.announcedSpeedKmh = score.speedKmh
        }
        return score
    }

    /// The latest turn at or before `horizon` that was not missed and `counts`.
    private func lastMadeOnTime(from horizon: Int?, missed: Set<Int>, counts: (Int) -> Bool) -> Int? {
        var index = horizon
        while let candidate = index, missed.contains(candidate) || !counts(candidate) {
            index = candidate > 0 ? candidate - 1 : nil
        }
        return index
    }

    /// The level before the start level, credited when nothing in the run was made on time.
    private var creditedLevel: Int? {
        let start = turns.timeline.startLevelIndex
        return start > 0 ? start - 1 : nil
    }

    private func shuttleScore(anchor: Int?) -> Score {
        guard let anchor else {
            guard let level = creditedLevel else { return .none(.levelShuttle, distance: profile.distanceM) }
            // Léger: the stage's shuttles as a run from stage 1 has them, whole.
            if let before = stageShuttles.shuttlesBefore(level: level),
                let after = stageShuttles.shuttlesBefore(level: level + 1)
            {
                return make(.levelShuttle, level: level, shuttle: Int(after - before), total: after)
            }
            let row = table.rows[level]
            let shuttles = Int((row.shuttles * Double(row.bouts)).rounded(.down))
            return make(.levelShuttle, level: level, shuttle: shuttles, total: row.cumulativeShuttles)
        }
        let turn = turns.turns[anchor]
        let row = table.rows[turn.levelIndex]
        var inLevel = turn.shuttle
        if case .shuttles(let count) = profile.levels[turn.levelIndex].work { inLevel += (turn.bout - 1) * count }
        let total: Double
        if let before = stageShuttles.shuttlesBefore(level: turn.levelIndex) {
            // Counted from the stage's label, not from the start: a run from a later stage
            // scores its 6.1 as a run from stage 1 does, whole, and as `5.9` typed reads.
            total = before + Double(inLevel)
        } else {
            total =
                table.shuttlesBefore(level: turn.levelIndex) + Double(turn.bout - 1) * row.shuttles
                + Double(turn.shuttle)
        }
        return make(.levelShuttle, level: turn.levelIndex, shuttle: inLevel, total: total)
    }

    /// `anchor` ends the last bout made on time.
    private func boutScore(anchor: Int?) -> Score {
        var completed: (level: Int, bout: Int)?
        if let anchor {
            completed = (turns.turns[anchor].levelIndex, turns.turns[anchor].bout)
        } else if let level = creditedLevel {
            completed = (level, profile.levels[level].bouts)
        }
        guard let completed else { return .none(.levelBout, distance: profile.distanceM) }
        let total =
            table.shuttlesBefore(level: completed.level) + Double(completed.bout) * table.rows[completed.level].shuttles
        var score = make(.levelBout, level: completed.level, shuttle: nil, total: total)
        score.bout = completed.bout
        score.text = profile.levels[completed.level].label + "." + String(completed.bout)
        return score
    }

    /// `anchor` is the last line of the last stage made on time.
    private func stageScore(anchor: Int?) -> Score {
        let stage = anchor.map { turns.turns[$0].levelIndex } ?? creditedLevel
        guard let stage else { return .none(.stageSpeed, distance: profile.distanceM) }
        var score = make(.stageSpeed, level: stage, shuttle: nil, total: table.rows[stage].cumulativeShuttles)
        // Speeds are written with at least one decimal, as VIFT tables print them (13.0, 13.5).
        score.text =
            score.speedKmh.map { speed in
                let text = speed.trimmed(decimals: 2)
                return text.contains(".") ? text : text + ".0"
            } ?? profile.levels[stage].label
        return score
    }

    private func make(_ notation: ScoreNotation, level: Int, shuttle: Int?, total: Double) -> Score {
        let label = profile.levels[level].label
        return Score(
            notation: notation, text: shuttle.map { label + "." + String($0) }, levelIndex: level, level: label,
            shuttle: shuttle, totalShuttles: total, distanceM: profile.distanceM.map { total * $0 },
            speedKmh: speed(of: level))
    }

    private func speed(of level: Int) -> Double? { profile.levels[level].speedKmh(distanceM: profile.distanceM) }
}
