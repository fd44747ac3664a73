import Glibc

/// The loop of the engine's audio thread: render the next period, write it (the sink waits
/// until it has room: that is the pacing), read the audio clock, report what has been heard.
///
/// Everything here belongs to the audio thread; the fronts see only `EngineState`.
final class AudioWorker {
    private let sink: any AudioSink
    private let renderer: Renderer
    private let clock: any MonotonicClock
    private let state: EngineState
    private let format: AudioFormat

    private let buffer: UnsafeMutableBufferPointer<Int16>
    /// The test read from the render: its next frame and cue, the quiet kept after a gap, the fade.
    private var playhead: Playhead
    /// Stream frames so far: written, plus those lost in underruns (the stream's own time).
    private var streamFrame = 0
    /// `streamFrame` before the last write: frames handed over since then cannot have been heard.
    private var streamBeforeWrite = 0
    private var map = StreamMap()
    /// Where the worker is: before the test, playing it, paused, or without its output.
    private var phase = Phase.playing
    /// The notes written and not heard yet, and the serials of every event.
    private var pending: PendingNotes
    /// The stream's audio-clock line, and the gaps in it.
    private var streamClock: StreamClock
    /// What the stream owes the test's line after a gap, and whether the position is held meanwhile.
    private var debt = LineDebt()
    /// Where every reading and every gap acted on is written, when asked for.
    private let clockLog: ClockLog?
    /// True when a lost output is opened again rather than ending the test: a device or a sound
    /// server (a `file` PCM would be written over, and the silent sink cannot be lost). Read once
    /// the sink is open: a closed one no longer says what it was.
    private let reconnects: Bool
    /// Closes the lost output and opens it again away from this thread (a stopped server holds both).
    private let reopener: SinkReopener
    /// Frames the listeners hear after the device says it played them (`--latency`): a speaker
    /// that reports less delay than it has. Every time published is moved on by them.
    private let latencyFrames: Int
    /// Quiet noise before the countdown (`--wake`), so that a speaker that sleeps wakes before
    /// the first pip; the test does not move meanwhile.
    private var wakeNoise: WakeNoise
    /// The count-in after a pause.
    private var countIn: CountIn
    /// When the device or server last took frames while playing (one that stops is lost), and
    /// underruns in a row with nothing played between them.
    private var progress: PlaybackProgressWatch
    /// How often underruns and a server holding too much are told.
    private var gapReports = GapReports()

    /// The states of the audio thread, one at a time.
    private enum Phase {
        /// The lead-in before the test (`--wake`'s noise, a device's first buffer of silence):
        /// played as a pause, the test does not move.
        case leadingIn
        /// The test plays.
        case playing
        /// Paused: silence, the test frozen (a count-in may be playing before the resume).
        case paused
        /// The output is gone: the test's clock runs on the monotonic clock meanwhile.
        case lost(LostOutput)
    }

    /// True while the test does not move: before it, paused, or paused while the output is gone.
    private var paused: Bool {
        get {
            switch phase {
            case .leadingIn, .paused: true
            case .playing: false
            case .lost(let output): output.paused
            }
        }
        set {
            if case .lost(var output) = phase {
                output.paused = newValue
                phase = .lost(output)
            } else {
                phase = newValue ? .paused : .playing
            }
        }
    }

    /// The lost output's state while it is gone; set to nil when the sound is back, which goes on
    /// paused or playing as it was.
    private var lost: LostOutput? {
        get { if case .lost(let output) = phase { output } else { nil } }
        set {
            if let newValue {
                phase = .lost(newValue)
            } else if let output = lost {
                phase = output.paused ? .paused : .playing
            }
        }
    }

    /// True while the lead-in before the test plays.
    private var leadingIn: Bool { if case .leadingIn = phase { true } else { false } }

    /// Readings of a reopened stream, moving and agreeing, that place its line before the test
    /// goes on in it (150 ms; a sound server's first readings after a start may scatter, and then
    /// the line waits for three that agree, or for eight: `StreamClock.placeNewLine`).
    static let reopenReadings = 3
    /// Pips of the count-in after a pause, a second apart; the test goes on a second after the last.
    static let countInPips = CountIn.pips

    /// A worker for `sink`, open already at `format`, playing `renderer`'s test; `latencyS` and
    /// `wakeS` are `--latency` and `--wake`.
    init(
        sink: any AudioSink, renderer: Renderer, format: AudioFormat, clock: any MonotonicClock, state: EngineState,
        clockLog: ClockLog? = nil, latencyS: Double = 0, wakeS: Double = 0
    ) {
        latencyFrames = max(0, Int((latencyS * Double(format.rate)).rounded()))
        wakeNoise = WakeNoise(frames: Int((wakeS * Double(format.rate)).rounded()))
        countIn = CountIn(pip: renderer.sound(of: .countdown), rate: format.rate)
        self.sink = sink
        reconnects = sink.pacing.startsLate
        self.clockLog = clockLog
        self.renderer = renderer
        self.format = format
        self.clock = clock
        self.state = state
        playhead = Playhead(renderer: renderer)
        streamClock = StreamClock(rate: format.rate)
        progress = PlaybackProgressWatch(openedAt: clock.now())
        reopener = SinkReopener(threaded: clock.passesInRealTime)
        buffer = .allocate(capacity: max(1, format.periodFrames))
        pending = PendingNotes(timeline: renderer.timeline, rate: format.rate)
    }

    deinit { buffer.deallocate() }

    private var rate: Double { Double(format.rate) }

    /// True when the readings can stamp a frame's time: the silent sink's from its first write,
    /// a device's once the clock filter has seen the stream playing (a sound server's first
    /// readings, before it really starts, put the first cue up to seconds early).
    private var clockIsPlaying: Bool { !sink.pacing.startsLate || streamClock.isPlaying }

    /// Plays the test to its end (drain) or until stopped (drop); always closes the sink.
    func run() {
        // Only where the writes feed a card (SinkPacing.wantsRealTime): elsewhere the priority
        // buys nothing and costs a wake-up across CPUs (a migration) at every period.
        if clock.passesInRealTime && sink.pacing.wantsRealTime { AudioWorker.askForRealTimePriority() }
        // The device's start is timed from here: the calls were made before the thread began.
        progress.opened(at: clock.now())
        var failure: BeepTestError?
        var stopped = false
        do {
            if try play() {
                if lost == nil { try drain() }
            } else {
                stopped = true
            }
        } catch {
            failure = error
            stopped = true
        }
        releaseSink(dropping: stopped)
        clockLog?.close()
        let end = clock.now()
        let lostFrame = lost.map { min(renderer.totalFrames, $0.testFrame(at: end)) }
        state.shared.withLock {
            if let lostFrame { $0.anchor.testFrame = lostFrame }
            // Dropped: what was due by now was heard, the rest never will be.
            $0.settleSchedule(at: end)
            $0.failure = failure
            $0.anchor.finished = true
            $0.anchor.advancing = false
            $0.done = true
        }
        wake()
    }

    /// Waits until the device has played every frame written, but no longer than its buffer and a
    /// second: a server stopped just before the end holds a drain for as long as it is stopped,
    /// and the test ends on its own time all the same (the end unheard is said as a lost sound).
    private func drain() throws(BeepTestError) {
        let deadline = clock.now() + Double(format.bufferFrames) / rate + 1
        reopener.start(draining: sink)
        var outcome = reopener.take()
        while outcome == nil && clock.now() < deadline {
            clock.sleep(until: min(deadline, clock.now() + 0.01))
            outcome = reopener.take()
        }
        switch outcome {
        case .drained:
            // The speaker's own delay, beyond what the device reported: the end is heard then.
            if latencyFrames > 0 { clock.sleep(until: clock.now() + Double(latencyFrames) / rate) }
            readClock(drained: true)
        case .drainFailed(let error):
            try lose(error, atEnd: true)
        default:
            let unheard = tr("the sound server does not answer: the end of the test was not heard")
            try lose(BeepTestError(.io, unheard), atEnd: true)
        }
    }

    /// Drops what the sink holds (on a stop) and closes it, unless a job of the reopener holds it
    /// still (that job closes it, or the process's end does) or the sound is still lost.
    private func releaseSink(dropping: Bool) {
        _ = reopener.take()
        guard !reopener.isRunning else { return }
        guard lost == nil else {
            // Opened again while the sound was lost, to a server that may have stopped once more:
            // closed away from this thread, as every call that waits for such a server is.
            reopener.start(closing: sink, reopeningAt: nil)
            return
        }
        if dropping { sink.drop() }
        sink.close()
    }

    /// Asks for a modest real-time priority (SCHED_FIFO 10) so that a busy machine cannot keep
    /// the audio thread from refilling the buffer. Without the right (most users, unless
    /// rtkit or limits.conf grant it) the thread stays as it was: the 200 ms buffer is meant
    /// to be enough then. The thread waits in every write, so it never holds a core.
    private static func askForRealTimePriority() {
        var parameters = sched_param()
        parameters.sched_priority = 10
        _ = pthread_setschedparam(pthread_self(), SCHED_FIFO, &parameters)
    }

    /// Writes periods until the end of the stream (true) or a stop request (false).
    private func play() throws(BeepTestError) -> Bool {
        if sink.pacing.startsLate || wakeNoise.frames > 0 { try playLeadIn() }
        while true {
            let (pauseRequested, stopRequested) = state.shared.withLock { ($0.pauseRequested, $0.stopRequested) }
            if stopRequested { return false }
            if lost != nil {
                if try playWithoutSound(pauseRequested: pauseRequested) { return true }
                continue
            }
            if !paused && playhead.atEnd { return true }
            followPauseRequest(pauseRequested)
            if debt.frames != 0 && !paused { try settleOwedFrames() }
            var count = paused ? buffer.count : min(buffer.count, playhead.framesLeft)
            // A period ends where the count-in does, so that the test goes on at its exact frame.
            if paused, let left = countIn.framesLeft(at: streamFrame) { count = min(count, left) }
            fill(count)
            try write(count)
            readClock(drained: false)
        }
    }

    /// Plays the wake noise (`--wake`), then starts a device on a buffer of silence before the
    /// test: a sound server starts a stream
    /// some time after the buffer is full and its first frames land off the grid of the later
    /// ones, and until the readings show the stream playing no frame can be stamped. So the first
    /// cue is heard in a stream already running, on time, and its event line can be on time too.
    /// Played as a pause (the test does not move, an underrun skips nothing).
    private func playLeadIn() throws(BeepTestError) {
        phase = .leadingIn
        // Lost in the lead-in, the test goes on without sound from its start, as it would have.
        defer { if leadingIn { phase = .playing } }
        map.begin(atStream: 0, test: 0, playing: false)
        let leadFrames = wakeNoise.frames + (sink.pacing.startsLate ? format.bufferFrames : 0)
        while streamFrame < leadFrames && lost == nil {
            if state.shared.withLock({ $0.stopRequested }) { break }
            let count = min(buffer.count, leadFrames - streamFrame)
            fill(count)
            wakeNoise.add(into: UnsafeMutableBufferPointer(rebasing: buffer[0..<count]), at: streamFrame)
            try write(count)
            readClock(drained: false)
        }
        if lost == nil { map.begin(atStream: streamFrame, test: playhead.frame, playing: true) }
    }

    /// Acts on the fronts' pause control: a pause at once; a resume after the count-in (three
    /// pips a second apart, the test frozen meanwhile, then the test goes on where it paused, on
    /// the next second's beat). A pause during the count-in stops it and stays paused.
    private func followPauseRequest(_ pauseRequested: Bool) {
        if pauseRequested {
            countIn.cancel()
            if !paused { togglePause() }
        } else if paused {
            if countIn.start != nil {
                if countIn.finish(at: streamFrame) { togglePause() }
            } else {
                countIn.begin(at: streamFrame)
            }
        }
    }

    private func togglePause() {
        paused.toggle()
        // A resume starts the test on a new line: nothing is owed to the old one.
        debt.clear()
        map.begin(atStream: streamFrame, test: playhead.frame, playing: !paused)
        pending.add(paused ? .pause : .resume, atStream: streamFrame)
        if paused { playhead.pause() } else { playhead.resume() }
    }

    /// Renders the next `count` frames into the buffer: the test, or silence while paused (the
    /// sound a pause cuts fades, the count-in's pips play), and notes each cue placed in them.
    private func fill(_ count: Int) {
        let period = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
        if paused {
            playhead.fillPaused(period)
            countIn.addPips(into: period, at: streamFrame)
            return
        }
        playhead.fill(period) { cue, offset in
            pending.add(.cue(cue, lateFrames: debt.lateFrames(forCue: cue)), atStream: streamFrame + offset)
        }
    }

    /// Writes the first `count` frames of the buffer; on an underrun, recovers and skips ahead.
    private func write(_ count: Int, advancingTest: Bool = true) throws(BeepTestError) {
        let end = try writeBuffer(count, advancingTest: advancingTest) {
            self.state.shared.withLock { $0.stopRequested }
        }
        if end == .underrun { recoverTiming() }
    }

    /// How a write of the buffer ended.
    private enum WriteEnd {
        /// Every frame was taken.
        case written
        /// The device ran dry and was recovered; what was not written is not.
        case underrun
        /// Not every frame was taken: the output is lost, or the wait for room was given up.
        case cut
    }

    /// The one write path, for the test and for a reopened device's lead-in alike: writes the
    /// first `count` frames of the buffer as the sink takes them, waiting while it has no room
    /// (given up when the output has stopped playing, or when `givingUp` says so); an error the
    /// sink cannot mend loses the output. What an underrun means is the caller's.
    private func writeBuffer(
        _ count: Int, advancingTest: Bool, givingUpWhen givingUp: () -> Bool
    ) throws(BeepTestError) -> WriteEnd {
        streamBeforeWrite = streamFrame
        var offset = 0
        while offset < count {
            let part = UnsafeBufferPointer(rebasing: buffer[offset..<count])
            let result: SinkWrite
            do throws(BeepTestError) {
                result = try sink.write(part)
            } catch {
                try lose(error)
                return .cut
            }
            switch result {
            case .wrote(let frames):
                offset += frames
                progress.took(frames)
                if advancingTest { advance(by: frames) } else { streamFrame += frames }
            case .noRoom:
                if try loseIfStopped() || givingUp() { return .cut }
            case .xrun(let code):
                do throws(BeepTestError) {
                    try sink.recover(code)
                } catch {
                    try lose(error)
                    return .cut
                }
                return try loseIfStopped() ? .cut : .underrun
            }
        }
        return .written
    }

    private func advance(by frames: Int) {
        streamFrame += frames
        if !paused { playhead.frame += frames }
    }

    /// After an underrun or suspend, jumps the stream and the test over the frames the listeners
    /// did not hear, so that every later cue keeps its time. ALSA does not say how many frames
    /// were lost: the monotonic clock measures this gap only, from the last audio-clock reading.
    private func recoverTiming() {
        if progress.underran() {
            // Nothing played since the last one: a server that fails every write at once. A
            // period's rest keeps the loop from spinning until the progress watch calls it lost.
            clock.sleep(until: clock.now() + Double(format.periodFrames) / rate)
        }
        let now = clock.now()
        var lost = 0
        if let anchor = streamClock.anchor {
            lost = max(0, Int(((now - anchor.wall) * rate).rounded()) - (streamFrame - anchor.stream))
        }
        // What was rendered but not written is gone; so are its notes.
        pending.dropUnwritten(from: streamFrame)
        let skippedFrom = playhead.frame
        advance(by: lost)
        // A cue already going back to be played late is not sent back again by a second underrun.
        if !paused, !debt.replaysCue, let late = playhead.lateCue(missedFrom: skippedFrom) {
            playLate(cue: late)
        } else {
            playhead.jump(to: playhead.frame, silence: paused ? .asBefore : .toNextCue)
        }
        map.begin(atStream: streamFrame, test: playhead.frame, playing: !paused)
        let skipped = paused ? 0 : Double(lost) / rate
        reportGap(skipped: skipped, at: now)
        clockLog?.gap("skip", wall: now, frames: lost)
        // The device restarts empty: the next frame written is heard about now, on a new line
        // ("about": the readings once it plays say how far off, and the owed frames correct it).
        streamClock.restart(atStream: streamFrame, now: now)
    }

    /// Counts an underrun or a stall, and tells it when `gapReports` says it is time.
    private func reportGap(skipped: Double, at now: Double) {
        guard let told = gapReports.underrun(skipped: skipped, at: now) else {
            state.shared.withLock { $0.underruns += 1 }
            return
        }
        publishNow(.underrun(skippedSeconds: told), at: now) { $0.underruns += 1 }
    }

    /// Publishes an event as heard when it happens, not through the stream (a gap told, a server
    /// holding too much, a pause while the sound is gone), with `also` done under the same lock,
    /// and wakes the fronts.
    private func publishNow(
        _ kind: PlaybackEvent.Kind, at now: Double, also: (inout EngineShared) -> Void = { _ in }
    ) {
        let event = PlaybackEvent(kind: kind, monotonicTime: now, testTime: testTime(playhead.frame))
        let serial = pending.takeSerial()
        state.shared.withLock {
            also(&$0)
            $0.schedule.append(ScheduleEntry(serial: serial, event: event, heard: true))
        }
        wake()
    }

    /// Says once when a sound server queues more than a period beyond the buffer: PipeWire at a
    /// quantum of 4096 frames (85 ms) or more holds a quantum beyond it, and its delay then stops
    /// saying when a frame is heard (event lines late; at 8192, cues drift and underrun).
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    private func noteServerHolding(_ delay: Int, at now: Double) {
        guard sink.pacing == .server, delay > format.bufferFrames + format.periodFrames, gapReports.serverHolds() else {
            return
        }
        publishNow(.serverHolds(seconds: Double(delay - format.bufferFrames) / rate), at: now)
    }

    /// After a write that took nothing or an underrun: when the output has not played for longer
    /// than it may, it is lost (true), as one that reports an error is.
    private func loseIfStopped() throws(BeepTestError) -> Bool {
        guard reconnects, lost == nil || lost?.reopened == true else { return false }
        let now = clock.now()
        guard progress.hasStopped(at: now) else { return false }
        let silentFor = Translation.decimal(now - progress.deadline + PlaybackProgressWatch.limitSeconds, decimals: 1)
        try lose(
            BeepTestError(.io, tr("audio device '%s' stopped playing (nothing played for %s s)", sink.name, silentFor)))
        return true
    }

    /// Acts on what the gap watch found in a reading at `heard`: the frames not yet heard will
    /// be heard `late` frames later than the stream says (earlier when negative), so they move
    /// on in the stream, and the test owes them: skipped (or held back) where nothing is heard.
    private func streamIsLate(by late: Int, after heard: Int, stalled: Bool, at now: Double) {
        clockLog?.gap(stalled ? "stall" : "offline", wall: now, frames: late)
        pending.delay(from: heard, by: late)
        map.shift(after: heard, by: late)
        streamFrame += late
        debt.streamMoved(by: late, stalled: stalled, paused: paused)
        streamClock.leaveLine(restartingAt: stalled ? (heard + late, now) : nil)
        if stalled {
            reportGap(skipped: paused ? 0 : Double(late) / rate, at: now)
        }
    }

    /// Skips the owed test frames, or inserts the owed silence, once the write point and the
    /// frames skipped are silent (never mid-sound: no click). A stall's skip does not wait: its
    /// cues would be late, so the stream stays silent up to the next cue instead, as after an
    /// underrun.
    private func settleOwedFrames() throws(BeepTestError) {
        let threshold = streamClock.gapThreshold
        let frame = playhead.frame
        guard
            debt.isStall(threshold: threshold) || playhead.isQuiet(from: frame - 1, to: frame + max(0, debt.frames) + 1)
        else { return }
        switch debt.settle(atStream: streamFrame, silenceAtMost: buffer.count, threshold: threshold) {
        case .skip(let owed, let stall):
            // Never past the end: the loop has checked for the end already.
            playhead.jump(to: min(renderer.totalFrames, frame + owed), silence: stall ? .toNextCueAtLeast : .asBefore)
            map.begin(atStream: streamFrame, test: playhead.frame, playing: true)
        case .silence(let count):
            map.begin(atStream: streamFrame, test: playhead.frame, playing: false)
            UnsafeMutableBufferPointer(rebasing: buffer[0..<count]).update(repeating: 0)
            try write(count, advancingTest: false)
            map.begin(atStream: streamFrame, test: playhead.frame, playing: true)
        }
    }

    /// Logs a reading of `delay` frames queued at `now` and acts on what it shows: a server that
    /// holds too much, a stall, a stream off its line.
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    private func watchForGaps(delay: Int, at now: Double) {
        // Never the frames just written: a device that ran dry may say nothing is queued
        // (PulseAudio does, for half a second after a stall), which would put the stall a
        // period short and the cues after it 50 ms early until the readings settle.
        let reading = min(streamBeforeWrite, streamFrame - delay)
        clockLog?.reading(wall: now, stream: streamFrame, delay: delay)
        noteServerHolding(delay, at: now)
        switch streamClock.gapIn(heard: reading, wall: now, queued: delay) {
        case .stall(let frames): streamIsLate(by: frames, after: reading, stalled: true, at: now)
        case .offLine(let frames): streamIsLate(by: frames, after: reading, stalled: false, at: now)
        case nil: break
        }
    }

    /// Reads the audio clock (frames written − delay), keeps it as the anchor, reports what
    /// has been heard and publishes the position. The thread wakes to cold caches every period,
    /// so the parts this calls are inlined into it (`@inline(__always)`): in one place, their code
    /// cost 1.5 µs a period less than spread over a page each (a probe's median, 7 Dec 2026).
    private func readClock(drained: Bool) {
        guard lost == nil else { return }
        let now = clock.now()
        let delay = drained ? 0 : sink.delay()
        guard let delay else { return }
        if !drained { watchForGaps(delay: delay, at: now) }
        let deviceAnchor = streamClock.read(streamFrame: streamFrame, delay: delay, drained: drained, at: now)
        // What the listeners hear: `--latency` later than the device says (after a drain the
        // wait for it is over). The same line, from a frame the stream has reached.
        let late = drained ? 0 : latencyFrames
        let anchor = (
            stream: max(0, deviceAnchor.stream - late),
            wall: deviceAnchor.wall + Double(max(0, late - deviceAnchor.stream)) / rate
        )
        let heard = anchor.stream
        let playing = clockIsPlaying
        // Frames taken while the readings show the stream moving: the device is playing.
        progress.clockRead(playing: playing, at: now)
        let reported = pending.heardCount(through: heard, playing: playing, drained: drained)
        let segment = map.segment(atStream: heard)
        let heardTest = segment.testFrame(atStream: heard)
        // The test's own time runs on past what was written (a stall or an underrun skips it):
        // only a pause already written, or the end, stops the position.
        let limit =
            map.segment(after: heard).map { segment.testFrame(atStream: $0.streamStart) } ?? renderer.totalFrames
        map.forget(before: heard)
        let endFrame = renderer.cueFrames.last ?? 0
        countIn.resumeHeard(at: heard, drained: drained)
        let resumesAt = countIn.resumeStream.map { anchor.wall + Double($0 - anchor.stream) / rate }
        let holding = debt.holdsPosition(heard: heard) && !drained
        state.shared.withLock {
            if !holding {
                $0.anchor = PositionAnchor(
                    testFrame: heardTest, wall: anchor.wall, advancing: segment.playing && !drained, limit: limit,
                    finished: drained || heardTest >= endFrame && !renderer.cueFrames.isEmpty, resumesAt: resumesAt)
            }
            pending.publish(reported: reported, upcoming: playing, anchor: anchor, map: map, into: &$0)
        }
        if pending.published(reported: reported, upcoming: playing) { wake() }
    }

    // MARK: The output lost, and found again

    /// An output error `snd_pcm_recover` could not mend: for a device or a sound server the
    /// output is gone (the server killed, the speaker unplugged) and the test goes on without
    /// it; elsewhere (a `file` PCM) the error ends the run as ever.
    private func lose(_ error: BeepTestError, atEnd: Bool = false) throws(BeepTestError) {
        guard reconnects else { throw error }
        if lost != nil {
            // It failed again while coming back: the same outage goes on.
            reopener.start(closing: sink, reopeningAt: nil)
            lost?.reopened = false
            return
        }
        let now = clock.now()
        let published = state.shared.withLock { $0.anchor }
        let output = LostOutput(
            lostAt: now, published: published, written: playhead.frame, leadingIn: leadingIn, paused: paused,
            totalFrames: renderer.totalFrames, rate: rate)
        let frame = output.testFrame
        // Notes not heard yet: the cues are gone with the sound, but a pause or a resume the
        // front asked for happened all the same.
        let kept = pending.takeKeptOnLoss()
        playhead.frame = frame
        debt.clear()
        // Without sound there is no count-in: a resume asked for goes on at once, as ever.
        countIn.cancel()
        lost = output
        let lostEvent = PlaybackEvent(
            kind: .soundLost(reason: error.message, atEnd: atEnd), monotonicTime: now, testTime: testTime(frame))
        let serial = pending.takeSerial()
        clockLog?.gap("lost", wall: now, frames: 0)
        state.shared.withLock {
            $0.settleSchedule(at: now)
            pending.publishKept(kept, at: now, map: map, into: &$0)
            $0.schedule.append(ScheduleEntry(serial: serial, event: lostEvent, heard: true))
            $0.orderSchedule()
            $0.soundLostSince = now
            $0.outages.append(SoundOutage(lostAt: testTime(frame), lostMonotonicTime: now))
            $0.anchor = output.anchor
        }
        wake()
        // Closed once the fronts know, away from this thread: a stopped server holds a close
        // until it goes on again.
        reopener.start(closing: sink, reopeningAt: nil)
    }

    /// The test frame at monotonic time `now` while the output is gone; the next to render when not.
    private func lostTestFrame(at now: Double) -> Int { lost?.testFrame(at: now) ?? playhead.frame }

    /// One step while the output is gone: pause and resume on the monotonic clock, the end of the
    /// test, an attempt to open the device again, or a period of the reopened device's lead-in.
    /// True when the test has reached its end without sound.
    private func playWithoutSound(pauseRequested: Bool) throws(BeepTestError) -> Bool {
        guard var output = lost else { return false }
        let now = clock.now()
        if pauseRequested != output.paused {
            playhead.frame = output.togglePause(at: now)
            lost = output
            publishNow(output.paused ? .pause : .resume, at: now) { $0.anchor = output.anchor }
        }
        if output.hasEnded(at: now) {
            playhead.frame = renderer.totalFrames
            return true
        }
        if output.reopened {
            try leadBackIn()
            return false
        }
        if reopener.take() == .opened {
            reopened()
            return false
        }
        if now >= output.nextAttempt && !reopener.isRunning {
            output.nextAttempt = now + LostOutput.reopenInterval
            lost = output
            reopener.start(closing: sink, reopeningAt: format.rate)
            if reopener.take() == .opened {
                reopened()
                return false
            }
        }
        // Short sleeps, so that pause, stop, the end and an attempt's outcome are seen at once.
        clock.sleep(until: output.nextLook(at: now, step: reopener.isRunning ? 0.01 : 0.05))
        return false
    }

    /// The device is open again: its lead-in of silence begins.
    private func reopened() {
        // A new stream on a new clock line: nothing learnt of the old one holds.
        streamClock.newStream()
        map.begin(atStream: streamFrame, test: playhead.frame, playing: false)
        lost?.reopened = true
        progress.opened(at: clock.now())
        clockLog?.gap("reopen", wall: clock.now(), frames: 0)
    }

    /// Writes a period of silence to the reopened device and reads its clock; once the readings
    /// place the stream's line, the test goes on in it at its position by the monotonic clock.
    private func leadBackIn() throws(BeepTestError) {
        UnsafeMutableBufferPointer(rebasing: buffer[0..<buffer.count]).update(repeating: 0)
        // A server that takes nothing (stopped) holds the write until the watch calls it lost: a
        // pause, a resume, a stop or the test's end meanwhile is taken at once.
        let end = try writeBuffer(buffer.count, advancingTest: false) {
            let (pause, stop) = self.state.shared.withLock { ($0.pauseRequested, $0.stopRequested) }
            let ended = !self.paused && self.lostTestFrame(at: self.clock.now()) >= self.renderer.totalFrames
            return stop || pause != self.paused || ended
        }
        switch end {
        case .written: break
        case .cut: return
        case .underrun:
            // Not started yet: the stream's line is learnt afresh. A server that fails every
            // write (gone again) rests a period each time until the watch calls it lost.
            streamClock.forgetReadings()
            clock.sleep(until: clock.now() + Double(format.periodFrames) / rate)
            return
        }
        guard lost?.reopened == true, let delay = sink.delay() else { return }
        let now = clock.now()
        clockLog?.reading(wall: now, stream: streamFrame, delay: delay)
        let line = streamClock.placeNewLine(heard: streamFrame - max(0, delay), at: now, after: Self.reopenReadings)
        progress.clockRead(playing: streamClock.isPlaying, at: now)
        guard let heard = line else { return }
        // The next frame written is heard at `heardAt` (with the speaker's own latency): the test
        // frame due then goes there.
        let heardAt = heard.wall + Double(streamFrame - heard.stream + latencyFrames) / rate
        resumeSound(atTest: min(renderer.totalFrames, lostTestFrame(at: heardAt)), heardAt: heardAt)
    }

    /// The test goes on in the reopened stream from test frame `frame`, heard at `heardAt`: the
    /// next cue on its original time, the rest of a sound already under way (a cue's or a call's)
    /// left out.
    private func resumeSound(atTest frame: Int, heardAt: Double) {
        let missedFrom = lost?.testFrame ?? frame
        playhead.frame = frame
        lost = nil
        if !paused, let late = playhead.lateCue(missedFrom: missedFrom) {
            playLate(cue: late)
        } else {
            playhead.jump(to: frame, silence: .toQuiet)
            // The readings of the lead-in's silence would put the position back to the loss: the
            // monotonic position stands until the return is heard.
            debt.holdUntilHeard(fromStream: streamFrame, paused: paused)
        }
        map.begin(atStream: streamFrame, test: playhead.frame, playing: !paused)
        pending.add(.soundBack, atStream: streamFrame)
        clockLog?.gap("back", wall: heardAt, frames: 0)
        // Where the sound goes on: at a cue played late, that cue (as the sound_back event says).
        let back = testTime(playhead.frame)
        state.shared.withLock {
            $0.soundLostSince = nil
            if let last = $0.outages.indices.last {
                $0.outages[last].backAt = back
                $0.outages[last].backMonotonicTime = heardAt
            }
        }
    }

    /// Goes back to cue `index`, so that it is heard now from its start: the test owes its line the
    /// frames since the cue, to be skipped in the quiet after it, so every later cue keeps its time.
    private func playLate(cue index: Int) {
        debt.playLate(cue: index, owed: playhead.goBack(toCue: index))
    }

    private func testTime(_ frame: Int) -> Double { Double(frame) / rate - renderer.timeline.countdownS }

    /// Wakes a front waiting on the self-pipe; never blocks (a full pipe is already awake).
    private func wake() { state.wake.post(1) }
}
