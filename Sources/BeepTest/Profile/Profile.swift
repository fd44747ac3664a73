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
        score: ScoreNotation? = nil, levels: [Level], levelWord: String = "Level"
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
        self.levels = levels
        self.levelWord = levelWord
    }

    /// True when the levels are continuous fixed-time stages (Léger 1988): the running never stops
    /// and turn beeps fall at every `distanceM` of cumulative distance.
    public var isContinuousStages: Bool {
        levels.contains { if case .stage = $0.work { true } else { false } }
    }

    /// The index of the level whose label is `label`, or nil.
    public func levelIndex(label: String) -> Int? { levels.firstIndex { $0.label == label } }
}

/// One level (stage) of a test: `bouts` repetitions of a work phase, each followed by `restS` of rest.
public struct Level: Sendable, Equatable {
    /// The label coaches read on the tables ("14" for a Yo-Yo speed level; default the position).
    public var label: String
    /// How fast the athletes run, if the level has a pace.
    public var pace: Pace?
    /// What one bout of work is.
    public var work: Work
    /// How many times the work phase repeats (Yo-Yo bouts, tabata rounds).
    public var bouts: Int
    /// Seconds of rest after each bout (none after the test's last bout).
    public var restS: Double

    /// Creates a level.
    public init(label: String, pace: Pace?, work: Work, bouts: Int = 1, restS: Double = 0) {
        self.label = label
        self.pace = pace
        self.work = work
        self.bouts = bouts
        self.restS = restS
    }

    /// Seconds for one shuttle at this level's pace over `distanceM`, or nil without a pace.
    public func shuttleSeconds(distanceM: Double?) -> Double? {
        switch pace {
        case .shuttleSeconds(let seconds): return seconds
        case .speedKmh(let speed): return distanceM.map { $0 * 3.6 / speed }
        case nil: return nil
        }
    }

    /// The running speed in km/h, given directly or derived from the shuttle time and distance.
    public func speedKmh(distanceM: Double?) -> Double? {
        switch pace {
        case .speedKmh(let speed): return speed
        case .shuttleSeconds(let seconds): return distanceM.map { $0 * 3.6 / seconds }
        case nil: return nil
        }
    }

    /// Seconds of one bout's work phase.
    public func workSeconds(distanceM: Double?) -> Double {
        switch work {
        case .shuttles(let count): return Double(count) * (shuttleSeconds(distanceM: distanceM) ?? 0)
        case .timed(let seconds), .stage(let seconds): return seconds
        }
    }
}

/// A level's pace: exactly one of a speed or a shuttle time.
public enum Pace: Sendable, Equatable {
    /// Running speed in km/h (`speed_kmh`); the shuttle time is `distance_m / speed`.
    case speedKmh(Double)
    /// Seconds per shuttle (`shuttle_s`), for tables published as times.
    case shuttleSeconds(Double)
}

/// A level's work phase: exactly one of a shuttle count, a fixed work time, or a continuous stage.
public enum Work: Sendable, Equatable {
    /// `shuttles`: this many shuttles per bout, a beep at each turn.
    case shuttles(Int)
    /// `work_s`: seconds of work per bout, with turn beeps every shuttle time when there is a pace.
    case timed(Double)
    /// `duration_s`: a continuous stage of this many seconds (Léger 1988).
    case stage(Double)
}

/// When an athlete is out: after `misses` missed lines, counted consecutively or in total.
public struct StopRule: Sendable, Equatable {
    /// Missed lines that end the athlete's test (the first ones are warnings).
    public var misses: Int
    /// True when only consecutive misses count (a shuttle made on time clears the count).
    public var consecutive: Bool

    /// The beep-test default: out on the second consecutive miss.
    public init(misses: Int = 2, consecutive: Bool = true) {
        self.misses = misses
        self.consecutive = consecutive
    }
}

/// The VO2max estimation methods beeptest knows (DESIGN: protocols.md §7).
public enum VO2maxMethod: String, Sendable, Equatable, CaseIterable {
    case ramsbottom1988 = "ramsbottom-1988"
    case leger1988 = "leger-1988"
    case legerGadoury1989 = "leger-gadoury-1989"
    case yoyoIR1 = "yoyo-ir1"
    case yoyoIR2 = "yoyo-ir2"
    case yoyoEndurance = "yoyo-endurance"
    case ift3015 = "ift-30-15"
}
