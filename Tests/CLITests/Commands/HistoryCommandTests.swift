import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

/// `beeptest history` over logs written in the real format on chosen dates.
@Suite("beeptest history")
struct HistoryCommandTests {
    typealias Runner = ResultsLogText.Runner

    static func pacer(_ name: String, id: String?, age: Double, laps: Int, course: Int = 20) -> Runner {
        Runner(name, bib: 1, id: id, sex: "M", age: age, misses: ResultsLogText.pacerMisses(laps: laps, course: course))
    }

    /// A season: Bob at 12 (22 laps, NI), then 15 m laps, then at 13 renamed Robert (30 laps of 20 m).
    static func season(in folder: TemporaryFolder, under prefix: String = "") throws {
        _ = try folder.write(
            ResultsLogText.log(
                profile: "pacer-20m", wall: 1_757_325_600, date: "2025-09-08T10:00:00+0000",
                runners: [pacer("Bob", id: "S2", age: 12, laps: 22)]), to: prefix + "2025-09-08-100000-pacer-20m.jsonl")
        _ = try folder.write(
            ResultsLogText.log(
                profile: "pacer-15m", wall: 1_759_744_800, date: "2025-10-06T10:00:00+0000",
                runners: [pacer("Bob", id: "S2", age: 12, laps: 42, course: 15)]),
            to: prefix + "2025-10-06-100000-pacer-15m.jsonl")
        _ = try folder.write(
            ResultsLogText.log(
                profile: "pacer-20m", wall: 1_772_445_600, date: "2026-03-02T10:00:00+0000",
                runners: [pacer("Robert", id: "S2", age: 13, laps: 30)]),
            to: prefix + "2026-03-02-100000-pacer-20m.jsonl")
    }

    @Test("--format json: the athlete's tests oldest first, changes within a protocol, the target's rise said")
    func json() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.season(in: folder)
        let result = try BinaryRunner.run(["history", folder.path, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let athletes = try #require(try result.json() as? [[String: Any]])
        #expect(athletes.count == 1)
        #expect(athletes.first?["athlete"] as? String == "Robert" && athletes.first?["id"] as? String == "S2")
        let tests = try #require(athletes.first?["tests"] as? [[String: Any]])
        #expect(tests.map { $0["profile"] as? String } == ["pacer-20m", "pacer-15m", "pacer-20m"])
        #expect(tests.map { $0["score"] as? String } == ["22", "42", "30"])
        #expect(tests.map { $0["laps_20m"] as? Int } == [22, 32, 30])
        #expect(tests.map { $0["zone"] as? String } == ["NI", "HFZ", "HFZ"])
        // 20 m against 20 m only: 30 - 22; the 15 m test has no earlier 15 m test.
        #expect(tests.map { $0["change"] as? Double } == [nil, nil, 8])
        #expect(tests.last?["target_note"] as? String == "HFZ target up from 23 to 29 laps (age 12 → 13)")
        #expect(tests.first?["file"] as? String == folder.path + "/2025-09-08-100000-pacer-20m.jsonl")
        #expect(tests.first?["date"] as? String == "2025-09-08T10:00:00+0000")
        for key in ["date", "file", "profile", "score", "laps_20m", "vo2max", "zone", "change"] {
            #expect(tests.allSatisfy { $0.keys.contains(key) }, "every test has \(key)")
        }
    }

    @Test("the table and CSV; --athlete picks one athlete by any name or id; the default is the results folder")
    func tableAndDefault() throws {
        let data = try TemporaryFolder()
        defer { data.remove() }
        try Self.season(in: data, under: "beeptest/results/")
        let table = try BinaryRunner.run(["history", "--athlete", "bob"], environment: ["XDG_DATA_HOME": data.path])
        #expect(table.status == 0, "\(table.stderr)")
        let lines = table.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Robert (id S2)")
        #expect(lines.contains { $0.hasPrefix("2026-03-02  pacer-20m") && $0.contains("+8 laps") })
        let csv = try BinaryRunner.run(["history", "--format", "csv"], environment: ["XDG_DATA_HOME": data.path])
        #expect(csv.stdout.split(separator: "\n").count == 4)
        let none = try BinaryRunner.run(["history", "--athlete", "Nobody"], environment: ["XDG_DATA_HOME": data.path])
        #expect(none.status == 66 && none.errorLines == ["beeptest: no athlete 'Nobody' in the logs"])
        let empty = try TemporaryFolder()
        defer { empty.remove() }
        let noFolder = try BinaryRunner.run(["history"], environment: ["XDG_DATA_HOME": empty.path])
        #expect(noFolder.status == 66)
        #expect(
            noFolder.errorLines == [
                "beeptest: no results folder at \(empty.path)/beeptest/results yet: name the logs or their folders"
            ])
    }

    @Test("a damaged or foreign log is one warning and the rest are read; none readable is 66")
    func damaged() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Self.season(in: folder)
        _ = try folder.write("not json\n", to: "broken.jsonl")
        _ = try folder.write("", to: "empty.jsonl")
        var damaged = try String(contentsOfFile: folder.file("2025-09-08-100000-pacer-20m.jsonl"), encoding: .utf8)
        damaged = damaged.replacingOccurrences(of: "{\"event\":\"finish\"", with: "{oops\n{\"event\":\"finish\"")
        _ = try folder.write(damaged, to: "2025-09-08-100000-pacer-20m.jsonl")
        let result = try BinaryRunner.run(["history", folder.path, "--format", "json"])
        #expect(result.status == 0)
        #expect(result.errorLines.count == 3, "\(result.stderr)")
        #expect(result.errorLines.allSatisfy { $0.hasPrefix("beeptest: warning: " + folder.path + "/") })
        #expect(result.stderr.contains("1 damaged line skipped"))
        let tests = try #require((try result.json() as? [[String: Any]])?.first?["tests"] as? [[String: Any]])
        #expect(tests.count == 3)
        let nothing = try BinaryRunner.run(["history", folder.file("broken.jsonl"), folder.file("missing.jsonl")])
        #expect(nothing.status == 66)
        #expect(nothing.errorLines.last == "beeptest: no results logs could be read in the files given")
    }
}
