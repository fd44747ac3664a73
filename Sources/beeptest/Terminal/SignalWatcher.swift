import BeepTest
import Glibc
import Synchronization

/// Signals handled without a signal handler: they are blocked in every thread and one thread
/// takes them with `sigwait`, so the reaction (stopping the engine, pausing) is ordinary code,
/// not async-signal-safe code.
///
/// `start` must run before any other thread is created, so that every thread inherits the mask.
final class SignalWatcher: Sendable {
    /// The exit code a terminating signal asks for (128 + the signal), 0 while none came.
    private let exitCodeValue = Atomic<Int32>(0)

    /// The signals that end a run, with their exit codes (128 + signal number).
    static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    var exitCode: Int32? {
        let code = exitCodeValue.load(ordering: .acquiring)
        return code == 0 ? nil : code
    }

    /// Blocks `signals` (and the terminating ones) in this thread and those it creates, and
    /// calls `react` on the watcher thread for each one that arrives. A terminating signal is
    /// recorded before `react` sees it.
    static func start(extra signals: [Int32] = [], react: @escaping @Sendable (Int32) -> Void) throws(BeepTestError)
        -> SignalWatcher
    {
        // A closed stdout must be an error to handle, not a silent death.
        signal(SIGPIPE, SIG_IGN)
        var set = sigset_t()
        sigemptyset(&set)
        for number in terminating + signals { sigaddset(&set, number) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let watcher = SignalWatcher()
        let waited = set
        _ = try PosixThread.spawn {
            var set = waited
            while true {
                var number: Int32 = 0
                guard sigwait(&set, &number) == 0 else { continue }
                if terminating.contains(number) {
                    watcher.exitCodeValue.store(ExitStatus.signal(number), ordering: .releasing)
                }
                react(number)
            }
        }
        return watcher
    }
}
