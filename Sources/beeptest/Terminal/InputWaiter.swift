import BeepTest
import Glibc

/// Waits for whichever comes first: a key, a signal, news from the playback, or the next frame.
struct InputWaiter {
    /// What arrived during one wait.
    struct Arrivals {
        var keys: [UInt8] = []
        var signals: [Int32] = []
    }

    /// stdin while it can give keys; nil once its terminal went away (or it was never one).
    private var keyboard: Int32?
    private let signals: SignalWake?
    /// Only wakes the wait; the view takes the news itself, which empties it.
    private let playbackWake: Int32?

    init(readsKeys: Bool, signals: SignalWake?, playbackWake: Int32?) {
        keyboard = readsKeys ? STDIN_FILENO : nil
        self.signals = signals
        self.playbackWake = playbackWake
    }

    /// Blocks up to `milliseconds` and returns the keys and signals that arrived.
    mutating func wait(milliseconds: Int32) -> Arrivals {
        var watched: [pollfd] = []
        for descriptor in [keyboard, signals?.readDescriptor, playbackWake].compactMap({ $0 }) {
            watched.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
        }
        var arrivals = Arrivals()
        // A signal that interrupts the poll (EINTR) ends the wait like a timeout: its byte in the
        // signal pipe is read on the next wait, at once.
        guard poll(&watched, nfds_t(watched.count), milliseconds) > 0 else { return arrivals }
        for entry in watched where entry.revents != 0 {
            if entry.fd == signals?.readDescriptor {
                arrivals.signals = signals?.received() ?? []
            } else if entry.fd == keyboard {
                arrivals.keys = readKeys()
                // A terminal gone without a SIGHUP (its read ends or fails) ends the run as one would.
                if keyboard == nil { arrivals.signals.append(SIGHUP) }
            }
        }
        return arrivals
    }

    private mutating func readKeys() -> [UInt8] {
        guard let keyboard else { return [] }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { Posix.read(keyboard, into: $0) }
        if count == 0 || (count < 0 && errno != EAGAIN) {
            self.keyboard = nil  // the terminal is gone
            return []
        }
        return count > 0 ? KeyInput.keys(in: Array(buffer[0..<count])) : []
    }
}
