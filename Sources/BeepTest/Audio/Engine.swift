import Glibc
import Synchronization

/// Plays a test live on one dedicated audio thread (a pthread, not the async pool, so nothing
/// else ever runs on it): it renders the next period and waits in the sink's write for room.
///
/// The audio clock is the master: the position is frames written − the sink's delay, mapped to
/// the test through pauses and underruns. Heard events (cues, pause, resume) are queued with the
/// monotonic time their frame was heard and the front takes them (`takeEvents`, or
/// `waitForEvents` on a self-pipe), so the audio thread never waits for a front.
///
/// An output that stops taking audio for good (a device or sound server gone: an error that
/// `snd_pcm_recover` cannot mend, or nothing played for `PlaybackProgressWatch.limitSeconds`:
/// suspended, stopped, or failing every write) does not end the test: the position goes on by the monotonic
/// clock from the last audio-clock reading, the audio thread opens the device again twice a
/// second, and the stream then starts at the test's position (`soundLost`, `soundBack` events).
public final class Engine: LivePlayback {
    /// The test being played.
    public let timeline: Timeline
    /// What the sink granted (rate, period, buffer).
    public let format: AudioFormat
    /// The sink's name, for messages.
    public let sinkName: String
    private let state: EngineState
    private let clock: any MonotonicClock
    private let thread: pthread_t
    private let joined = Atomic<Bool>(false)

    /// The pips of the count-in after a pause, a second apart; the test goes on a second after
    /// the last.
    public static let countInPips = AudioWorker.countInPips

    /// Opens `sink` near `rate` and starts playing `timeline` at once on a new audio thread,
    /// writing every audio-clock reading to `clockLog` when one is given. `stream` makes the
    /// renderer for the rate the sink granted (a pack's sounds and the calls); by default the beeps.
    /// `latencyS` is the speaker's delay beyond what the device reports (`--latency`): the
    /// position and every event follow it. `wakeS` seconds of quiet noise play before the
    /// countdown (`--wake`), the test not moving meanwhile. `timesAthletes` refuses an output that
    /// keeps no time (alsa-lib's `null` and `file` PCMs take a whole test in a second): athletes
    /// timed on it would all be scored the whole test.
    public init(
        timeline: Timeline, sink: sending any AudioSink, rate: Int = 48000, clock: any MonotonicClock = SystemClock(),
        clockLog: sending ClockLog? = nil, latencyS: Double = 0, wakeS: Double = 0, timesAthletes: Bool = false,
        stream: ((_ rate: Int) throws(BeepTestError) -> Renderer)? = nil
    ) throws(BeepTestError) {
        let format = try sink.open(rate: rate)
        let sinkName = sink.name
        if timesAthletes && sink.pacing == .unpaced {
            sink.close()
            throw BeepTestError(
                .usage,
                tr(
                    "'%s' keeps no time (it takes the sound at once), so it cannot time athletes: choose a sound device ('beeptest devices') or --silent",
                    sinkName))
        }
        let renderer: Renderer
        do {
            renderer = try stream?(format.rate) ?? Renderer(timeline: timeline, rate: format.rate)
        } catch {
            sink.close()
            throw error
        }
        let wake: SelfPipe
        do {
            wake = try SelfPipe(for: "the engine's wake pipe")
        } catch {
            sink.close()
            throw error
        }
        let state = EngineState(wake: wake)
        let worker = AudioWorker(
            sink: sink, renderer: renderer, format: format, clock: clock, state: state, clockLog: clockLog,
            latencyS: latencyS, wakeS: wakeS)
        let thread = try PosixThread.spawn { worker.run() }
        self.timeline = timeline
        self.format = format
        self.sinkName = sinkName
        self.state = state
        self.clock = clock
        self.thread = thread
    }

    deinit {
        stop()
        join()
    }

    /// The test position heard now: the last audio-clock reading, carried forward on the
    /// monotonic clock until the next one (never past a pause already written, or the end: the
    /// test's time runs on through a stall, as the skip after it does).
    public var position: PlaybackPosition {
        let (anchor, paused, lostSince) = state.shared.withLock { ($0.anchor, $0.pauseRequested, $0.soundLostSince) }
        let now = clock.now()
        var frame = anchor.testFrame
        if anchor.advancing, let wall = anchor.wall {
            frame = min(anchor.limit, frame + max(0, Int(((now - wall) * Double(format.rate)).rounded(.down))))
        }
        // The count-in of a resume is still part of the pause: the test has not moved yet.
        let resumingInS = anchor.resumesAt.map { $0 - now }.flatMap { $0 > 0 && !paused ? $0 : nil }
        return PlaybackPosition(
            testTime: Double(frame) / Double(format.rate) - timeline.countdownS,
            isPaused: (paused || resumingInS != nil) && !anchor.finished, isFinished: anchor.finished,
            soundLostForS: lostSince.map { max(0, now - $0) }, resumingInS: anchor.finished ? nil : resumingInS)
    }

    public func pause() { state.shared.withLock { if !$0.done { $0.pauseRequested = true } } }

    public func resume() { state.shared.withLock { $0.pauseRequested = false } }

    public func stop() { state.shared.withLock { $0.stopRequested = true } }

    /// The heard events not taken yet, oldest first.
    public func takeEvents() -> [PlaybackEvent] {
        state.shared.withLock { shared in
            let count = shared.schedule.prefix { $0.heard }.count
            guard count > 0 else { return [] }
            shared.takenThrough = shared.schedule[count - 1].serial
            defer { shared.schedule.removeFirst(count) }
            return shared.schedule[0..<count].map(\.event)
        }
    }

    /// Waits up to `timeout` seconds for events or the end, then takes the events. An infinite
    /// `timeout` waits for them however long it takes: the audio thread wakes the front at the end.
    public func waitForEvents(timeout: Double) -> [PlaybackEvent] {
        waitForWake(timeout: timeout)
        return takeEvents()
    }

    /// The next event at the moment it is heard: sleeps (`clock_nanosleep` to an absolute
    /// time) until the audio clock's estimate of when its frame leaves the speakers, and
    /// returns it with that time as its `monotonicTime`; nil once the engine has ended and every event
    /// was given. For a front that prints each event as it is heard (`--events`): the line is
    /// out within the wake-up time of a thread, not a period late. Events come in order, once
    /// each, and with `takeEvents` from one front only.
    public func nextEvent() -> PlaybackEvent? {
        while true {
            let now = clock.now()
            let (next, done) = state.shared.withLock { shared -> (ScheduleEntry?, Bool) in
                guard let first = shared.schedule.first else { return (nil, shared.done) }
                if first.heard || first.event.monotonicTime <= now {
                    shared.schedule.removeFirst()
                    shared.takenThrough = first.serial
                }
                return (first, shared.done)
            }
            if let next {
                if next.heard || next.event.monotonicTime <= now { return next.event }
                // The estimate may move with later readings (a stall): look again once it is due.
                clock.sleep(until: next.event.monotonicTime)
            } else if done {
                return nil
            } else {
                waitForWake(timeout: .infinity)
            }
        }
    }

    /// Waits up to `timeout` seconds for the audio thread's wake byte, and empties the pipe.
    private func waitForWake(timeout: Double) {
        var descriptor = pollfd(fd: state.wake.readDescriptor, events: Int16(POLLIN), revents: 0)
        // poll's -1 is "no timeout"; a finite wait is clamped so that the conversion cannot trap.
        let milliseconds = timeout == .infinity ? -1 : Int32(min(max(0, timeout) * 1000, Double(Int32.max)))
        if poll(&descriptor, 1, milliseconds) > 0 { _ = state.wake.drain() }
    }

    /// The descriptor that becomes readable when events arrive or the engine ends (for a front
    /// that polls several things; `waitForEvents` empties it).
    public var wakeDescriptor: Int32 { state.wake.readDescriptor }

    /// True once the audio thread has ended and closed the output.
    public var isDone: Bool { state.shared.withLock { $0.done } }

    /// How many underruns or suspends the output recovered from.
    public var underruns: Int { state.shared.withLock { $0.underruns } }

    /// The stretches without sound so far (the output gone, then opened again or not), oldest first.
    public var soundOutages: [SoundOutage] { state.shared.withLock { $0.outages } }

    /// Waits for the audio thread to end and returns why it failed, if it did.
    @discardableResult
    public func join() -> BeepTestError? {
        if !joined.exchange(true, ordering: .acquiringAndReleasing) { pthread_join(thread, nil) }
        return state.shared.withLock { $0.failure }
    }
}
