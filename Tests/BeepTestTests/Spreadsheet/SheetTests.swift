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
}
