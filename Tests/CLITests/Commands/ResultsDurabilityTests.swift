import Foundation
import Testing

/// A result once recorded survives the process being killed outright: the real binary in a real
/// terminal takes marks, is sent SIGKILL (no handler can run), and every mark is read back.
@Suite("Results survive SIGKILL")
struct ResultsDurabilityTests {
    /// Shuttles of 2.5 s, long enough for a coach's key presses between beeps.
    static let profile = """
        {"format": 1, "id": "kill-check", "name": "Kill check", "distance_m": 20,
         "levels": [{"shuttle_s": 2.5, "shuttles": 20}]}
        """

    @Test("marks made before a SIGKILL are all in the results file and read back by `results`")
    func marksSurviveKill() throws {
        let resultsName = "results-\(UUID().uuidString).jsonl"
        let pane = try TmuxPane(
            [
                "run", "profile.json", "--silent", "--countdown", "1", "--athletes", "Ann,Bob,Cem", "--results",
                resultsName,
            ],
            files: ["profile.json": Self.profile], columns: 100, rows: 30)
        func seconds() -> Int { pane.statusLine()?.seconds ?? -1 }
        // After the first turn (2.5 s): Ann and Bob missed it.
        #expect(pane.wait { seconds() >= 3 }, "\(pane.screen())")
        try pane.type("1")
        #expect(pane.wait { pane.screen().contains { $0.contains("Ann warned 1/2") } }, "\(pane.screen())")
        try pane.type("2")
        #expect(pane.wait { pane.screen().contains { $0.contains("Bob warned 1/2") } }, "\(pane.screen())")
        // After the second turn (5 s): Ann misses again and is out (two consecutive misses).
        #expect(pane.wait { seconds() >= 6 }, "\(pane.screen())")
        try pane.type("1")
        #expect(pane.wait { pane.screen().contains { $0.contains("Ann out") } }, "\(pane.screen())")

        let pid = try #require(Self.pid(of: resultsName), "the run's process was not found")
        #expect(kill(pid, SIGKILL) == 0)
        #expect(pane.wait { pane.exitStatus != nil })
        #expect(pane.exitStatus == 137, "killed by SIGKILL")

        let file = pane.folder.appendingPathComponent(resultsName)
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        let events = try lines.map { line -> [String: Any] in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
        let marks = events.compactMap { event -> String? in
            guard let kind = event["event"] as? String, kind == "warning" || kind == "out" else { return nil }
            return
                "\(kind) \(event["athlete"] as? String ?? "?") \(event["level"] as? String ?? "?").\(event["shuttle"] as? Int ?? -1)"
        }
        #expect(events.first?["event"] as? String == "start")
        #expect(marks == ["warning Ann 1.1", "warning Bob 1.1", "out Ann 1.2"], "\(lines)")
        #expect(!events.contains { $0["event"] as? String == "finish" }, "a killed run cannot have written finish")

        // The cut-short file reads back: Ann out before completing a shuttle, Bob still in when it stopped.
        let report = try BinaryRunner.run(["results", file.path, "--format", "json"])
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.contains("Ann") && report.stdout.contains("Bob") && report.stdout.contains("Cem"))
        #expect(report.stdout.contains("\"out\""), "\(report.stdout)")
    }

    /// The pid of the beeptest process whose command line names `uniqueArgument`.
    static func pid(of uniqueArgument: String) -> pid_t? {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in processes {
            guard let pid = pid_t(entry),
                let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { continue }
            let arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            if arguments.first?.hasSuffix("beeptest") == true && arguments.contains(uniqueArgument) { return pid }
        }
        return nil
    }
}
