import BeepTest
import BeepTestTestSupport

/// A sound server's stream on a manual clock that goes away for good at `goneAt` (writes fail with
/// an I/O error, as alsa-lib's `pulse` device does when its server is killed) and opens again from
/// `backAt` on: a new stream that starts once its buffer is full, `startLatency` later (the
/// server's start-up). What was queued when it went away is never heard.
///
/// It goes as `way` says: with an error (PulseAudio killed), taking nothing more (a suspended
/// sink, a stopped server: each write waits `SinkWrite.waitSeconds` and says `noRoom`), or with an
/// underrun at every write that its recovery "mends" at once (PipeWire killed).
final class VanishingSink: AudioSink, HeardRecord, @unchecked Sendable {
    /// How the stream goes away.
    enum Way {
        case error, stall, emptyRecoveries
    }

    let clock: ManualClock
    let way: Way
    let goneAt: Double
    let backAt: Double
    let startLatency: Double
    let rate = 48000
    let bufferFrames = 9600
    var written: [Int16] = []
    var chunks: [(start: Int, heardAt: Double)] = []
    /// Where the reopened stream begins in `written`, once it has.
    private(set) var reopenedAt: Int?
    private(set) var opens = 0
    private(set) var failedOpens = 0
    /// Writes made after the stream went, until it was closed.
    private(set) var writesAfterGone = 0
    private var isOpen = false
    /// When this stream's first frame is heard; nil until it starts.
    private var origin: Double?
    /// This stream's first frame in `written`.
    private var streamStart = 0
    var name: String { "vanishing" }
    var pacing: SinkPacing { .server }

    init(clock: ManualClock, goneAt: Double, backAt: Double, startLatency: Double = 0.0123, way: Way = .error) {
        self.clock = clock
        self.way = way
        self.goneAt = goneAt
        self.backAt = backAt
        self.startLatency = startLatency
    }

    func open(rate: Int) throws(BeepTestError) -> AudioFormat {
        if opens > 0 && clock.now() < backAt {
            failedOpens += 1
            throw BeepTestError(.unavailable, "cannot open audio device 'vanishing': Connection refused")
        }
        if opens > 0 { reopenedAt = written.count }
        opens += 1
        isOpen = true
        origin = nil
        streamStart = written.count
        return AudioFormat(rate: self.rate, periodFrames: 2400, bufferFrames: bufferFrames)
    }

    func write(_ frames: UnsafeBufferPointer<Int16>) throws(BeepTestError) -> SinkWrite {
        guard isOpen else { throw BeepTestError(.io, "audio device 'vanishing' is not open") }
        let count = min(frames.count, bufferFrames)
        if let origin {
            clock.sleep(until: origin + Double(written.count - streamStart + count - bufferFrames) / Double(rate))
        }
        if opens == 1 && clock.now() >= goneAt {
            writesAfterGone += 1
            vanish(closing: way == .error)
            switch way {
            case .error: throw BeepTestError(.io, "audio device 'vanishing': cannot play: Input/output error")
            case .stall:
                clock.sleep(until: clock.now() + SinkWrite.waitSeconds)
                return .noRoom
            case .emptyRecoveries: return .xrun(-32)
            }
        }
        chunks.append((written.count, origin.map { $0 + Double(written.count - streamStart) / Double(rate) } ?? .nan))
        written.append(contentsOf: frames.prefix(count))
        if origin == nil && written.count - streamStart >= bufferFrames { start() }
        return .wrote(count)
    }

    /// The server is gone: nothing after the frame heard at `goneAt` is ever heard.
    private func vanish(closing: Bool) {
        if closing { isOpen = false }
        guard let origin else { return }
        let heard = min(written.count, streamStart + Int(((goneAt - origin) * Double(rate)).rounded(.down)))
        written.removeLast(written.count - heard)
        chunks.removeAll { $0.start >= heard }
        self.origin = nil
    }

    private func start() {
        let origin = clock.now() + (opens > 1 ? startLatency : 0)
        self.origin = origin
        for index in chunks.indices where chunks[index].heardAt.isNaN {
            chunks[index].heardAt = origin + Double(chunks[index].start - streamStart) / Double(rate)
        }
    }

    /// Frames queued, or nil while the stream has not started (as the ALSA sink says then).
    func delay() -> Int? {
        guard isOpen, let origin else { return nil }
        let played = max(0, Int(((clock.now() - origin) * Double(rate) + 1e-6).rounded(.down)))
        return max(0, written.count - streamStart - played)
    }

    func recover(_ code: Int32) throws(BeepTestError) {}

    func drain() throws(BeepTestError) {
        if origin == nil && isOpen { start() }
        guard let origin else { return }
        clock.sleep(until: origin + Double(written.count - streamStart) / Double(rate))
    }

    func drop() {}

    func close() { isOpen = false }

    /// The index in `written` of the first frame of every sound heard from `index` on: a sound
    /// starts after 0.4 s of silence or more (a triple beep's inner gaps are shorter).
    func onsets(from index: Int) -> [Int] {
        var onsets: [Int] = []
        var lastSound: Int?
        for frame in index..<written.count where written[frame] != 0 {
            if lastSound.map({ frame - $0 > rate * 4 / 10 }) ?? true { onsets.append(frame) }
            lastSound = frame
        }
        return onsets
    }
}
