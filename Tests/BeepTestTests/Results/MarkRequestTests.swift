import BeepTest
import BeepTestTestSupport
import Testing

/// A mark's one way: a request by bib with the position of its key, to the answer and the log line.
@Suite("Mark requests")
struct MarkRequestTests {
    @Test("a request by bib writes the bibs it names, at its position, and answers once for several")
    func bibsToLines() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let path = temporary.file("class.jsonl")
        let athletes = [Athlete(name: "Ann", bib: 31), Athlete(name: "Bob", bib: 4), Athlete(name: "Cy", bib: 17)]
        let recorder = try ResultsLogTests.recorder("msft-20m", athletes: athletes, path: path)
        let session = try Fixtures.session("msft-20m")
        let position = PlaybackPosition(testTime: try Fixtures.justAfter(session, level: "9", shuttle: 5))

        let several = recorder.apply(MarkRequest(.missed(bibs: [17, 31]), at: position))
        #expect(several == "17 warned · 31 warned")
        let one = recorder.apply(MarkRequest(.missed(bibs: [4]), at: position))
        #expect(one.hasPrefix("Bob: warning at level 9 shuttle 5"), "\(one)")
        #expect(recorder.apply(MarkRequest(.missed(bibs: [4, 99]), at: position)).hasPrefix("no athlete 99"))
        let undone = recorder.apply(MarkRequest(.undo(bib: 31), at: position))
        #expect(undone.hasPrefix("undone: Ann's warning"), "\(undone)")

        let lines = try ResultsLogTests.lines(path)
        #expect(lines.map { $0["event"] } == ["start", "warning", "warning", "warning", "undo"].map { .string($0) })
        #expect(lines.dropFirst().map { $0["bib"] } == [17, 31, 4, 31].map { .int($0) })
        #expect(lines.dropFirst().map { $0["key"] } == [3, 1, 2, nil].map { $0.map { .int($0) } })
        #expect(lines.dropFirst().allSatisfy { $0["t"] == .num(position.testTime) })
        // The roster panel's standings, one read: Cy keeps his warning, Ann's was undone.
        let standings = recorder.standings(at: position)
        #expect(standings.map(\.currentMisses) == [0, 1, 1] && standings.allSatisfy { $0.allowedMisses == 2 })
    }

    @Test("a completed run ends at its end cue's time, whenever the front finishes it")
    func finishAtTheEnd() throws {
        let session = try Fixtures.session("msft-20m")
        let recorder = ResultsRecorder(
            timeline: session.timeline, roster: Roster(athletes: [Athlete(name: "Ann")]), log: nil)
        recorder.finish(at: PlaybackPosition(testTime: session.timeline.endTime + 0.8, isFinished: true))
        let summary = recorder.summary(at: PlaybackPosition(testTime: session.timeline.endTime + 2))
        #expect(summary.ending == .completed && summary.endTime == session.timeline.endTime)
    }
}
