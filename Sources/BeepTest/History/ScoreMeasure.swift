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

    /// The unit for people, a word that reads after any number ("laps", in French "tours"): the
    /// charts' axis and the class's mean score. `unit` stays as JSON and CSV write it.
    public var unitText: String {
        switch unit {
        case "laps": tr("laps")
        case "shuttles": tr("shuttles")
        default: unit  // "m", "km/h": the same in every language
        }
    }

    /// A change in this unit, signed, for people: "+5 laps", "-1 lap", "-0.5 km/h", "0 m", with the
    /// reader's decimal separator and plural.
    public func changeText(_ change: Double) -> String {
        let rounded = change.formatted(decimals: decimals)
        let isZero = Double(rounded) == 0
        let sign = change > 0 && !isZero ? "+" : change < 0 && !isZero ? "-" : ""
        let size = isZero ? 0 : abs(change)
        let count = Int(size.rounded())
        switch unit {
        case "laps": return sign + trPlural("%d lap", "%d laps", count: count)
        case "shuttles": return sign + trPlural("%d shuttle", "%d shuttles", count: count)
        default: return sign + Translation.decimal(size, decimals: decimals) + " " + unit
        }
    }
}
