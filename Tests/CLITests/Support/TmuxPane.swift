import BeepTestTestSupport
import Foundation
import Testing

/// The real binary in a real terminal: a private tmux server (its own socket, so tests run side
/// by side) with one detached pane of fixed size. The pane runs a small shell wrapper that records
/// the program's exit status and the terminal settings it left behind, then waits, so the screen
/// can still be read after the program ended.
final class TmuxPane {
    let folder: URL
    private let temporary: TemporaryFolder
    private let socket: String

    /// Starts `beeptest arguments` in a `columns` × `rows` pane with `environment` added, in a
    /// fresh folder holding `files` (name → contents). NO_COLOR, which the test runner sets, and
    /// COLUMNS and LINES are cleared unless `environment` sets them; the language is English
    /// (C.UTF-8) unless it sets one.
    convenience init(
        _ arguments: [String], files: [String: String] = [:], columns: Int = 100, rows: Int = 30,
        environment: [String: String] = [:]
    ) throws {
        try self.init(
            command: [BinaryRunner.binaryPath] + arguments, files: files, columns: columns, rows: rows,
            environment: environment)
    }

    /// Starts `command` (a program and its arguments) the same way.
    init(
        command: [String], files: [String: String] = [:], columns: Int = 100, rows: Int = 30,
        environment: [String: String] = [:]
    ) throws {
        temporary = try TemporaryFolder()
        folder = temporary.url
        for (name, contents) in files {
            try contents.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        socket = folder.appendingPathComponent("tmux.sock").path
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }
        let command = command.map(Self.quoted).joined(separator: " ")
        let wrapper = """
            cd \(Self.quoted(folder.path))
            unset NO_COLOR COLUMNS LINES LANGUAGE LC_ALL LC_MESSAGES LC_NUMERIC
            export LANG=C.UTF-8
            \(assignments.isEmpty ? "" : "export " + assignments.joined(separator: " "))
            \(command) 2>stderr.txt
            status=$?
            stty -a >stty.tmp 2>&1 && mv stty.tmp stty.txt
            echo $status >status.tmp && mv status.tmp status.txt
            exec sleep 600
            """
        try wrapper.write(to: folder.appendingPathComponent("wrapper.sh"), atomically: true, encoding: .utf8)
        try tmux([
            "-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "live",
            // exec: tmux runs this through the user's shell, and a shell that forks for it (dash)
            // would put itself between the pane and the wrapper, so programPID would miss beeptest.
            "exec sh " + Self.quoted(folder.appendingPathComponent("wrapper.sh").path),
        ])
    }

    deinit {
        _ = try? tmux(["kill-server"])
        temporary.remove()
    }

    /// The visible screen, one string per row.
    func screen() -> [String] {
        ((try? tmux(["capture-pane", "-p", "-t", "live"])) ?? "").components(separatedBy: "\n")
    }

    /// The visible screen with its colour and attribute escapes (`capture-pane -e`).
    func screenWithEscapes() -> String { (try? tmux(["capture-pane", "-p", "-e", "-t", "live"])) ?? "" }

    /// Types `keys` literally into the pane.
    func type(_ keys: String) throws { try tmux(["send-keys", "-t", "live", "-l", keys]) }

    /// Presses a named key (`C-c`, `Enter`).
    func press(_ key: String) throws { try tmux(["send-keys", "-t", "live", key]) }

    /// A tmux format about the pane, such as `#{alternate_on}` or `#{cursor_flag}`.
    func format(_ format: String) -> String {
        ((try? tmux(["display-message", "-p", "-t", "live", format])) ?? "").trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    /// Resizes the pane's window.
    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", "live", "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The process id of the program: the wrapper shell's child.
    var programPID: pid_t? {
        guard let shell = Int32(format("#{pane_pid}")),
            let children = try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        else { return nil }
        return children.split(separator: " ").first.flatMap { Int32($0) }
    }

    /// beeptest's exit status, once it has ended.
    var exitStatus: Int32? {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("status.txt"), encoding: .utf8) else {
            return nil
        }
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// `stty -a` as the terminal was right after beeptest ended.
    var terminalSettingsAfterExit: String {
        (try? String(contentsOf: folder.appendingPathComponent("stty.txt"), encoding: .utf8)) ?? ""
    }

    /// What beeptest wrote on stderr.
    var standardError: String {
        (try? String(contentsOf: folder.appendingPathComponent("stderr.txt"), encoding: .utf8)) ?? ""
    }

    /// Polls `condition` every 50 ms until it holds or `timeout` seconds pass (generous: the
    /// machine is shared). Returns whether it held.
    @discardableResult
    func wait(timeout: TimeInterval = 30, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    /// The status line: the first row on screen that holds a mm:ss time.
    func statusLine() -> StatusLine? { screen().lazy.compactMap(StatusLine.init).first }

    /// Runs tmux on this pane's server and returns what it printed.
    ///
    /// Not through Foundation's Process: the first call starts the tmux server, a daemon that
    /// outlives the client, and Process then never notices the client's exit. posix_spawn and
    /// waitpid see it; the child gets no descriptor but its output file, so the daemon holds no
    /// pipe of another test open, and an empty signal mask with default actions (a test thread
    /// blocks signals, and the server and every program in its panes would inherit that).
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let output = folder.appendingPathComponent("tmux-\(UUID().uuidString).out").path
        defer { unlink(output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let words = ["tmux", "-S", socket] + arguments
        var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for word in argv { free(word) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, &argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .ENOENT) }
        // A client that never returns (a server gone astray) fails the test instead of hanging it.
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(30)
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard Date() < deadline else {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                Issue.record("tmux \(arguments.joined(separator: " ")) did not return within 30 s")
                throw POSIXError(.ETIMEDOUT)
            }
            usleep(1_000)
        }
        return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// `Level <label>  Shuttle <m>/<k>  <mm:ss>[  PAUSED]`, parsed from a screen row; nil when the row
/// holds no mm:ss time. A row with a time that does not read as a status line parses with `isWellFormed` false.
struct StatusLine: Equatable {
    var level: String
    var shuttle: Int
    var shuttles: Int
    var seconds: Int
    var isPaused: Bool
    var isWellFormed: Bool

    init?(_ row: String) {
        let text = row.trimmingCharacters(in: .whitespaces)
        guard let time = text.range(of: #"\d\d:\d\d"#, options: .regularExpression) else { return nil }
        let minutes = Int(text[time].prefix(2)) ?? 0
        seconds = minutes * 60 + (Int(text[time].suffix(2)) ?? 0)
        let pattern = #"^Level (\S+)  Shuttle (\d+)/(\d+)  \d\d:\d\d(  PAUSED)?$"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
        else {
            (level, shuttle, shuttles, isPaused, isWellFormed) = ("", 0, 0, false, false)
            return
        }
        func group(_ index: Int) -> String {
            Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
        }
        level = group(1)
        shuttle = Int(group(2)) ?? 0
        shuttles = Int(group(3)) ?? 0
        isPaused = !group(4).isEmpty
        isWellFormed = true
    }
}
