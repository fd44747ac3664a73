/// The VO2max estimation methods beeptest knows (README: Standards; each case names its source).
public enum VO2maxMethod: String, Sendable, Equatable, CaseIterable {
    case ramsbottom1988 = "ramsbottom-1988"
    case leger1988 = "leger-1988"
    case legerGadoury1989 = "leger-gadoury-1989"
    case yoyoIR1 = "yoyo-ir1"
    case yoyoIR2 = "yoyo-ir2"
    case yoyoEndurance = "yoyo-endurance"
    case ift3015 = "ift-30-15"
    case fitnessGram = "fitnessgram"
}

extension VO2maxMethod {
    /// Where the method comes from: the paper or table it was published in.
    public var source: String {
        switch self {
        case .ramsbottom1988: "Ramsbottom, Brewer & Williams 1988, Br J Sports Med 22:141-144 (NCF table)"
        case .leger1988: "Léger, Mercier, Gadoury & Lambert 1988, J Sports Sci 6:93-101"
        case .legerGadoury1989: "Léger & Gadoury 1989, Can J Sport Sci 14:21-26"
        case .yoyoIR1, .yoyoIR2: "Bangsbo, Iaia & Krustrup 2008, Sports Med 38:37-51"
        case .yoyoEndurance: "Yo-Yo Endurance conversion table (Bangsbo 1996, via theyoyotest.com)"
        case .ift3015: "Buchheit 2008, J Strength Cond Res 22:365-374"
        case .fitnessGram: FitnessGram.equationSource
        }
    }

    /// Estimates VO2max from `score` for `athlete`. For an athlete outside the group the method
    /// was built on (`population`) the estimate is kept, the source not forbidding it, with a note.
    ///
    /// - ramsbottom-1988, yoyo-endurance: the published level/shuttle table, interpolated between
    ///   rows (see `ShuttleTable`); the score's level label must be the table's level number.
    /// - leger-1988: Y = 31.025 + 3.238·X − 3.248·A + 0.1536·A·X with X the speed (km/h) of the
    ///   last stage announced while the athlete still made the line, A the age in years; the
    ///   paper fixes A = 18 for adults, so ages over 18 use 18; ages under 8 (below the study's
    ///   children) get no estimate. Needs the age.
    /// - leger-gadoury-1989 (adults): −27.4 + 6.0·S, S the same speed; no estimate for an
    ///   athlete known to be under 18 (use leger-1988); an unknown age is taken as adult.
    /// - yoyo-ir1: d·0.0084 + 36.4; yoyo-ir2: d·0.0136 + 45.3, d the distance in metres of
    ///   completed bouts; no estimate before the first bout is completed.
    /// - ift-30-15: 28.3 − 2.15·G − 0.741·A − 0.0357·W + 0.0586·A·V + 1.03·V, G = 1 male,
    ///   2 female, A age, W body mass (kg), V the VIFT (km/h). Needs sex, age and mass.
    /// - fitnessgram (PACER): 45.619 + 0.353·L − 1.121·A, L the 20 m laps (15 m laps converted by
    ///   level, the course read from the score's metres per lap), A the whole years (18 over 17);
    ///   rounded to 0.1 as FitnessGram does; ages 10 and over. Needs the age.
    public func estimate(score: Score, athlete: Athlete) -> Result<VO2maxEstimate, VO2maxUnavailable> {
        let found: Result<Double, VO2maxUnavailable.Reason> =
            score.levelIndex != nil && score.totalShuttles > 0
            ? value(score: score, athlete: athlete) : .failure(.noScore)
        switch found {
        case .success(let value):
            return .success(VO2maxEstimate(value: value, method: self, populationNote: population?.note(for: athlete)))
        case .failure(let reason): return .failure(VO2maxUnavailable(method: self, reason: reason))
        }
    }

    /// The method's equation or table for a score that made at least one shuttle.
    private func value(score: Score, athlete: Athlete) -> Result<Double, VO2maxUnavailable.Reason> {
        switch self {
        case .ramsbottom1988, .yoyoEndurance:
            let table: ShuttleTable = self == .ramsbottom1988 ? .ramsbottom1988 : .yoyoEndurance
            guard let label = score.level, let level = Int(label), let shuttle = score.shuttle else {
                return .failure(.notApplicable(trStored("the table needs a level.shuttle score with a numbered level")))
            }
            return table.value(level: level, shuttle: shuttle)
        case .leger1988:
            guard let speed = score.announcedSpeedKmh else {
                return .failure(.notApplicable(trStored("the level has no speed")))
            }
            guard let age = athlete.age else { return .failure(.missing(["age"])) }
            guard age >= 8 else { return .failure(.outsidePopulation(trStored("the equation is for ages 8 and over"))) }
            let years = min(age, 18)
            return .success(31.025 + 3.238 * speed - 3.248 * years + 0.1536 * years * speed)
        case .legerGadoury1989:
            guard let speed = score.announcedSpeedKmh else {
                return .failure(.notApplicable(trStored("the level has no speed")))
            }
            if let age = athlete.age, age < 18 {
                return .failure(
                    .outsidePopulation(trStored("adult equation; the athlete is under 18 (use leger-1988)")))
            }
            return .success(-27.4 + 6.0 * speed)
        case .yoyoIR1, .yoyoIR2:
            guard let distance = score.distanceM else {
                return .failure(.notApplicable(trStored("the test has no course length")))
            }
            return .success(self == .yoyoIR1 ? distance * 0.0084 + 36.4 : distance * 0.0136 + 45.3)
        case .ift3015: return Self.ift3015(score: score, athlete: athlete)
        case .fitnessGram: return Self.fitnessGram(score: score, athlete: athlete)
        }
    }

    /// Buchheit's equation, which needs the VIFT, sex, age and body mass.
    private static func ift3015(score: Score, athlete: Athlete) -> Result<Double, VO2maxUnavailable.Reason> {
        guard let vift = score.speedKmh else { return .failure(.notApplicable(trStored("the stage has no speed"))) }
        let missing = [
            ("sex", athlete.sex == nil), ("age", athlete.age == nil), ("body mass", athlete.massKg == nil),
        ]
        .filter(\.1).map(\.0)
        guard missing.isEmpty, let sex = athlete.sex, let age = athlete.age, let mass = athlete.massKg else {
            return .failure(.missing(missing))
        }
        let g = sex == .male ? 1.0 : 2.0
        return .success(28.3 - 2.15 * g - 0.741 * age - 0.0357 * mass + 0.0586 * age * vift + 1.03 * vift)
    }

    /// FitnessGram's PACER equation on 20 m laps (15 m laps converted by level).
    private static func fitnessGram(score: Score, athlete: Athlete) -> Result<Double, VO2maxUnavailable.Reason> {
        let laps = Int(score.totalShuttles.rounded(.down))
        guard let course = PacerCourse(distanceM: score.distanceM.map { $0 / Double(laps) }) else {
            return .failure(.notApplicable(trStored("the PACER equation needs 15 m or 20 m laps")))
        }
        switch FitnessGramResult.estimate(laps20m: course.laps20m(laps), age: FitnessGram.wholeYears(athlete.age)) {
        case .success(let value): return .success(value)
        case .failure(let why):
            return .failure(athlete.age == nil ? .missing(["age"]) : .outsidePopulation(why.description))
        }
    }
}
