import BeepTest
import Glibc
import Synchronization

/// The lines of `run --marks` between the thread that reads them and the thread that applies
/// them: each is stamped with the playback position when it arrived, so that a mark waiting behind
/// a slow write to disk is still booked to the line that had passed when it came.
final class MarkLineQueue: Sendable {
    /// A line read, or one refused for its length.
    struct Line: Sendable {
        /// The line's text, without its newline (for a refused line: its first bytes).
        var text: String
        /// The playback position when its first byte arrived.
        var position: PlaybackPosition
        /// The whole line's length in bytes when it was too long to read, else nil.
        var refusedLength: Int?
    }

    private let lines = Mutex<(waiting: [Line], ended: Bool)>(([], false))
    private let wake: SelfPipe

    init() throws(BeepTestError) { wake = try SelfPipe(for: "the marks' queue") }

    /// Adds `line` and wakes the applying thread; false (nothing added) once the queue has ended,
    /// so that the reader can refuse a line that came too late rather than drop it unsaid.
    func put(_ line: Line) -> Bool {
        let taken = lines.withLock { state in
            if !state.ended { state.waiting.append(line) }
            return !state.ended
        }
        if taken { wake.post() }
        return taken
    }

    /// Waits until the queue has ended (the marks input ended) or `seconds` have passed.
    func waitForEnd(seconds: Double) {
        var left = seconds
        while left > 0, !lines.withLock({ $0.ended }) {
            let step = min(left, 0.02)
            usleep(UInt32(step * 1_000_000))
            left -= step
        }
    }

    /// True once no more lines will come (the input ended, or the run took the last).
    var hasEnded: Bool { lines.withLock { $0.ended } }

    /// No more lines will come: `take` returns nil once the waiting ones are taken.
    func end() {
        lines.withLock { $0.ended = true }
        wake.post()
    }

    /// The lines waiting, oldest first, blocking until there is one; nil after `end` once empty.
    func take() -> [Line]? {
        while true {
            let (waiting, ended) = lines.withLock { state in
                defer { state.waiting.removeAll() }
                return (state.waiting, state.ended)
            }
            if !waiting.isEmpty { return waiting }
            if ended { return nil }
            var watched = pollfd(fd: wake.readDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&watched, 1, -1)
            _ = wake.drain()
        }
    }
}
