import BeepTest
import BeepTestTestSupport
import Testing

@testable import beeptest

/// The closing table and `results`: names whole wherever the output is not a terminal, and cut
/// only as far as a terminal's width needs.
@Suite("Results table width")
struct ResultsTableWidthTests {
    static let longName = "Alexandria Featherstonehaugh-Montgomery de la Cruz Wiśniewska von Brandenburg-Ha"

    static func summary() throws -> ResultsSummary {
        let roster = try Roster.parse(
            Array("name;Klasse;Geschlecht;Alter\n\(longName);7b;W;13\nJo;7b;m;12\n".utf8), source: "class.csv")
        let recorder = ResultsRecorder(
            timeline: Timeline(profile: try BuiltInProfiles.profile("msft-20m")), roster: roster, log: nil)
        _ = recorder.finish(at: PlaybackPosition(testTime: 30))
        return recorder.summary(at: PlaybackPosition(testTime: 30))
    }

    @Test("no width (a file, a pipe): every name whole, with the group, sex and age columns")
    func whole() throws {
        let table = ResultsReport.table(try Self.summary())
        #expect(table.contains(Self.longName))
        let header = try #require(table.split(separator: "\n").first { $0.hasPrefix("BIB") })
        #expect(header.contains("GROUP") && header.contains("SEX") && header.contains("AGE"))
    }

    @Test("a terminal's width: the long name cut with an ellipsis so that every row fits", arguments: [80, 100, 120])
    func cut(width: Int) throws {
        let table = ResultsReport.table(try Self.summary(), width: width)
        let rows = table.split(separator: "\n").filter {
            $0.hasPrefix("BIB") || $0.hasPrefix("  1  ") || $0.hasPrefix("  2  ")
        }
        #expect(rows.count == 3 && rows.allSatisfy { $0.count <= width }, "\(table)")
        #expect(rows.contains { $0.count == width }, "the name takes all the room there is: \(table)")
        #expect(!table.contains(Self.longName) && table.contains("Alexandria Feath"))
        if width >= 120 { #expect(table.contains("Alexandria Featherstonehaugh")) }
        #expect(table.contains("…"))
        // Narrowed: the floors read ≥, the class's one group is said once above the table.
        #expect(table.contains("≥1.3") && table.contains("≥: at least"), "\(table)")
        #expect(table.contains("\ngroup 7b\n") && !rows[0].contains("GROUP"), "\(table)")
    }

    @Test("a PACER class with ids, groups, sexes and ages fits 80 columns, names whole at 100")
    func pacerClass() throws {
        var text = "id;name;Klasse;Geschlecht;Alter\n"
        for number in 1...12 { text += "S\(1000 + number);Anna-Lena Schmidtner \(number);7b;W;13\n" }
        let roster = try Roster.parse(Array(text.utf8), source: "class.csv")
        let recorder = ResultsRecorder(
            timeline: Timeline(profile: try BuiltInProfiles.profile("pacer-20m")), roster: roster, log: nil)
        _ = recorder.finish(at: PlaybackPosition(testTime: 400))
        let summary = recorder.summary(at: PlaybackPosition(testTime: 400))
        let narrow = ResultsReport.table(summary, width: 80)
        let widest = narrow.split(separator: "\n").map(\.count).max() ?? 0
        #expect(widest <= 80 && narrow.contains("ZONE") && narrow.contains("ids left out"), "\(narrow)")
        let wide = ResultsReport.table(summary, width: 100)
        #expect(wide.contains("Anna-Lena Schmidtner 12") && wide.contains("S1012"), "\(wide)")
        #expect(!wide.contains("SHUTTLES"), "a score in laps is the shuttle count: one column says it")
    }

    @Test("a terminal too narrow for the other columns: names cut no shorter than 12 characters")
    func narrow() throws {
        let table = ResultsReport.table(try Self.summary(), width: 60)
        #expect(table.contains("Alexandria … ") && table.contains("Jo "), "\(table)")
    }
}
