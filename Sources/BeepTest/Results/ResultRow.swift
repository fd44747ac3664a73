/// One athlete's result as printed: the row of the results table, the object of
/// `results --format json` and of the log's finish line (so a reader without the profile can
/// still print it).
public struct ResultRow: Sendable, Equatable {
    /// The athlete's position in the roster, from 1.
    public var key: Int
    /// The number that marked the athlete (the position, for a log written before bibs).
    public var bib: Int
    /// The roster's own identifier for the athlete (a school's or club's), if it gave one.
    public var id: String?
    /// The athlete's name.
    public var athlete: String
    /// The athlete's class, squad or team, as the roster gave it.
    public var group: String?
    /// The athlete's sex, as the roster gave it.
    public var sex: Sex?
    /// The athlete's age on the test's day, as the roster gave it (or its birth date gave it).
    public var age: Double?
    /// Out, completed, stopped or in progress.
    public var status: AthleteResult.Status
    /// The score in the test's notation ("9.4", "16.2", "48", "13.5"), nil when none.
    public var score: String?
    /// The score's level label.
    public var level: String?
    /// The score's shuttle within the level (level-shuttle and laps notations).
    public var shuttle: Int?
    /// The score's bout (level-bout notation).
    public var bout: Int?
    /// The VIFT in km/h (stage-speed notation).
    public var viftKmh: Double?
    /// Shuttles on the standard table (laps on time for the PACER).
    public var totalShuttles: Double?
    /// Metres on the standard table.
    public var distanceM: Double?
    /// Misses recorded (undone ones excluded).
    public var misses: Int
    /// Where the athlete went out ("level 9 shuttle 6").
    public var failedAt: String?
    /// The VO2max estimate (ml/kg/min), rounded to one decimal as the tables are.
    public var vo2max: Double?
    /// The VO2max method, when the test has one.
    public var vo2maxMethod: String?
    /// The method's published source, when an estimate was made.
    public var vo2maxSource: String?
    /// Why there is no estimate.
    public var vo2maxNote: String?
    /// Said beside an estimate made for an athlete outside the group its method was built on
    /// (`VO2maxPopulation`): a field of its own, so `vo2max_note` keeps meaning "why none".
    public var vo2maxPopulationNote: String?
    /// The standards applied after scoring (FitnessGram zone, pass, reference group).
    public var standards = RowStandards()

    /// Creates a row.
    public init(
        key: Int, bib: Int? = nil, id: String? = nil, athlete: String, status: AthleteResult.Status,
        score: String? = nil, level: String? = nil,
        shuttle: Int? = nil, bout: Int? = nil, viftKmh: Double? = nil, totalShuttles: Double? = nil,
        distanceM: Double? = nil, misses: Int = 0, failedAt: String? = nil, vo2max: Double? = nil,
        vo2maxMethod: String? = nil, vo2maxSource: String? = nil, vo2maxNote: String? = nil
    ) {
        self.key = key
        self.bib = bib ?? key
        self.id = id
        self.athlete = athlete
        self.status = status
        self.score = score
        self.level = level
        self.shuttle = shuttle
        self.bout = bout
        self.viftKmh = viftKmh
        self.totalShuttles = totalShuttles
        self.distanceM = distanceM
        self.misses = misses
        self.failedAt = failedAt
        self.vo2max = vo2max
        self.vo2maxMethod = vo2maxMethod
        self.vo2maxSource = vo2maxSource
        self.vo2maxNote = vo2maxNote
    }

    /// The row of `result` in a run of `profile`, judged against the profile's own pass standard.
    public init(_ result: AthleteResult, profile: Profile) {
        self.init(result, profile: profile, pass: profile.defaultPass)
    }

    /// The row of `result` in a run of `timeline`, judged against the standard it stopped at
    /// (`--stop-at`), else the profile's own.
    public init(_ result: AthleteResult, timeline: Timeline) {
        self.init(result, profile: timeline.profile, pass: timeline.passStandard)
    }

    /// The row of `result` in a run of `profile`, judged against `pass` (nil: none).
    public init(_ result: AthleteResult, profile: Profile, pass: PassStandard?) {
        let score = result.score
        self.init(
            key: result.key, bib: result.bib, id: result.athlete.id, athlete: result.athlete.name,
            status: result.status, score: score.text, level: score.level,
            shuttle: score.shuttle, bout: score.bout, viftKmh: score.notation == .stageSpeed ? score.speedKmh : nil,
            totalShuttles: score.totalShuttles, distanceM: score.distanceM, misses: result.misses,
            failedAt: result.failedAt?.position(in: profile))
        takeRoster(result.athlete)
        switch result.vo2max {
        case .success(let estimate)?:
            vo2max = (estimate.value * 10).rounded() / 10
            vo2maxMethod = estimate.method.rawValue
            vo2maxSource = estimate.source
            vo2maxPopulationNote = estimate.populationNote
        case .failure(let unavailable)?:
            vo2maxMethod = unavailable.method.rawValue
            vo2maxNote = unavailable.description
        case nil:
            vo2maxNote = Self.noEquationNote(profile)
        }
        applyStandards(athlete: result.athlete, profile: profile, pass: pass)
    }

    /// True when the score is a floor: the athlete was still running when the test stopped (or
    /// its record stops), so they made at least this much and the rest is unknown.
    public var isFloor: Bool { status == .stopped || status == .inProgress }

    /// The score for people, in `notation` when known: "9.4", "48"; a floor reads "at least 9.4",
    /// "at least 48 laps"; nil when there is none.
    public func scoreText(notation: ScoreNotation?) -> String? {
        guard let score else { return nil }
        guard isFloor else { return score }
        return notation == .laps ? tr("at least %s laps", score) : tr("at least %s", score)
    }

    /// Takes the group, sex and age the roster gave `athlete` where the row has none (a finish
    /// line written before rows carried them).
    public mutating func takeRoster(_ athlete: Athlete) {
        group = group ?? athlete.group
        sex = sex ?? athlete.sex
        age = age ?? athlete.age
    }

    /// Why a test whose profile names no VO2max method (the police 15 m test) has no estimate.
    static func noEquationNote(_ profile: Profile) -> String {
        trStored("no VO2max equation for %s (its profile names none)", profile.id)
    }

    /// Why a row read back without its profile has no VO2max: the log did not record one.
    static let unrecordedVO2maxNote = trStored("none recorded in this log, and the profile is not found")

    /// The row as a JSON object (absent values are null, so every row has every key).
    public var json: JSONValue { .logLine(jsonMembers) }

    /// The row's fields, each named by its key, in the JSON object's order: the one list of a
    /// row's values that its JSON object and its CSV line (`ResultColumn.columns(in: .csv)`, in
    /// the CSV's own order) are both written from.
    public var jsonMembers: [(ResultsLogKey, JSONValue)] {
        func text(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
        func int(_ value: Int?) -> JSONValue { value.map { .int($0) } ?? .null }
        return [
            (.athlete, .string(athlete)), (.key, .int(key)), (.bib, .int(bib)), (.id, text(id)),
            (.group, text(group)), (.sex, text(sex?.rawValue)), (.age, .optionalNum(age)),
            (.status, .string(status.rawValue)),
            (.score, text(score)), (.level, text(level)), (.shuttle, int(shuttle)), (.bout, int(bout)),
            (.viftKmh, .optionalNum(viftKmh)), (.totalShuttles, .optionalNum(totalShuttles)),
            (.distanceM, .optionalNum(distanceM)), (.misses, .int(misses)), (.failedAt, text(failedAt)),
            (.vo2max, .optionalNum(vo2max)), (.vo2maxMethod, text(vo2maxMethod)),
            (.vo2maxSource, text(vo2maxSource)), (.vo2maxNote, text(vo2maxNote)),
            (.vo2maxPopulationNote, text(vo2maxPopulationNote)),
        ] + standards.jsonMembers
    }

    /// Reads a row written by `json` (the log's finish line); nil when it is not one.
    public init?(json value: JSONValue) {
        guard case .string(let name)? = value[.athlete], case .number(let key)? = value[.key],
            case .string(let statusText)? = value[.status], let status = AthleteResult.Status(rawValue: statusText)
        else { return nil }
        func text(_ key: ResultsLogKey) -> String? { if case .string(let text)? = value[key] { text } else { nil } }
        func number(_ key: ResultsLogKey) -> Double? {
            if case .number(let number)? = value[key], number.isFinite { number } else { nil }
        }
        func int(_ key: ResultsLogKey) -> Int? { number(key).flatMap { abs($0) < 1e9 ? Int($0) : nil } }
        self.init(
            key: abs(key) < 1e9 ? Int(key) : 0, bib: int(.bib), id: text(.id), athlete: name, status: status,
            score: text(.score),
            level: text(.level), shuttle: int(.shuttle), bout: int(.bout), viftKmh: number(.viftKmh),
            totalShuttles: number(.totalShuttles), distanceM: number(.distanceM), misses: int(.misses) ?? 0,
            failedAt: text(.failedAt), vo2max: number(.vo2max), vo2maxMethod: text(.vo2maxMethod),
            vo2maxSource: text(.vo2maxSource), vo2maxNote: text(.vo2maxNote))
        vo2maxPopulationNote = text(.vo2maxPopulationNote)
        group = text(.group)
        sex = text(.sex).flatMap(Sex.init(text:))
        age = number(.age)
        standards = RowStandards(json: value)
    }
}
