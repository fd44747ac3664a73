import BeepTest
import BeepTestTestSupport
import Synchronization
import Testing

/// Runs `timeline` to its end on a device model whose "process" freezes for `freeze` seconds
/// at `at` seconds on the clock (inside a sleep in a write, as SIGSTOP would catch it).
func runFrozen(
    _ timeline: Timeline, runningDry: DeviceModelSink.RunningDry, restartLatency: Double, freeze: Double, at: Double,
    blindAfterStall: Double = 0, clockLog: sending ClockLog? = nil
) throws -> (DeviceModelSink, Engine) {
    let frozen = Mutex(false)
    let slot = Slot<ManualClock>()
    let clock = ManualClock(start: 0) { now, _ in
        let first = frozen.withLock { done -> Bool in
            defer { done = done || now >= at }
            return !done && now >= at
        }
        if first { slot.wait().advance(by: freeze) }
    }
    slot.set(clock)
    let sink = DeviceModelSink(
        clock: clock, runningDry: runningDry, restartLatency: restartLatency, blindAfterStall: blindAfterStall)
    let recorder = Slot<DeviceModelSink>()
    recorder.set(sink)
    let engine = try Engine(timeline: timeline, sink: sink, rate: 48000, clock: clock, clockLog: clockLog)
    #expect(engine.join() == nil)
    return (recorder.wait(), engine)
}

extension DeviceModelSink: @unchecked Sendable {}

/// A test whose 3.35 s rest holds the freeze, as in the timing rig: shuttles of 1.23456789 s
/// (not whole frames), a rest, then 1.1111111 s shuttles.
func restProfile() -> Profile {
    Profile(
        id: "gap", name: "gap", distanceM: 20, countdownS: 1,
        levels: [
            Level(label: "1", pace: .shuttleSeconds(1.23456789), work: .shuttles(5), restS: 3.35),
            Level(label: "2", pace: .shuttleSeconds(1.1111111), work: .shuttles(6)),
        ])
}

/// Every cue of `timeline` heard at its exact frame on the sink's grid, none lost.
func expectEveryCueOnGrid(
    _ sink: DeviceModelSink, _ timeline: Timeline, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let grid = try sink.cuesOnGrid(timeline)
    #expect(grid.offGrid.isEmpty, "cues off the grid at \(grid.offGrid)", sourceLocation: sourceLocation)
    #expect(grid.heard == timeline.cues.count && grid.lost == 0, sourceLocation: sourceLocation)
}

@Suite("Gap recovery")
struct GapRecoveryTests {
    /// The freeze: 1 s from 0.6 s after the cue that begins the rest (its sound has ended).
    static func freezeStart(_ timeline: Timeline) throws -> Double {
        let rest = try #require(timeline.cues.first { $0.kind == .rest })
        return timeline.countdownS + rest.time + 0.6
    }

    @Test(
        "a freeze is skipped, restart latency and all, whether the device reports the underrun or stalls silently",
        arguments: [DeviceModelSink.RunningDry.reportsUnderrun, .stallsSilently], [0.0, 34.0 / 48000, 0.0021])
    func freeze(runningDry: DeviceModelSink.RunningDry, latency: Double) throws {
        let timeline = Timeline(profile: restProfile())
        let (sink, engine) = try runFrozen(
            timeline, runningDry: runningDry, restartLatency: latency, freeze: 1, at: try Self.freezeStart(timeline))
        #expect(sink.underrunsReported == (runningDry == .reportsUnderrun ? 1 : 0))
        #expect(engine.underruns == 1, "the gap was not found, or counted twice")
        try expectEveryCueOnGrid(sink, timeline)
    }

    @Test(
        "readings of nothing queued after a stall (PulseAudio until its next timing update) are no line to settle on",
        arguments: [DeviceModelSink.RunningDry.reportsUnderrun, .stallsSilently])
    func blindAfterStall(runningDry: DeviceModelSink.RunningDry) throws {
        let timeline = Timeline(profile: restProfile())
        let (sink, engine) = try runFrozen(
            timeline, runningDry: runningDry, restartLatency: 34.0 / 48000, freeze: 1,
            at: try Self.freezeStart(timeline), blindAfterStall: 0.6)
        #expect(engine.underruns == 1, "one freeze, one gap: a false line was taken for the stream's")
        try expectEveryCueOnGrid(sink, timeline)
    }

    @Test(
        "a freeze that ends just before a cue: that cue is on its frame, though PulseAudio reads delay 0 meanwhile",
        arguments: [DeviceModelSink.RunningDry.reportsUnderrun, .stallsSilently])
    func freezeJustBeforeACue(runningDry: DeviceModelSink.RunningDry) throws {
        // 2.5 s shuttles: frozen from 0.4 s after a beep to 1.1 s before the next, too soon for
        // the readings to settle after the restart (half a second blind, then ten readings).
        let profile = Profile(
            id: "long", name: "long", distanceM: 20, countdownS: 1,
            levels: [Level(label: "1", pace: .shuttleSeconds(2.5), work: .shuttles(6))])
        let timeline = Timeline(profile: profile)
        let (sink, engine) = try runFrozen(
            timeline, runningDry: runningDry, restartLatency: 0, freeze: 1, at: timeline.countdownS + 2.5 + 0.4,
            blindAfterStall: 0.6)
        #expect(engine.underruns == 1)
        try expectEveryCueOnGrid(sink, timeline)
    }

    @Test(
        "the clock log holds every reading and the one gap acted on, as the device reported them",
        arguments: [DeviceModelSink.RunningDry.reportsUnderrun, .stallsSilently])
    func clockLog(runningDry: DeviceModelSink.RunningDry) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("clock.log")
        let timeline = Timeline(profile: restProfile())
        _ = try runFrozen(
            timeline, runningDry: runningDry, restartLatency: 34.0 / 48000, freeze: 1,
            at: try Self.freezeStart(timeline), clockLog: try ClockLog(path: path))
        let lines = String(decoding: try FileIO.read(path), as: UTF8.self).split(separator: "\n")
        #expect(lines.first?.hasPrefix("# beeptest clock log") == true)
        let records = lines.dropFirst().map { $0.split(separator: " ") }
        let readings = records.filter { $0.first == "reading" }.compactMap { fields in
            fields.count == 4 ? (Double(fields[1]), Int(fields[2]), Int(fields[3])) : nil
        }
        let gaps = records.filter { $0.first != "reading" }
        #expect(readings.count + gaps.count == records.count, "a line of no known form")
        // One reading a period but in the skipped second; the stream never goes back, and the
        // delay is within the buffer (and the restart's latency).
        #expect(readings.count > Int((timeline.countdownS + timeline.endTime - 1) / 0.05) - 2)
        for (reading, next) in zip(readings, readings.dropFirst()) {
            #expect(reading.0 ?? .nan <= next.0 ?? .nan && reading.1 ?? 0 < next.1 ?? 0)
            #expect((0...9600 + 2400).contains(next.2 ?? -1))
        }
        // The freeze: one skip (a reported underrun) or one stall (found from the readings) of
        // about the second less the buffer, then at most a correction within the stall threshold.
        let expected = runningDry == .reportsUnderrun ? "skip" : "stall"
        #expect(gaps.first?.first.map(String.init) == expected)
        let frames = gaps.first.flatMap { $0.count == 3 ? Int($0[2]) : nil } ?? 0
        #expect((33600...48000).contains(frames), "gap of \(frames) frames for a 1 s freeze")
        #expect(gaps.count <= 2)
        if gaps.count == 2 {
            #expect(gaps[1].first == "offline" && abs(Int(gaps[1][2]) ?? .max) < 720)
        }
    }

    @Test(
        "a freeze that makes the device miss a cue's start plays that cue late, whole, and every later cue on its frame",
        arguments: [0.05, 0.25])
    func lateCue(missedBy: Double) throws {
        // 2.5 s shuttles; the process frozen so that the 200 ms buffer runs dry `missedBy` seconds
        // before the freeze ends, with the cue's start in between.
        let profile = Profile(
            id: "long", name: "long", distanceM: 20, countdownS: 1,
            levels: [Level(label: "1", pace: .shuttleSeconds(2.5), work: .shuttles(6))])
        let timeline = Timeline(profile: profile)
        let cue = timeline.countdownS + 2 * 2.5
        let freeze = 0.2 + missedBy + 0.02
        let (sink, engine) = try runFrozen(
            timeline, runningDry: .reportsUnderrun, restartLatency: 0, freeze: freeze, at: cue - 0.2 - missedBy / 2)
        #expect(engine.underruns == 1)
        let grid = try sink.cuesOnGrid(timeline)
        #expect(grid.lost + grid.offGrid.count == 1, "one cue late, none other off its frame: \(grid)")
        #expect(grid.heard == timeline.cues.count - 1)
        // Every cue's sound was heard: as many sounds as cues (the late one among them), and the
        // late one began within the limit of its time.
        let onsets = soundOnsets(sink.written)
        #expect(onsets.count == timeline.cues.count, "\(onsets.count) sounds for \(timeline.cues.count) cues")
        let t0 = try #require(sink.chunks.first?.heardAt)
        let due = t0 + Double(Renderer.frame(of: 2 * 2.5, countdownS: timeline.countdownS, rate: 48000)) / 48000
        let late = try #require(onsets.compactMap { sink.heardAt(frame: $0) }.first { $0 >= due - 0.001 })
        #expect(late - due > 0 && late - due <= 0.5, "the cue was heard \(late - due) s after its time")
        // Its event says so: heard when it was, `lateSeconds` after its place on the line.
        let said = engine.takeEvents().filter { $0.lateSeconds > 0 }
        #expect(said.count == 1 && abs((said.first?.lateSeconds ?? 0) - (late - due)) < 0.001, "\(said)")
    }

    @Test(
        "through a freeze the position a front reads stays on the test's line, before and after the skip is heard",
        arguments: [DeviceModelSink.RunningDry.reportsUnderrun, .stallsSilently])
    func positionThroughFreeze(runningDry: DeviceModelSink.RunningDry) throws {
        let timeline = Timeline(profile: restProfile())
        let at = try Self.freezeStart(timeline)
        let engineSlot = Slot<Engine>()
        let seen = Mutex<[(now: Double, test: Double)]>([])
        let frozen = Mutex(false)
        let clockSlot = Slot<ManualClock>()
        let clock = ManualClock(start: 0) { now, _ in
            let first = frozen.withLock { done -> Bool in
                defer { done = done || now >= at }
                return !done && now >= at
            }
            if first { clockSlot.wait().advance(by: 1) }
            let position = engineSlot.wait().position
            if !position.isPaused && !position.isFinished { seen.withLock { $0.append((now, position.testTime)) } }
        }
        clockSlot.set(clock)
        let sink = DeviceModelSink(
            clock: clock, runningDry: runningDry, restartLatency: 0.0021, blindAfterStall: 0.6)
        let engine = try Engine(timeline: timeline, sink: sink, rate: 48000, clock: clock)
        engineSlot.set(engine)
        #expect(engine.join() == nil)
        // The line: test time − clock time, from the readings before the freeze.
        let readings = seen.withLock { $0 }
        let before = readings.filter { $0.now > 1.5 && $0.now < at - 0.1 }.map { $0.test - $0.now }
        let line = try #require(before.sorted().dropFirst(before.count / 2).first)
        let after = readings.filter { $0.now > at + 1 && $0.now < at + 3 }
        #expect(!after.isEmpty)
        let worst = after.map { abs($0.test - $0.now - line) }.max() ?? 0
        #expect(worst < 0.01, "the position was \(worst) s off the test's line after the freeze")
    }

    @Test("a freeze shorter than the buffer moves nothing: no skip, the stream is the render")
    func shortFreeze() throws {
        let timeline = Timeline(profile: restProfile())
        let (sink, engine) = try runFrozen(
            timeline, runningDry: .stallsSilently, restartLatency: 0.0021, freeze: 0.12,
            at: try Self.freezeStart(timeline))
        #expect(engine.underruns == 0)
        #expect(sink.written == renderAll(Renderer(timeline: timeline, rate: 48000)))
    }
}

/// The index of the first frame of every sound in `samples`: a sound starts after 0.4 s of
/// silence or more (a triple beep's inner gaps are shorter).
func soundOnsets(_ samples: [Int16]) -> [Int] {
    var onsets: [Int] = []
    var lastSound: Int?
    for frame in samples.indices where samples[frame] != 0 {
        if lastSound.map({ frame - $0 > 48000 * 4 / 10 }) ?? true { onsets.append(frame) }
        lastSound = frame
    }
    return onsets
}
