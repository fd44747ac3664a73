import BeepTest
import BeepTestTestSupport
import Testing

@Suite("ResultsSheet: every athlete of every log, one row each")
struct ResultsSheetTests {
    @Test("results: PACER laps are a number, a beep-test score text, the roster's group and birth date kept")
    func results() throws {
        let pacer = try SeasonHistoryTests.logged(
            "pacer-20m", day: "2025-12-01", wall: 1_764_583_200,
            [
                ResultsLogText.Runner(
                    "Zoë", bib: 1, sex: "F", age: 12, group: "7b", birthDate: "2013-05-01",
                    misses: ResultsLogText.pacerMisses(laps: 20, course: 20))
            ])
        let sheet = ResultsSheet.sheet([pacer])
        func cell(_ header: String) -> SheetCell? {
            sheet.headers.firstIndex(of: header).map { sheet.rows[0][$0] }
        }
        #expect(cell("Score") == .number(20, decimals: 0))
        #expect(cell("Group") == .text("7b"))
        #expect(cell("Birth date") == CalendarDate(iso: "2013-05-01").map { .date($0) })
        #expect(cell("Zone") != nil && cell("Pass") == nil && cell("Metres") != nil)
        let beep = try SeasonHistoryTests.logged(
            "msft-20m", day: "2025-12-01", wall: 1_764_583_200,
            [ResultsLogText.Runner("Kim", bib: 1, misses: [("9", 1, 11), ("10", 1, 1)])])
        let beepSheet = ResultsSheet.sheet([beep])
        let score = try #require(beepSheet.headers.firstIndex(of: "Score"))
        #expect(beepSheet.rows[0][score] == .text("9.10"))
        #expect(!beepSheet.headers.contains("Zone") && !beepSheet.headers.contains("Group"))
    }

    @Test("the logs come oldest first whatever order they are given in, each test's rows in bib order")
    func order() throws {
        let autumn = try SeasonHistoryTests.logged(
            "pacer-20m", day: "2025-10-01", wall: 1_759_312_800,
            [SeasonHistoryTests.pacer("Bob", bib: 2, id: nil, sex: "M", age: 12, laps: 30)])
        let winter = try SeasonHistoryTests.logged(
            "pacer-20m", day: "2025-12-01", wall: 1_764_583_200,
            [
                SeasonHistoryTests.pacer("Ann", bib: 1, id: nil, sex: "F", age: 12, laps: 25),
                SeasonHistoryTests.pacer("Bob", bib: 2, id: nil, sex: "M", age: 12, laps: 35),
            ])
        let entries = ResultsSheet.entries([winter, autumn])
        #expect(entries.map(\.row.athlete) == ["Bob", "Ann", "Bob"])
        #expect(entries.compactMap(\.file) == [autumn.file, winter.file, winter.file])
        let sheet = ResultsSheet.sheet([winter, autumn])
        let date = try #require(sheet.headers.firstIndex(of: "Date"))
        let autumnStart = try #require(LocalDateTime(logText: "2025-10-01T10:00:00+0000"))
        #expect(sheet.rows[0][date] == .dateTime(autumnStart))
    }

    @Test("a PACER row without a zone says why in its note; a beep-test row says nothing of zones")
    func zoneNote() throws {
        let pacer = try SeasonHistoryTests.logged(
            "pacer-20m", day: "2025-12-01", wall: 1_764_583_200,
            [ResultsLogText.Runner("Lou", bib: 1, misses: ResultsLogText.pacerMisses(laps: 20, course: 20))])
        let row = try #require(pacer.summary.rows.first)
        #expect(row.standards.zone == nil)
        let why = try #require(ZoneNote.shown(row.standards, zonesApply: true))
        let sheet = ResultsSheet.sheet([pacer])
        let note = try #require(sheet.headers.firstIndex(of: "Note"))
        guard case .text(let text) = sheet.rows[0][note] else {
            Issue.record("no note: \(sheet.rows[0][note])")
            return
        }
        #expect(text.contains(why))
        let beep = try SeasonHistoryTests.logged(
            "msft-20m", day: "2025-12-01", wall: 1_764_583_200,
            [ResultsLogText.Runner("Kim", bib: 1, sex: "F", age: 30, misses: [("9", 1, 11), ("10", 1, 1)])])
        #expect(beep.summary.rows.first?.standards.zoneNote != nil, "the log's row keeps why it has no zone")
        let beepSheet = ResultsSheet.sheet([beep])
        let cells = beepSheet.headers.firstIndex(of: "Note").map { index in beepSheet.rows.map { $0[index] } } ?? []
        #expect(!cells.contains { $0 != .empty }, "\(cells)")
    }
}
