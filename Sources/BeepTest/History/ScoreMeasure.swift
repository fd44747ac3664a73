/// The number a score's change is measured in, by the test's notation: laps for the PACER,
/// shuttles for the beep tests, metres for the Yo-Yo tests (their noise is published on
/// distance), km/h of VIFT for the 30-15 IFT.
public struct ScoreMeasure: Sendable, Equatable {
    /// The value.
    public var value: Double
    /// Its unit: "laps", "shuttles", "m", "km/h".
    public var unit: String
    /// Decimals it is written with.
    public var decimals: Int

    /// The measure of `row` in a test written in `notation` (nil: the profile is gone, so
    /// metres where recorded, else shuttles); nil when the row has no score.
    public static func of(_ row: ResultRow, notation: ScoreNotation?) -> ScoreMeasure? {
        switch notation {
        case .laps?: row.totalShuttles.map { ScoreMeasure(value: $0.rounded(.down), unit: "laps", decimals: 0) }
        case .levelShuttle?: row.totalShuttles.map { ScoreMeasure(value: $0, unit: "shuttles", decimals: 0) }
        case .levelBout?: row.distanceM.map { ScoreMeasure(value: $0, unit: "m", decimals: 0) }
        case .stageSpeed?: row.viftKmh.map { ScoreMeasure(value: $0, unit: "km/h", decimals: 1) }
        case nil:
            row.distanceM.map { ScoreMeasure(value: $0, unit: "m", decimals: 0) }
                ?? row.totalShuttles.map { ScoreMeasure(value: $0, unit: "shuttles", decimals: 0) }
        }
    }

    /// A change in this unit, signed: "+5 laps", "-0.5 km/h", "0 m".
    public func changeText(_ change: Double) -> String {
        let rounded = change.formatted(decimals: decimals)
        let isZero = Double(rounded) == 0
        return (change > 0 && !isZero ? "+" : "") + (isZero ? 0.0.formatted(decimals: decimals) : rounded) + " "
            + unit
    }
}
