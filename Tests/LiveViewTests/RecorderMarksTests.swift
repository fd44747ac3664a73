import BeepTest
import Testing

@testable import beeptest

/// The adapter between the live keys and the real results recorder (kept in memory: no log).
@Suite("Recorder marks")
struct RecorderMarksTests {
    let states = LiveProfiles.states(LiveProfiles.shuttles)
    let recorder: ResultsRecorder
    let marks: RecorderMarks

    init() throws {
        recorder = ResultsRecorder(timeline: states.timeline, roster: try Roster.parse(list: "Ann,Bob"), log: nil)
        marks = RecorderMarks(recorder: recorder)
    }

    private func at(_ time: Double) -> PlaybackPosition { PlaybackPosition(testTime: time) }

    private func mark(_ entry: MarkEntry, at time: Double, _ marks: RecorderMarks? = nil) -> String {
        (marks ?? self.marks).apply(MarkRequest(entry, at: at(time)))
    }

    private func misses(_ recorder: ResultsRecorder, at time: Double) -> [Int] {
        recorder.standings(at: at(time)).map(\.currentMisses)
    }

    @Test("a miss warns, a second consecutive miss puts the athlete out, undo takes it back")
    func warnOutUndo() throws {
        // Turns every 2 s in level 1: the key just after the 2 s turn marks it.
        let warning = mark(.missed(bibs: [1]), at: 2.2)
        #expect(warning.hasPrefix("Ann: warning"), "\(warning)")
        #expect(marks.roster(at: at(2.3)).map(\.status) == ["warned 1/2", ""])

        let out = mark(.missed(bibs: [1]), at: 4.2)
        #expect(out.contains("Ann") && out.contains("out"), "\(out)")
        let entries = marks.roster(at: at(4.3))
        #expect(entries[0].isOut && entries[0].status.hasPrefix("out") && !entries[1].isOut)
        #expect(entries.map(\.name) == ["Ann", "Bob"] && entries.map(\.bib) == [1, 2])

        _ = mark(.undo(bib: nil), at: 4.5)
        #expect(!marks.roster(at: at(4.6))[0].isOut)
    }

    @Test("a key with no athlete and a mark in the countdown are refused with a reason")
    func refusals() {
        #expect(mark(.missed(bibs: [5]), at: 2.2).contains("no athlete 5 on the roster"))
        #expect(mark(.missed(bibs: [2]), at: -1).contains("not marked"))
        #expect(marks.roster(at: at(3)).allSatisfy { $0.status.isEmpty })
    }

    @Test("a class entry marks every bib it names, or nothing when one is not on the roster")
    func classEntries() throws {
        let names = (1...12).map { "Pupil \($0)" }.joined(separator: ",")
        let recorder = ResultsRecorder(timeline: states.timeline, roster: try Roster.parse(list: names), log: nil)
        let marks = RecorderMarks(recorder: recorder)
        #expect(!marks.marksBySingleKey)
        let refused = mark(.missed(bibs: [3, 40, 12]), at: 2.2, marks)
        #expect(refused == "no athlete 40 on the roster: nothing marked")
        #expect(misses(recorder, at: 2.3).allSatisfy { $0 == 0 })

        let marked = mark(.missed(bibs: [3, 12]), at: 2.2, marks)
        #expect(marked == "3 warned · 12 warned", "\(marked)")
        _ = mark(.missed(bibs: [5]), at: 2.4, marks)
        // Undo by bib takes back that athlete's mark, not the latest one (athlete 5's).
        let undone = mark(.undo(bib: 3), at: 2.5, marks)
        #expect(undone.contains("Pupil 3"), "\(undone)")
        let counts = misses(recorder, at: 2.6)
        #expect(counts[2] == 0 && counts[4] == 1 && counts[11] == 1)
        #expect(mark(.undo(bib: 77), at: 2.5, marks) == "no athlete 77 on the roster: nothing undone")
    }

    @Test("the end of the view finishes the recorder: completed at the end, stopped on quit")
    func finish() {
        marks.finish(at: at(5))
        #expect(recorder.summary(at: at(5)).ending == .stopped)
        let other = ResultsRecorder(
            timeline: states.timeline, roster: Roster(athletes: [Athlete(name: "Cy")]), log: nil)
        RecorderMarks(recorder: other).finish(at: at(100))
        let summary = other.summary(at: at(100))
        // Completed at the end cue's time, however long after it the view closed.
        #expect(summary.ending == .completed && summary.endTime == states.timeline.endTime)
    }
}
