/// The judged turns of a timeline, in time order, and the rules that map a mark's time to one.
///
/// A cue is a judged turn when it ends a full shuttle: the cue before it began that shuttle
/// (start, shuttle, level or go) and the shuttle was run in full (a 30-15 IFT run ends 30 s into
/// the stage, part way along the course, so its last part-shuttle is not judged; a Léger test ends
/// on the clock, usually between lines). A rest cue after whole shuttles (Yo-Yo) is a line.
public struct TurnMap: Sendable, Equatable {
    /// The timeline the turns come from.
    public let timeline: Timeline
    /// The judged turns in time order.
    public let turns: [Turn]
    /// For each cue, the index of the judged turn at it, if any.
    private let turnAtCue: [Int?]
    /// For each level index, the index of the last judged turn of a shuttle in that level.
    private let lastTurnOfLevel: [Int: Int]
    /// Level indices by label, for reading marks back from a log.
    private let levelIndexByLabel: [String: Int]

    /// Finds the judged turns of `timeline`.
    public init(timeline: Timeline) {
        self.timeline = timeline
        let cues = timeline.cues
        let profile = timeline.profile
        let lastShuttleIsFull = Self.continuousRunEndsAtLine(timeline)
        var turns: [Turn] = []
        var turnAtCue = [Int?](repeating: nil, count: cues.count)
        var lastTurnOfLevel: [Int: Int] = [:]
        for index in cues.indices.dropFirst() {
            let began = cues[index - 1]
            let cue = cues[index]
            guard began.kind.beginsShuttle, cue.kind.endsShuttle else { continue }
            let level = profile.levels[began.levelIndex]
            let isFull: Bool
            switch level.work {
            case .shuttles: isFull = true
            case .timed:
                guard let shuttleTime = level.shuttleSeconds(distanceM: profile.distanceM) else { continue }
                isFull = abs((cue.time - began.time) - shuttleTime) <= 1e-6 * max(1, shuttleTime)
            // An end placed by `--stop-at` is at a line, where the standard is reached.
            case .stage: isFull = cue.kind != .end || lastShuttleIsFull || timeline.stopAt != nil
            }
            guard isFull else { continue }
            turnAtCue[index] = turns.count
            lastTurnOfLevel[began.levelIndex] = turns.count
            turns.append(
                Turn(
                    cueIndex: index, time: cue.time, levelIndex: began.levelIndex, level: began.level, bout: began.bout,
                    shuttle: began.shuttle, announcedLevelIndex: cue.levelIndex,
                    endsBout: began.shuttle == began.shuttlesInBout))
        }
        self.turns = turns
        self.turnAtCue = turnAtCue
        self.lastTurnOfLevel = lastTurnOfLevel
        self.levelIndexByLabel = Dictionary(
            profile.levels.enumerated().map { ($0.element.label, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// The judged turn a mark at `time` refers to: the one at the most recent cue at or before
    /// `time` (the coach presses just after the beep). The mark is refused when that cue is not a
    /// line: during the countdown, before the first turn, in a rest that did not begin at a line,
    /// or after a restart before its first turn.
    ///
    /// An end that is not at a line (a Léger table ends on the clock, part way along a shuttle)
    /// leaves the last line sounded before it as the last line: a mark after the end counts for
    /// it, as it did in the unfinished shuttle just before, so the "test over" screen records what
    /// the coach types there at the table's end as at `--stop-at` (issue 28).
    public func turnIndex(forMarkAt time: Double) -> Result<Int, MarkRefusal> {
        guard !turns.isEmpty else { return .failure(.noLines) }
        guard time >= 0, let cueIndex = timeline.lastCueIndex(atOrBefore: time) else { return .failure(.notStarted) }
        if let turn = turnAtCue[cueIndex] { return .success(turn) }
        switch timeline.cues[cueIndex].kind {
        case .countdown: return .failure(.notStarted)
        case .start: return .failure(.beforeFirstTurn)
        case .rest: return .failure(.inRest)
        case .end:
            // The shuttle the end cut short began at a line: that line is the last one.
            guard cueIndex > 0, let last = turnAtCue[cueIndex - 1] else { return .failure(.testOver) }
            return .success(last)
        case .go, .level, .shuttle: return .failure(.beforeFirstTurnOfBout)
        }
    }

    /// The index of the last judged turn at or before `time`, or nil before the first.
    public func lastTurnIndex(atOrBefore time: Double) -> Int? {
        let later = turns.partitioningIndex { $0.time > time }
        return later == 0 ? nil : later - 1
    }

    /// The index of the judged turn that ends shuttle `shuttle` of bout `bout` in the level
    /// labelled `level` (how the results log names a missed line), or nil.
    public func turnIndex(level: String, bout: Int, shuttle: Int) -> Int? {
        guard let levelIndex = levelIndexByLabel[level] else { return nil }
        // Turns run in (level, bout, shuttle) order, so a binary search finds one among 100,000.
        let key = (levelIndex, bout, shuttle)
        let index = turns.partitioningIndex { !(($0.levelIndex, $0.bout, $0.shuttle) < key) }
        guard index < turns.count, (turns[index].levelIndex, turns[index].bout, turns[index].shuttle) == key
        else { return nil }
        return index
    }

    /// True when turn `index` is the last judged turn of its level (the stage was completed).
    public func endsLevel(_ index: Int) -> Bool { lastTurnOfLevel[turns[index].levelIndex] == index }

    /// Whether a continuous-stage run's distance is a whole number of shuttles, so that the
    /// end cue falls on a line.
    private static func continuousRunEndsAtLine(_ timeline: Timeline) -> Bool {
        let profile = timeline.profile
        guard profile.isContinuousStages, let distance = profile.distanceM else { return false }
        var metres = 0.0
        for level in profile.levels[timeline.startLevelIndex...] {
            metres += (level.speedKmh(distanceM: distance) ?? 0) / 3.6 * level.workSeconds(distanceM: distance)
        }
        let shuttles = metres / distance
        return abs(shuttles - shuttles.rounded()) <= 1e-6 * max(1, shuttles)
    }
}

extension CueKind {
    /// A shuttle is run from this cue (start, shuttle, level, go).
    fileprivate var beginsShuttle: Bool {
        switch self {
        case .start, .shuttle, .level, .go: true
        case .countdown, .rest, .end: false
        }
    }

    /// A shuttle ends at this cue (shuttle, level, rest, end).
    fileprivate var endsShuttle: Bool {
        switch self {
        case .shuttle, .level, .rest, .end: true
        case .countdown, .start, .go: false
        }
    }
}
