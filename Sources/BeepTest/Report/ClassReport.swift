/// What a class report shows (`beeptest report`): one test (profile) across the logs given,
/// each athlete's latest result with the change since their previous one, the zone counts by
/// sex and, over several dates, each athlete's scores over them.
public struct ClassReport: Sendable {
    /// The test's profile id: the newest log's (logs of other profiles are left out).
    public var profileID: String
    /// The profile's name, when known, in the reader's language (a page is read by people).
    public var profileName: String?
    /// The VO2max method of the test, when it has one.
    public var method: VO2maxMethod?
    /// The course length, metres.
    public var distanceM: Double?
    /// The days of the tests, oldest first.
    public var days: [String]
    /// The logs the report is made from.
    public var files: [String]
    /// The logs left out, being of another test.
    public var leftOut: [String]
    /// Each athlete's latest test, in bib order.
    public var rows: [HistoryTest]
    /// Each athlete's tests of this profile, oldest first, in the rows' order.
    public var athletes: [AthleteHistory]
    /// The zones by sex, from the rows.
    public var zones: [ZoneTally]
    /// The logs of the test, oldest first: each one's date and time, start level and ending.
    public var tests: [LoggedTest]
    /// Each row's group on its test's roster (nil: none given), in the rows' order.
    public var groups: [String?]
    /// How the test writes its scores (nil: the profile is not found).
    public var notation: ScoreNotation?
    /// The title, school and assessor the page is headed with.
    public var heading = ReportHeading()

    /// The report of `logs` (at least one).
    public init(logs: [LoggedTest]) {
        let ordered = logs.sorted(by: LoggedTest.isOlder)
        let newest = ordered.last
        profileID = newest?.summary.profileID ?? ""
        profileName = newest.flatMap { log in
            log.summary.profileName.map { ProfileNames.shown(name: $0, id: log.summary.profileID) }
        }
        method = newest?.profile?.vo2max
        distanceM = newest?.profile?.distanceM
        let chosen = ordered.filter { $0.summary.profileID == newest?.summary.profileID }
        tests = chosen
        notation = newest?.summary.notation
        files = chosen.map(\.file)
        leftOut = ordered.filter { $0.summary.profileID != newest?.summary.profileID }.map(\.file)
        var seen: Set<String> = []
        days = chosen.compactMap(\.day).filter { seen.insert($0).inserted }
        let histories = SeasonHistory.build(chosen).filter { !$0.tests.isEmpty }
        let latest = histories.compactMap { history in history.tests.last.map { (history, $0) } }
            .sorted { ($0.1.row.bib, $0.0.name.lowercased()) < ($1.1.row.bib, $1.0.name.lowercased()) }
        rows = latest.map(\.1)
        athletes = latest.map(\.0)
        zones = ZoneTally.bySex(rows)
        let byFile = Dictionary(chosen.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        groups = rows.map { byFile[$0.file]?.athlete(of: $0.row)?.group }
    }

    /// The groups of the class, each once, in the rows' order.
    public var groupNames: [String] {
        var seen: Set<String> = []
        return groups.compactMap { $0 }.filter { seen.insert($0).inserted }
    }

    /// The pass standard the rows are judged against, when the test has one.
    public var passStandard: String? { rows.lazy.compactMap(\.row.standards.passStandard).first }

    /// The mean of the rows' scores in the test's measure (laps, shuttles, metres, km/h), with
    /// its unit and decimals; nil when no row has a score.
    public var meanScore: ScoreMeasure? {
        let measures = rows.compactMap(\.measure)
        guard let first = measures.first else { return nil }
        let mean = measures.map(\.value).reduce(0, +) / Double(measures.count)
        return ScoreMeasure(value: mean, unit: first.unit, decimals: first.decimals + 1)
    }

    /// How many rows have each status, in the statuses' order, those with none left out.
    public var statusCounts: [(status: AthleteResult.Status, count: Int)] {
        [AthleteResult.Status.completed, .out, .withdrew, .stopped, .inProgress].compactMap { status in
            let count = rows.filter { $0.row.status == status }.count
            return count == 0 ? nil : (status, count)
        }
    }

    /// True for the FitnessGram PACER: zones, HFZ targets and laps to go apply (the class page's
    /// judgement of zones, `ResultColumn.zonesApply`).
    public var isFitnessGram: Bool { ResultColumn.zonesApply(in: .classPage, to: columnScope) }

    /// The rows as the column model reads them (each in its group on the log's start line, with
    /// that day's sex and age) and the test they are of: what decides the page's columns.
    public var columnScope: ResultColumnScope {
        ResultColumnScope(
            rows: zip(rows, groups).map { ResultCellSource($0, group: $1) }, notation: notation, method: method,
            courseM: distanceM, days: days.count)
    }
}
