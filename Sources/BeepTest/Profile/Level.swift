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

    /// True when the level is run in bouts (several, or one followed by rest, as a Yo-Yo level):
    /// a position in it names the bout.
    public var isRunInBouts: Bool { bouts > 1 || restS > 0 }

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
