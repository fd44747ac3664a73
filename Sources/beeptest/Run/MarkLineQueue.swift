import BeepTest

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

    /// The lines waiting and whether more can come, behind the lock both threads wait on.
    private let lines = ConditionLock<(waiting: [Line], ended: Bool)>(([], false))

    /// An empty queue.
    init() {}

    /// Adds `line` and wakes the applying thread; false (nothing added) once the queue has ended,
    /// so that the reader can refuse a line that came too late rather than drop it unsaid.
    func put(_ line: Line) -> Bool {
        lines.changeAndWake { state in
            if !state.ended { state.waiting.append(line) }
            return !state.ended
        }
    }

    /// Waits until the queue has ended (the marks input ended) or `seconds` have passed.
    func waitForEnd(seconds: Double) {
        _ = lines.wait(until: { $0.ended ? true : nil }, deadline: SystemClock().now() + seconds)
    }

    /// True once no more lines will come (the input ended, or the run took the last).
    var hasEnded: Bool { lines.withLock { $0.ended } }

    /// No more lines will come: `take` returns nil once the waiting ones are taken.
    func end() {
        lines.changeAndWake { $0.ended = true }
    }

    /// The lines waiting, oldest first, blocking until there is one; nil after `end` once empty.
    func take() -> [Line]? {
        lines.wait { state -> [Line]?? in
            if !state.waiting.isEmpty {
                defer { state.waiting.removeAll() }
                return .some(state.waiting)
            }
            return state.ended ? .some(nil) : nil
        }
    }
}
