import BeepTest
import BeepTestALSA
import BeepTestTestSupport
import Glibc
import Testing

/// The real alsa-lib `null` PCM, with a device's passing of time on a manual clock (each write
/// takes as long as its frames play) and an xrun injected at one write: the device "ran dry"
/// for `gap` seconds, as if the process had been frozen.
final class InjectingPCM: PCMDevice {
    let real: ALSAPCM
    let clock: ManualClock
    let injectAt: Int
    let gap: Double
    let code: Int32
    private var writes = 0
    /// What the listeners heard: each write's frames and the time its first frame was heard.
    var heard: [(at: Double, frames: [Int16])] = []
    var recovered: [Int32] = []

    init(real: ALSAPCM, clock: ManualClock, injectAt: Int, gap: Double, code: Int32) {
        self.real = real
        self.clock = clock
        self.injectAt = injectAt
        self.gap = gap
        self.code = code
    }

    func writei(_ frames: UnsafeBufferPointer<Int16>) -> Int {
        writes += 1
        if writes == injectAt {
            clock.advance(by: gap)
            return Int(code)
        }
        let result = real.writei(frames)
        if result > 0 {
            heard.append((clock.now(), Array(frames.prefix(result))))
            clock.advance(by: Double(result) / Double(real.format.rate))
        }
        return result
    }

    func delay() -> (code: Int32, frames: Int) { real.delay() }
    func recover(_ code: Int32) -> Int32 {
        recovered.append(code)
        return real.recover(code)
    }
    func drain() -> Int32 { real.drain() }
    func drop() -> Int32 { real.drop() }
    func close() -> Int32 { real.close() }

    /// The heard stream: every write's frames at their time from the first one, silence between.
    func heardStream(rate: Int) -> [Int16] {
        guard let first = heard.first?.at, let last = heard.last else { return [] }
        var stream = [Int16](repeating: 0, count: Int(((last.at - first) * Double(rate)).rounded()) + last.frames.count)
        for chunk in heard {
            let start = Int(((chunk.at - first) * Double(rate)).rounded())
            stream.replaceSubrange(start..<start + chunk.frames.count, with: chunk.frames)
        }
        return stream
    }
}

/// Set on the audio thread when the sink opens, read by the test after the engine has ended.
final class PCMBox: @unchecked Sendable {
    var pcm: InjectingPCM?
}

@Suite("ALSA sink")
struct ALSASinkTests {
    @Test("opens alsa-lib's null PCM as 16-bit mono at 48 kHz with a ~200 ms buffer in 4 periods")
    func openNull() throws {
        let pcm = try ALSAPCM(name: "null", rate: 48000)
        #expect(pcm.format.rate == 48000)
        #expect(abs(pcm.format.bufferFrames - 9600) <= 960)
        #expect(abs(pcm.format.periodFrames - 2400) <= 240)
        #expect(pcm.close() == 0)
    }

    @Test(
        "a PCM that cannot be opened is one error line for exit 69", arguments: ["no-such-pcm", "hw:97", "plughw:97,0"])
    func cannotOpen(name: String) {
        #expect {
            _ = try ALSAPCM(name: name, rate: 48000)
        } throws: { error in
            guard let error = error as? BeepTestError else { return false }
            return error.kind == .unavailable && error.exitCode == 69
                && error.message.hasPrefix("cannot open audio device '\(name)': ") && !error.message.contains("\n")
        }
    }

    @Test(
        "after an injected -EPIPE or -ESTRPIPE the real PCM recovers and later cues keep their times",
        arguments: [-EPIPE, -ESTRPIPE])
    func xrunRecovery(code: Int32) throws {
        let clock = ManualClock(start: 100)
        let box = PCMBox()
        let sink = ALSASink(device: "null") { name, rate throws(BeepTestError) in
            let real = try ALSAPCM(name: name, rate: rate)
            // Dry for 0.61 s at the 80th period (4 s in): test time 2.0-2.6 s is not heard.
            let pcm = InjectingPCM(real: real, clock: clock, injectAt: 80, gap: 0.61, code: code)
            box.pcm = pcm
            return (pcm, real.format)
        }
        let profile = Profile(
            id: "xrun", name: "xrun", distanceM: 20, countdownS: 2,
            levels: [Level(label: "1", pace: .shuttleSeconds(0.5123), work: .shuttles(12))])
        let timeline = Timeline(profile: profile)
        let engine = try Engine(timeline: timeline, sink: sink, rate: 48000, clock: clock)
        #expect(engine.join() == nil)
        #expect(engine.underruns == 1)
        let pcm = try #require(box.pcm)
        #expect(pcm.recovered == [code])
        let stream = pcm.heardStream(rate: 48000)
        var heard = 0
        var missed: [Double] = []
        for cue in timeline.cues {
            let frame = Renderer.frame(of: cue.time, countdownS: 2, rate: 48000)
            if frame < stream.count && stream[frame] != 0 && (frame == 0 || stream[frame - 1] == 0) {
                heard += 1
            } else {
                missed.append(cue.time)
            }
        }
        // Only the cues in the gap are missing: every other one is at its exact frame.
        #expect(!missed.isEmpty && missed.allSatisfy { $0 > 1.9 && $0 < 2.7 }, "missed \(missed)")
        #expect(heard == timeline.cues.count - missed.count)
        #expect(stream.count > Renderer(timeline: timeline, rate: 48000).totalFrames - 48000 / 50)
    }
}
