#if canImport(Glibc)
import Glibc
#endif

/// Waits for whichever comes first: a key, a signal, or the next frame.
struct InputWaiter {
    /// What arrived during one wait.
    struct Arrivals {
        var keys: [UInt8] = []
        var signals: [Int32] = []
    }

    /// stdin while it can give keys; nil once it reached its end (or was never a terminal).
    private var keyboard: Int32?
    private let signalPipe: Int32?

    init(readsKeys: Bool, signalPipe: Int32?) {
        keyboard = readsKeys ? STDIN_FILENO : nil
        self.signalPipe = signalPipe
    }

    /// Blocks up to `milliseconds` and returns the keys and signals that arrived.
    mutating func wait(milliseconds: Int32) -> Arrivals {
        var watched: [pollfd] = []
        if let keyboard { watched.append(pollfd(fd: keyboard, events: Int16(POLLIN), revents: 0)) }
        if let signalPipe { watched.append(pollfd(fd: signalPipe, events: Int16(POLLIN), revents: 0)) }
        var arrivals = Arrivals()
        guard poll(&watched, nfds_t(watched.count), milliseconds) > 0 else { return arrivals }
        for entry in watched where entry.revents != 0 {
            if entry.fd == signalPipe {
                arrivals.signals = SignalPipe.received()
            } else {
                arrivals.keys = readKeys()
            }
        }
        return arrivals
    }

    private mutating func readKeys() -> [UInt8] {
        guard let keyboard else { return [] }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(keyboard, &buffer, buffer.count)
        if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) {
            self.keyboard = nil  // end of input: keep running without keys
            return []
        }
        return count > 0 ? KeyInput.keys(in: Array(buffer[0..<count])) : []
    }
}
