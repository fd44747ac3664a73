/// A validated description of a shuttle-run or interval test (profile format version 1).
///
/// Profiles are pure data: loading and validation live in `ProfileLoader`, the cue times in `Timeline`.
public struct Profile: Sendable, Equatable {
    /// The short id used on the command line (`msft-20m`).
    public var id: String
    /// The human name of the test.
    public var name: String
    /// Where the protocol comes from (papers, manuals).
    public var reference: String?
    /// Free-text caveats about the protocol's data.
    public var notes: String?
    /// The course length in metres (one shuttle); nil for a plain interval timer.
    public var distanceM: Double?
    /// Seconds of countdown pips before the start cue, unless the command line overrides it.
    public var countdownS: Double
    /// When an athlete is out.
    public var stopRule: StopRule
    /// The VO2max method that applies to this test, if any.
    public var vo2max: VO2maxMethod?
    /// How results are written (`score`), when the profile says; see `scoreNotation`.
    public var score: ScoreNotation?
    /// The pass score in the test's notation (`pass`: police-15m's "5.4"), when the test has one.
    public var pass: String?
    /// The levels in the order they are run.
    public var levels: [Level]
    /// The word a spoken call says before a level's label (`level_word`): "Level" (the default) or
    /// "Stage", said in the call's language, or any other word, said as written.
    public var levelWord: String

    /// Creates a profile from already-valid parts (the loader checks files; code that builds
    /// profiles itself is trusted to pass sane values).
    public init(
        id: String, name: String, reference: String? = nil, notes: String? = nil, distanceM: Double?,
        countdownS: Double = 5, stopRule: StopRule = .init(), vo2max: VO2maxMethod? = nil,
        score: ScoreNotation? = nil, pass: String? = nil, levels: [Level], levelWord: String = "Level"
    ) {
        self.id = id
        self.name = name
        self.reference = reference
        self.notes = notes
        self.distanceM = distanceM
        self.countdownS = countdownS
        self.stopRule = stopRule
        self.vo2max = vo2max
        self.score = score
        self.pass = pass
        self.levels = levels
        self.levelWord = levelWord
    }

    /// True when the levels are continuous fixed-time stages (Léger 1988): the running never stops
    /// and turn beeps fall at every `distanceM` of cumulative distance.
    public var isContinuousStages: Bool {
        levels.contains { if case .stage = $0.work { true } else { false } }
    }

    /// True for an interval profile: every level is work then rest, in bouts (30-15 IFT, tabata,
    /// Yo-Yo, a custom interval profile), the last one's rest aside (the test ends with its work).
    /// Such a test is followed, shown and described in bouts; the shuttles within a bout only
    /// where the work is a count of them (`countsShuttles`), not timed work, where they are a
    /// pace (30 s at 8 km/h is 3⅓ of them) that nobody counts.
    public var isIntervals: Bool {
        guard let last = levels.last else { return false }
        return levels.dropLast().allSatisfy(\.isRunInBouts) && (levels.count > 1 || last.isRunInBouts)
    }

    /// True when level `levelIndex`'s work is a count of shuttles (`shuttles`), so that a position
    /// in it can name the shuttle; false for timed work and stages, and for an index out of range.
    public func countsShuttles(levelIndex: Int) -> Bool {
        guard levels.indices.contains(levelIndex), case .shuttles = levels[levelIndex].work else { return false }
        return true
    }

    /// The bout of an interval profile as it is counted for people, `bout` of `of`: within the
    /// level where levels have several bouts (Yo-Yo `2/4`), else across the test, where each
    /// level is one bout (30-15 IFT: stage 5 is bout `5/30`). `bout` counts from 1 within its level.
    public func boutPosition(levelIndex: Int, bout: Int) -> (bout: Int, of: Int) {
        guard levels.indices.contains(levelIndex) else { return (bout, bout) }
        if levels.allSatisfy({ $0.bouts == 1 }) { return (levelIndex + 1, levels.count) }
        return (bout, levels[levelIndex].bouts)
    }

    /// The index of the level whose label is `label`, or nil.
    public func levelIndex(label: String) -> Int? { levels.firstIndex { $0.label == label } }
}
