import BeepTest
import BeepTestTestSupport
import Testing

/// A row's fields are listed once (`ResultRow.jsonMembers`): its JSON object and its CSV line.
@Suite("ResultRow: one list of a row's fields for its JSON object and its CSV line")
struct ResultRowTests {
    /// The one row of a log of `profile` that `runner` ran, scored as `results` scores it.
    static func row(_ profile: String, _ runner: ResultsLogText.Runner) throws -> ResultRow {
        let log = try SeasonHistoryTests.logged(profile, day: "2025-12-01", wall: 1_764_583_200, [runner])
        return try #require(log.summary.rows.first)
    }

    @Test("the CSV's columns are the JSON object's fields, each once, all but the estimate's source")
    func csvColumns() throws {
        let runner = SeasonHistoryTests.pacer("Zoë", bib: 1, id: "S-1", sex: "F", age: 12, laps: 20)
        let keys = try Self.row("pacer-20m", runner).jsonMembers.map(\.0)
        let columns = ResultColumn.columns(in: .csv).compactMap(\.jsonKey)
        #expect(Set(keys).count == keys.count, "a field named twice")
        #expect(Set(columns).count == columns.count)
        #expect(Set(keys).subtracting(columns) == [.vo2maxSource])
        #expect(Set(columns).isSubset(of: keys))
        // Earlier versions' columns keep their places: the roster's fields come last.
        #expect(columns.prefix(4) == [.key, .bib, .id, .athlete])
        #expect(columns.suffix(4) == [.group, .sex, .age, .vo2maxPopulationNote])
    }

    @Test("the JSON object is the fields in their order, nulls kept, and reads back as the row")
    func json() throws {
        let row = try Self.row("msft-20m", ResultsLogText.Runner("Kim", bib: 7, misses: [("9", 1, 11), ("10", 1, 1)]))
        guard case .object(let members) = row.json else {
            Issue.record("not an object: \(row.json)")
            return
        }
        #expect(members.map(\.key) == row.jsonMembers.map(\.0.rawValue))
        let fields = Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        #expect(fields["bib"] == .number(7) && fields["id"] == .null)
        #expect(ResultRow(json: row.json) == row)
    }
}
