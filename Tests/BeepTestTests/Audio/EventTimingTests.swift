import BeepTest
import BeepTestTestSupport
import Testing

/// When the engine says a cue is heard: the first cue through a sound server that starts late,
/// and `nextEvent`, which hands each event over at the moment it is heard.
@Suite("Event timing")
struct EventTimingTests {
    @Test("a device starts on a buffer of silence, and the first cue is stamped on the later cues' line")
    func lateStartingServer() throws {
        let clock = ManualClock(start: 100)
        let timeline = Timeline(profile: shuttleProfile(), countdownS: 2)
        let sink = LateStartSink(clock: clock, startLatency: 0.37, bogusHeard: 372)
        let engine = try Engine(timeline: timeline, sink: sink, rate: 48000, clock: clock)
        let events = engine.eventsUntilDone()
        #expect(engine.join() == nil)
        // The test follows one buffer of silence, sample for sample.
        let expected = renderAll(Renderer(timeline: timeline, rate: 48000))
        #expect(sink.written.count == sink.bufferFrames + expected.count)
        #expect(sink.written.prefix(sink.bufferFrames).allSatisfy { $0 == 0 })
        #expect(Array(sink.written.dropFirst(sink.bufferFrames)) == expected)
        // Every cue, the first included, heard at the server's real start plus its frame.
        let origin = try #require(sink.origin)
        let cues = events.compactMap { event -> (Int, Double)? in
            if case .cue(let index, _) = event.kind { return (index, event.monotonicTime) }
            return nil
        }
        #expect(cues.map(\.0) == Array(timeline.cues.indices))
        for (index, wall) in cues {
            let frame = sink.bufferFrames + Renderer.frame(of: timeline.cues[index].time, countdownS: 2, rate: 48000)
            let heard = origin + Double(frame) / 48000
            #expect(abs(wall - heard) < 2.0 / 48000, "cue \(index) stamped \((wall - heard) * 1000) ms off")
        }
    }

    @Test("the silent sink plays the test at once, with no lead-in")
    func silentSinkHasNoLeadIn() throws {
        let clock = ManualClock(start: 500)
        let timeline = Timeline(profile: shuttleProfile(), countdownS: 1)
        let (sink, _, _) = try runToEnd(timeline, clock: clock)
        #expect(sink.written == renderAll(Renderer(timeline: timeline, rate: 48000)))
    }

    @Test("nextEvent gives every event once, in order, never before its wall, walls on the cue times")
    func nextEventOnTime() throws {
        let clock = SystemClock()
        let profile = shuttleProfile(shuttleSeconds: [0.4], shuttles: 4)
        let timeline = Timeline(profile: profile, countdownS: 1)
        let engine = try Engine(timeline: timeline, sink: SilentSink(clock: clock), rate: 48000, clock: clock)
        var taken: [(event: PlaybackEvent, at: Double)] = []
        engine.takeEachAsHeard { taken.append(($0, clock.now())) }
        #expect(engine.join() == nil)
        let indices = taken.compactMap { item -> Int? in
            if case .cue(let index, _) = item.event.kind { return index }
            return nil
        }
        #expect(indices == Array(timeline.cues.indices))
        for item in taken {
            #expect(item.at >= item.event.monotonicTime, "\(item.event.name) given before it was heard")
        }
        // The silent clock is exact: the walls keep the cue times' spacing.
        let first = try #require(taken.first?.event)
        for item in taken {
            let spacing = (item.event.monotonicTime - first.monotonicTime) - (item.event.testTime - first.testTime)
            #expect(abs(spacing) < 0.001, "\(item.event.name) at \(item.event.testTime) off by \(spacing) s")
        }
        #expect(engine.nextEvent() == nil)
    }
}
