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
        Sheet(name: "Results", columns: columns, items: entries(tests))
    }

    /// The columns, in the order the sheet shows them; those nobody has a value in are left out,
    /// but for the fixed part (date, test, bib, name, status, score).
    public static let columns: [SheetColumn<Entry>] = [
        SheetColumn("Date", width: 17, keepsEmpty: true) { entry in
            entry.test.start.date.flatMap(LocalDateTime.init(logText:)).map { .dateTime($0) } ?? .empty
        },
        SheetColumn("Test", width: 14, keepsEmpty: true) { .text($0.test.summary.profileID) },
        SheetColumn("Bib", width: 6, keepsEmpty: true) { .integer($0.row.bib) },
        SheetColumn("ID", width: 10) { .text($0.row.id) },
        SheetColumn("Name", width: 28, keepsEmpty: true) { .text($0.row.athlete) },
        SheetColumn("Group", width: 10) { .text($0.athlete?.group) },
        SheetColumn("Sex", width: 6) { .text($0.athlete?.sex?.rawValue) },
        SheetColumn("Age", width: 6) { .number($0.athlete?.age, decimals: 0) },
        SheetColumn("Birth date", width: 12) { entry in entry.athlete?.birthDate.map { .date($0) } ?? .empty },
        SheetColumn("Status", width: 12, keepsEmpty: true) { .text($0.row.status.text) },
        SheetColumn("Score", width: 8, keepsEmpty: true) { score($0) },
        SheetColumn("Level", width: 7) { .text($0.row.level) },
        SheetColumn("Shuttle", width: 8) { .integer($0.row.shuttle) },
        SheetColumn("Bout", width: 6) { .integer($0.row.bout) },
        SheetColumn("VIFT km/h", width: 10) { .number($0.row.viftKmh, decimals: 1) },
        SheetColumn("Total shuttles", width: 14) { .number($0.row.totalShuttles, decimals: 0) },
        SheetColumn("Metres", width: 8) { .number($0.row.distanceM, decimals: 0) },
        SheetColumn("20 m laps", width: 10) { .integer($0.row.standards.laps20m) },
        SheetColumn("VO2max (estimate)", width: 17) { .number($0.row.vo2max, decimals: 1) },
        SheetColumn("VO2max method", width: 18) { .text($0.row.vo2maxMethod) },
        SheetColumn("Zone", width: 7) { .text($0.row.standards.zone?.rawValue) },
        SheetColumn("HFZ target laps", width: 15) { .integer($0.row.standards.hfzLaps) },
        SheetColumn("Laps to HFZ", width: 12) { .integer($0.row.standards.lapsToHFZ) },
        SheetColumn("Pass", width: 6) { entry in .text(entry.row.standards.pass.map { $0 ? "pass" : "fail" }) },
        SheetColumn("Pass standard", width: 24) { .text($0.row.standards.passStandard) },
        SheetColumn("Reference group", width: 24) { .text($0.row.standards.referenceGroup) },
        SheetColumn("Misses", width: 7) { .integer($0.row.misses) },
        SheetColumn("Out at", width: 20) { .text($0.row.failedAt) },
        SheetColumn("Note", width: 30) { entry in
            let notes = [entry.row.vo2maxNote, entry.row.standards.zoneNote].compactMap { $0 }
            return .text(notes.isEmpty ? nil : notes.joined(separator: "; "))
        },
        SheetColumn("File", width: 30, keepsEmpty: true) { .text($0.test.file) },
    ]

    /// The score as a number where the notation is one (PACER laps, VIFT km/h); `9.4` and `16.2`
    /// are a level and a shuttle or bout, not decimals, so they stay text.
    private static func score(_ entry: Entry) -> SheetCell {
        guard let text = entry.row.score else { return .empty }
        switch entry.test.summary.notation {
        case .laps?: return entry.row.totalShuttles.map { .number($0.rounded(.down), decimals: 0) } ?? .text(text)
        case .stageSpeed?: return entry.row.viftKmh.map { .number($0, decimals: 1) } ?? .text(text)
        default: return .text(text)
        }
    }
}
