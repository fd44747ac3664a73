/// A group of players whose mean Yo-Yo distance was published (standards.md 3). A result is
/// placed beside the groups, never turned into a percentile: "male soccer: at or above the
/// sub-elite mean (2030 m)".
///
/// Groups belong to a population (a sport and sex, or trained men): an athlete is placed in each
/// population of their sex on its own, never set against another sport's groups, and one below
/// every group of a population is said to be so.
public struct ReferenceGroup: Sendable, Equatable {
    /// The sport and sex the group belongs to ("male soccer").
    public var population: String
    /// The group's level within it ("sub-elite").
    public var level: String
    /// The group's mean distance, metres.
    public var meanM: Double
    /// The sex of the group's players.
    public var sex: Sex
    /// Where the mean was published.
    public var source: String

    /// Who the group is ("male soccer, sub-elite").
    public var name: String { population + ", " + level }

    private static let ir1Source = "Bangsbo, Iaia & Krustrup 2008, Sports Med 38:37-51"
    private static let ir2Source = "Krustrup et al. 2006, Med Sci Sports Exerc 38:1666-1673"

    /// Yo-Yo IR1 groups, highest mean first within each population. The names are stored messages,
    /// English in JSON and in people's language through `Translation.shown`.
    public static let yoyoIR1: [ReferenceGroup] = [
        (trStored("male soccer"), trStored("top-class"), 2420, Sex.male),
        (trStored("male soccer"), trStored("elite"), 2190, .male),
        (trStored("male soccer"), trStored("sub-elite"), 2030, .male),
        (trStored("male soccer"), trStored("moderately trained"), 1810, .male),
        (trStored("male rugby"), trStored("elite"), 1656, .male),
        (trStored("male rugby"), trStored("sub-elite"), 1564, .male),
        (trStored("female soccer"), trStored("top-class"), 1600, .female),
        (trStored("female soccer"), trStored("elite"), 1360, .female),
        (trStored("female soccer"), trStored("sub-elite"), 1160, .female),
    ].map { ReferenceGroup(population: $0.0, level: $0.1, meanM: $0.2, sex: $0.3, source: ir1Source) }

    /// Yo-Yo IR2 groups (men), highest mean first within each population.
    public static let yoyoIR2: [ReferenceGroup] = [
        (trStored("male soccer"), trStored("international elite"), 1059.0),
        (trStored("male soccer"), trStored("moderate elite"), 771),
        (trStored("men"), trStored("normally trained"), 591),
    ].map { ReferenceGroup(population: $0.0, level: $0.1, meanM: $0.2, sex: .male, source: ir2Source) }

    /// The groups for a test's VO2max method (the Yo-Yo IR tests), or nil for other tests.
    public static func groups(for method: VO2maxMethod?) -> [ReferenceGroup]? {
        switch method {
        case .yoyoIR1?: yoyoIR1
        case .yoyoIR2?: yoyoIR2
        default: nil
        }
    }

    /// Where `distanceM` stands beside each population of the athlete's sex, populations in the
    /// order listed and joined by "; ": "male soccer: at or above the sub-elite mean (2030 m)" for
    /// the highest mean reached in it, else "male soccer: below every group (lowest: moderately
    /// trained, 1810 m)"; or why there is no placing.
    public static func placing(distanceM: Double?, sex: Sex?, groups: [ReferenceGroup], isFloor: Bool = false)
        -> Result<String, StandardUnavailable>
    {
        guard let distanceM, distanceM > 0 else {
            return .failure(StandardUnavailable(trStored("no distance completed")))
        }
        guard let sex else {
            return .failure(StandardUnavailable(trStored("needs sex (the groups are of men or of women)")))
        }
        let own = groups.filter { $0.sex == sex }
        var populations: [String] = []
        for group in own where !populations.contains(group.population) { populations.append(group.population) }
        guard !populations.isEmpty else {
            return .failure(StandardUnavailable(trStored("no published groups of women for this test")))
        }
        // A floor (the test stopped first) places the athlete only at the top of every population:
        // anywhere lower, the distance not run might have reached the next group.
        if isFloor {
            let atTop = populations.allSatisfy { population in
                own.filter { $0.population == population }.allSatisfy { distanceM >= $0.meanM }
            }
            if !atTop {
                return .failure(StandardUnavailable(trStored("the test stopped first (at least %s m)", Int(distanceM))))
            }
        }
        // Each placing, and the "; " between them, a stored message: English in JSON and the log,
        // in people's language through `Translation.shown`.
        let placings = populations.map { population in
            let inIt = own.filter { $0.population == population }.sorted { $0.meanM > $1.meanM }
            if let reached = inIt.first(where: { distanceM >= $0.meanM }) {
                return trStored(
                    "%1$s: at or above the %2$s mean (%3$s m)", population, reached.level, Int(reached.meanM))
            }
            guard let lowest = inIt.last else { return population }
            if inIt.count == 1 {
                return trStored("%1$s: below the %2$s mean (%3$s m)", population, lowest.level, Int(lowest.meanM))
            }
            return trStored(
                "%1$s: below every group (lowest: %2$s, %3$s m)", population, lowest.level, Int(lowest.meanM))
        }
        guard var text = placings.first else { return .success("") }
        for placing in placings.dropFirst() { text = trStored("%1$s; %2$s", text, placing) }
        return .success(text)
    }
}
