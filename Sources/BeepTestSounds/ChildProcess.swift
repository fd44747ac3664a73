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
            throw BeepTestError(kind, "cannot run \(arguments[0]): \(Posix.errorText(code))")
        }
        pid = child
    }

    /// Waits for the program to end and returns its exit status (128 + the signal when one ended
    /// it); after `timeoutSeconds` it is killed and the status is that of SIGKILL.
    func wait() -> Int32 {
        let deadline = ChildProcess.now() + ChildProcess.timeoutSeconds
        var status: Int32 = 0
        var killed = false
        while true {
            let result = Posix.retryingOnInterrupt { waitpid(pid, &status, WNOHANG) }
            if result == pid { break }
            if result < 0 { return 127 }
            if !killed && ChildProcess.now() > deadline {
                kill(pid, SIGKILL)
                killed = true
            }
            // Speech takes tens of milliseconds: a millisecond's poll costs nothing beside it.
            var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
            nanosleep(&pause, nil)
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The last non-empty line of the file at `path` (a program's stderr), or "".
    static func lastLine(of path: String) -> String {
        let bytes = (try? FileIO.read(path, limit: 1 << 20)) ?? []
        let lines = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
        return lines.last.map { String($0.prefix(200)) } ?? ""
    }
}
