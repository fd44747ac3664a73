import BeepTest
import Glibc

/// A program run in a process of its own with `posix_spawnp`: no shell, the arguments passed as
/// they are, stdin from /dev/null and stdout and stderr to files, so that nothing it prints reaches
/// our terminal and nothing it does (a crash, an `exit(1)`, a changed locale) reaches our process.
struct ChildProcess {
    /// The longest a speech engine may take for one phrase before it is killed.
    static let timeoutSeconds = 30.0

    /// The program and its arguments, `arguments[0]` looked up on PATH.
    let arguments: [String]
    private let pid: pid_t

    /// Starts `arguments` with stdout written to `stdoutPath` and stderr to `stderrPath`
    /// (/dev/null when nil). Throws `.notFound` when the program is not on PATH.
    init(_ arguments: [String], stdoutPath: String? = nil, stderrPath: String? = nil) throws(BeepTestError) {
        self.arguments = arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdoutPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts with default signal handling, whatever this process has blocked.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        posix_spawnattr_setsigmask(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let code = posix_spawnp(&child, arguments[0], &actions, &attributes, &argv, environ)
        guard code == 0 else {
            let kind: BeepTestError.Kind = code == ENOENT ? .notFound : .unavailable
            throw BeepTestError(kind, tr("cannot run %s: %s", arguments[0], Posix.errorText(code)))
        }
        pid = child
    }

    /// Waits for the program to end and returns its exit status (128 + the signal when one ended
    /// it); after `timeout` seconds it is killed and the status is that of SIGKILL.
    ///
    /// This thread blocks in `waitid` until the program ends, without reaping it (`WNOWAIT`); a
    /// watchdog thread sleeps on `ConditionLock` until the deadline and kills the program only if it
    /// has not ended by then. The lock orders the two, and the process is reaped only after the
    /// watchdog can no longer signal it, so its id is never one the system has given to another
    /// process. Where no watchdog thread can start, the wait has no deadline.
    func wait(timeout: Double = ChildProcess.timeoutSeconds) -> Int32 {
        let ended = ConditionLock(false)
        let deadline = SystemClock().now() + timeout
        let child = pid
        let watchdog = try? PosixThread.spawn {
            guard ended.wait(until: { $0 ? () : nil }, deadline: deadline) == nil else { return }
            ended.withLock { ended in if !ended { kill(child, SIGKILL) } }
        }
        var information = siginfo_t()
        let waited = Posix.retryingOnInterrupt { waitid(P_PID, id_t(child), &information, WEXITED | WNOWAIT) }
        ended.changeAndWake { $0 = true }
        if let watchdog { pthread_join(watchdog, nil) }
        var status: Int32 = 0
        guard waited == 0, Posix.retryingOnInterrupt({ waitpid(child, &status, 0) }) == child else { return 127 }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// The last non-empty line of the file at `path` (a program's stderr), or "".
    static func lastLine(of path: String) -> String {
        let bytes = (try? FileIO.read(path, limit: 1 << 20)) ?? []
        let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
        return lines.last.map { String($0.prefix(200)) } ?? ""
    }
}
