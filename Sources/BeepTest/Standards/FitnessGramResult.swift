/// What FitnessGram says of one PACER result: 20 m laps, the estimate, the zone for the athlete's
/// sex and age, and the HFZ target in the test's own laps with the laps still to go.
public struct FitnessGramResult: Sendable, Equatable {
    /// The laps as 20 m laps (converted for the 15 m track).
    public var laps20m: Int
    /// The estimate rounded to 0.1, or why there is none (no age, under 10, no lap run).
    public var vo2max: Result<Double, StandardUnavailable>
    /// The standard that applies, or why none does.
    public var standard: Result<AerobicStandard, StandardUnavailable>
    /// The zone, when there is an estimate and a standard.
    public var zone: FitnessGramZone?
    /// The fewest laps (on the test's own track) that reach the HFZ; nil when no standard
    /// applies or no lap count of the test reaches it.
    public var hfzLaps: Int?
    /// Laps still to go to the HFZ (0 when there).
    public var lapsToHFZ: Int? { hfzLaps.map { max(0, $0 - laps) } }
    /// The laps run, on the test's own track.
    public var laps: Int

    /// The note for a missing zone (why there is none), or nil when there is one.
    public var zoneNote: String? {
        if case .failure(let why) = standard { return why.description }
        if case .failure(let why) = vo2max { return why.description }
        return nil
    }

    /// Assesses `laps` laps on `course` for an athlete of `age` whole years and `sex`.
    public init(laps: Int, course: PacerCourse, age: Int?, sex: Sex?) {
        self.laps = laps
        laps20m = course.laps20m(laps)
        // The zones are read from the estimate (standards.md 1.2, 1.4), and no lap run gives
        // none (`vo2max_note`: "nothing completed"): then there is no zone either, only the target.
        vo2max = laps > 0 ? Self.estimate(laps20m: laps20m, age: age) : .failure(Self.nothingCompleted)
        standard = AerobicStandard.lookup(age: age, sex: sex)
        zone = nil
        hfzLaps = nil
        guard case .success(let standard) = standard, let age else { return }
        if case .success(let value) = vo2max { zone = standard.zone(vo2max: value) }
        // The fewest laps in the HFZ, by halving: more laps never lower the 20 m laps, the
        // estimate or the zone, so the laps in the HFZ are all those from the first one on.
        func isHealthy(_ candidate: Int) -> Bool {
            standard.zone(vo2max: FitnessGram.vo2max(laps20m: course.laps20m(candidate), age: age)) == .hfz
        }
        let fewest = (0..<course.maximumLaps + 1).partitioningIndex(where: isHealthy)
        hfzLaps = fewest <= course.maximumLaps ? fewest : nil  // past the test: not reached
    }

    /// Why an athlete out before a first lap has neither estimate nor zone.
    public static let nothingCompleted = StandardUnavailable(
        trStored("no VO2max estimate (nothing completed), so no zone"))

    /// The estimate for `laps20m` at `age`, or why there is none (no age, under 10).
    public static func estimate(laps20m: Int, age: Int?) -> Result<Double, StandardUnavailable> {
        guard let age else { return .failure(StandardUnavailable(trStored("needs age"))) }
        guard age >= FitnessGram.minimumAge else {
            return .failure(StandardUnavailable(trStored("the PACER equation is for ages 10 and over")))
        }
        return .success(FitnessGram.vo2max(laps20m: laps20m, age: age))
    }
}
