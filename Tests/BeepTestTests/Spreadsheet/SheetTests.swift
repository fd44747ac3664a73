import BeepTest
import BeepTestTestSupport
import Testing

@Suite("Spreadsheet sheets: typed cells, the columns that apply")
struct SheetTests {
    @Test("a column nobody has a value in is left out, unless it is part of the fixed sheet")
    func columns() {
        let columns: [SheetColumn<(String, Int?)>] = [
            SheetColumn("Name", keepsEmpty: true) { .text($0.0) },
            SheetColumn("Laps") { .integer($0.1) },
            SheetColumn("Fixed", keepsEmpty: true) { _ in .empty },
        ]
        let none = Sheet(name: "S", columns: columns, items: [("Ann", nil), ("Bob", nil)])
        #expect(none.headers == ["Name", "Fixed"])
        #expect(none.rows == [[.text("Ann"), .empty], [.text("Bob"), .empty]])
        let some = Sheet(name: String(repeating: "x", count: 40), columns: columns, items: [("Ann", nil), ("Bob", 12)])
        #expect(some.headers == ["Name", "Laps", "Fixed"])
        #expect(some.rows[1][1] == .number(12, decimals: 0))
        #expect(some.name.count == 31, "Excel's limit for a sheet's name")
    }

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
}
