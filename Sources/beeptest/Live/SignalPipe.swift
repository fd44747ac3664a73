#if canImport(Glibc)
import Glibc
#endif

/// Turns signals into bytes on a pipe (the self-pipe trick), so that the live loop learns of
/// SIGINT, SIGTERM, SIGHUP, SIGWINCH and SIGCONT where it already waits for keys, and handles them
/// in ordinary code: stop the sound, restore the terminal, exit 130/143/129.
enum SignalPipe {
    /// The signals the live view handles itself.
    static let handled = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGCONT]

    /// Installs the handlers; returns the pipe's read end, or nil when no pipe could be made.
    static func install() -> Int32? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        signalPipeWriteEnd = ends[1]
        for signal in handled {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                var byte = UInt8(truncatingIfNeeded: signal)
                let saved = errno
                _ = write(signalPipeWriteEnd, &byte, 1)
                errno = saved
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            _ = sigaction(signal, &action, nil)
        }
        // A parent may have started us with these blocked (signal masks are inherited): unblock
        // them here, so they reach this thread whatever other threads block.
        var wanted = sigset_t()
        sigemptyset(&wanted)
        for signal in handled { sigaddset(&wanted, signal) }
        pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
        readEnd = ends[0]
        return ends[0]
    }

    /// Puts the default actions back and closes the pipe: once the view is gone, a signal ends
    /// the process as usual.
    static func uninstall() {
        for signal in handled { _ = Glibc.signal(signal, SIG_DFL) }
        if signalPipeWriteEnd >= 0 { close(signalPipeWriteEnd) }
        if readEnd >= 0 { close(readEnd) }
        signalPipeWriteEnd = -1
        readEnd = -1
    }

    /// The signals that arrived since the last call, oldest first.
    static func received() -> [Int32] {
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 32)
        while readEnd >= 0 {
            let count = read(readEnd, &buffer, buffer.count)
            guard count > 0 else { break }
            signals += buffer[0..<count].map { Int32($0) }
        }
        return signals
    }

    /// The exit status for a signal that ends the test, as a shell reports it (128 + n), or nil.
    static func exitStatus(for signal: Int32) -> Int32? {
        [SIGINT, SIGTERM, SIGHUP].contains(signal) ? 128 + signal : nil
    }

    nonisolated(unsafe) private static var readEnd: Int32 = -1
}

/// The pipe's write end, read by the signal handler (a global: handlers cannot capture).
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
