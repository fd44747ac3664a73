/// `history --format xlsx`: every test of every athlete, one row each, oldest first within each
/// athlete, with the change since the previous test of the same profile as a number, and the
/// change since the baseline (the first test, or the first on or after `--since`).
public enum HistorySheet {
    /// One row: an athlete and one of their tests.
    public struct Entry: Sendable {
        /// The athlete.
        public var athlete: AthleteHistory
        /// The test.
        public var test: HistoryTest
    }

    /// The sheet of `athletes`.
    public static func sheet(_ athletes: [AthleteHistory]) -> Sheet {
        let entries = athletes.flatMap { athlete in athlete.tests.map { Entry(athlete: athlete, test: $0) } }
        return Sheet(name: tr("History"), columns: columns, items: entries)
    }

    /// The columns, in the order the sheet shows them (empty ones left out but for the fixed part).
    public static let columns: [SheetColumn<Entry>] = [
        SheetColumn(tr("Athlete"), width: 28, keepsEmpty: true) { .text($0.athlete.name) },
        SheetColumn(tr("ID"), width: 10) { .text($0.athlete.id) },
        SheetColumn(tr("Date"), width: 17, keepsEmpty: true) { entry in
            LocalDateTime.cell(entry.test.date, entered: entry.test.isEntered)
        },
        SheetColumn(tr("Test"), width: 14, keepsEmpty: true) { .text($0.test.profileID) },
        SheetColumn(tr("Name on the day"), width: 28) { entry in
            .text(entry.test.row.athlete == entry.athlete.name ? nil : entry.test.row.athlete)
        },
        SheetColumn(tr("Sex"), width: 6) { .text($0.test.sex?.rawValue) },
        SheetColumn(tr("Age"), width: 6) { .number($0.test.age, decimals: 0) },
        SheetColumn(tr("Status"), width: 12, keepsEmpty: true) { .text($0.test.row.status.text) },
        SheetColumn(tr("Score"), width: 8, keepsEmpty: true) { .score($0.test.row, notation: $0.test.notation) },
        SheetColumn(tr("Measure"), width: 9) { entry in
            entry.test.measure.map { .number($0.value, decimals: $0.decimals) } ?? .empty
        },
        SheetColumn(tr("Unit"), width: 9) { .text($0.test.measure?.unit) },
        SheetColumn(tr("20 m laps"), width: 10) { .integer($0.test.row.standards.laps20m) },
        SheetColumn(tr("VO2max (estimate)"), width: 17) { .number($0.test.row.vo2max, decimals: 1) },
        SheetColumn(tr("Zone"), width: 7) { .text($0.test.row.standards.zone?.rawValue) },
        SheetColumn(tr("HFZ target laps"), width: 15) { .integer($0.test.row.standards.hfzLaps) },
        SheetColumn(tr("Pass"), width: 6) { entry in
            .text(entry.test.row.standards.pass.map { $0 ? tr("pass") : tr("fail") })
        },
        SheetColumn(tr("Change"), width: 8) { entry in
            entry.test.change.map { .number($0, decimals: entry.test.measure?.decimals ?? 1) } ?? .empty
        },
        SheetColumn(tr("Within noise"), width: 13) { entry in
            .text(entry.test.isWithinNoise.map { $0 ? tr("yes") : tr("no") })
        },
        SheetColumn(tr("Change since baseline"), width: 12) { entry in
            entry.test.cumulativeChange.map { .number($0, decimals: entry.test.measure?.decimals ?? 1) } ?? .empty
        },
        SheetColumn(tr("Change since baseline, %"), width: 12) { .number($0.test.cumulativePercent, decimals: 1) },
        SheetColumn(tr("Since baseline within noise"), width: 13) { entry in
            .text(entry.test.isCumulativeWithinNoise.map { $0 ? tr("yes") : tr("no") })
        },
        SheetColumn(tr("Baseline date"), width: 17) { entry in
            entry.test.baselineDate.flatMap(LocalDateTime.init(logText:)).map { .dateTime($0) } ?? .empty
        },
        SheetColumn(tr("Reference group"), width: 24) {
            .text($0.test.row.standards.referenceGroup.map(Translation.shown))
        },
        SheetColumn(tr("Note"), width: 30) { entry in
            // A null VO2max says why, beside the target's rise.
            let row = entry.test.row
            let notes = [
                row.vo2max == nil ? row.vo2maxNote.map { tr("VO2max: %s", Translation.shown($0)) } : nil,
                row.vo2maxPopulationNote.map { tr("VO2max: %s", Translation.shown($0)) },
                entry.test.noiseNote.map(Translation.shown),
                entry.test.targetNote.map(Translation.shown),
            ]
            let text = notes.compactMap { $0 }.joined(separator: "; ")
            return .text(text.isEmpty ? nil : text)
        },
        SheetColumn(tr("File"), width: 30, keepsEmpty: true) { .text($0.test.file) },
    ]
}
