/// The notes written into the stream but not heard yet (cues, pauses, resumes, the sound coming
/// back), and the serials that put every event the fronts take in the order the audio thread
/// noted it.
///
/// A note is told once a reading shows its stream frame heard; until then, once the stream is
/// seen playing, it is published ahead with the time the clock says it will be heard, so that a
/// front can sleep to it. Apart from the worker so that what is told, and when, is plain to test.
struct PendingNotes {
    /// Something to report once its stream frame is heard.
    struct Note {
        enum Kind {
            /// A cue's sound starts; `lateFrames` after its time when a gap made it play late.
            case cue(Int, lateFrames: Int)
            case pause, resume, soundBack
        }
        var serial: Int
        var streamFrame: Int
        var kind: Kind
    }

    /// The test whose cues the notes name, and its rate: what an event's times are counted in.
    private let timeline: Timeline
    private let rate: Double
    /// Written and not heard yet, in the order they were written (the stream's).
    private(set) var notes: [Note] = []
    /// The serial of the next note or gap (the order the fronts take events in).
    private var nextSerial = 0
    /// The highest serial published as upcoming, so that the front is woken for new ones only.
    private var publishedThrough = -1

    init(timeline: Timeline, rate: Int) {
        self.timeline = timeline
        self.rate = Double(rate)
        notes.reserveCapacity(64)
    }

    /// The next serial, for a note or for an event told at once (a gap, the output lost).
    mutating func takeSerial() -> Int {
        defer { nextSerial += 1 }
        return nextSerial
    }

    /// Notes `kind`, heard when the stream reaches `streamFrame`.
    mutating func add(_ kind: Note.Kind, atStream streamFrame: Int) {
        notes.append(Note(serial: takeSerial(), streamFrame: streamFrame, kind: kind))
    }

    /// How many notes, from the first, a reading that the stream is heard up to `heard` shows
    /// heard: frames before `heard` have been played, one at `heard` itself not yet. Nothing while
    /// the readings do not show the stream `playing` (they stamp nothing then); all once drained.
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    func heardCount(through heard: Int, playing: Bool, drained: Bool) -> Int {
        var count = 0
        while count < notes.count && (drained || playing && notes[count].streamFrame < heard) { count += 1 }
        return count
    }

    /// Drops the notes from `streamFrame` on: rendered but never written (an underrun).
    mutating func dropUnwritten(from streamFrame: Int) { notes.removeAll { $0.streamFrame >= streamFrame } }

    /// Moves the notes from stream frame `heard` on `late` frames later (a stall, or a stream off
    /// its line): they are heard that much later than the stream said.
    mutating func delay(from heard: Int, by late: Int) {
        for index in notes.indices where notes[index].streamFrame >= heard { notes[index].streamFrame += late }
    }

    /// Takes every note away, the output being lost: the cues are gone with the sound, but the
    /// pauses and resumes the front asked for happened all the same, and are returned.
    mutating func takeKeptOnLoss() -> [Note] {
        defer { notes.removeAll() }
        return notes.filter { if case .cue = $0.kind { false } else { true } }
    }

    /// Puts the first `reported` notes into the schedule as heard and, when `upcoming` (the clock
    /// can tell), the rest with the time each will be heard by `anchor` (the front sleeps to it).
    /// Events a front has taken already are left out; entries not heard are published afresh.
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    func publish(
        reported: Int, upcoming: Bool, anchor: (stream: Int, wall: Double), map: StreamMap,
        into shared: inout EngineShared
    ) {
        // Between cues, most periods: nothing to tell and nothing told ahead, so nothing to redo
        // (the schedule is kept in serial order, and only a note added would unsettle it).
        if notes.isEmpty && !shared.schedule.contains(where: { !$0.heard }) { return }
        shared.schedule.removeAll { !$0.heard }
        let taken = shared.takenThrough
        for (index, note) in notes.enumerated() where note.serial > taken {
            guard index < reported || upcoming else { break }
            shared.schedule.append(
                ScheduleEntry(
                    serial: note.serial, event: event(for: note, heard: anchor.stream, at: anchor.wall, map: map),
                    heard: index < reported))
        }
        shared.orderSchedule()
    }

    /// Puts `kept` (taken away when the output was lost) into the schedule as heard at `now`,
    /// but those a front has taken already. The caller orders the schedule.
    func publishKept(_ kept: [Note], at now: Double, map: StreamMap, into shared: inout EngineShared) {
        for note in kept where note.serial > shared.takenThrough {
            let event = event(for: note, heard: note.streamFrame, at: now, map: map)
            shared.schedule.append(ScheduleEntry(serial: note.serial, event: event, heard: true))
        }
    }

    /// Drops the first `reported` notes (in the schedule as heard now): true when the front is to
    /// be woken, for those or for notes newer than it was last told of (the newest counts as told
    /// only when `upcoming`, as `publish` told it).
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    mutating func published(reported: Int, upcoming: Bool) -> Bool {
        let newest = upcoming ? notes.last?.serial ?? -1 : -1
        notes.removeFirst(reported)
        defer { publishedThrough = max(publishedThrough, newest) }
        return reported > 0 || newest > publishedThrough
    }

    /// The event `note` says, heard at monotonic time `now` if stream frame `heard` is heard then;
    /// a pause's, a resume's or the sound's return's test time is where `map` puts its frame.
    private func event(for note: Note, heard: Int, at now: Double, map: StreamMap) -> PlaybackEvent {
        let wall = now - Double(heard - note.streamFrame) / rate
        switch note.kind {
        case .cue(let index, let late):
            let cue = timeline.cues[index]
            return PlaybackEvent(
                kind: .cue(index: index, cue), monotonicTime: wall, testTime: cue.time, lateSeconds: Double(late) / rate
            )
        case .pause:
            return PlaybackEvent(
                kind: .pause, monotonicTime: wall, testTime: testTime(map.segment(atStream: note.streamFrame).testStart)
            )
        case .resume:
            return PlaybackEvent(
                kind: .resume, monotonicTime: wall,
                testTime: testTime(map.segment(atStream: note.streamFrame).testStart))
        case .soundBack:
            return PlaybackEvent(
                kind: .soundBack, monotonicTime: wall,
                testTime: testTime(map.segment(atStream: note.streamFrame).testStart))
        }
    }

    private func testTime(_ frame: Int) -> Double { Double(frame) / rate - timeline.countdownS }
}
