/// PACER 15 m laps to 20 m laps by level (standards.md 1.3): both tracks run the same speed for
/// the same time at every level, so the end of a level on one is the end of that level on the
/// other; within a level a lap count maps to the same fraction of the level, rounded to the
/// nearest whole lap (halves up).
///
/// Where a source gives the chart, the conversion follows it: every level-end pair the older
/// FitnessGram HFZ table publishes (7-9, 15-19, 23-30, 32-42, 41-54, 51-67, 61-80, 72-94) is a
/// level's end here. Within a level it is proportional, a derivation: FitnessGram's own chart
/// (McClain et al. 2006) was not read, and the one published copy found (the CAPL R package) has
/// typing slips (standards.md 1.3), so no in-level value is copied from it.
///
/// The per-level lap counts are those of the built-in `pacer-15m` and `pacer-20m` profiles (a test
/// holds them to the profile files and to standards.md's table).
public struct PacerLapConversion: Sendable, Equatable {
    /// 15 m laps in each level, from level 1.
    public let laps15PerLevel: [Int]
    /// 20 m laps in each level, from level 1.
    public let laps20PerLevel: [Int]

    /// A conversion between two level tables of the same number of levels.
    public init(laps15PerLevel: [Int], laps20PerLevel: [Int]) {
        self.laps15PerLevel = laps15PerLevel
        self.laps20PerLevel = laps20PerLevel
    }

    /// The FitnessGram PACER's level tables (pacer-15m and pacer-20m).
    public static let fitnessGram = PacerLapConversion(
        laps15PerLevel: [9, 10, 11, 12, 12, 13, 13, 14, 14, 15, 15, 16, 17, 17, 18, 18, 19, 19, 20, 20, 21],
        laps20PerLevel: [7, 8, 8, 9, 9, 10, 10, 11, 11, 11, 12, 12, 13, 13, 13, 14, 14, 15, 15, 16, 16])

    /// The 20 m laps for `laps15` 15 m laps; laps beyond the last level stay at the 20 m maximum.
    public func laps20m(fromLaps15 laps15: Int) -> Int {
        guard laps15 > 0 else { return 0 }
        var before15 = 0
        var before20 = 0
        for (in15, in20) in zip(laps15PerLevel, laps20PerLevel) {
            if laps15 <= before15 + in15 {
                // Integer arithmetic: round(x / d) for x, d > 0 is (2x + d) / (2d), halves up.
                let part = (2 * (laps15 - before15) * in20 + in15) / (2 * in15)
                return before20 + part
            }
            before15 += in15
            before20 += in20
        }
        return before20
    }

    /// The most 15 m laps the table holds.
    public var maximumLaps15: Int { laps15PerLevel.reduce(0, +) }
}
