import BeepTest
import BeepTestTestSupport
import Testing

/// Two pupils of one name, told apart by their ids: the log keeps them apart (a mark names its
/// athlete by name, bib and key), and what the roster gave (first and last names, group) reads back.
@Suite("Results logs of athletes who share a name")
struct SharedNameLogTests {
    @Test("marks of the second of two 'Zoë Müller's are hers when read back, with first and last names and groups")
    func sharedName() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let path = temporary.file("run.jsonl")
        let roster = try Roster.parse(
            Array("Schüler-ID;Vorname;Nachname;Klasse;Startnummer\n4711;Zoë;Müller;7b;4\n4713;Zoë;Müller;7c;9\n".utf8),
            source: "class.csv")
        let recorder = try ResultsLogTests.recorder("msft-20m", athletes: roster.athletes, path: path)
        try recorder.start()
        let session = try Fixtures.session("msft-20m")
        for shuttle in [5, 6] {
            let time = try Fixtures.justAfter(session, level: "9", shuttle: shuttle)
            _ = recorder.mark(athleteIndex: 1, at: PlaybackPosition(testTime: time))
        }
        _ = recorder.finish(at: PlaybackPosition(testTime: 600))

        var file = try ResultsFile.read(path: path)
        #expect(!file.hasCorruptLines)
        #expect(file.start.athletes == roster.athletes)
        #expect(file.start.athletes.map(\.firstName) == ["Zoë", "Zoë"])
        #expect(file.start.athletes.map(\.lastName) == ["Müller", "Müller"])
        let rows = file.summary(profile: try Fixtures.profile("msft-20m")).rows
        #expect(rows.map(\.id) == ["4711", "4713"] && rows.map(\.group) == ["7b", "7c"])
        #expect(rows.map(\.status) == [.stopped, .out] && rows[1].score == "9.4")
        // The profile gone: the rows the finish line recorded, told apart by key.
        let recorded = file.summary(profile: nil).rows
        #expect(recorded.map(\.status) == [.stopped, .out] && recorded.map(\.bib) == [4, 9])
    }
}
