import BeepTest
import BeepTestTestSupport
import Glibc
import Synchronization
import Testing

/// The real silent sink, recording every frame the engine writes to it and when the sink
/// will play it (the clock now plus the frames queued before it).
final class RecordingSink: AudioSink, HeardRecord {
    let inner: SilentSink
    let clock: ManualClock
    var written: [Int16] = []
    /// Where each write's frames start in `written`, and when its first frame is heard.
    var chunks: [(start: Int, heardAt: Double)] = []
    var drained = false
    var dropped = false
    var name: String { "recording" }

    init(clock: ManualClock) {
        self.clock = clock
        inner = SilentSink(clock: clock)
    }

    func open(rate: Int) throws(BeepTestError) -> AudioFormat { try inner.open(rate: rate) }
    func write(_ frames: UnsafeBufferPointer<Int16>) throws(BeepTestError) -> SinkWrite {
        let heardAt = clock.now() + Double(inner.delay() ?? 0) / 48000
        let result = try inner.write(frames)
        if case .wrote(let count) = result {
            chunks.append((written.count, heardAt))
            written.append(contentsOf: frames.prefix(count))
        }
        return result
    }

    func delay() -> Int? { inner.delay() }
    func recover(_ code: Int32) throws(BeepTestError) { try inner.recover(code) }
    func drain() throws(BeepTestError) {
        drained = true
        try inner.drain()
    }
    func drop() { dropped = true }
    func close() {}
}

/// Something set once from the test thread and read on the audio thread.
final class Slot<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)
    func set(_ newValue: Value) { value.withLock { $0 = newValue } }
    func get() -> Value? { value.withLock { $0 } }
    /// Waits (briefly spinning) until the value is set: the test sets it a moment after the
    /// engine starts. Not set within `seconds`, the test is wrong, and it stops there with the
    /// reason rather than hang (this runs on the audio thread too, which has no value to go on with).
    func wait(seconds: Double = 30) -> Value {
        let clock = SystemClock()
        let deadline = clock.now() + seconds
        while true {
            if let value = get() { return value }
            guard clock.now() < deadline else { fatalError("Slot.wait: nothing was set within \(seconds) s") }
            usleep(200)
        }
    }
}

/// Runs `timeline` on an engine over a recording silent sink and a manual clock to its end.
func runToEnd(
    _ timeline: Timeline, clock: ManualClock, engineSlot: Slot<Engine>? = nil, latencyS: Double = 0, wakeS: Double = 0
) throws -> (RecordingSink, [PlaybackEvent], Engine) {
    let recorder = Slot<RecordingSink>()
    let sink = RecordingSink(clock: clock)
    recorder.set(sink)  // (the sink is handed to the engine; the slot keeps it for reading after the end)
    let engine = try Engine(
        timeline: timeline, sink: sink, rate: 48000, clock: clock, latencyS: latencyS, wakeS: wakeS)
    engineSlot?.set(engine)
    let events = engine.eventsUntilDone()
    #expect(engine.join() == nil)
    return (recorder.wait(), events, engine)
}

extension RecordingSink: @unchecked Sendable {}

@Suite("Engine")
struct EngineTests {
    @Test("plays exactly the rendered stream, paced by the sink, and drains at the end")
    func wholeStream() throws {
        let clock = ManualClock(start: 500)
        let timeline = Timeline(profile: shuttleProfile(), countdownS: 1)
        let (sink, events, engine) = try runToEnd(timeline, clock: clock)
        let expected = renderAll(Renderer(timeline: timeline, rate: 48000))
        #expect(sink.written == expected)
        #expect(sink.drained && !sink.dropped)
        // Paced: the clock moved as if the stream had been played in real time.
        let seconds = Double(expected.count) / 48000
        #expect(
            abs((clock.now() - 500) - seconds) < 0.06, "clock moved \(clock.now() - 500) s for \(seconds) s of audio")
        #expect(engine.position.isFinished)
        #expect(abs(engine.position.testTime - (seconds - 1)) < 0.001)
        _ = events
    }

    @Test("reports each cue once, in order, with the monotonic time its first frame was heard")
    func cueEvents() throws {
        let clock = ManualClock(start: 500)
        let timeline = Timeline(profile: shuttleProfile(), countdownS: 2)
        let (_, events, _) = try runToEnd(timeline, clock: clock)
        let cues = events.compactMap { event -> (Int, Double)? in
            if case .cue(let index, _) = event.kind { return (index, event.monotonicTime) }
            return nil
        }
        #expect(cues.map(\.0) == Array(timeline.cues.indices))
        // The silent sink starts playing at its first write (t = 500): frame F is heard at 500 + F / rate.
        for (index, wall) in cues {
            let frame = Renderer.frame(of: timeline.cues[index].time, countdownS: 2, rate: 48000)
            #expect(abs(wall - (500 + Double(frame) / 48000)) < 2.0 / 48000, "cue \(index) heard at \(wall)")
        }
    }

    @Test(
        "pause plays silence and freezes the position; resume continues the same test after three pips a second apart, each at its exact frame"
    )
    func pauseAndResume() throws {
        let engineSlot = Slot<Engine>()
        let frozen = Mutex<[Double]>([])
        let countingIn = Mutex<[Double]>([])
        let clock = ManualClock(start: 0) { now, _ in
            // Pause 2.53 s in, look at the position twice while paused, resume at 4.1 s, and look
            // twice during the count-in (the test still frozen, the time to go counting down).
            if now >= 2.53 && now < 2.6 { engineSlot.wait().pause() }
            if now >= 3.0 && now < 3.06 || now >= 3.8 && now < 3.86 || now >= 5.5 && now < 5.56
                || now >= 6.5 && now < 6.56
            {
                let position = engineSlot.wait().position
                #expect(position.isPaused)
                frozen.withLock { $0.append(position.testTime) }
                if now >= 5.5 { countingIn.withLock { $0.append(now + (position.resumingInS ?? -10)) } }
            }
            if now >= 4.1 && now < 4.16 { engineSlot.wait().resume() }
        }
        let timeline = Timeline(profile: shuttleProfile(), countdownS: 1)
        let (sink, events, _) = try runToEnd(timeline, clock: clock, engineSlot: engineSlot)
        let positions = frozen.withLock { $0 }
        #expect(positions.count >= 4)
        // The time the test goes on, read at each look during the count-in: the same each time.
        let goesOnAt = countingIn.withLock { $0 }
        #expect(goesOnAt.count >= 2 && goesOnAt.allSatisfy { abs($0 - goesOnAt[0]) < 1e-6 }, "\(goesOnAt)")
        #expect(Set(positions).count == 1, "the position moved while paused: \(positions)")
        let names = events.map(\.name).filter { $0 == "pause" || $0 == "resume" }
        #expect(names == ["pause", "resume"])
        guard let pause = events.first(where: { $0.name == "pause" }),
            let resume = events.first(where: { $0.name == "resume" })
        else { return }
        #expect(pause.testTime == resume.testTime)
        // Every cue before the pause at its frame; every cue after it later by the pause's length.
        let pauseFrame = Int(((pause.testTime + 1) * 48000).rounded())
        let shift = Int(((resume.monotonicTime - pause.monotonicTime) * 48000).rounded())
        // Paused for 1.57 s, then the count-in's 3 s.
        #expect(abs(Double(shift) / 48000 - 4.57) < 0.06, "paused for \(Double(shift) / 48000) s")
        #expect(abs((goesOnAt.first ?? 0) - resume.monotonicTime) < 1e-6, "the view's count-in ends off the resume")
        let samples = sink.written
        for cue in timeline.cues {
            let frame = Renderer.frame(of: cue.time, countdownS: 1, rate: 48000)
            let heard = frame < pauseFrame ? frame : frame + shift
            guard heard < samples.count else {
                Issue.record("cue at \(cue.time) (frame \(heard)) was never written")
                continue
            }
            #expect(
                samples[heard] != 0 && (heard == 0 || samples[heard - 1] == 0),
                "cue at \(cue.time) not at frame \(heard)")
        }
        // The sound cut by the pause fades within a few milliseconds, then silence until the
        // count-in: three pips a second apart, the test going on a second after the last one
        // (the resume's frame), then silence until the next cue.
        let fadeEnd = pauseFrame + 48000 * 5 / 1000
        let resumeFrame = pauseFrame + shift
        let pip = Renderer(timeline: timeline, rate: 48000).sound(of: .countdown)
        var quietFrom = fadeEnd
        for number in 0..<3 {
            let start = resumeFrame - (3 - number) * 48000
            #expect(samples[quietFrom..<start].allSatisfy { $0 == 0 }, "sound before pip \(number + 1)")
            #expect(Array(samples[start..<start + pip.count]) == pip, "pip \(number + 1) not at frame \(start)")
            quietFrom = start + pip.count
        }
        let nextCue = timeline.cues.first { Renderer.frame(of: $0.time, countdownS: 1, rate: 48000) >= pauseFrame }
        let resumeCue = Renderer.frame(of: nextCue?.time ?? 0, countdownS: 1, rate: 48000) + shift
        #expect(samples[quietFrom..<resumeCue].allSatisfy { $0 == 0 })
    }

    @Test("a pause during the count-in stays paused: no resume, no more pips, the test where it was")
    func pauseDuringCountIn() throws {
        let engineSlot = Slot<Engine>()
        let clock = ManualClock(start: 0) { now, _ in
            if now >= 2.53 && now < 2.6 { engineSlot.wait().pause() }
            if now >= 3.0 && now < 3.06 { engineSlot.wait().resume() }
            if now >= 4.5 && now < 4.56 { engineSlot.wait().pause() }  // after the first two pips
            if now >= 8.0 && now < 8.06 { engineSlot.wait().resume() }
        }
        let timeline = Timeline(profile: shuttleProfile(), countdownS: 1)
        let (sink, events, _) = try runToEnd(timeline, clock: clock, engineSlot: engineSlot)
        #expect(events.map(\.name).filter { $0 == "pause" || $0 == "resume" } == ["pause", "resume"])
        let pip = Renderer(timeline: timeline, rate: 48000).sound(of: .countdown)
        let pause = try #require(events.first { $0.name == "pause" })
        let resume = try #require(events.first { $0.name == "resume" })
        #expect(pause.testTime == resume.testTime)
        // Pips heard while paused: two from the first resume, three from the second.
        let pauseStream = Int(((pause.testTime + 1) * 48000).rounded())
        let resumeStream = pauseStream + Int(((resume.monotonicTime - pause.monotonicTime) * 48000).rounded())
        let samples = Array(sink.written[(pauseStream + 48000 / 100)..<resumeStream])
        let onsets = samples.indices.filter { samples[$0] != 0 && ($0 == 0 || samples[$0 - 1] == 0) }
        let starts = onsets.filter { onset in !onsets.contains { $0 < onset && onset - $0 < pip.count } }
        #expect(starts.count == 5, "pips while paused at \(starts)")
    }

    @Test("--latency: every event and the position are later by it; the stream is the same")
    func latency() throws {
        let timeline = Timeline(profile: shuttleProfile(), countdownS: 1)
        let seen = Mutex<[Double: [Double]]>([:])
        func run(_ latency: Double) throws -> (RecordingSink, [PlaybackEvent]) {
            let engineSlot = Slot<Engine>()
            let clock = ManualClock(start: 100) { now, _ in
                if now >= 103.0 && now < 103.06 {
                    let time = engineSlot.wait().position.testTime
                    seen.withLock { $0[latency, default: []].append(time) }
                }
            }
            let (sink, events, _) = try runToEnd(timeline, clock: clock, engineSlot: engineSlot, latencyS: latency)
            return (sink, events)
        }
        let (plain, plainEvents) = try run(0)
        let (late, lateEvents) = try run(0.25)
        #expect(plain.written == late.written)
        #expect(plainEvents.map(\.name) == lateEvents.map(\.name))
        #expect(plainEvents.map(\.testTime) == lateEvents.map(\.testTime))
        for (before, after) in zip(plainEvents, lateEvents) {
            #expect(
                abs(after.monotonicTime - before.monotonicTime - 0.25) < 1.5 / 48000,
                "\(after.name) at \(after.testTime) moved \(after.monotonicTime - before.monotonicTime) s")
        }
        let positions = seen.withLock { $0 }
        let first = try #require(positions[0]?.first)
        let second = try #require(positions[0.25]?.first)
        #expect(abs(first - second - 0.25) < 0.06, "positions \(first) and \(second) at the same time")
    }

    @Test(
        "--wake: seconds of quiet noise (-50 dBFS) before the countdown, then the stream as rendered; the test starts after it"
    )
    func wake() throws {
        let timeline = Timeline(profile: shuttleProfile(), countdownS: 1)
        let (plain, plainEvents, _) = try runToEnd(timeline, clock: ManualClock(start: 0))
        let (woken, wokenEvents, _) = try runToEnd(timeline, clock: ManualClock(start: 0), wakeS: 1.5)
        let wakeFrames = 72000
        #expect(woken.written.count == plain.written.count + wakeFrames)
        #expect(Array(woken.written[wakeFrames...]) == plain.written)
        let noise = woken.written[0..<wakeFrames].map { Double($0) }
        let rms = (noise.reduce(0) { $0 + $1 * $1 } / Double(noise.count)).squareRoot()
        #expect(abs(20 * log10(rms / 32768) + 50) < 0.5, "wake noise at \(20 * log10(rms / 32768)) dBFS")
        #expect(noise.allSatisfy { abs($0) < 200 } && Set(noise).count > 100)
        #expect(plainEvents.map(\.testTime) == wokenEvents.map(\.testTime))
        for (before, after) in zip(plainEvents, wokenEvents) {
            #expect(abs(after.monotonicTime - before.monotonicTime - 1.5) < 1.5 / 48000)
        }
    }

    @Test("stop drops the rest of the stream and ends the audio thread")
    func stop() throws {
        let engineSlot = Slot<Engine>()
        let clock = ManualClock(start: 0) { now, _ in
            if now >= 1.5 && now < 1.56 { engineSlot.wait().stop() }
        }
        let timeline = Timeline(profile: shuttleProfile(), countdownS: 1)
        let (sink, events, engine) = try runToEnd(timeline, clock: clock, engineSlot: engineSlot)
        #expect(sink.dropped && !sink.drained)
        #expect(sink.written.count < 48000 * 2)
        #expect(engine.position.isFinished)
        #expect(events.allSatisfy { $0.testTime < 1.5 })
    }

    @Test("an underrun skips the frames lost in the gap, so later cues keep their times")
    func underrun() throws {
        // The "process" freezes for 0.83 s at 3.9 s, longer than the 0.2 s buffer: the listeners
        // hear silence from 4.1 s (the buffer's end) to 4.73 s, where the cue at test time 3.217 s was.
        let stalled = Mutex(false)
        let slot = Slot<ManualClock>()
        let clock = ManualClock(start: 0) { now, _ in
            let first = stalled.withLock { done -> Bool in
                defer { done = done || now >= 3.9 }
                return !done && now >= 3.9
            }
            if first { slot.wait().advance(by: 0.83) }
        }
        slot.set(clock)
        let timeline = Timeline(profile: shuttleProfile(), countdownS: 1)
        let (sink, events, engine) = try runToEnd(timeline, clock: clock)
        #expect(engine.underruns == 1)
        #expect(events.contains { if case .underrun = $0.kind { true } else { false } })
        let grid = try sink.cuesOnGrid(timeline)
        #expect(grid.offGrid.isEmpty, "cues off the grid at \(grid.offGrid)")
        #expect(grid.lost == 1, "the cue in the gap was heard, or more were lost")
        #expect(grid.heard == timeline.cues.count - 1)
    }
}
