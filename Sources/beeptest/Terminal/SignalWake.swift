import BeepTest

#if canImport(Glibc)
    import Glibc
#endif

/// Brings the signals `SignalWatcher` takes to the live loop: the watcher thread posts each one
/// as a byte on a pipe, and the loop, which already waits on the keyboard, wakes on the pipe too
/// and reacts in its own thread (stop the sound, restore the terminal, redraw after a resize).
final class SignalWake: Sendable {
    /// The signals besides the terminating ones that the live view reacts to.
    static let viewSignals = [SIGWINCH, SIGCONT]

    /// The end the loop polls and reads.
    let readDescriptor: Int32
    private let writeDescriptor: Int32

    init() throws(BeepTestError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw BeepTestError(.io, "cannot create a pipe for signals: \(FileIO.errnoText())")
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = ends[0]
        writeDescriptor = ends[1]
    }

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }

    /// Called on the watcher thread for each signal.
    func post(_ signal: Int32) {
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(writeDescriptor, &byte, 1)
    }

    /// The signals posted since the last call, oldest first.
    func received() -> [Int32] {
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 32)
        while true {
            let count = read(readDescriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            signals += buffer[0..<count].map { Int32($0) }
        }
        return signals
    }

    /// The exit status for a signal that ends the test, as a shell reports it (128 + n), or nil.
    static func exitStatus(for signal: Int32) -> Int32? {
        SignalWatcher.terminating.contains(signal) ? 128 + signal : nil
    }
}
