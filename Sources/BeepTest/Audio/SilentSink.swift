import Glibc

/// An output that plays nothing but keeps time like a sound card: it holds a buffer of
/// `bufferSeconds` that drains at the sample rate on the monotonic clock, so `write` blocks
/// until there is room (`clock_nanosleep` to an absolute deadline), `delay` is what is still
/// queued, and falling behind by more than the buffer is an underrun, as on a real device.
/// `run --silent` (a rehearsal) uses it; with a fake clock it runs the engine in tests.
public final class SilentSink: AudioSink {
    public let name = "silent"
    public var pacing: SinkPacing { .clock }
    private let clock: any MonotonicClock
    private let bufferSeconds: Double
    private let periodSeconds: Double
    private var rate = 48000
    private var bufferFrames = 9600
    private var written = 0
    /// The monotonic time at which frame 0 plays; nil until the first write starts the "device".
    private var origin: Double?

    /// A silent output on `clock` with a buffer of `bufferSeconds` split in periods of `periodSeconds`.
    public init(clock: any MonotonicClock = SystemClock(), bufferSeconds: Double = 0.2, periodSeconds: Double = 0.05) {
        self.clock = clock
        self.bufferSeconds = bufferSeconds
        self.periodSeconds = periodSeconds
    }

    public func open(rate: Int) throws(BeepTestError) -> AudioFormat {
        self.rate = rate
        bufferFrames = max(1, Int(bufferSeconds * Double(rate)))
        let period = max(1, min(bufferFrames, Int(periodSeconds * Double(rate))))
        return AudioFormat(rate: rate, periodFrames: period, bufferFrames: bufferFrames)
    }

    /// Frames heard by `now` (a millionth of a frame of slack absorbs floating-point noise, so
    /// sleeping to a frame's deadline counts that frame as played).
    private func played(at now: Double, origin: Double) -> Int {
        max(0, Int(((now - origin) * Double(rate) + 1e-6).rounded(.down)))
    }

    public func write(_ frames: UnsafeBufferPointer<Int16>) throws(BeepTestError) -> SinkWrite {
        let now = clock.now()
        guard let origin else {
            origin = now
            written = frames.count
            return .wrote(frames.count)
        }
        if played(at: now, origin: origin) > written { return .xrun(-32) }  // -EPIPE: the buffer ran dry
        let count = min(frames.count, bufferFrames)
        let roomAt = origin + Double(written + count - bufferFrames) / Double(rate)
        clock.sleep(until: roomAt)
        written += count
        return .wrote(count)
    }

    /// What is still queued; nil once the buffer ran dry (like a device in the xrun state: the
    /// next write reports the underrun), so that the stretch lost is measured only there.
    public func delay() -> Int? {
        guard let origin else { return written }
        let queued = written - played(at: clock.now(), origin: origin)
        return queued >= 0 ? queued : nil
    }

    public func recover(_ code: Int32) throws(BeepTestError) {
        // Restart with an empty buffer: the next frame written is heard now.
        origin = clock.now() - Double(written) / Double(rate)
    }

    public func drain() throws(BeepTestError) {
        guard let origin else { return }
        clock.sleep(until: origin + Double(written) / Double(rate))
    }

    public func drop() {}

    public func close() {}
}
