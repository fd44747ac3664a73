import BeepTest
import BeepTestTestSupport

/// A sound server's start on a manual clock, as the timing rig's clock log showed PulseAudio's
/// `pulse` device starting on an idle null sink: nothing plays (and the delay cannot be read:
/// the PCM is not running) until the buffer is full; then the stream counts as running, but the
/// server starts it only `startLatency` later, and meanwhile its delay says `bogusHeard` frames
/// were heard already. From the real start it plays at exactly 48 kHz.
final class LateStartSink: AudioSink, @unchecked Sendable {
    let clock: ManualClock
    let startLatency: Double
    let bogusHeard: Int
    let rate = 48000
    let bufferFrames = 9600
    var written: [Int16] = []
    /// When frame 0 is heard; nil until the buffer was full.
    private(set) var origin: Double?
    var name: String { "late-start" }
    var pacing: SinkPacing { .server }

    init(clock: ManualClock, startLatency: Double, bogusHeard: Int) {
        self.clock = clock
        self.startLatency = startLatency
        self.bogusHeard = bogusHeard
    }

    func open(rate: Int) throws(BeepTestError) -> AudioFormat {
        AudioFormat(rate: self.rate, periodFrames: 2400, bufferFrames: bufferFrames)
    }

    func write(_ frames: UnsafeBufferPointer<Int16>) throws(BeepTestError) -> SinkWrite {
        let count = min(frames.count, bufferFrames)
        if let origin {
            clock.sleep(until: origin + Double(written.count + count - bufferFrames) / Double(rate))
        }
        written.append(contentsOf: frames.prefix(count))
        if origin == nil && written.count >= bufferFrames { origin = clock.now() + startLatency }
        return .wrote(count)
    }

    func delay() -> Int? {
        guard let origin else { return nil }
        let heard = clock.now() < origin ? bogusHeard : Int(((clock.now() - origin) * Double(rate)).rounded(.down))
        return max(0, written.count - min(written.count, heard))
    }

    func recover(_ code: Int32) throws(BeepTestError) {}
    func drain() throws(BeepTestError) {
        guard let origin else { return }
        clock.sleep(until: origin + Double(written.count) / Double(rate))
    }
    func drop() {}
    func close() {}
}
