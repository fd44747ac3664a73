import BeepTest
import BeepTestTestSupport
import Synchronization
import Testing

/// Plays `timeline` on a sink that vanishes and comes back, on a manual clock; `atSleep` acts on
/// the engine at each of the audio thread's sleeps (a front's pause, say).
private func runVanishing(
    _ timeline: Timeline, goneAt: Double, backAt: Double, way: VanishingSink.Way = .error,
    atSleep: (@Sendable (_ now: Double, _ engine: Engine) -> Void)? = nil
) throws -> (VanishingSink, [PlaybackEvent], Engine) {
    let engineSlot = Slot<Engine>()
    let clock = ManualClock(start: 1000) { now, _ in
        // The audio thread waits for the engine to be known, so that no sleep goes unseen.
        if let atSleep { atSleep(now, engineSlot.wait()) }
    }
    let sinkSlot = Slot<VanishingSink>()
    let sink = VanishingSink(clock: clock, goneAt: goneAt, backAt: backAt, way: way)
    sinkSlot.set(sink)
    let engine = try Engine(timeline: timeline, sink: sink, rate: 48000, clock: clock)
    engineSlot.set(engine)
    let events = engine.eventsUntilDone()
    #expect(engine.join() == nil, "the lost output ended the test")
    return (sinkSlot.wait(), events, engine)
}

private func isSoundLost(_ event: PlaybackEvent) -> Bool {
    if case .soundLost = event.kind { true } else { false }
}

/// The monotonic time at which test frame `frame` is due on the grid of the first stream.
private func dueTime(_ frame: Int, _ sink: VanishingSink) throws -> Double {
    try #require(sink.chunks.first?.heardAt) + Double(sink.bufferFrames + frame) / 48000
}

@Suite("A lost output: the test goes on by the monotonic clock and the sound comes back on its grid")
struct SoundLossTests {
    @Test("the server gone for 5 s: one sound_lost, one sound_back, every later cue on its frame, none from its middle")
    func goneAndBack() throws {
        let timeline = Timeline(profile: restProfile())
        let (sink, events, engine) = try runVanishing(timeline, goneAt: 1002.5, backAt: 1007.5)
        #expect(sink.failedOpens >= 8, "the device was tried \(sink.failedOpens) times in 5 s")
        #expect(events.filter(isSoundLost).count == 1)
        let back = try #require(events.first { $0.kind == .soundBack })
        let reopened = try #require(sink.reopenedAt)
        let outages = engine.soundOutages
        #expect(outages.count == 1 && outages.first?.backAt == back.testTime)
        // Every cue due after the sound came back is heard on its original frame (one the return
        // just missed, late by what its event says, at most 0.5 s); the sounds heard after the
        // return are those cues and nothing else (no sound from its middle).
        let renderer = Renderer(timeline: timeline, rate: 48000)
        let later = renderer.cueFrames.filter { $0 >= Renderer.frame(of: back.testTime, countdownS: 1, rate: 48000) }
        #expect(!later.isEmpty)
        let reported = events.compactMap { event -> (time: Double, late: Double)? in
            if case .cue(_, let cue) = event.kind { (cue.time, event.lateSeconds) } else { nil }
        }
        var expected: [Int] = []
        for frame in later {
            let time = Double(frame) / 48000 - 1
            let late = reported.first { abs($0.time - time) <= 1.0 / 48000 }?.late ?? 0
            #expect(late <= 0.5)
            let heard = try dueTime(frame, sink) + late
            let index = try #require(sink.frame(heardAt: heard), "cue at \(frame) not heard")
            expected.append(index)
        }
        #expect(sink.onsets(from: reopened) == expected)
        // Cues in the outage were not heard, and not reported as heard.
        let lost = try #require(events.first(where: isSoundLost))
        #expect(!reported.contains { $0.time > lost.testTime && $0.time < back.testTime })
        #expect(engine.position.isFinished)
    }

    @Test(
        "a server that stops taking frames, or fails every write with an underrun it 'recovers' from, is lost within a second; the cues come back on their frames",
        arguments: [VanishingSink.Way.stall, .emptyRecoveries])
    func stoppedOutput(way: VanishingSink.Way) throws {
        let timeline = Timeline(profile: restProfile())
        let goneAt = 1002.5
        let (sink, events, engine) = try runVanishing(timeline, goneAt: goneAt, backAt: 1007.5, way: way)
        let lost = try #require(events.first(where: isSoundLost))
        #expect(events.filter(isSoundLost).count == 1)
        #expect(lost.monotonicTime - goneAt <= 1.0, "lost \(lost.monotonicTime - goneAt) s after the server went")
        // A run of writes that play nothing is one report at most, and a bounded number of tries.
        let underruns = events.filter { if case .underrun = $0.kind { true } else { false } }
        #expect(underruns.count <= 1)
        #expect(sink.writesAfterGone <= 40, "\(sink.writesAfterGone) writes before it was called lost")
        // The test's own time ran on through the stall: the loss is placed where the clock says.
        let start = try #require(events.first { if case .cue(0, _) = $0.kind { true } else { false } })
        #expect(abs((lost.testTime - start.testTime) - (lost.monotonicTime - start.monotonicTime)) < 0.06)
        let back = try #require(events.first { $0.kind == .soundBack })
        let reopened = try #require(sink.reopenedAt)
        let renderer = Renderer(timeline: timeline, rate: 48000)
        let later = renderer.cueFrames.filter { $0 >= Renderer.frame(of: back.testTime, countdownS: 1, rate: 48000) }
        #expect(!later.isEmpty)
        var expected: [Int] = []
        for frame in later {
            expected.append(try #require(sink.frame(heardAt: try dueTime(frame, sink)), "cue at \(frame) not heard"))
        }
        #expect(sink.onsets(from: reopened) == expected)
        #expect(engine.position.isFinished)
    }

    @Test("a pause while the sound is lost freezes the position; the cues after the return keep the pause's shift")
    func pauseWhileLost() throws {
        let timeline = Timeline(profile: restProfile())
        let positions = Mutex<[Double]>([])
        let (sink, events, _) = try runVanishing(timeline, goneAt: 1002.5, backAt: 1007.5) { now, engine in
            if now >= 1003.5 && now < 1005.5 {
                engine.pause()
                positions.withLock { $0.append(engine.position.testTime) }
            } else if now >= 1005.5 {
                engine.resume()
            }
        }
        let pause = try #require(events.first { $0.kind == .pause })
        let resume = try #require(events.first { $0.kind == .resume })
        #expect(pause.testTime == resume.testTime, "the test moved while paused")
        let frozen = positions.withLock { $0.dropFirst() }
        #expect(!frozen.isEmpty && frozen.allSatisfy { $0 == frozen.first })
        let back = try #require(events.first { $0.kind == .soundBack })
        let reopened = try #require(sink.reopenedAt)
        let shift = resume.monotonicTime - pause.monotonicTime
        let renderer = Renderer(timeline: timeline, rate: 48000)
        let later = renderer.cueFrames.filter { $0 >= Renderer.frame(of: back.testTime, countdownS: 1, rate: 48000) }
        let onsets = sink.onsets(from: reopened)
        #expect(onsets.count == later.count)
        for frame in later {
            let index = try #require(sink.frame(heardAt: try dueTime(frame, sink) + shift))
            #expect(onsets.contains { abs($0 - index) <= 1 }, "cue at \(frame) not heard on its shifted time")
        }
    }

    @Test("a test that ends without its sound ends normally: completed, the outage open to the end")
    func endsWithoutSound() throws {
        let timeline = Timeline(profile: restProfile())
        let (_, events, engine) = try runVanishing(timeline, goneAt: 1004, backAt: .infinity)
        #expect(events.filter(isSoundLost).count == 1)
        #expect(!events.contains { $0.kind == .soundBack })
        #expect(engine.soundOutages.count == 1 && engine.soundOutages.first?.backAt == nil)
        let position = engine.position
        #expect(position.isFinished && timeline.isComplete(at: position.testTime))
    }

    @Test("while the sound is lost the position goes on by the monotonic clock and says for how long")
    func positionWhileLost() throws {
        let timeline = Timeline(profile: restProfile())
        let seen = Mutex<[(now: Double, position: PlaybackPosition)]>([])
        _ = try runVanishing(timeline, goneAt: 1002.5, backAt: 1007.5) { now, engine in
            seen.withLock { $0.append((now, engine.position)) }
        }
        let lost = seen.withLock { $0.filter { $0.position.soundLostForS != nil } }
        let first = try #require(lost.first)
        let last = try #require(lost.last)
        #expect(last.now - first.now > 4)
        #expect(abs((last.position.testTime - first.position.testTime) - (last.now - first.now)) < 0.001)
        #expect(
            abs((last.position.soundLostForS ?? 0) - (first.position.soundLostForS ?? 0) - (last.now - first.now))
                < 1e-6)
    }
}
