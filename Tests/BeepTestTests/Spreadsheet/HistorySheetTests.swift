import BeepTest
import BeepTestTestSupport
import Testing

@Suite("HistorySheet: every test of every athlete, with its changes as numbers")
struct HistorySheetTests {
    /// Bob's PACER in the autumn and in the winter, ten laps more.
    static func season(winterName: String = "Bob") throws -> [AthleteHistory] {
        let autumn = try SeasonHistoryTests.logged(
            "pacer-20m", day: "2025-10-01", wall: 1_759_312_800,
            [SeasonHistoryTests.pacer("Bob", bib: 2, id: "S-2", sex: "M", age: 12, laps: 30)])
        let winter = try SeasonHistoryTests.logged(
            "pacer-20m", day: "2025-12-01", wall: 1_764_583_200,
            [SeasonHistoryTests.pacer(winterName, bib: 2, id: "S-2", sex: "M", age: 12, laps: 40)])
        return SeasonHistory.build([winter, autumn])
    }

    @Test("one row a test, oldest first; the change since the previous test is a number, the first has none")
    func changes() throws {
        let sheet = HistorySheet.sheet(try Self.season())
        #expect(sheet.rows.count == 2)
        func column(_ header: String) throws -> [SheetCell] {
            let index = try #require(sheet.headers.firstIndex(of: header), "\(sheet.headers)")
            return sheet.rows.map { $0[index] }
        }
        let autumn = try #require(LocalDateTime(logText: "2025-10-01T10:00:00+0000"))
        let winter = try #require(LocalDateTime(logText: "2025-12-01T10:00:00+0000"))
        #expect(try column("Date") == [.dateTime(autumn), .dateTime(winter)])
        #expect(try column("Score") == [.number(30, decimals: 0), .number(40, decimals: 0)])
        #expect(try column("Change") == [.empty, .number(10, decimals: 0)])
        #expect(try column("ID") == [.text("S-2"), .text("S-2")])
        #expect(try column("Baseline date").last == .dateTime(autumn))
    }

    @Test("the name on the day shows only where it differs from the athlete's, matched by id")
    func nameOnTheDay() throws {
        let same = HistorySheet.sheet(try Self.season())
        #expect(!same.headers.contains("Name on the day"))
        let renamed = HistorySheet.sheet(try Self.season(winterName: "Robert"))
        let index = try #require(renamed.headers.firstIndex(of: "Name on the day"))
        let names = renamed.rows.map { $0[index] }
        #expect(names.filter { $0 != .empty }.count == 1, "\(names)")
    }
}
