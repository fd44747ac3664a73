import Testing

@testable import BeepTest

/// An entry of the schedule: event `kind` due (or heard) at monotonic time `wall`.
private func entry(_ serial: Int, _ kind: PlaybackEvent.Kind, at wall: Double, heard: Bool) -> ScheduleEntry {
    ScheduleEntry(serial: serial, event: PlaybackEvent(kind: kind, monotonicTime: wall, testTime: 0), heard: heard)
}

@Suite("Engine's shared schedule: settled when the sound stops, in the order its events were noted")
struct EngineSharedTests {
    @Test("when the sound stops, what was due by then counts as heard and what was still ahead is dropped")
    func settle() {
        var shared = EngineShared()
        shared.schedule = [
            entry(0, .pause, at: 9, heard: true),
            entry(1, .resume, at: 10, heard: false),
            entry(2, .soundBack, at: 10.5, heard: false),
            entry(3, .underrun(skippedSeconds: 0.1), at: 11, heard: true),
            entry(4, .pause, at: 12, heard: false),
        ]
        shared.settleSchedule(at: 10.5)
        #expect(shared.schedule.map(\.serial) == [0, 1, 2, 3])
        #expect(shared.schedule.map(\.heard) == [true, true, true, true])
    }

    @Test("an event noted at once goes back behind the notes noted before it, whatever their times")
    func order() {
        var shared = EngineShared()
        shared.schedule = [
            entry(5, .underrun(skippedSeconds: 0.2), at: 11, heard: true),
            entry(3, .pause, at: 12, heard: false),
            entry(4, .resume, at: 13, heard: false),
            entry(2, .soundBack, at: 10, heard: true),
        ]
        shared.orderSchedule()
        #expect(shared.schedule.map(\.serial) == [2, 3, 4, 5])
        #expect(shared.schedule.map(\.heard) == [true, false, false, true])
    }
}
