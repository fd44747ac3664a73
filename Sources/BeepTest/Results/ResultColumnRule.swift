/// When a column of result rows applies (`ResultColumn.rule(in:)`): each rule said once, each
/// output naming the rule its columns follow, so that an output shows a column only where it says
/// something (zones for the PACER, metres beside a Yo-Yo's level and bout).
///
/// Zones and the 15 m course are each judged three ways, by what each output has always read:
/// the rows' figures (the table), the test's notation (the spreadsheet) or the profile's method
/// (the class page). Where the profile is found the ways agree; for a log whose profile is not
/// found (rows read back from its finish line, no notation, no method) they differ, and each
/// output keeps the answer it has always given, since files already read must not change.
public enum ResultColumnRule: Sendable, Equatable {
    /// Always: the fixed part of an output (who, how it went).
    case always
    /// When some row has a value in the column (`ResultCell.empty` in every row leaves it out).
    /// A column whose cells an output composes itself (`value(of:)` is nil: the spreadsheet's
    /// note) may apply to any row: the output leaves it out when every cell it wrote is empty.
    case hasValues
    /// When some row is judged against a pass standard (the police test, `--pass`).
    case passStandard
    /// When the rows name more than one group: a class of one says it once, above the rows.
    case severalGroups
    /// When the tests were run on more than one day: then there is a change to show.
    case severalDays
    /// When the score is not in laps: a score in laps is the count of shuttles already.
    case scoreNotInLaps
    /// When the score is a level and a shuttle (or the notation is unknown): the shuttles it
    /// makes say what the pair does not.
    case scoreInLevelShuttles
    /// When the score is a level and a bout (the Yo-Yo): the metres it makes.
    case scoreInLevelBouts
    /// Zones, as the table judges them: some row has the PACER's 20 m laps (a finish line records
    /// them, so a log whose profile is not found still shows its zones).
    case pacerLapsInRows
    /// Zones, as the spreadsheet judges them: the test's scores are laps (the PACER's notation;
    /// unknown without the profile, so no zone note then).
    case scoreInLaps
    /// Zones, as the class page judges them: the profile's estimate is FitnessGram's, the method
    /// the zones come with (none without the profile).
    case fitnessGramMethod
    /// The 15 m course, as the table judges it: some PACER row's 20 m laps differ from its laps.
    case lapsConvertedInRows
    /// The 15 m course, as the class page judges it: the FitnessGram PACER on a 15 m course.
    case fitnessGramOn15m
    /// When every rule given holds.
    indirect case all([ResultColumnRule])

    /// Whether the rule holds for `column` over `scope`.
    public func holds(for column: ResultColumn, in scope: ResultColumnScope) -> Bool {
        let rows = scope.rows
        switch self {
        case .always: return true
        case .hasValues: return rows.contains { column.value(of: $0) != ResultCell.empty }
        case .passStandard: return rows.contains { $0.row.standards.passStandard != nil }
        case .severalGroups: return Set(rows.compactMap(\.group)).count > 1
        case .severalDays: return scope.days > 1
        case .scoreNotInLaps: return scope.notation != .laps
        case .scoreInLevelShuttles: return scope.notation == .levelShuttle || scope.notation == nil
        case .scoreInLevelBouts: return scope.notation == .levelBout
        case .pacerLapsInRows: return rows.contains { $0.row.standards.laps20m != nil }
        case .scoreInLaps: return scope.notation == .laps
        case .fitnessGramMethod: return scope.method == .fitnessGram
        case .lapsConvertedInRows:
            return rows.contains { source in
                source.row.standards.laps20m.map { Double($0) != source.row.totalShuttles } ?? false
            }
        case .fitnessGramOn15m: return scope.method == .fitnessGram && scope.courseM == 15
        case .all(let rules): return rules.allSatisfy { $0.holds(for: column, in: scope) }
        }
    }
}
