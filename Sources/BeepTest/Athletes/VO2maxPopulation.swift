/// Who a VO2max method was built on, as its source names them, and the note an estimate made
/// for someone outside them carries: an equation fitted on one group says little about another
/// (an adult table for a child, men's figures for a girl), so the estimate is kept but never
/// shown without saying so. Methods whose source says they must not be used outside their
/// group (Léger under 8, Léger & Gadoury under 18, FitnessGram under 10) withhold the estimate
/// instead (`VO2maxMethod.estimate`).
public struct VO2maxPopulation: Sendable, Equatable {
    /// The ages the method covers, in years (nil: the source sets no age).
    public let ages: ClosedRange<Double>?
    /// The one sex it was built on (nil: both).
    public let sex: Sex?
    /// The group and its source, in English as logs and JSON keep it: "74 active men and women
    /// (Ramsbottom et al. 1988)".
    public let text: String

    /// The note for an estimate of `athlete`: "outside the method's population (...): the athlete is
    /// 8", or nil when the athlete is within it or nothing known about them says otherwise (an
    /// unknown age or sex is no reason for a note).
    public func note(for athlete: Athlete) -> String? {
        let years = athlete.age.flatMap { age in ages.map { $0.contains(age) } == false ? Int(age.rounded(.down)) : nil
        }
        let otherSex = athlete.sex.flatMap { athleteSex in sex.map { $0 != athleteSex } == true ? athleteSex : nil }
        switch (years, otherSex) {
        case (let years?, .female?):
            return trStored(
                "estimate outside the method's population (%1$s): the athlete is %2$s years old and female", text, years
            )
        case (let years?, _):
            return trStored(
                "estimate outside the method's population (%1$s): the athlete is %2$s years old", text, years)
        case (nil, .female?):
            return trStored("estimate outside the method's population (%s): the athlete is female", text)
        case (nil, .male?):
            return trStored("estimate outside the method's population (%s): the athlete is male", text)
        case (nil, nil):
            return nil
        }
    }
}

extension VO2maxMethod {
    /// The population the method was built on, where a source in the project's references names
    /// it; nil where none does (the note is then never given, rather than guessed).
    ///
    /// - ramsbottom-1988: the NCF table was made on "seventy-four volunteers (36 men, 38 women)",
    ///   "active men and women" (Ramsbottom, Brewer & Williams 1988, abstract): adults, so an
    ///   athlete under 18 is outside it.
    /// - yoyo-ir2: the IR2 figures come from trained adult men (Krustrup et al. 2006: elite and
    ///   "normally trained men", standards.md 3 and 4): a woman or anyone under 18 is outside.
    /// - ift-30-15: Buchheit's equation was fitted on players of 16.2 ± 2.3 years (Buchheit 2008,
    ///   as issue 31 quotes it; the paper itself was not read here): outside mean ± 2 SD,
    ///   11.6-20.8 years, the athlete is outside it (8 and 35 both are).
    /// - fitnessgram: Mahar, Welk & Rowe 2018 fitted the laps-and-age model on "10- to 18-year-old
    ///   youth" (N = 280, abstract): under 10 FitnessGram withholds the estimate, over 18 it is kept
    ///   (the equation takes 18 for every adult, as CDE's table does) with the note.
    /// - leger-1988, leger-gadoury-1989: their ages are enforced by withholding the estimate;
    ///   yoyo-ir1 and yoyo-endurance: no source here names the equation's group.
    public var population: VO2maxPopulation? {
        switch self {
        case .ramsbottom1988:
            VO2maxPopulation(
                ages: 18...Double.infinity, sex: nil,
                text: trStored("74 active adult men and women, Ramsbottom et al. 1988"))
        case .yoyoIR2:
            VO2maxPopulation(
                ages: 18...Double.infinity, sex: .male, text: trStored("trained adult men, Krustrup et al. 2006"))
        case .ift3015:
            VO2maxPopulation(
                ages: 11.6...20.8, sex: nil, text: trStored("players aged 16.2 ± 2.3 years, Buchheit 2008"))
        case .fitnessGram:
            // Whole years, as FitnessGram counts them: an athlete of 18 and a half is 18.
            VO2maxPopulation(
                ages: 10...Double(19).nextDown, sex: nil, text: trStored("youth aged 10-18, Mahar, Welk & Rowe 2018"))
        case .leger1988, .legerGadoury1989, .yoyoIR1, .yoyoEndurance: nil
        }
    }
}
