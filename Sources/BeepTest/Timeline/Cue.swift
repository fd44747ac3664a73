/// What a cue tells the athletes; each kind has its own sound.
public enum CueKind: String, Sendable, Equatable, CaseIterable {
    /// A one-second pip before the start.
    case countdown
    /// The start of the test (test time zero).
    case start
    /// A turn: the end of one shuttle and the start of the next.
    case shuttle
    /// The first shuttle of a new level (the classic triple beep).
    case level
    /// The end of a bout: rest begins.
    case rest
    /// The end of a rest: the next bout of the same level begins.
    case go
    /// The end of the test.
    case end
}

/// One cue of a test: its exact time and where in the test it falls.
///
/// `level`, `bout` and `shuttle` name what begins at the cue (the shuttle about to be run, from 1);
/// for `rest` and `end` they name the shuttle just completed; countdown pips have bout and shuttle 0.
public struct Cue: Sendable, Equatable {
    /// Seconds from the start cue (countdown pips are negative).
    public var time: Double
    /// What the cue means.
    public var kind: CueKind
    /// The index of the level in the profile.
    public var levelIndex: Int
    /// The level's label ("9", or "14" for a Yo-Yo speed level).
    public var level: String
    /// The bout within the level, from 1.
    public var bout: Int
    /// The shuttle within the bout, from 1.
    public var shuttle: Int
    /// How many shuttles (turn-to-turn segments) the current bout has; 0 when it has none.
    public var shuttlesInBout: Int

    /// Creates a cue.
    public init(
        time: Double, kind: CueKind, levelIndex: Int, level: String, bout: Int, shuttle: Int, shuttlesInBout: Int = 0
    ) {
        self.time = time
        self.kind = kind
        self.levelIndex = levelIndex
        self.level = level
        self.bout = bout
        self.shuttle = shuttle
        self.shuttlesInBout = shuttlesInBout
    }

    /// The time as `cues` and `--events` write it: to the nanosecond, far below a sample (21 µs at
    /// 48 kHz) and above a sum's rounding, so that the shuttle times of a table summed read 20.49,
    /// not 20.490000000000002.
    public var writtenTime: Double { Self.written(time) }

    /// `seconds` to the nanosecond, as times are written for machines (`writtenTime`).
    public static func written(_ seconds: Double) -> Double { (seconds * 1e9).rounded() / 1e9 }

    /// The cue as the JSON object of the CLI contract: `t`, `kind`, `level`, `bout`, `shuttle`.
    public var json: JSONValue {
        .object([
            ("t", .number(writtenTime)), ("kind", .string(kind.rawValue)), ("level", .string(level)),
            ("bout", .int(bout)), ("shuttle", .int(shuttle)),
        ])
    }
}
