import BeepTest
import Testing

@testable import beeptest

/// The adapter between the live keys and the real results recorder (kept in memory: no log).
@Suite("Recorder marks")
struct RecorderMarksTests {
    let session = LiveProfiles.session(LiveProfiles.shuttles)
    let recorder: ResultsRecorder
    let marks: RecorderMarks

    init() throws {
        recorder = ResultsRecorder(timeline: session.timeline, roster: try Roster.parse(list: "Ann,Bob"), log: nil)
        marks = RecorderMarks(recorder: recorder, stopRule: LiveProfiles.shuttles.stopRule)
    }

    private func state(_ time: Double) -> TestState { session.state(at: PlaybackPosition(testTime: time)) }

    @Test("a miss warns, a second consecutive miss puts the athlete out, undo takes it back")
    func warnOutUndo() throws {
        // Turns every 2 s in level 1: the key just after the 2 s turn marks it.
        let warning = try #require(marks.apply(.missed(bibs: [1]), at: state(2.2)))
        #expect(warning.hasPrefix("Ann: warning"), "\(warning)")
        #expect(marks.roster(at: state(2.3)).map(\.status) == ["warned 1/2", ""])

        let out = try #require(marks.apply(.missed(bibs: [1]), at: state(4.2)))
        #expect(out.contains("Ann") && out.contains("out"), "\(out)")
        let entries = marks.roster(at: state(4.3))
        #expect(entries[0].isOut && entries[0].status.hasPrefix("out") && !entries[1].isOut)
        #expect(entries.map(\.name) == ["Ann", "Bob"] && entries.map(\.bib) == [1, 2])

        _ = marks.apply(.undo(bib: nil), at: state(4.5))
        #expect(!marks.roster(at: state(4.6))[0].isOut)
    }

    @Test("a key with no athlete and a mark in the countdown are refused with a reason")
    func refusals() {
        #expect(marks.apply(.missed(bibs: [5]), at: state(2.2))?.contains("no athlete 5 on the roster") == true)
        #expect(marks.apply(.missed(bibs: [2]), at: state(-1))?.contains("not marked") == true)
        #expect(marks.roster(at: state(3)).allSatisfy { $0.status.isEmpty })
    }

    @Test("a class entry marks every bib it names, or nothing when one is not on the roster")
    func classEntries() throws {
        let names = (1...12).map { "Pupil \($0)" }.joined(separator: ",")
        let recorder = ResultsRecorder(timeline: session.timeline, roster: try Roster.parse(list: names), log: nil)
        let marks = RecorderMarks(recorder: recorder, stopRule: LiveProfiles.shuttles.stopRule)
        #expect(!marks.marksBySingleKey)
        let refused = marks.apply(.missed(bibs: [3, 40, 12]), at: state(2.2))
        #expect(refused == "no athlete 40 on the roster: nothing marked")
        #expect(recorder.currentMisses(at: 2.3).allSatisfy { $0 == 0 })

        let marked = try #require(marks.apply(.missed(bibs: [3, 12]), at: state(2.2)))
        #expect(marked == "3 warned · 12 warned", "\(marked)")
        _ = marks.apply(.missed(bibs: [5]), at: state(2.4))
        // Undo by bib takes back that athlete's mark, not the latest one (athlete 5's).
        let undone = try #require(marks.apply(.undo(bib: 3), at: state(2.5)))
        #expect(undone.contains("Pupil 3"), "\(undone)")
        let misses = recorder.currentMisses(at: 2.6)
        #expect(misses[2] == 0 && misses[4] == 1 && misses[11] == 1)
        #expect(marks.apply(.undo(bib: 77), at: state(2.5)) == "no athlete 77 on the roster: nothing undone")
    }

    @Test("the end of the view finishes the recorder: completed at the end, stopped on quit")
    func finish() {
        marks.testEvent(.stopped, at: state(5))
        #expect(recorder.summary(at: 5).ending == .stopped)
        let other = ResultsRecorder(
            timeline: session.timeline, roster: Roster(athletes: [Athlete(name: "Cy")]), log: nil)
        RecorderMarks(recorder: other, stopRule: StopRule()).testEvent(.finished, at: state(100))
        #expect(other.summary(at: 100).ending == .completed)
    }
}
