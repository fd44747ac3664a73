import BeepTest
import BeepTestTestSupport
import Glibc
import Synchronization

/// A playback device on a manual clock, modelled on what the timing rig showed of PulseAudio's
/// `pulse` device: a 200 ms buffer that plays at exactly 48 kHz once full; when the writer falls
/// behind it runs dry, and either reports the underrun (`-EPIPE`) or just waits, silent, for
/// data (no error: a silent stall). Either way it starts again only once its buffer is full
/// again, and then `restartLatency` later (the server's start-up): that is what a skip measured
/// at recovery misses. For `blindAfterStall` seconds after the writer comes back from a stall the
/// device reports nothing queued (delay 0), as PulseAudio does until its next timing update.
final class DeviceModelSink: AudioSink, HeardRecord {
    enum RunningDry { case reportsUnderrun, stallsSilently }

    let clock: ManualClock
    let runningDry: RunningDry
    let restartLatency: Double
    let blindAfterStall: Double
    let rate = 48000
    let bufferFrames = 9600
    var written: [Int16] = []
    var chunks: [(start: Int, heardAt: Double)] = []
    /// When frame 0 would be heard on the current run; nil while the device is not playing.
    private var origin: Double?
    /// Frames written while the device is not playing, waiting for a full buffer.
    private var waitingSince = 0
    private(set) var underrunsReported = 0
    private var hasStarted = false
    /// Until when `delay()` reads 0 after a stall.
    private var blindUntil = -Double.infinity
    var name: String { "model" }

    init(clock: ManualClock, runningDry: RunningDry, restartLatency: Double, blindAfterStall: Double = 0) {
        self.clock = clock
        self.runningDry = runningDry
        self.restartLatency = restartLatency
        self.blindAfterStall = blindAfterStall
    }

    func open(rate: Int) throws(BeepTestError) -> AudioFormat {
        AudioFormat(rate: self.rate, periodFrames: 2400, bufferFrames: bufferFrames)
    }

    /// Frames heard by now on the current run (all of them once it ran dry).
    private func played(origin: Double) -> Int {
        min(written.count, max(0, Int(((clock.now() - origin) * Double(rate) + 1e-6).rounded(.down))))
    }

    private func ranDry(origin: Double) -> Bool { (clock.now() - origin) * Double(rate) > Double(written.count) + 1e-6 }

    func write(_ frames: UnsafeBufferPointer<Int16>) throws(BeepTestError) -> SinkWrite {
        let count = min(frames.count, bufferFrames)
        if let origin {
            clock.sleep(until: origin + Double(written.count + count - bufferFrames) / Double(rate))
            if ranDry(origin: origin) {
                // The device stopped at the end of what it had; it starts again on a full buffer.
                self.origin = nil
                waitingSince = written.count
                blindUntil = clock.now() + blindAfterStall
                if runningDry == .reportsUnderrun {
                    underrunsReported += 1
                    return .xrun(-EPIPE)
                }
            }
        }
        chunks.append((written.count, origin.map { $0 + Double(written.count) / Double(rate) } ?? .nan))
        written.append(contentsOf: frames.prefix(count))
        if origin == nil && written.count - waitingSince >= bufferFrames { start() }
        return .wrote(count)
    }

    /// Starts playing what waits (now on the first run, `restartLatency` later on the next ones).
    private func start() {
        let origin = clock.now() + (hasStarted ? restartLatency : 0) - Double(waitingSince) / Double(rate)
        self.origin = origin
        hasStarted = true
        for index in chunks.indices where chunks[index].heardAt.isNaN {
            chunks[index].heardAt = origin + Double(chunks[index].start) / Double(rate)
        }
    }

    func delay() -> Int? {
        if clock.now() < blindUntil { return 0 }
        guard let origin else { return written.count - waitingSince }
        return written.count - played(origin: origin)
    }

    func recover(_ code: Int32) throws(BeepTestError) {}

    func drain() throws(BeepTestError) {
        if origin == nil { start() }
        guard let origin else { return }
        clock.sleep(until: origin + Double(written.count) / Double(rate))
    }

    func drop() {}
    func close() {}
}
