/// A group of players whose mean Yo-Yo distance was published (standards.md 3). A result is
/// placed beside the groups, never turned into a percentile: "at or above the mean of male
/// soccer sub-elite (2030 m)".
public struct ReferenceGroup: Sendable, Equatable {
    /// Who the group is ("male soccer, sub-elite").
    public var name: String
    /// The group's mean distance, metres.
    public var meanM: Double
    /// The sex of the group's players.
    public var sex: Sex
    /// Where the mean was published.
    public var source: String

    private static let ir1Source = "Bangsbo, Iaia & Krustrup 2008, Sports Med 38:37-51"
    private static let ir2Source = "Krustrup et al. 2006, Med Sci Sports Exerc 38:1666-1673"

    /// Yo-Yo IR1 groups, highest mean first within each sex.
    public static let yoyoIR1: [ReferenceGroup] = [
        ("male soccer, top-class", 2420, Sex.male), ("male soccer, elite", 2190, .male),
        ("male soccer, sub-elite", 2030, .male), ("male soccer, moderately trained", 1810, .male),
        ("male rugby, elite", 1656, .male), ("male rugby, sub-elite", 1564, .male),
        ("female soccer, top-class", 1600, .female), ("female soccer, elite", 1360, .female),
        ("female soccer, sub-elite", 1160, .female),
    ].map { ReferenceGroup(name: $0.0, meanM: $0.1, sex: $0.2, source: ir1Source) }

    /// Yo-Yo IR2 groups (men), highest mean first.
    public static let yoyoIR2: [ReferenceGroup] = [
        ("international elite soccer", 1059.0), ("moderate elite soccer", 771), ("normally trained men", 591),
    ].map { ReferenceGroup(name: $0.0, meanM: $0.1, sex: .male, source: ir2Source) }

    /// The groups for a test's VO2max method (the Yo-Yo IR tests), or nil for other tests.
    public static func groups(for method: VO2maxMethod?) -> [ReferenceGroup]? {
        switch method {
        case .yoyoIR1?: yoyoIR1
        case .yoyoIR2?: yoyoIR2
        default: nil
        }
    }

    /// Where `distanceM` stands beside the soccer groups (rugby ones too for men on IR1) of the
    /// athlete's sex: "at or above the mean of X (2030 m)" for the highest mean reached, else
    /// "below the mean of Y (1810 m)" for the lowest; or why there is no placing.
    public static func placing(distanceM: Double?, sex: Sex?, groups: [ReferenceGroup])
        -> Result<String, StandardUnavailable>
    {
        guard let distanceM, distanceM > 0 else { return .failure(StandardUnavailable("no distance completed")) }
        guard let sex else { return .failure(StandardUnavailable("needs sex (the groups are of men or of women)")) }
        let own = groups.filter { $0.sex == sex }.sorted { $0.meanM > $1.meanM }
        guard let lowest = own.last else {
            return .failure(StandardUnavailable("no published groups of women for this test"))
        }
        if let reached = own.first(where: { distanceM >= $0.meanM }) {
            return .success("at or above the mean of \(reached.name) (\(Int(reached.meanM)) m)")
        }
        return .success("below the mean of \(lowest.name) (\(Int(lowest.meanM)) m)")
    }
}
