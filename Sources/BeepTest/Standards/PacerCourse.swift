/// The two PACER tracks.
public enum PacerCourse: Int, Sendable, Equatable {
    /// 15 m laps (pacer-15m), converted to 20 m laps for the equation.
    case metres15 = 15
    /// 20 m laps (pacer-20m).
    case metres20 = 20

    /// The track of a course length, if it is one of the two.
    public init?(distanceM: Double?) {
        guard let distanceM else { return nil }
        if abs(distanceM - 15) < 1e-9 {
            self = .metres15
        } else if abs(distanceM - 20) < 1e-9 {
            self = .metres20
        } else {
            return nil
        }
    }

    /// The most laps the track's test has.
    public var maximumLaps: Int {
        let conversion = PacerLapConversion.fitnessGram
        return self == .metres15 ? conversion.maximumLaps15 : conversion.laps20PerLevel.reduce(0, +)
    }

    /// `laps` on this track as 20 m laps.
    public func laps20m(_ laps: Int) -> Int {
        self == .metres15 ? PacerLapConversion.fitnessGram.laps20m(fromLaps15: laps) : laps
    }
}
