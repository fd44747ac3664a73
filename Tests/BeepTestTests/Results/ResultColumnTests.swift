import BeepTest
import BeepTestTestSupport
import Testing

/// The one column model every output of result rows reads (`ResultColumn`): which columns each
/// output has, their headers as the reader sees them, when each applies, and what a cell holds.
@Suite("ResultColumn: one column model for the table, the CSV, the spreadsheet and the class page")
struct ResultColumnTests {
    typealias Runner = ResultsLogText.Runner

    /// A PACER log of a class with ids, sexes, ages and groups.
    static func pacer(_ profile: String = "pacer-20m", course: Int = 20) throws -> LoggedTest {
        try SeasonHistoryTests.logged(
            profile, day: "2025-12-01", wall: 1_764_583_200,
            [
                Runner(
                    "Zoë", bib: 1, id: "S-1", sex: "F", age: 12, group: "7a",
                    misses: ResultsLogText.pacerMisses(laps: 20, course: course)),
                Runner(
                    "Bob", bib: 2, id: "S-2", sex: "M", age: 12, group: "7a",
                    misses: ResultsLogText.pacerMisses(laps: 35, course: course)),
            ])
    }

    /// A Yo-Yo IR1 log of two adults.
    static func yoyo() throws -> LoggedTest {
        try SeasonHistoryTests.logged(
            "yoyo-ir1", day: "2025-12-01", wall: 1_764_583_200,
            [
                Runner("Ann", bib: 1, sex: "F", age: 22, misses: [("15", 1, 1), ("15", 2, 2)]),
                Runner("Kim", bib: 2, sex: "M", age: 24, misses: [("17", 1, 1), ("17", 2, 2)]),
            ])
    }

    /// A police test log (the test has a pass standard) with candidate ids.
    static func police() throws -> LoggedTest {
        try SeasonHistoryTests.logged(
            "police-15m", day: "2025-12-01", wall: 1_764_583_200,
            [Runner("Kim", bib: 1, id: "C-9", misses: [("6", 1, 1), ("6", 1, 2), ("6", 1, 3)])])
    }

    /// The PACER log of `pacer()` as read where its profile is not found: under another profile
    /// id, the rows read back from its finish line (which records the standards).
    static func pacerWithoutProfile() throws -> LoggedTest {
        let rows = try pacer().summary.rows
        let runners = try pacer().start.athletes.map { Runner($0.name, bib: $0.bib ?? 0, misses: []) }
        var lines = ResultsLogText.log(
            profile: "club-pacer", wall: 1_764_583_200, date: "2025-12-01T10:00:00+0000", runners: runners
        ).split(separator: "\n").map(String.init)
        lines[lines.count - 1] = JSONWriter.string(
            .object([
                ("event", .string("finish")), ("completed", .bool(false)), ("t", .int(3000)),
                ("results", .array(rows.map(\.json))),
            ]))
        var log = try ResultsFile.parse(Array((lines.joined(separator: "\n") + "\n").utf8), source: "club.jsonl")
        return LoggedTest(file: log.path, start: log.start, summary: log.summary(profile: nil), profile: nil)
    }

    /// The scope of `test`'s rows as the results table reads them (the row's own roster fields).
    static func tableScope(_ test: LoggedTest) -> ResultColumnScope {
        let notation = test.summary.notation
        return ResultColumnScope(
            rows: test.summary.rows.map { ResultCellSource($0, notation: notation) }, notation: notation)
    }

    /// The headers `output` shows for `scope`, in its order.
    static func headers(_ output: ResultColumn.Output, _ scope: ResultColumnScope) -> [String] {
        ResultColumn.shown(in: output, for: scope).map { $0.header(in: output) }
    }

    @Test("each output's header row, as the reader sees it, for a PACER class")
    func headerRows() throws {
        let pacer = try Self.pacer()
        let table: [String] = [
            "BIB", "ID", "ATHLETE", "GROUP", "SEX", "AGE", "STATUS", "SCORE", "METRES", "VO2MAX", "ZONE", "HFZ AT",
            "TO GO", "NOTE",
        ]
        #expect(Self.headers(.table, Self.tableScope(pacer)) == table)
        let csv: [String] = [
            "key", "bib", "id", "athlete", "status", "score", "level", "shuttle", "bout", "vift_kmh", "total_shuttles",
            "distance_m", "misses", "failed_at", "vo2max", "vo2max_method", "vo2max_note", "laps_20m", "zone",
            "zone_standard", "hfz_laps", "laps_to_hfz", "zone_note", "pass", "pass_standard", "pass_note",
            "reference_group", "reference_group_note", "group", "sex", "age", "vo2max_population_note",
        ]
        #expect(ResultColumn.columns(in: .csv).map { $0.header(in: .csv) } == csv)
        let sheet: [String] = [
            "Date", "Test", "Bib", "ID", "Name", "Group", "Sex", "Age", "Status", "Score", "Level", "Shuttle",
            "Total shuttles", "Metres", "20 m laps", "VO2max (estimate)", "VO2max method", "Zone", "HFZ target laps",
            "Laps to HFZ", "Misses", "Out at", "File",
        ]
        // No note: every athlete has an estimate and a zone.
        #expect(ResultsSheet.sheet([pacer]).headers == sheet)
        let widths: [Double] = [17, 14, 6, 10, 28, 10, 6, 6, 12, 8, 7, 8, 14, 8, 10, 17, 18, 7, 15, 12, 7, 20, 30]
        #expect(ResultsSheet.sheet([pacer]).widths == widths)
        let page: String =
            "<thead><tr><th class=\"num\">Bib</th><th>Name</th><th>Sex</th><th class=\"num\">Age</th>"
            + "<th>Status</th><th class=\"num\">Score</th><th class=\"num\">VO2max<br>(estimate)</th>"
            + "<th>Zone</th><th class=\"num\">HFZ target</th><th class=\"num\">Laps to go</th></tr></thead>"
        #expect(ClassReportPage.html(ClassReport(logs: [pacer])).contains(page))
    }

    @Test("a row's cells: the same values for every output, each written in its own medium")
    func cells() throws {
        let pacer = try Self.pacer()
        let source = try #require(ResultsSheet.entries([pacer]).first)
        #expect(ResultColumn.bib.value(of: source) == .whole(1))
        #expect(ResultColumn.id.value(of: source) == .identifier("S-1"))
        #expect(ResultColumn.athlete.value(of: source) == .name("Zoë"))
        #expect(ResultColumn.sex.value(of: source) == .sex(.female))
        #expect(ResultColumn.age.value(of: source) == .trimmed(12, upTo: 1))
        #expect(ResultColumn.status.value(of: source) == .status(.out))
        #expect(ResultColumn.laps20m.value(of: source) == .whole(20))
        #expect(ResultColumn.failedAt.value(of: source) == source.row.failedAt.map { .place($0) })
        guard case .score(let score)? = ResultColumn.score.value(of: source) else {
            Issue.record("no score")
            return
        }
        #expect(score.text == "20" && score.number == 20 && !score.isFloor)
        #expect(ResultColumn.vo2maxNote.value(of: source) == .empty)
        // Composed by each output: the note, and the page's history columns.
        #expect(ResultColumn.note.value(of: source) == nil && ResultColumn.trend.value(of: source) == nil)
        // The sheet writes them typed: a PACER score is a number a spreadsheet sorts.
        let sheet = ResultsSheet.sheet([pacer])
        let row = try #require(sheet.rows.first)
        func cell(_ header: String) throws -> SheetCell { row[try #require(sheet.headers.firstIndex(of: header))] }
        #expect(try cell("Score") == .number(20, decimals: 0))
        #expect(try cell("Sex") == .text("F") && cell("Age") == .number(12, decimals: 0))
        #expect(try cell("Test") == .text("pacer-20m") && cell("File") == .text(pacer.file))
    }

    @Test("a Yo-Yo log shows metres and reference groups, a PACER log zones, in every output that has them")
    func yoyoAndPacer() throws {
        let yoyo = try Self.yoyo()
        let pacer = try Self.pacer()
        let table = ResultColumn.shown(in: .table, for: Self.tableScope(yoyo))
        #expect(table.contains(.totalShuttles) && table.contains(.distanceM) && table.contains(.referenceGroup))
        #expect(!table.contains(.zone) && !table.contains(.hfzLaps) && !table.contains(.laps20m))
        #expect(!table.contains(.id) && !table.contains(.group) && !table.contains(.pass))
        let pacerTable = ResultColumn.shown(in: .table, for: Self.tableScope(pacer))
        // A score in laps is the shuttles' count already; the 20 m course needs no conversion.
        #expect(!pacerTable.contains(.totalShuttles) && !pacerTable.contains(.laps20m))
        #expect(pacerTable.contains(.zone) && !pacerTable.contains(.referenceGroup))

        let yoyoPage = ResultColumn.shown(in: .classPage, for: ClassReport(logs: [yoyo]).columnScope)
        #expect(yoyoPage.contains(.distanceM) && !yoyoPage.contains(.totalShuttles))
        #expect(yoyoPage.contains(.referenceGroup) && !yoyoPage.contains(.zone))
        let pacerPage = ResultColumn.shown(in: .classPage, for: ClassReport(logs: [pacer]).columnScope)
        #expect(!pacerPage.contains(.distanceM) && !pacerPage.contains(.totalShuttles))
        #expect(pacerPage.contains(.zone) && pacerPage.contains(.lapsToHFZ) && !pacerPage.contains(.referenceGroup))
        // A class of one group says it once; ids are for a standard's paperwork.
        #expect(!pacerPage.contains(.group) && !pacerPage.contains(.id))

        let yoyoSheet = ResultsSheet.sheet([yoyo]).headers
        #expect(yoyoSheet.contains("Bout") && yoyoSheet.contains("Reference group") && !yoyoSheet.contains("Zone"))
        #expect(!yoyoSheet.contains("Shuttle") && !yoyoSheet.contains("Group"))
    }

    @Test("the 15 m PACER converts laps to 20 m laps in the table and on the page")
    func fifteenMetres() throws {
        let pacer = try Self.pacer("pacer-15m", course: 15)
        #expect(ResultColumn.laps20m.applies(in: .table, to: Self.tableScope(pacer)))
        #expect(ResultColumn.laps20m.applies(in: .classPage, to: ClassReport(logs: [pacer]).columnScope))
        #expect(!ResultColumn.laps20m.applies(in: .classPage, to: ClassReport(logs: [try Self.pacer()]).columnScope))
    }

    @Test("a pass standard brings the pass column to the table and the ids and attempts to the page")
    func passStandard() throws {
        let police = try Self.police()
        #expect(Self.headers(.table, Self.tableScope(police)).contains("PASS"))
        let page = Self.headers(.classPage, ClassReport(logs: [police]).columnScope)
        #expect(page.contains("ID") && page.contains("Attempts: time, score, result"))
        #expect(ResultsSheet.sheet([police]).headers.contains("Pass standard"))
    }

    @Test("the table judges zones by the rows' 20 m laps: a PACER log without its profile keeps them")
    func tableZones() throws {
        #expect(ResultColumn.zonesApply(in: .table, to: Self.tableScope(try Self.pacer())))
        #expect(!ResultColumn.zonesApply(in: .table, to: Self.tableScope(try Self.yoyo())))
        let lost = try Self.pacerWithoutProfile()
        #expect(lost.summary.notation == nil && lost.summary.rows.allSatisfy { $0.standards.laps20m != nil })
        #expect(ResultColumn.zonesApply(in: .table, to: Self.tableScope(lost)))
        #expect(ResultColumn.shown(in: .table, for: Self.tableScope(lost)).contains(.zone))
    }

    @Test("the sheet judges zones by the scores' notation: without the profile, no zone note")
    func sheetZones() throws {
        let pacer = try #require(ResultsSheet.entries([try Self.pacer()]).first)
        #expect(ResultColumn.zonesApply(in: .sheet, to: ResultColumnScope(pacer)))
        let yoyo = try #require(ResultsSheet.entries([try Self.yoyo()]).first)
        #expect(!ResultColumn.zonesApply(in: .sheet, to: ResultColumnScope(yoyo)))
        let lost = try #require(ResultsSheet.entries([try Self.pacerWithoutProfile()]).first)
        #expect(!ResultColumn.zonesApply(in: .sheet, to: ResultColumnScope(lost)))
    }

    @Test("the class page judges zones by the profile's method: without the profile, no zone columns")
    func pageZones() throws {
        #expect(ResultColumn.zonesApply(in: .classPage, to: ClassReport(logs: [try Self.pacer()]).columnScope))
        #expect(!ResultColumn.zonesApply(in: .classPage, to: ClassReport(logs: [try Self.yoyo()]).columnScope))
        let lost = ClassReport(logs: [try Self.pacerWithoutProfile()])
        #expect(!ResultColumn.zonesApply(in: .classPage, to: lost.columnScope) && !lost.isFitnessGram)
        #expect(!ResultColumn.shown(in: .classPage, for: lost.columnScope).contains(.zone))
    }

    @Test("the CSV writes every column, in the places earlier versions gave them, each a JSON field")
    func csv() throws {
        let scope = Self.tableScope(try Self.yoyo())
        let columns = ResultColumn.columns(in: .csv)
        #expect(ResultColumn.shown(in: .csv, for: scope) == columns)
        #expect(columns.allSatisfy { $0.jsonKey != nil })
        #expect(ResultColumn.zonesApply(in: .csv, to: scope))
    }

    @Test("every output lists a column once, each with a header, and every column is in some output")
    func lists() {
        var listed: Set<ResultColumn> = []
        for output in ResultColumn.Output.allCases {
            let columns = ResultColumn.columns(in: output)
            #expect(Set(columns).count == columns.count, "\(output)")
            #expect(columns.allSatisfy { !$0.header(in: output).isEmpty }, "\(output)")
            listed.formUnion(columns)
        }
        #expect(listed == Set(ResultColumn.allCases))
    }
}
