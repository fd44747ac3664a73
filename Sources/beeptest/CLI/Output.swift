import BeepTest
import Glibc

/// Writing to the standard streams straight through `write(2)`: nothing is buffered, so a line
/// has left the process when the call returns (events and results depend on that).
enum Output {
    enum Stream: Int32 {
        case standardOutput = 1
        case standardError = 2
    }

    /// Writes `text` and a newline to stdout.
    static func line(_ text: String) { write(text + "\n", to: .standardOutput) }

    /// Writes an event's line to stdout; 0, or the errno of the failure (EPIPE: the reader of
    /// the pipe has gone, which ends the run).
    static func eventLine(_ text: String) -> Int32 { write(text + "\n", to: .standardOutput) }

    /// Writes `text` and a newline to stderr.
    static func error(_ text: String) { write(text + "\n", to: .standardError) }

    /// Writes all of `text` to `stream`, retrying short writes and interruptions; 0, or the
    /// errno of the failure. A stream that cannot be written (a closed pipe) has no one to tell,
    /// so most callers drop it.
    @discardableResult
    static func write(_ text: String, to stream: Stream) -> Int32 {
        var text = text
        return text.withUTF8 { Posix.writeAll(stream.rawValue, UnsafeRawBufferPointer($0)) }
    }

    /// Writes all of `bytes` to `stream` in one call (a history's megabytes: no copy first).
    static func write(bytes: [UInt8], to stream: Stream) { _ = Posix.writeAll(stream.rawValue, bytes) }

    /// A warning on stderr, prefixed with the program name, its control characters escaped (it
    /// may quote a file's contents).
    static func warning(_ text: String) { error("beeptest: " + tr("warning: ") + text.escapingControlCharacters()) }
}
