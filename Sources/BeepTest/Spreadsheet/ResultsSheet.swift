/// `results --format xlsx`: every athlete of every log given, one row each, in one sheet a
/// teacher can sort and filter: the test's date and time, the roster's fields (group, sex, age,
/// birth date), the status, the score and its parts, the estimate and the standards.
public enum ResultsSheet {
    /// One row: an athlete's result in one log, with the roster's entry for them.
    public struct Entry: Sendable {
        /// The log the row is from.
        public var test: LoggedTest
        /// The row, as `results` scores it.
        public var row: ResultRow
        /// The athlete as the log's start line gave them (nil in a log that lacks them).
        public var athlete: Athlete?
    }

    /// The entries of `tests`, oldest test first, each in bib order.
    public static func entries(_ tests: [LoggedTest]) -> [Entry] {
        tests.sorted(by: LoggedTest.isOlder).flatMap { test in
            test.summary.rows.map { Entry(test: test, row: $0, athlete: test.athlete(of: $0)) }
        }
    }

    /// The sheet of `tests`.
    public static func sheet(_ tests: [LoggedTest]) -> Sheet {
        Sheet(name: tr("Results"), columns: columns, items: entries(tests))
    }

    /// The columns, in the order the sheet shows them; those nobody has a value in are left out,
    /// but for the fixed part (date, test, bib, name, status, score).
    public static let columns: [SheetColumn<Entry>] = [
        SheetColumn(tr("Date"), width: 17, keepsEmpty: true) { entry in
            LocalDateTime.cell(entry.test.start.date, entered: entry.test.start.isEntered)
        },
        SheetColumn(tr("Test"), width: 14, keepsEmpty: true) { .text($0.test.summary.profileID) },
        SheetColumn(tr("Bib"), width: 6, keepsEmpty: true) { .integer($0.row.bib) },
        SheetColumn(tr("ID"), width: 10) { .text($0.row.id) },
        SheetColumn(tr("Name"), width: 28, keepsEmpty: true) { .text($0.row.athlete) },
        SheetColumn(tr("Group"), width: 10) { .text($0.athlete?.group) },
        SheetColumn(tr("Sex"), width: 6) { .text($0.athlete?.sex?.rawValue) },
        SheetColumn(tr("Age"), width: 6) { .number($0.athlete?.age, decimals: 0) },
        SheetColumn(tr("Birth date"), width: 12) { entry in entry.athlete?.birthDate.map { .date($0) } ?? .empty },
        SheetColumn(tr("Status"), width: 12, keepsEmpty: true) { .text($0.row.status.text) },
        SheetColumn(tr("Score"), width: 8, keepsEmpty: true) { score($0) },
        SheetColumn(tr("Level"), width: 7) { .label($0.row.level) },
        SheetColumn(tr("Shuttle"), width: 8) { .integer($0.row.shuttle) },
        SheetColumn(tr("Bout"), width: 6) { .integer($0.row.bout) },
        SheetColumn(tr("VIFT km/h"), width: 10) { .number($0.row.viftKmh, decimals: 1) },
        SheetColumn(tr("Total shuttles"), width: 14) { .number($0.row.totalShuttles, decimals: 0) },
        SheetColumn(tr("Metres"), width: 8) { .number($0.row.distanceM, decimals: 0) },
        SheetColumn(tr("20 m laps"), width: 10) { .integer($0.row.standards.laps20m) },
        SheetColumn(tr("VO2max (estimate)"), width: 17) { .number($0.row.vo2max, decimals: 1) },
        SheetColumn(tr("VO2max method"), width: 18) { .text($0.row.vo2maxMethod) },
        SheetColumn(tr("Zone"), width: 7) { .text($0.row.standards.zone?.rawValue) },
        SheetColumn(tr("HFZ target laps"), width: 15) { .integer($0.row.standards.hfzLaps) },
        SheetColumn(tr("Laps to HFZ"), width: 12) { .integer($0.row.standards.lapsToHFZ) },
        SheetColumn(tr("Pass"), width: 6) { entry in
            .text(entry.row.standards.pass.map { $0 ? tr("pass") : tr("fail") })
        },
        SheetColumn(tr("Pass standard"), width: 24) { .text($0.row.standards.passStandard.map(Translation.shown)) },
        SheetColumn(tr("Reference group"), width: 24) { .text($0.row.standards.referenceGroup.map(Translation.shown)) },
        SheetColumn(tr("Misses"), width: 7) { .integer($0.row.misses) },
        SheetColumn(tr("Out at"), width: 20) { .text($0.row.failedAt.map(Turn.translated)) },
        SheetColumn(tr("Note"), width: 30) { entry in
            // Zones are wanted where the scores are laps (the PACER's).
            let zonesApply = entry.test.summary.notation == .laps
            let notes = [
                entry.row.vo2maxNote.map(Translation.shown),
                ZoneNote.shown(entry.row.standards, zonesApply: zonesApply),
            ].compactMap { $0 }
            return .text(notes.isEmpty ? nil : notes.joined(separator: "; "))
        },
        SheetColumn(tr("File"), width: 30, keepsEmpty: true) { .text($0.test.file) },
    ]

    private static func score(_ entry: Entry) -> SheetCell { .score(entry.row, notation: entry.test.summary.notation) }
}
