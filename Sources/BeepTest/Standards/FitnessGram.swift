/// FitnessGram's aerobic capacity from PACER laps (standards.md 1.1), the equation FitnessGram 10
/// and later use:
///
///     VO2max (mL/kg/min) = 45.619 + 0.353 × laps_20m − 1.121 × age
///
/// `laps_20m` are 20 m laps (15 m laps are converted first, `PacerLapConversion`), `age` whole
/// years at the test date. The estimate is rounded to 0.1 before it is compared with a standard,
/// as FitnessGram does (boys of 12 at 23 laps give 40.286: HFZ, 40.3, only once rounded).
///
/// Over 17 the ">17" row of the standards applies and 18 goes into the equation: with 18 the
/// equation reproduces all 18 minimum-lap values of CDE's table (standards.md 1.1, "Check"); an
/// adult's real age would lower the estimate by 1.1 a year against a fixed standard.
public enum FitnessGram {
    /// The youngest age with an aerobic standard (under 10: "participation in test encouraged").
    public static let minimumAge = 10
    /// The age put into the equation for athletes over 17.
    public static let adultAgeInEquation = 18

    /// The equation as printed in reports.
    public static let equation = "VO2max = 45.619 + 0.353 × laps(20 m) − 1.121 × age"

    /// `equation` for people: its words (laps, age) and decimal separators in their language.
    public static var shownEquation: String { tr("VO2max = 45.619 + 0.353 × laps(20 m) − 1.121 × age") }

    /// Where the equation comes from. The laps-and-age model is Mahar, Welk & Rowe 2018 ("Estimation
    /// of aerobic fitness from PACER performance with and without body mass index", Meas Phys Educ
    /// Exerc Sci 22(3):239-249, 10-18 year olds, N = 280), not Mahar et al. 2011, which standards.md
    /// 1.1 names as its common attribution: the 2011 paper's models are others.
    public static let equationSource =
        "FitnessGram PACER equation (Human Kinetics FAQ; CDE PACER Look-Up Table 2015-16; Mahar, Welk & Rowe 2018)"

    /// Where the zones come from.
    public static let zoneSource = "Cooper Institute, Aerobic Capacity standards for Healthy Fitness Zone (2010)"

    /// The age that goes into the equation for an athlete of `age` whole years.
    public static func ageInEquation(_ age: Int) -> Int { min(age, adultAgeInEquation) }

    /// The estimate for `laps20m` 20 m laps at `age` whole years, rounded to 0.1.
    public static func vo2max(laps20m: Int, age: Int) -> Double {
        let raw = 45.619 + 0.353 * Double(laps20m) - 1.121 * Double(ageInEquation(age))
        return (raw * 10).rounded() / 10
    }

    /// Whole years from an age that may carry a fraction (a roster's 12.5 is 12).
    public static func wholeYears(_ age: Double?) -> Int? {
        guard let age, age.isFinite, age >= 0, age < 200 else { return nil }
        return Int(age.rounded(.down))
    }
}
