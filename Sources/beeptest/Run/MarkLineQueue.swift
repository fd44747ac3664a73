import BeepTest
import Glibc
import Synchronization

/// The lines of `run --marks` between the thread that reads them and the thread that applies
/// them: each is stamped with the session's state when it arrived, so that a mark waiting behind
/// a slow write to disk is still booked to the line that had passed when it came.
final class MarkLineQueue: Sendable {
    /// A line read, or one refused for its length.
    struct Line: Sendable {
        /// The line's text, without its newline (for a refused line: its first bytes).
        var text: String
        /// The state when its first byte arrived.
        var state: SessionState
        /// The whole line's length in bytes when it was too long to read, else nil.
        var refusedLength: Int?
    }

    private let lines = Mutex<(waiting: [Line], ended: Bool)>(([], false))
    private let wake: SelfPipe

    init() throws(BeepTestError) { wake = try SelfPipe(for: "the marks' queue") }

    /// Adds `line` and wakes the applying thread.
    func put(_ line: Line) {
        lines.withLock { $0.waiting.append(line) }
        wake.post()
    }

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
