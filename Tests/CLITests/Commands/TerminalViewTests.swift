import BeepTestTestSupport
import Foundation
import Testing

/// `beeptest run --silent` in a real terminal (tmux): what a coach sees and what the keys and
/// signals do. Every wait polls with a generous timeout; nothing asserts on wall-clock speed.
@Suite("Terminal view in tmux")
struct TerminalViewTests {
    /// 20 shuttles of 2.5 s, then 20 of 2 s: 90 s, longer than any test here needs.
    static let longProfile = """
        {"format": 1, "id": "tmux-long", "name": "Terminal check", "distance_m": 20,
         "levels": [{"shuttle_s": 2.5, "shuttles": 20}, {"shuttle_s": 2, "shuttles": 20}]}
        """
    /// Two shuttles of 1 s (the shortest a profile allows): ends on its own.
    static let shortProfile = """
        {"format": 1, "id": "tmux-short", "name": "Short check", "distance_m": 20,
         "levels": [{"shuttle_s": 1, "shuttles": 2}]}
        """

    /// Starts a silent run of `profile` with a one-second countdown.
    private func start(
        _ profile: String = longProfile, columns: Int = 100, rows: Int = 30, environment: [String: String] = [:],
        extra: [String] = []
    ) throws -> TmuxPane {
        try TmuxPane(
            ["run", "profile.json", "--silent", "--countdown", "1"] + extra, files: ["profile.json": profile],
            columns: columns, rows: rows, environment: environment)
    }

    /// Waits for the status line and for its time to pass `seconds`.
    private func waitForTime(after seconds: Int, in pane: TmuxPane) -> StatusLine? {
        var line: StatusLine?
        pane.wait {
            line = pane.statusLine()
            return (line?.seconds ?? -1) > seconds && line?.isPaused == false
        }
        return line
    }

    /// The terminal as a shell expects it: normal screen, cursor shown, echo and line editing on.
    private func expectRestored(_ pane: TmuxPane, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(pane.format("#{alternate_on}") == "0", "still on the alternate screen", sourceLocation: sourceLocation)
        #expect(pane.format("#{cursor_flag}") == "1", "cursor still hidden", sourceLocation: sourceLocation)
        let settings = pane.terminalSettingsAfterExit.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" })
        #expect(
            settings.contains("echo") && settings.contains("icanon") && settings.contains("isig"),
            "terminal left raw: \(pane.terminalSettingsAfterExit)", sourceLocation: sourceLocation)
    }

    @Test("the status line is first, well formed, and its time moves")
    func statusLineMoves() throws {
        let pane = try start()
        let first = try #require(waitForTime(after: -1, in: pane), "no status line: \(pane.screen())")
        #expect(first.isWellFormed && first.level == "1" && first.shuttles == 20, "status line: \(first)")
        #expect(pane.screen().first { StatusLine($0) != nil }.flatMap(StatusLine.init)?.isWellFormed == true)
        #expect(pane.format("#{alternate_on}") == "1")
        let later = waitForTime(after: first.seconds, in: pane)
        #expect(later.map { $0.seconds > first.seconds } == true, "time stuck at \(first.seconds) s")
        // The figures are block characters, not digits: no row before the status line has a time.
        #expect(pane.screen().contains { $0.contains("█") })
        try pane.type("q")
        try pane.type("y")
    }

    @Test("space pauses (PAUSED, time frozen) and space resumes after a count-in (RESUMING IN, time still frozen)")
    func pauseAndResume() throws {
        let pane = try start()
        _ = try #require(waitForTime(after: 0, in: pane), "no running status line: \(pane.screen())")
        try pane.type(" ")
        var paused: StatusLine?
        #expect(
            pane.wait {
                paused = pane.statusLine()
                return paused?.isPaused == true
            }, "PAUSED never shown: \(pane.screen())")
        let frozen = try #require(paused)
        // Watch the paused screen for a while: the time must not move.
        var seen: Set<Int> = []
        pane.wait(timeout: 2.5) {
            if let line = pane.statusLine() { seen.insert(line.seconds) }
            return false
        }
        #expect(seen == [frozen.seconds], "time moved while paused: \(seen.sorted())")
        try pane.type(" ")
        var counting: Set<Int> = []
        var counts: Set<Int> = []
        #expect(
            pane.wait {
                guard let row = pane.screen().first(where: { $0.contains("RESUMING IN") }) else { return false }
                if let line = pane.statusLine() { counting.insert(line.seconds) }
                let after = row.components(separatedBy: "RESUMING IN ").last ?? ""
                if let count = Int(after.prefix { $0.isNumber }) { counts.insert(count) }
                return true
            }, "no count-in shown: \(pane.screen())")
        #expect(counting.isSubset(of: [frozen.seconds]), "time moved in the count-in: \(counting.sorted())")
        // The count is of the three pips still to come, never a 4 in the device's slack.
        #expect(!counts.isEmpty && counts.isSubset(of: [1, 2, 3]), "\(counts)")
        let resumed = waitForTime(after: frozen.seconds, in: pane)
        #expect(
            resumed?.isPaused == false && (resumed?.seconds ?? 0) > frozen.seconds, "did not resume: \(pane.screen())")
        try pane.type("q")
        try pane.type("y")
    }

    @Test("q asks Quit? (y/n); another key cancels; y exits 0 and restores the terminal")
    func quitWithConfirmation() throws {
        let pane = try start()
        _ = try #require(waitForTime(after: -1, in: pane))
        try pane.type("q")
        #expect(pane.wait { pane.screen().contains { $0.contains("Quit? (y/n)") } }, "no question: \(pane.screen())")
        try pane.type("n")
        #expect(pane.wait { !pane.screen().contains { $0.contains("Quit? (y/n)") } })
        #expect(pane.exitStatus == nil)
        try pane.type("q")
        #expect(pane.wait { pane.screen().contains { $0.contains("Quit? (y/n)") } })
        try pane.type("y")
        #expect(pane.wait { pane.exitStatus != nil }, "still running after y")
        #expect(pane.exitStatus == 0)
        expectRestored(pane)
        #expect(pane.screen().contains { $0.contains("Stopped Terminal check") }, "no summary: \(pane.screen())")
    }

    @Test("SIGTERM restores the terminal and exits 143")
    func sigterm() throws {
        let pane = try start()
        _ = try #require(waitForTime(after: -1, in: pane))
        let pid = try #require(pane.programPID)
        #expect(kill(pid, SIGTERM) == 0)
        #expect(pane.wait { pane.exitStatus != nil }, "still running after SIGTERM")
        #expect(pane.exitStatus == 143)
        expectRestored(pane)
    }

    @Test(
        "SIGHUP and SIGINT exit 129 and 130 with the terminal restored",
        arguments: [(SIGHUP, Int32(129)), (SIGINT, Int32(130))])
    func otherSignals(signal: Int32, status: Int32) throws {
        let pane = try start()
        _ = try #require(waitForTime(after: -1, in: pane))
        let pid = try #require(pane.programPID)
        #expect(kill(pid, signal) == 0)
        #expect(pane.wait { pane.exitStatus != nil })
        #expect(pane.exitStatus == status)
        expectRestored(pane)
    }

    @Test("Ctrl-C quits at once with 130, no question asked")
    func controlC() throws {
        let pane = try start()
        _ = try #require(waitForTime(after: -1, in: pane))
        try pane.press("C-c")
        #expect(pane.wait { pane.exitStatus != nil }, "still running after Ctrl-C")
        #expect(pane.exitStatus == 130)
        expectRestored(pane)
    }

    @Test("at the end: the normal screen, a summary, exit 0")
    func naturalEnd() throws {
        let pane = try start(Self.shortProfile)
        #expect(pane.wait { pane.exitStatus != nil }, "the 2 s test never ended: \(pane.screen())")
        #expect(pane.exitStatus == 0)
        expectRestored(pane)
        #expect(
            pane.screen().contains { $0.contains("Finished Short check") && $0.contains("shuttle 2/2") },
            "no summary: \(pane.screen())")
    }

    @Test("colour unless NO_COLOR is set")
    func noColour() throws {
        let coloured = try start()
        _ = try #require(waitForTime(after: -1, in: coloured))
        // Foreground colours are SGR 30–37: yellow in the countdown, green while running.
        #expect(coloured.screenWithEscapes().contains("\u{1B}[3"), "no colour in \(coloured.screenWithEscapes())")
        let plain = try start(environment: ["NO_COLOR": "1"])
        _ = try #require(waitForTime(after: -1, in: plain))
        let screen = plain.screenWithEscapes()
        #expect(screen.contains("█") && !screen.contains("\u{1B}[3"), "colour under NO_COLOR")
        try coloured.press("C-c")
        try plain.press("C-c")
    }

    @Test("TERM=dumb: no alternate screen, plain status lines printed as time passes")
    func dumbTerminal() throws {
        let pane = try start(environment: ["TERM": "dumb"])
        #expect(pane.wait { pane.screen().compactMap(StatusLine.init).count >= 3 }, "no status lines: \(pane.screen())")
        #expect(pane.format("#{alternate_on}") == "0")
        let lines = pane.screen().compactMap(StatusLine.init)
        #expect(lines.allSatisfy { $0.isWellFormed })
        #expect(!pane.screen().contains { $0.contains("█") })
        try pane.type(" ")
        #expect(pane.wait { pane.screen().compactMap(StatusLine.init).contains { $0.isPaused } })
        try pane.press("C-c")
        #expect(pane.wait { pane.exitStatus != nil })
        #expect(pane.exitStatus == 130)
    }

    @Test("a resize redraws at the new size; a tiny terminal still shows the status line")
    func resize() throws {
        let pane = try start(columns: 80, rows: 24)
        _ = try #require(waitForTime(after: -1, in: pane))
        let blockRows = { pane.screen().filter { $0.contains("█") }.count }
        let small = blockRows()
        try pane.resize(columns: 200, rows: 60)
        #expect(pane.wait { blockRows() > small }, "figures did not grow: \(pane.screen())")
        try pane.resize(columns: 40, rows: 8)
        #expect(pane.wait { pane.screen().first?.hasPrefix("Level 1  Shuttle") == true }, "\(pane.screen())")
        #expect(pane.screen().allSatisfy { $0.count <= 40 })
        try pane.press("C-c")
    }

    @Test("--flash inverts the whole screen at a cue; NO_COLOR and TERM=dumb get a marker line; off by default")
    func flash() throws {
        // Turns every 2.5 s: each flash lasts 200 ms, which a poll every 50 ms sees.
        let inverted = { (screen: String) in screen.contains("\u{1B}[7m") || screen.contains("\u{1B}[7;") }
        let flashing = try start(extra: ["--flash"])
        // The whole screen: every row of the flashed frame, blank ones included, in reverse video
        // to its last column.
        var rows = 0
        let whole = flashing.wait {
            rows = Self.reversedRows(flashing.screenWithEscapes())
            return rows >= 30
        }
        #expect(whole, "at most \(rows) of 30 rows inverted")
        let plain = try start(environment: ["NO_COLOR": "1"], extra: ["--flash"])
        #expect(plain.wait { plain.screen().contains { $0.contains("*** SHUTTLE ***") } }, "\(plain.screen())")
        #expect(!inverted(plain.screenWithEscapes()))
        let dumb = try start(environment: ["TERM": "dumb"], extra: ["--flash"])
        #expect(dumb.wait { dumb.screen().contains("*** SHUTTLE ***") }, "\(dumb.screen())")
        let unflashed = try start()
        _ = try #require(waitForTime(after: 3, in: unflashed))
        var seen = false
        unflashed.wait(timeout: 3) {
            seen = seen || inverted(unflashed.screenWithEscapes())
            return false
        }
        #expect(!seen, "inverted without --flash")
        for pane in [flashing, plain, dumb, unflashed] { try pane.press("C-c") }
    }

    /// Rows in reverse video from their first cell to their last. `capture-pane -e` writes an
    /// attribute only where it changes, so reverse video is carried from row to row until a reset,
    /// and it leaves out a row's trailing spaces, reversed or not: a blank row counts when reverse
    /// video is on through it.
    static func reversedRows(_ screen: String) -> Int {
        var reverse = false
        var count = 0
        for row in screen.split(separator: "\n", omittingEmptySubsequences: false) {
            var whole = true
            var rest = Substring(row)
            while !rest.isEmpty {
                if let match = rest.prefixMatch(of: /\x1B\[([0-9;]*)m/) {
                    let codes = match.1.split(separator: ";").map(String.init)
                    for code in codes.isEmpty ? ["0"] : codes {
                        if code == "7" { reverse = true }
                        if code == "0" || code == "27" { reverse = false }
                    }
                    rest = rest[match.range.upperBound...]
                } else {
                    whole = whole && reverse  // a cell drawn while reverse video is off
                    rest = rest.dropFirst()
                }
            }
            if whole && reverse { count += 1 }
        }
        return count
    }

    @Test("athletes: a roster panel, keys mark them, the results table and file at the end")
    func athletes() throws {
        let pane = try start(extra: ["--athletes", "Ann,Bob", "--results", "results.jsonl"])
        // The first turn is at 2.5 s: a key after it marks that line.
        _ = try #require(waitForTime(after: 2, in: pane), "\(pane.screen())")
        #expect(pane.screen().contains { $0.contains("1 Ann") && $0.contains("2 Bob") }, "no roster: \(pane.screen())")
        try pane.type("1")
        #expect(pane.wait { pane.screen().contains { $0.contains("Ann: warning") } }, "\(pane.screen())")
        #expect(pane.wait { pane.screen().contains { $0.contains("Ann warned 1/2") } })
        try pane.type("qy")
        #expect(pane.wait { pane.exitStatus != nil })
        #expect(pane.exitStatus == 0)
        let screen = pane.screen()
        #expect(screen.contains { $0.hasPrefix("BIB") && $0.contains("ATHLETE") }, "no results table: \(screen)")
        #expect(screen.contains { $0.contains("results saved to results.jsonl") })
        let log = try String(contentsOf: pane.folder.appendingPathComponent("results.jsonl"), encoding: .utf8)
        #expect(
            log.contains(#""event":"start""#) && log.contains(#""event":"warning""#)
                && log.contains(#""event":"finish""#))
    }

    @Test(
        "--headless and --events keep a terminal free of the view", arguments: [["--headless"], ["--events", "text"]])
    func headlessInTerminal(extra: [String]) throws {
        let pane = try start(Self.shortProfile, extra: extra)
        #expect(pane.wait { pane.exitStatus != nil })
        #expect(pane.exitStatus == 0)
        #expect(pane.format("#{alternate_on}") == "0")
        #expect(
            !pane.screen().contains { $0.contains("█") }
                && !pane.screen().contains { StatusLine($0)?.isWellFormed == true })
    }

    @Test("make run's script: no audio device gives one line, then the same test runs silently")
    func makeRunFallback() throws {
        let script = PackageRoot.file("scripts/make-run.sh")
        let pane = try TmuxPane(
            command: [
                "bash", script, BinaryRunner.binaryPath, "profile.json", "--countdown", "1", "--device",
                "no-such-pcm-device",
            ],
            files: ["profile.json": Self.longProfile], columns: 220)
        #expect(pane.wait { pane.statusLine()?.isWellFormed == true }, "no view: \(pane.screen())")
        try pane.type("qy")
        #expect(pane.wait { pane.exitStatus != nil })
        #expect(pane.exitStatus == 0)
        let notes = pane.screen().filter { $0.hasPrefix("make run:") }
        #expect(notes.count == 1 && notes.first?.contains("running with --silent") == true, "\(pane.screen())")
    }
}
