/// How much a test's result moves between two tries with nothing changed (standards.md 4): a
/// change smaller than the test's minimal detectable change (MDC95 = 2.77 × the typical error,
/// from the test's own reliability study) cannot be told from noise.
///
/// Each figure is the one standards.md 4 gives for the test and the population closest to the
/// athlete, with its source; where none is published (the 15 m PACER, the police 15 m test, the
/// Yo-Yo Endurance test) there is no noise and a change gets no verdict.
public struct TestNoise: Sendable, Equatable {
    /// What the minimal detectable change is counted in.
    public enum Unit: Sendable, Equatable {
        /// Percent of the earlier distance (the Yo-Yo tests).
        case percentOfDistance
        /// km/h of VIFT (30-15 IFT).
        case kmh
        /// Shuttles on the standard table (20 m laps for the PACER).
        case shuttles
        /// Stages of about a minute (levels of the 20 m shuttle runs), as HELENA counted them.
        case stages
    }

    /// The minimal detectable change, in `unit`.
    public let mdc: Double
    /// What `mdc` is counted in.
    public let unit: Unit
    /// The figure published ("CV 4.9 %").
    public let figure: String
    /// Who it was measured on ("adult male soccer players").
    public let population: String
    /// Where it was published.
    public let source: String
    /// The MDC as text: "13.6 % of the distance", "1 km/h", "2.9 stages".
    public let text: String
    /// The ages the figure was measured on, where its source says (nil: not stated).
    public let ages: ClosedRange<Double>?
    /// The one sex it was measured on, where its source says (nil: both or not stated).
    public let sex: Sex?
    /// The MDC with its figure, population and source, as history and its JSON say it: "13.6 % of
    /// the distance: CV 4.9 %, adult male soccer players (Krustrup et al. 2003, ...)".
    /// Stored, not made again for each of a season's tests; English, as history's JSON and CSV
    /// keep it (`shownLabel` is for people).
    public let label: String

    /// `label` in the reader's language, with their decimal separator: the words translated, the
    /// source as published.
    public var shownLabel: String {
        let amount = Translation.decimal(mdc, trimmedTo: 1)
        let shownText =
            switch unit {
            case .percentOfDistance: tr("%s %% of the distance", amount)
            case .kmh: amount + " km/h"
            case .shuttles: tr("%s shuttles", amount)
            case .stages: tr("%s stages", amount)
            }
        return tr(
            "%1$s: %2$s, %3$s (%4$s)", shownText, Translation.shown(figure), Translation.shown(population), source)
    }

    private init(
        mdc: Double, unit: Unit, figure: String, population: String, source: String,
        ages: ClosedRange<Double>? = nil, sex: Sex? = nil
    ) {
        self.ages = ages
        self.sex = sex
        self.mdc = mdc
        self.unit = unit
        self.figure = figure
        self.population = population
        self.source = source
        let amount = mdc.trimmed(decimals: 1)
        switch unit {
        case .percentOfDistance: text = amount + " % of the distance"
        case .kmh: text = amount + " km/h"
        case .shuttles: text = amount + " shuttles"
        case .stages: text = amount + " stages"
        }
        label = "\(text): \(figure), \(population) (\(source))"
    }

    // standards.md 4, row by row: the MDC95 as the table gives it.

    /// Yo-Yo IR1, adults: CV 4.9 % → 13.6 % of the distance.
    static let yoyoIR1Adults = TestNoise(
        mdc: 13.6, unit: .percentOfDistance, figure: "CV 4.9 %", population: trStored("adult male soccer players"),
        source: "Krustrup et al. 2003, Med Sci Sports Exerc 35:697-705", sex: .male)
    /// Yo-Yo IR1, youth 13-18: TEM 7.3 % → about 20 %.
    static let yoyoIR1Youth = TestNoise(
        mdc: 20, unit: .percentOfDistance, figure: "TEM 7.3 % (CV 3.0-7.5 %)",
        population: trStored("high-level youth soccer players, 13-18 y"),
        source: "Deprez et al. 2014, Biol Sport; Fanchini et al. 2014, J Sports Sci", ages: 13...Double(19).nextDown)
    /// Yo-Yo IR2: CV 9.6 % (N = 29) → 27 %.
    static let yoyoIR2 = TestNoise(
        mdc: 27, unit: .percentOfDistance, figure: "CV 9.6 %, N = 29", population: trStored("trained males"),
        source: "Krustrup et al. 2006, Med Sci Sports Exerc 38:1666-1673", sex: .male)
    /// 30-15 IFT: TE 0.36 km/h → 1.0 km/h (two stages). Two thresholds are published: Scott et al.
    /// 2015 take 0.5 km/h (one stage) as a worthwhile change, Thomas et al. 2016 1.0 km/h as a
    /// meaningful one. This uses 1.0 km/h: it is also the MDC95 of the typical error (2.77 × 0.36),
    /// the rule every other test's verdict follows; 0.5 km/h would call a change real that two
    /// tries a few days apart can give.
    static let ift3015 = TestNoise(
        mdc: 1.0, unit: .kmh, figure: "TE 0.36 km/h, CV 1.9 %", population: trStored("rugby league players, 15-20 y"),
        source: "Scott et al. 2015, J Strength Cond Res; Thomas et al. 2016, Int J Sports Physiol Perform",
        ages: 15...Double(21).nextDown)
    /// 20 m shuttle runs, adolescent boys (HELENA): SD of differences 1.5 stages → 2.9 stages.
    static let shuttleRunBoys = TestNoise(
        mdc: 2.9, unit: .stages, figure: trStored("SD of test-retest differences 1.5 stages"),
        population: trStored("adolescent boys, 13.6 y (HELENA)"),
        source: "Ortega et al. 2008, in Ruiz et al. 2011, Br J Sports Med")
    /// 20 m shuttle runs, adolescent girls (HELENA): 1.1 stages → 2.2 stages.
    static let shuttleRunGirls = TestNoise(
        mdc: 2.2, unit: .stages, figure: trStored("SD of test-retest differences 1.1 stages"),
        population: trStored("adolescent girls, 13.6 y (HELENA)"),
        source: "Ortega et al. 2008, in Ruiz et al. 2011, Br J Sports Med")
    /// 20 m MSFT, adults: 0.55 ± 8.37 shuttles → 1.96 × 8.37 = 16.4 shuttles (13 police trainees: a
    /// weak figure). Kept at 16.4, not rounded down to 16 as standards.md 4's column has it: a
    /// change of 16 whole shuttles is inside the 95 % range, so only 17 or more is past it.
    static let shuttleRunAdults = TestNoise(
        mdc: 16.4, unit: .shuttles, figure: trStored("difference 0.55 ± 8.37 shuttles"),
        population: trStored("13 adult police trainees"), source: "Sportlogia 2025 (Bond University)")

    /// The noise of a test run with `method` on a `courseM` course, for an athlete of `age` and
    /// `sex` (the population closest to them), or nil where standards.md 4 gives none.
    ///
    /// An athlete under 18 gets the youth figure, anyone else (an unknown age too) the adults'.
    /// The 20 m multistage shuttle runs (the beep test, Léger's and the 20 m PACER, all of about a
    /// minute a level) take the HELENA figures for adolescents, by sex (none without it); adults
    /// take the police trainees' figure, which was measured on the beep test, not on Léger's.
    /// The 15 m PACER, the police 15 m test and the Yo-Yo Endurance test have none.
    public static func of(_ method: VO2maxMethod?, courseM: Double?, age: Double?, sex: Sex?) -> TestNoise? {
        let isYoung = age.map { $0 < 18 } ?? false
        switch method {
        case .yoyoIR1?: return isYoung ? yoyoIR1Youth : yoyoIR1Adults
        case .yoyoIR2?: return yoyoIR2
        case .ift3015?: return ift3015
        case .ramsbottom1988?, .leger1988?, .legerGadoury1989?, .fitnessGram?:
            guard courseM == 20 else { return nil }
            if isYoung { return sex.map { $0 == .male ? shuttleRunBoys : shuttleRunGirls } }
            return method == .ramsbottom1988 || method == .fitnessGram ? shuttleRunAdults : nil
        case .yoyoEndurance?, nil: return nil
        }
    }

    /// Said when the athlete is outside the group the figure was measured on (standards.md 4:
    /// the adult IR1 and the IR2 figures are men's, the youth IR1 figure is of 13-18 year olds,
    /// the 30-15 IFT's of 15-20 year olds), in English as history's JSON and CSV keep it; nil
    /// within it or where nothing known about the athlete says otherwise. The figure is still
    /// the closest published one, so the verdict is kept beside the note.
    public func note(age: Double?, sex athleteSex: Sex?) -> String? {
        if let ages, let age, !ages.contains(age) {
            let years = Int(age.rounded(.down))
            return trStored("noise figure measured on %1$s; the athlete is %2$s years old", population, years)
        }
        guard let sex, let athleteSex, athleteSex != sex else { return nil }
        return athleteSex == .female
            ? trStored("noise figure measured on %s; the athlete is female", population)
            : trStored("noise figure measured on %s; the athlete is male", population)
    }

    /// True when going from `previous` to `current` (each in `unit`: metres for a percentage)
    /// is smaller than the minimal detectable change.
    public func isWithinNoise(from previous: Double, to current: Double) -> Bool {
        let change = abs(current - previous)
        return unit == .percentOfDistance ? change < abs(previous) * mdc / 100 : change < mdc
    }
}
