import BeepTest

#if canImport(Glibc)
    import Glibc
#endif

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

    /// Writes all of `text` to `stream`, retrying short writes and interruptions.
    static func write(_ text: String, to stream: Stream) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(stream.rawValue, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// A warning on stderr, prefixed with the program name.
    static func warning(_ text: String) { error("beeptest: warning: " + text) }
}
