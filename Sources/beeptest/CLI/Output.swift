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

    /// Writes `text` and a newline to stderr.
    static func error(_ text: String) { write(text + "\n", to: .standardError) }

    /// Writes all of `text` to `stream`, retrying short writes and interruptions. A stream that
    /// cannot be written (a closed pipe) has no one to tell, so the failure is dropped.
    static func write(_ text: String, to stream: Stream) {
        var text = text
        _ = text.withUTF8 { Posix.writeAll(stream.rawValue, UnsafeRawBufferPointer($0)) }
    }

    /// Writes all of `bytes` to `stream` in one call (a history's megabytes: no copy first).
    static func write(bytes: [UInt8], to stream: Stream) { _ = Posix.writeAll(stream.rawValue, bytes) }

    /// A warning on stderr, prefixed with the program name.
    static func warning(_ text: String) { error("beeptest: warning: " + text) }
}
