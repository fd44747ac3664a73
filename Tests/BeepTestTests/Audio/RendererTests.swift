import BeepTest
import Testing

/// A small shuttle profile in code: two levels, paces that are not whole numbers of frames.
func shuttleProfile(shuttleSeconds: [Double] = [3.217, 2.9031], shuttles: Int = 3) -> Profile {
    Profile(
        id: "unit", name: "unit", distanceM: 20, countdownS: 2,
        levels: shuttleSeconds.enumerated().map { index, seconds in
            Level(label: String(index + 1), pace: .shuttleSeconds(seconds), work: .shuttles(shuttles))
        })
}

/// The whole stream of `renderer`, rendered in one call.
func renderAll(_ renderer: Renderer, extra: Int = 0) -> [Int16] {
    var samples = [Int16](repeating: 0, count: renderer.totalFrames + extra)
    samples.withUnsafeMutableBufferPointer { renderer.render(from: 0, into: $0) }
    return samples
}

@Suite("Renderer")
struct RendererTests {
    @Test(
        "each cue's sound starts exactly at round((countdown + t) x rate), after silence",
        arguments: [8000, 44100, 48000])
    func cueFrames(rate: Int) {
        let timeline = Timeline(profile: shuttleProfile())
        let renderer = Renderer(timeline: timeline, rate: rate)
        let samples = renderAll(renderer, extra: 100)
        for cue in timeline.cues {
            let frame = Int(((timeline.countdownS + cue.time) * Double(rate)).rounded())
            #expect(samples[frame] != 0, "no sound at frame \(frame) for \(cue.kind) at \(cue.time)")
            #expect(frame == 0 || samples[frame - 1] == 0, "sound before frame \(frame)")
        }
        let sounds = CueSounds(rate: rate)
        let end = Int(((timeline.countdownS + timeline.endTime) * Double(rate)).rounded())
        #expect(renderer.totalFrames == end + sounds.samples(for: .end).count)
        #expect(samples[renderer.totalFrames...].allSatisfy { $0 == 0 })
    }

    @Test("--countdown 0 puts the start cue's first sample at frame 0")
    func noCountdown() {
        let timeline = Timeline(profile: shuttleProfile(), countdownS: 0)
        let samples = renderAll(Renderer(timeline: timeline, rate: 48000))
        #expect(Array(samples.prefix(100)) == Array(CueSounds(rate: 48000).samples(for: .start).prefix(100)))
    }

    @Test("the same samples whatever the period size", arguments: [1, 7, 441, 2400, 4093, 48000])
    func periodIndependence(period: Int) {
        let renderer = Renderer(timeline: Timeline(profile: shuttleProfile()), rate: 44100)
        let whole = renderAll(renderer)
        var pieces = [Int16](repeating: 0, count: whole.count)
        var buffer = [Int16](repeating: 0, count: period)
        var frame = 0
        while frame < whole.count {
            buffer.withUnsafeMutableBufferPointer { renderer.render(from: frame, into: $0) }
            let count = min(period, whole.count - frame)
            pieces.replaceSubrange(frame..<frame + count, with: buffer[0..<count])
            frame += count
        }
        #expect(pieces == whole)
    }

    @Test("a cue that comes before the previous sound ends cuts it with a short fade")
    func cutSounds() {
        // 0.12 s shuttles: shorter than the start (0.45 s) and turn (0.15 s) sounds.
        let timeline = Timeline(profile: shuttleProfile(shuttleSeconds: [0.12], shuttles: 4), countdownS: 0)
        let rate = 48000
        let renderer = Renderer(timeline: timeline, rate: rate)
        let samples = renderAll(renderer)
        let sounds = CueSounds(rate: rate)
        let fade = Int(Renderer.cutFadeSeconds * Double(rate))
        for (index, cue) in timeline.cues.enumerated().dropFirst() {
            let frame = Int((cue.time * Double(rate)).rounded())
            let expected = sounds.samples(for: cue.kind)
            // The new sound starts intact at its frame ...
            #expect(Array(samples[frame..<frame + 50]) == Array(expected.prefix(50)), "cue \(index)")
            // ... and the previous one faded to near silence just before it.
            let previous = timeline.cues[index - 1].kind
            let peak = Int(sounds.samples(for: previous).map { abs(Int($0)) }.max() ?? 0)
            #expect(samples[frame - 1] == 0, "no silence just before cue \(index)")
            #expect(abs(Int(samples[frame - 4])) < peak / 20, "no fade before cue \(index)")
            #expect(abs(Int(samples[frame - fade - 20])) > 0, "the sound stops long before the cue, not ~2 ms before")
        }
    }

    @Test("renders silence outside the stream and nothing before a range's first cue")
    func outside() {
        let renderer = Renderer(timeline: Timeline(profile: shuttleProfile()), rate: 8000)
        var buffer = [Int16](repeating: 7, count: 500)
        buffer.withUnsafeMutableBufferPointer { renderer.render(from: renderer.totalFrames + 10, into: $0) }
        #expect(buffer.allSatisfy { $0 == 0 })
        buffer.withUnsafeMutableBufferPointer { renderer.render(from: -1000, into: $0) }
        #expect(buffer.allSatisfy { $0 == 0 })
    }
}

extension RendererTests {
    /// The shuttle profile's stream of cue sounds and the plan of its English calls, each 0.2 s.
    static func voicedShuttles() throws -> (beeps: Renderer, plan: CallPlan) {
        let timeline = Timeline(profile: shuttleProfile())
        let beeps = Renderer(timeline: timeline, rate: 48000)
        let plan = CallPlan(
            requests: CallRequest.requests(for: timeline, language: try #require(CallLanguage.named("en"))),
            cueFrames: beeps.cueFrames, soundEnds: beeps.cueSoundEnds, rate: beeps.rate,
            length: fakeLengths(rate: 48000) { _ in 0.2 })
        return (beeps, plan)
    }

    @Test("calls mixed in leave every cue's sound sample for sample as it was, and lie where the plan put them")
    func callsInTheSilence() throws {
        let (beeps, plan) = try Self.voicedShuttles()
        #expect(!plan.calls.isEmpty)
        let clips = fakeClips(for: plan)
        let voiced = beeps.adding(plan, clips: CallClips(clips))
        let plain = renderAll(beeps)
        let mixed = renderAll(voiced)
        // The end call comes after the end cue's sound: the stream grows by it and no more.
        #expect(voiced.totalFrames == plan.calls.map(\.end).max())
        var expected = plain + [Int16](repeating: 0, count: mixed.count - plain.count)
        for call in plan.calls {
            #expect(expected[call.frame..<call.end].allSatisfy { $0 == 0 }, "'\(call.text)' covers a sound")
            expected.replaceSubrange(call.frame..<call.end, with: clips[call.clip])
        }
        #expect(mixed == expected)
        // Calls are heard: the engine does not move the stream's timing under them.
        for call in plan.calls { #expect(!voiced.isSilent(from: call.frame, to: call.frame + 1)) }
    }

    @Test("a stream whose clips are made while it renders waits for each and plays it, as one made first")
    func clipsMadeLater() throws {
        let (beeps, plan) = try Self.voicedShuttles()
        let clips = fakeClips(for: plan)
        let ready = renderAll(beeps.adding(plan, clips: CallClips(clips)))
        let later = CallClips(count: clips.count)
        let stream = beeps.adding(plan, clips: later)
        // Nothing is made yet: the silence before the first call renders at once.
        let first = try #require(plan.calls.first)
        var head = [Int16](repeating: 0, count: first.frame)
        head.withUnsafeMutableBufferPointer { stream.render(from: 0, into: $0) }
        #expect(head == Array(ready[..<first.frame]))
        // Another thread makes them in the order they play, while this one renders the rest.
        let order = plan.clipsInPlayingOrder
        #expect(Set(order) == Set(plan.calls.map(\.clip)))
        ThreadPool.start(order.count) { index in later.fill(order[index], with: clips[order[index]]) }
        #expect(renderAll(stream) == ready)
        #expect(order.allSatisfy { later.isMade($0) })
    }

    @Test("a pack's cue sound replaces the built-in one on the cue's frame; the other kinds stay built-in")
    func replacements() {
        let timeline = Timeline(profile: shuttleProfile())
        let shuttle = [Int16](repeating: 777, count: 1000)
        let plain = renderAll(Renderer(timeline: timeline, rate: 48000))
        let packed = renderAll(Renderer(timeline: timeline, rate: 48000, replacements: [.shuttle: shuttle]))
        let frames = Renderer(timeline: timeline, rate: 48000).cueFrames
        for (index, cue) in timeline.cues.enumerated() {
            let frame = frames[index]
            if cue.kind == .shuttle {
                #expect(Array(packed[frame..<frame + 1000]) == shuttle)
                #expect(packed[frame + 1000] == 0)
            } else {
                let end = index + 1 < frames.count ? frames[index + 1] : plain.count
                #expect(Array(packed[frame..<end]) == Array(plain[frame..<end]), "\(cue.kind)")
            }
        }
    }
}
