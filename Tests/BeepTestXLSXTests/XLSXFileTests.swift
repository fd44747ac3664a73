import BeepTest
import BeepTestTestSupport
import BeepTestXLSX
import Foundation
import Testing

/// The workbook writer alone: sheets of every kind of cell written through libxlsxwriter and read
/// back by a real reader (python3-openpyxl), and the refusals that leave nothing where the user looks.
@Suite("XLSXFile: workbooks through libxlsxwriter, read back by openpyxl")
struct XLSXFileTests {
    /// A sheet of `rows`, one column per header, every column kept even when empty.
    static func sheet(_ name: String, headers: [String], rows: [[SheetCell]]) -> Sheet {
        let columns = headers.indices.map { index in
            SheetColumn<[SheetCell]>(headers[index], keepsEmpty: true) { $0[index] }
        }
        return Sheet(name: name, columns: columns, items: rows)
    }

    @Test(
        "every kind of cell read back as written: text as text (a leading '=' too), numbers with their decimals, days and clock times as dates, a day before 1900 as its text, an empty cell empty"
    )
    func everyKindOfCell() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let born = try #require(CalendarDate(year: 2013, month: 2, day: 12))
        let early = try #require(CalendarDate(year: 1899, month: 12, day: 31))
        let started = try #require(LocalDateTime(logText: "2025-09-08T10:15:00+0200"))
        let row: [SheetCell] = [
            .text("Zoë Müller"), .text("=SUM(A1)"), .number(12.5, decimals: 1), .number(40.286, decimals: 2),
            .number(23, decimals: 0), .date(born), .date(early), .dateTime(started), .empty,
        ]
        let headers = ["Name", "Note", "Score", "VO2max", "Laps", "Born", "Old", "Date", "Empty"]
        let path = folder.file("class.xlsx")
        try XLSXFile.write([Self.sheet("Results", headers: headers, rows: [row])], to: path)

        let mode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode == 0o600, "results hold health information")
        let sheets = try WorkbookReader.read(path)
        let sheet = try #require(sheets.first)
        #expect(sheets.count == 1 && sheet["title"] as? String == "Results")
        #expect(sheet["frozen"] as? String == "A2", "the header row is frozen")
        #expect(sheet["filter"] as? String == "A1:I2", "the header row has a filter over every row")
        #expect(sheet["bold"] as? [Bool] == Array(repeating: true, count: headers.count))
        let rows = try #require(sheet["rows"] as? [[[Any]]])
        #expect(rows.count == 2)
        #expect(rows[0].map { $0[1] as? String } == headers.map { $0 })
        let cells = rows[1]
        func cell(_ index: Int) -> (type: String?, value: Any?, format: String?) {
            (cells[index][0] as? String, cells[index][1], cells[index][2] as? String)
        }
        #expect(cell(0).type == "text" && cell(0).value as? String == "Zoë Müller")
        #expect(cell(1).type == "text" && cell(1).value as? String == "=SUM(A1)", "never a formula")
        #expect(cell(2).type == "number" && cell(2).value as? Double == 12.5 && cell(2).format == "0.0")
        #expect(cell(3).type == "number" && cell(3).value as? Double == 40.286 && cell(3).format == "0.00")
        #expect(cell(4).type == "number" && cell(4).value as? Double == 23 && cell(4).format == "0")
        #expect(cell(5).type == "datetime" && cell(5).value as? String == "2013-02-12T00:00:00")
        #expect(cell(5).format == "yyyy-mm-dd")
        #expect(cell(6).type == "text" && cell(6).value as? String == "1899-12-31", "before Excel's calendar")
        #expect(cell(7).type == "datetime" && cell(7).value as? String == "2025-09-08T10:15:00")
        #expect(cell(7).format == "yyyy-mm-dd hh:mm", "the wall clock of the gym, the offset not applied")
        #expect(cell(8).type == "none")
    }

    @Test("sheets in the order given, each with its own header; a file already there is replaced whole")
    func sheetsInOrderOverAnOldFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("not a workbook", to: "history.xlsx")
        let first = Self.sheet("History", headers: ["Name", "Laps"], rows: [[.text("Ann"), .number(31, decimals: 0)]])
        let second = Self.sheet("Changes", headers: ["Name"], rows: [[.text("Bob")], [.text("Cy")]])
        try XLSXFile.write([first, second], to: path)
        let sheets = try WorkbookReader.read(path)
        #expect(sheets.map { $0["title"] as? String } == ["History", "Changes"])
        let rows = sheets.map { ($0["rows"] as? [[[Any]]])?.map { $0.map { $0[1] as? String } } }
        #expect(rows.last == [["Name"], ["Bob"], ["Cy"]])
        #expect(sheets.last?["filter"] as? String == "A1:A3")
    }

    @Test("a missing folder is 'not found' and a folder is refused: nothing is written")
    func refusals() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let sheet = Self.sheet("Results", headers: ["Name"], rows: [[.text("Ann")]])
        let missing = folder.file("gone/class.xlsx")
        #expect(throws: BeepTestError(.notFound, "\(missing): no such folder '\(folder.file("gone"))'")) {
            try XLSXFile.write([sheet], to: missing)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("gone")))
        let inside = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(throws: BeepTestError(.io, "\(folder.path): is a folder, not a file")) {
            try XLSXFile.write([sheet], to: folder.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == inside)
    }
}
