import BeepTest
import Glibc

/// Brings the signals `SignalWatcher` takes to the live loop: the watcher thread posts each one
/// as a byte on a pipe, and the loop, which already waits on the keyboard, wakes on the pipe too
/// and reacts in its own thread (stop the sound, restore the terminal, redraw after a resize).
final class SignalWake: Sendable {
    /// The signals besides the terminating ones that the live view reacts to.
    static let viewSignals = [SIGWINCH, SIGCONT]

    private let pipe: SelfPipe

    /// The end the loop polls and reads.
    var readDescriptor: Int32 { pipe.readDescriptor }

    init() throws(BeepTestError) { pipe = try SelfPipe(for: "a pipe for signals") }

    /// Called on the watcher thread for each signal.
    func post(_ signal: Int32) { pipe.post(UInt8(truncatingIfNeeded: signal)) }

    /// The signals posted since the last call, oldest first.
    func received() -> [Int32] { pipe.drain().map { Int32($0) } }

    /// The exit status for a signal that ends the test, as a shell reports it (128 + n), or nil.
    static func exitStatus(for signal: Int32) -> Int32? {
        SignalWatcher.terminating.contains(signal) ? ExitStatus.signal(signal) : nil
    }
}
