import BeepTest
import Synchronization

/// The one writer of `run --events` lines: the run's loop writes the cues, pauses and the end
/// of a class that ran out, the marks' reading thread writes that the marks input ended (or came
/// back); one lock keeps each line whole whichever thread writes it.
final class EventWriter: Sendable {
    /// The format asked for, or nil (no `--events`: nothing is written).
    let format: EventFormat?
    private let lock = Mutex(())

    init(format: EventFormat?) { self.format = format }

    /// Writes one event as `json` (jsonl) or `text`; 0, or the errno of a failed write (EPIPE).
    @discardableResult
    func write(json: @autoclosure () -> JSONValue, text: @autoclosure () -> String) -> Int32 {
        guard let format else { return 0 }
        let line = format == .jsonl ? JSONWriter.string(json()) : text()
        return lock.withLock { _ in Output.eventLine(line) }
    }

    /// Writes an event of the run's own (`everyone_out`, `marks_ended`) as the engine's are written.
    @discardableResult
    func write(_ event: RunEvent) -> Int32 { write(json: event.json, text: event.text) }
}
