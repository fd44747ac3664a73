/// A column a result row can have in some output: the one column model the results table, the CSV,
/// the spreadsheet and the class page read. For each output it says which columns there are and in
/// what order (`columns(in:)`), their headers (`header(in:)`), when each applies (`rule(in:)`), and
/// for every output what a cell holds (`value(of:)`); an output only writes cells in its own medium.
///
/// The outputs keep their own orders and sets, because files and pages already read by people
/// and programs must not move their columns: the CSV keeps the places columns had in earlier
/// versions, the sheet puts the date first for sorting, the page shows fewer.
public enum ResultColumn: Sendable, Hashable, CaseIterable {
    /// When the test was run (the sheet's first column, a date a spreadsheet can sort).
    case date
    /// The test's profile id.
    case test
    /// The athlete's position in the roster.
    case key
    /// The bib.
    case bib
    /// The roster's own identifier.
    case id
    /// The name.
    case athlete
    /// The class, squad or team.
    case group
    /// The sex.
    case sex
    /// The age on the test's day.
    case age
    /// The birth date.
    case birthDate
    /// Out, completed, withdrew, stopped or in progress.
    case status
    /// The score in the test's notation.
    case score
    /// The score's level.
    case level
    /// The score's shuttle.
    case shuttle
    /// The score's bout.
    case bout
    /// The VIFT in km/h.
    case viftKmh
    /// Shuttles on the standard table.
    case totalShuttles
    /// Metres on the standard table.
    case distanceM
    /// The PACER's laps as 20 m laps.
    case laps20m
    /// Misses recorded.
    case misses
    /// Where the athlete went out.
    case failedAt
    /// The VO2max estimate.
    case vo2max
    /// The VO2max method.
    case vo2maxMethod
    /// Why there is no estimate.
    case vo2maxNote
    /// An estimate made outside its method's population.
    case vo2maxPopulationNote
    /// The FitnessGram zone.
    case zone
    /// The zone's standard.
    case zoneStandard
    /// The HFZ target in laps.
    case hfzLaps
    /// Laps still to go to the HFZ.
    case lapsToHFZ
    /// Why there is no zone.
    case zoneNote
    /// Pass or fail.
    case pass
    /// The pass standard.
    case passStandard
    /// Why there is no pass.
    case passNote
    /// The reference group.
    case referenceGroup
    /// Why there is no reference group.
    case referenceGroupNote
    /// What the row's other cells leave unsaid, in one cell (the table's and the sheet's).
    case note
    /// The log the row is from.
    case file
    /// Every attempt at a pass standard (the class page's).
    case attempts
    /// The change since the last test (the class page's, over several dates).
    case change
    /// The line of scores over the dates (the class page's).
    case trend

    /// The outputs that show result rows as columns.
    public enum Output: Sendable, CaseIterable {
        /// The terminal's table (`results`, the end of `run`).
        case table
        /// `results --format csv`: each cell is the row's JSON field of the column's name.
        case csv
        /// `results --format xlsx`.
        case sheet
        /// The HTML class page (`report`).
        case classPage
    }

    /// The columns `output` can show, in its order; it shows those that apply (`applies(in:to:)`).
    public static func columns(in output: Output) -> [ResultColumn] {
        switch output {
        case .table:
            [
                .bib, .id, .athlete, .group, .sex, .age, .status, .score, .totalShuttles, .distanceM, .vo2max, .laps20m,
                .zone, .hfzLaps, .lapsToHFZ, .pass, .referenceGroup, .note,
            ]
        case .csv:
            // The columns of earlier versions keep their places: the roster's and the population
            // note came later, so they come last.
            [
                .key, .bib, .id, .athlete, .status, .score, .level, .shuttle, .bout, .viftKmh, .totalShuttles,
                .distanceM, .misses, .failedAt, .vo2max, .vo2maxMethod, .vo2maxNote, .laps20m, .zone, .zoneStandard,
                .hfzLaps, .lapsToHFZ, .zoneNote, .pass, .passStandard, .passNote, .referenceGroup, .referenceGroupNote,
                .group, .sex, .age, .vo2maxPopulationNote,
            ]
        case .sheet:
            [
                .date, .test, .bib, .id, .athlete, .group, .sex, .age, .birthDate, .status, .score, .level, .shuttle,
                .bout, .viftKmh, .totalShuttles, .distanceM, .laps20m, .vo2max, .vo2maxMethod, .zone, .hfzLaps,
                .lapsToHFZ, .pass, .passStandard, .referenceGroup, .misses, .failedAt, .note, .file,
            ]
        case .classPage:
            [
                .bib, .athlete, .group, .id, .sex, .age, .status, .score, .totalShuttles, .distanceM, .laps20m, .vo2max,
                .zone, .hfzLaps, .lapsToHFZ, .attempts, .referenceGroup, .change, .trend,
            ]
        }
    }

    /// The columns of `output` that apply to `scope`, in the output's order.
    public static func shown(in output: Output, for scope: ResultColumnScope) -> [ResultColumn] {
        columns(in: output).filter { $0.applies(in: output, to: scope) }
    }

    /// Whether the column applies to `scope` in `output` (`rule(in:)`).
    public func applies(in output: Output, to scope: ResultColumnScope) -> Bool {
        rule(in: output).holds(for: self, in: scope)
    }

    /// The rule by which the column applies in `output`, for a column of `columns(in: output)`.
    public func rule(in output: Output) -> ResultColumnRule {
        switch output {
        // A machine reads every column, empty or not, in its place.
        case .csv: .always
        case .table: tableRule
        case .sheet:
            // The fixed part, so that every sheet can be sorted and traced the same way; the rest
            // only where someone has a value.
            [.date, .test, .bib, .athlete, .status, .score, .file].contains(self) ? .always : .hasValues
        case .classPage: classPageRule
        }
    }

    /// Whether the zone columns and zone notes apply in `output` to `scope`: each output's own
    /// judgement (`ResultColumnRule`), the CSV keeping every field.
    public static func zonesApply(in output: Output, to scope: ResultColumnScope) -> Bool {
        zoneRule(in: output).holds(for: .zone, in: scope)
    }

    /// How `output` judges whether zones apply: three ways, agreeing wherever the profile is found.
    static func zoneRule(in output: Output) -> ResultColumnRule {
        switch output {
        case .table: .pacerLapsInRows
        case .csv: .always
        case .sheet: .scoreInLaps
        case .classPage: .fitnessGramMethod
        }
    }

    /// The table's rules: who is told apart only by what the roster gave, the standards each
    /// where they apply.
    private var tableRule: ResultColumnRule {
        switch self {
        case .id, .group, .sex, .age, .referenceGroup: .hasValues
        case .totalShuttles: .scoreNotInLaps
        case .laps20m: .lapsConvertedInRows
        case .zone, .hfzLaps, .lapsToHFZ: Self.zoneRule(in: .table)
        case .pass: .passStandard
        default: .always
        }
    }

    /// The class page's rules: a page two A4 sheets long shows only what tells its rows apart.
    private var classPageRule: ResultColumnRule {
        switch self {
        case .group: .severalGroups
        // A candidate's id is for a standard's paperwork; a class reads names.
        case .id: .all([.passStandard, .hasValues])
        case .sex, .age, .vo2max, .referenceGroup: .hasValues
        case .totalShuttles: .scoreInLevelShuttles
        case .distanceM: .scoreInLevelBouts
        case .laps20m: .fitnessGramOn15m
        case .zone, .hfzLaps, .lapsToHFZ: Self.zoneRule(in: .classPage)
        case .attempts: .passStandard
        case .change, .trend: .severalDays
        default: .always
        }
    }
}
