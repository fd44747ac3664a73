import BeepTestTestSupport
import Foundation
import Testing

/// A whole class on one run, with the real binary: 35 athletes marked by typed bibs in a real
/// terminal (tmux) at 100×30 and 80×24, their results through SIGKILL, and headless marks from a pipe.
@Suite("A class on one run")
struct ClassViewTests {
    /// Shuttles of 2.5 s: turns at 2.5 s, 5 s, 7.5 s, … after the start.
    static let profile = """
        {"format": 1, "id": "class-check", "name": "Class check", "distance_m": 20,
         "levels": [{"shuttle_s": 2.5, "shuttles": 40}]}
        """

    static let names = [
        "Lena Lonsdale", "Mohammed Al-Sayed", "Alexandria Featherstonehaugh", "Kim Park", "Jo Brand",
        "Ravi Chandrasekhar", "Ann-Marie Olsen", "Tom Bergström", "Wiktoria Wiśniewska", "Ben Otieno",
        "Chloé Dubois", "Samuel Reyes", "Isabella Montgomery", "Noah Schmidt", "Ava Rossi", "Liam O'Connor",
        "Zoë Adeyemi", "Omar Haddad", "Maja Lindqvist", "Yuki Tanaka", "Finn Murphy", "Priya Natarajan",
        "Leo Novak", "Ella Kowalczyk", "Hugo Martin", "Aisha Bello", "Jonas Weber", "Mila Horvat",
        "Oscar Nilsson", "Grace Mensah", "Luca Bianchi", "Sofia Papadopoulou", "Elias Virtanen", "Nora Jensen",
        "Max Müller",
    ]

    /// The class as a school exports it: bib, id and name, listed from the last bib to the first.
    static let roster =
        "bib,id,name\n"
        + names.enumerated().reversed().map { "\($0.offset + 1),S\(1000 + $0.offset),\($0.element)" }
        .joined(separator: "\n") + "\n"

    private func start(columns: Int, rows: Int, results: String) throws -> TmuxPane {
        try TmuxPane(
            [
                "run", "profile.json", "--silent", "--countdown", "1", "--roster", "class.csv", "--results", results,
            ],
            files: ["profile.json": Self.profile, "class.csv": Self.roster], columns: columns, rows: rows)
    }

    private func seconds(_ pane: TmuxPane) -> Int { pane.statusLine()?.seconds ?? -1 }

    private func shows(_ pane: TmuxPane, _ text: String) -> Bool { pane.screen().contains { $0.contains(text) } }

    /// `bib` is on screen as `word` ("out", "warned"): in its cell with its mark (`× 7 Ravi Chan… 1.1`),
    /// or on a folded `out:`/`warned:` line.
    private func showsState(_ pane: TmuxPane, bib: Int, _ word: String) -> Bool {
        let name = NSRegularExpression.escapedPattern(for: String(Self.names[bib - 1].prefix(4)))
        let cell = (word == "out" ? "×" : "!") + " *\(bib) \(name)"
        return pane.screen().contains { row in
            let inCell = row.range(of: cell, options: .regularExpression) != nil
            let numbers = row.split { !$0.isNumber }.compactMap { Int($0) }
            return inCell || (row.hasPrefix(word + ":") && numbers.contains(bib))
        }
    }

    /// The results log's events, each a JSON object.
    private func events(_ file: URL) throws -> [[String: Any]] {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
    }

    @Test("a pasted entry over 4 KiB is refused whole at Enter, as headless refuses such a line: nothing marked")
    func pastedEntryTooLong() throws {
        let pane = try start(columns: 160, rows: 30, results: "class.jsonl")
        #expect(pane.wait { seconds(pane) >= 3 }, "\(pane.screen())")
        // 5,120 bytes: bibs 1 and 2 over and over, then one more bib past the limit.
        try pane.type(String(repeating: "1 2 ", count: 1280))
        try pane.press("Enter")
        #expect(
            pane.wait {
                shows(pane, "a line of 5120 bytes ('1 2 1 2") && shows(pane, "refused whole, nothing recorded")
            },
            "\(pane.screen())")
        try pane.press("q")
        try pane.press("y")
        #expect(pane.wait { pane.exitStatus != nil })
        let marks = try events(pane.folder.appendingPathComponent("class.jsonl")).filter {
            ["warning", "out"].contains($0["event"] as? String ?? "")
        }
        #expect(marks.isEmpty, "\(marks)")
    }

    @Test("at 100x30: every pupil on screen; typed marks, several at once, across a line, undo, unknown, Esc")
    func typedMarks() throws {
        let pane = try start(columns: 100, rows: 30, results: "class.jsonl")
        #expect(pane.wait { seconds(pane) >= 0 }, "\(pane.screen())")
        for (index, name) in Self.names.enumerated() {
            #expect(shows(pane, "\(index + 1) " + String(name.prefix(8))), "\(index + 1) \(name): \(pane.screen())")
        }
        #expect(pane.statusLine()?.isWellFormed == true)

        // After the first turn (2.5 s): one bib, then three in one entry.
        #expect(pane.wait { seconds(pane) >= 3 }, "\(pane.screen())")
        try pane.type("12")
        #expect(pane.wait { shows(pane, "Bibs: 12_") }, "the entry is not on screen: \(pane.screen())")
        try pane.press("Enter")
        #expect(pane.wait { shows(pane, "Samuel Reyes: warning") }, "\(pane.screen())")
        try pane.type("3 17,22")
        try pane.press("Enter")
        #expect(pane.wait { shows(pane, "3 warned · 17 warned · 22 warned") }, "\(pane.screen())")

        // An entry begun after the 5 s turn and finished after the 7.5 s one belongs to the 5 s turn.
        #expect(pane.wait { seconds(pane) == 6 }, "\(pane.screen())")
        try pane.type("3")
        #expect(pane.wait { seconds(pane) >= 8 }, "\(pane.screen())")
        try pane.type("0")
        try pane.press("Enter")
        #expect(pane.wait { shows(pane, "Grace Mensah: warning") }, "\(pane.screen())")

        try pane.type("u 17")
        try pane.press("Enter")
        #expect(pane.wait { shows(pane, "undone: Zoë Adeyemi") }, "\(pane.screen())")
        try pane.type("99")
        try pane.press("Enter")
        #expect(pane.wait { shows(pane, "no athlete 99 on the roster: nothing marked") }, "\(pane.screen())")
        try pane.type("5")
        #expect(pane.wait { shows(pane, "Bibs: 5_") })
        try pane.press("Escape")
        #expect(pane.wait { shows(pane, "entry cancelled") }, "\(pane.screen())")
        try pane.type("q")
        try pane.type("y")
        #expect(pane.wait { pane.exitStatus != nil })
        #expect(pane.exitStatus == 0, "\(pane.standardError)")

        let log = try events(pane.folder.appendingPathComponent("class.jsonl"))
        let warnings = log.filter { $0["event"] as? String == "warning" }
        #expect(warnings.compactMap { $0["bib"] as? Int } == [12, 3, 17, 22, 30], "\(log)")
        #expect(warnings.last?["shuttle"] as? Int == 2, "the entry across a line went to the later turn")
        let undos = log.filter { $0["event"] as? String == "undo" }
        #expect(undos.count == 1 && undos.first?["bib"] as? Int == 17, "\(undos)")
        #expect(!log.contains { [5, 99].contains($0["bib"] as? Int ?? 0) })

        // The class's table, not to a terminal: every name whole, every bib on it (on a terminal
        // names are cut to its width: ResultsTableWidthTests).
        let report = try BinaryRunner.run(["results", pane.folder.appendingPathComponent("class.jsonl").path])
        #expect(report.status == 0, "\(report.stderr)")
        let lines = report.stdout.split(separator: "\n")
        let tableStart = try #require(lines.firstIndex { $0.hasPrefix("BIB") }, "\(report.stdout)")
        let table = lines[tableStart...tableStart + 35]
        for name in Self.names { #expect(table.contains { $0.contains(name) }, "\(name): \(table)") }
        let bibs = table.dropFirst().compactMap { Int($0.split(separator: " ").first ?? "") }
        #expect(bibs == Array(1...35), "\(table)")
    }

    @Test("at 80x24: the status line stays and the pupils out or warned are visible by bib; SIGKILL loses nothing")
    func smallTerminalAndKill() throws {
        let resultsName = "class-\(UUID().uuidString).jsonl"
        let pane = try start(columns: 80, rows: 24, results: resultsName)
        #expect(pane.wait { seconds(pane) >= 3 }, "\(pane.screen())")
        try pane.type("7 30")
        try pane.press("Enter")
        #expect(pane.wait { shows(pane, "7 warned · 30 warned") }, "\(pane.screen())")
        #expect(pane.wait { seconds(pane) >= 6 }, "\(pane.screen())")
        try pane.type("7 30 8")  // 7 and 30 miss twice in a row: out; 8 is warned
        try pane.press("Enter")
        #expect(pane.wait { shows(pane, "7 out") && shows(pane, "30 out") }, "\(pane.screen())")
        let rows = pane.screen()
        #expect(rows.first(where: { StatusLine($0) != nil }).flatMap(StatusLine.init)?.isWellFormed == true, "\(rows)")
        #expect(rows.allSatisfy { $0.count <= 80 })
        for bib in [7, 30] { #expect(showsState(pane, bib: bib, "out"), "\(bib) out: \(rows)") }
        #expect(showsState(pane, bib: 8, "warned"), "8 warned: \(rows)")

        let pid = try #require(ResultsDurabilityTests.pid(of: resultsName), "the run's process was not found")
        #expect(kill(pid, SIGKILL) == 0)
        #expect(pane.wait { pane.exitStatus != nil })
        #expect(pane.exitStatus == 137)
        let file = pane.folder.appendingPathComponent(resultsName)
        let report = try BinaryRunner.run(["results", file.path, "--format", "json"])
        #expect(report.status == 0, "\(report.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
        let athletes = try #require(object["athletes"] as? [[String: Any]])
        #expect(athletes.compactMap { $0["bib"] as? Int } == Array(1...35))
        #expect(athletes.compactMap { $0["id"] as? String } == (0..<35).map { "S\(1000 + $0)" })
        let out = athletes.filter { $0["status"] as? String == "out" }.compactMap { $0["bib"] as? Int }
        #expect(out == [7, 30], "\(athletes)")
    }

    @Test("headless --marks - reads marks from a pipe as they arrive, answers on stderr")
    func headlessMarks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write(Self.profile, to: "profile.json")
        _ = try folder.write(Self.roster, to: "class.csv")
        // The first lines come after the 2.5 s turn, the last after the 5 s one; the run is cut at 7 s.
        let script = """
            (sleep 4; echo '12 3'; echo 'u 3'; echo 99; sleep 2.5; echo 12; sleep 2) \
            | "$0" run profile.json --silent --countdown 1 --roster class.csv --results r.jsonl --headless --marks - &
            run=$!; sleep 8.5; kill -TERM $run; wait $run
            """
        let result = try BinaryRunner.run(
            ["-c", script, BinaryRunner.binaryPath], currentDirectory: folder.url, executable: "/bin/sh")
        #expect(result.stderr.contains("marks '12 3': 12 warned · 3 warned"), "\(result.stderr)")
        #expect(result.stderr.contains("marks '99': no athlete 99 on the roster: nothing marked"))
        let log = try events(folder.url.appendingPathComponent("r.jsonl"))
        let marks = log.compactMap { event -> String? in
            guard let kind = event["event"] as? String, ["warning", "out", "undo"].contains(kind) else { return nil }
            return "\(kind) \(event["bib"] as? Int ?? 0)" + (kind == "undo" ? "" : " \(event["shuttle"] as? Int ?? 0)")
        }
        #expect(marks == ["warning 12 1", "warning 3 1", "undo 3", "out 12 2"], "\(log)")
    }

    @Test("--marks FILE reads a FIFO, again after its writer closes it")
    func headlessMarksFromFIFO() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write(Self.profile, to: "profile.json")
        _ = try folder.write(Self.roster, to: "class.csv")
        #expect(mkfifo(folder.file("marks"), 0o600) == 0)
        // Two writers one after the other, as a second device would come and go.
        let script = """
            "$0" run profile.json --silent --countdown 1 --roster class.csv --results r.jsonl --headless --marks marks &
            run=$!; sleep 4; echo '30' > marks; sleep 0.5; echo 'u' > marks; sleep 0.5; kill -TERM $run; wait $run
            """
        let result = try BinaryRunner.run(
            ["-c", script, BinaryRunner.binaryPath], currentDirectory: folder.url, executable: "/bin/sh")
        #expect(result.status == 143, "\(result.stderr)")
        #expect(result.stderr.contains("marks '30': Grace Mensah: warning"), "\(result.stderr)")
        #expect(result.stderr.contains("marks 'u': undone: Grace Mensah"), "\(result.stderr)")
    }

    @Test(
        "--marks is refused without athletes, for a missing file, and before any results file is written",
        arguments: [
            (["--marks", "-"], Int32(64), "--marks needs athletes"),
            (["--athletes", "Ann", "--marks", "nowhere"], Int32(66), "nowhere: no such file"),
        ])
    func marksRefused(extra: [String], status: Int32, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let result = try BinaryRunner.run(
            ["run", "msft-20m", "--silent", "--headless", "--results", folder.file("r.jsonl")] + extra)
        #expect(result.status == status && result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("r.jsonl")))
    }
}
