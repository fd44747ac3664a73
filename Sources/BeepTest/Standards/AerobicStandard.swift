/// One row of the Cooper Institute's aerobic capacity standards (standards.md 1.2) for one sex:
/// the highest VO2max still in NI-HR and the lowest in the HFZ, compared with the estimate
/// rounded to 0.1 (between them is NI).
public struct AerobicStandard: Sendable, Equatable {
    /// The table's age row: "10" … "17", or ">17".
    public let ageRow: String
    /// The sex the row is for; nil at 10 and 11, where one standard serves both.
    public let sex: Sex?
    /// VO2max at or below this is NI-HR.
    public let healthRiskMax: Double
    /// VO2max at or above this is the HFZ.
    public let healthyMin: Double
    /// The standard as a short text: "boys 12: HFZ ≥ 40.3, NI-HR ≤ 37.6" (made once per row of
    /// the table: every PACER result row carries it).
    public let text: String

    private init(ageRow: String, sex: Sex?, values: (healthRiskMax: Double, healthyMin: Double)) {
        self.ageRow = ageRow
        self.sex = sex
        healthRiskMax = values.healthRiskMax
        healthyMin = values.healthyMin
        let who: String
        switch sex {
        case .male?: who = "boys"
        case .female?: who = "girls"
        case nil: who = "boys and girls"
        }
        text =
            "\(who) \(ageRow): HFZ ≥ \(healthyMin.formatted(decimals: 1)), NI-HR ≤ "
            + healthRiskMax.formatted(decimals: 1)
    }

    /// The zone of a rounded VO2max.
    public func zone(vo2max: Double) -> FitnessGramZone {
        let value = (vo2max * 10).rounded() / 10
        if value >= healthyMin - 1e-9 { return .hfz }
        if value <= healthRiskMax + 1e-9 { return .niHR }
        return .ni
    }

    /// The standard for an athlete of `age` whole years and `sex`, or why there is none:
    /// none under 10 or without an age, and from 12 on none without a sex.
    public static func lookup(age: Int?, sex: Sex?) -> Result<AerobicStandard, StandardUnavailable> {
        guard let age else { return .failure(StandardUnavailable(trStored("needs age"))) }
        guard age >= FitnessGram.minimumAge else {
            return .failure(StandardUnavailable(trStored("no aerobic standard under age 10 (FitnessGram)")))
        }
        let row = table[min(age, 18) - 10]
        if age <= 11 { return .success(row.both) }
        guard let sex else {
            return .failure(StandardUnavailable(trStored("needs sex (from age 12 boys and girls differ)")))
        }
        return .success(sex == .male ? row.boys : row.girls)
    }

    /// Each age row's standards, made once: for boys, for girls, and for both (10 and 11 alone
    /// have one standard for both; `both` is the boys' values there).
    private static let table: [(boys: AerobicStandard, girls: AerobicStandard, both: AerobicStandard)] =
        rows.enumerated().map { offset, values in
            let ageRow = offset == 8 ? ">17" : String(offset + 10)
            return (
                AerobicStandard(ageRow: ageRow, sex: .male, values: values.boys),
                AerobicStandard(ageRow: ageRow, sex: .female, values: values.girls),
                AerobicStandard(ageRow: ageRow, sex: nil, values: values.boys)
            )
        }

    /// standards.md 1.2, ages 10 … 17 and >17: (NI-HR up to, HFZ from) for boys and for girls.
    private static let rows: [(boys: (Double, Double), girls: (Double, Double))] = [
        ((37.3, 40.2), (37.3, 40.2)),
        ((37.3, 40.2), (37.3, 40.2)),
        ((37.6, 40.3), (37.0, 40.1)),
        ((38.6, 41.1), (36.6, 39.7)),
        ((39.6, 42.5), (36.3, 39.4)),
        ((40.6, 43.6), (36.0, 39.1)),
        ((41.0, 44.1), (35.8, 38.9)),
        ((41.2, 44.2), (35.7, 38.8)),
        ((41.2, 44.3), (35.3, 38.6)),
    ]
}

/// Why a standard does not apply to a result; `description` is the note printed beside the
/// null (as `vo2max_note` is).
public struct StandardUnavailable: Error, Sendable, Equatable, CustomStringConvertible {
    /// The note.
    public var description: String

    /// A reason with its note.
    public init(_ description: String) { self.description = description }
}
