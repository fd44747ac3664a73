import Testing

@testable import BeepTest

@Suite("Pending notes: told once heard, published ahead once the clock can tell, in serial order")
struct PendingNotesTests {
    static let rate = 1000
    let timeline = Timeline(profile: shuttleProfile(), countdownS: 2)

    /// A pause at stream frame 100, cue 0 at 200, a resume at 300: serials 0, 1, 2.
    func threeNotes() -> PendingNotes {
        var notes = PendingNotes(timeline: timeline, rate: Self.rate)
        notes.add(.pause, atStream: 100)
        notes.add(.cue(0, lateFrames: 0), atStream: 200)
        notes.add(.resume, atStream: 300)
        return notes
    }

    @Test("notes and events told at once share one count of serials, in the order they were noted")
    func serialsInOrder() {
        var notes = PendingNotes(timeline: timeline, rate: Self.rate)
        notes.add(.pause, atStream: 10)
        let gap = notes.takeSerial()
        notes.add(.resume, atStream: 20)
        #expect(notes.notes.map(\.serial) == [0, 2])
        #expect(gap == 1)
        #expect(notes.takeSerial() == 3)
    }

    @Test("a reading heard up to a frame shows the notes before it heard, not one at it; none until the stream plays")
    func heardUpToAFrame() {
        let notes = threeNotes()
        #expect(notes.heardCount(through: 200, playing: true, drained: false) == 1)
        #expect(notes.heardCount(through: 201, playing: true, drained: false) == 2)
        #expect(notes.heardCount(through: 1000, playing: false, drained: false) == 0)
        #expect(notes.heardCount(through: 0, playing: false, drained: true) == 3)
    }

    @Test("the heard notes are published as heard, the rest ahead at the time the anchor puts them")
    func publishedAhead() {
        let notes = threeNotes()
        var map = StreamMap()
        map.begin(atStream: 100, test: 100, playing: false)
        map.begin(atStream: 300, test: 100, playing: true)
        var shared = EngineShared()
        notes.publish(reported: 2, upcoming: true, anchor: (stream: 250, wall: 10), map: map, into: &shared)
        #expect(shared.schedule.map(\.serial) == [0, 1, 2])
        #expect(shared.schedule.map(\.heard) == [true, true, false])
        // 150 frames and 50 before the anchor, 50 after it, at 1000 frames a second.
        #expect(shared.schedule.map { ($0.event.monotonicTime * 1000).rounded() } == [9850, 9950, 10050])
        // The pause and the resume at the test frame where the map puts them; the cue at its own time.
        #expect(shared.schedule[0].event.kind == .pause)
        #expect(shared.schedule[0].event.testTime == 0.1 - 2)
        #expect(shared.schedule[1].event.testTime == timeline.cues[0].time)
        #expect(shared.schedule[2].event.kind == .resume)
        #expect(shared.schedule[2].event.testTime == 0.1 - 2)
    }

    @Test("until the clock can tell, only the heard notes are published; those a front took are left out")
    func onlyHeardWithoutClock() {
        let notes = threeNotes()
        var shared = EngineShared()
        shared.takenThrough = 0
        notes.publish(reported: 2, upcoming: false, anchor: (stream: 250, wall: 10), map: StreamMap(), into: &shared)
        #expect(shared.schedule.map(\.serial) == [1])
        #expect(shared.schedule.map(\.heard) == [true])
    }

    @Test("a publish replaces the entries still ahead, keeping those heard")
    func republishedAfresh() {
        let notes = threeNotes()
        var shared = EngineShared()
        notes.publish(reported: 0, upcoming: true, anchor: (stream: 50, wall: 1), map: StreamMap(), into: &shared)
        notes.publish(reported: 1, upcoming: false, anchor: (stream: 150, wall: 2), map: StreamMap(), into: &shared)
        #expect(shared.schedule.map(\.serial) == [0])
        #expect(shared.schedule.map(\.heard) == [true])
    }

    @Test("the heard notes leave; the front is woken for them, or for notes newer than it was last told of")
    func whatStaysPending() {
        var notes = threeNotes()
        let wokenForHeard = notes.published(reported: 1, upcoming: true)
        #expect(notes.notes.map(\.serial) == [1, 2])
        // Nothing heard and nothing new since: no wake.
        let wokenForNothing = notes.published(reported: 0, upcoming: true)
        notes.add(.soundBack, atStream: 400)
        // A new note not published ahead does not wake the front; published ahead, it does.
        let wokenUnpublished = notes.published(reported: 0, upcoming: false)
        let wokenAhead = notes.published(reported: 0, upcoming: true)
        #expect([wokenForHeard, wokenForNothing, wokenUnpublished, wokenAhead] == [true, false, false, true])
        #expect(notes.notes.map(\.serial) == [1, 2, 3])
    }

    @Test("a gap drops what was never written and moves what is not heard yet")
    func gaps() {
        var notes = threeNotes()
        notes.delay(from: 200, by: 30)
        #expect(notes.notes.map(\.streamFrame) == [100, 230, 330])
        notes.dropUnwritten(from: 230)
        #expect(notes.notes.map(\.serial) == [0])
    }

    @Test("the output lost, the cues go with it; the pauses and resumes stay, heard at the loss")
    func lostOutput() {
        var notes = threeNotes()
        let kept = notes.takeKeptOnLoss()
        #expect(kept.map(\.serial) == [0, 2])
        #expect(notes.notes.isEmpty)
        var shared = EngineShared()
        shared.takenThrough = 0
        notes.publishKept(kept, at: 50, map: StreamMap(), into: &shared)
        #expect(shared.schedule.map(\.serial) == [2])
        #expect(shared.schedule.map(\.heard) == [true])
        #expect(shared.schedule.map(\.event.monotonicTime) == [50])
    }
}
