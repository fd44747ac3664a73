import BeepTestTestSupport
import Foundation
import Testing

/// Léger's stages are a minute each, so the published table's shuttles per stage are fractional
/// (7.08 at 8.5 km/h); athletes run whole shuttles. A run from any `--start-level`, a log written
/// before whole counts, `enter` and `--stop-at` all count one label as the same whole shuttles.
@Suite("Léger: whole shuttles from any start level")
struct LegerShuttlesCLITests {
    /// The test time of the turn that ends shuttle 8.2 (the cue that begins 8.3), from `start`.
    static func turnTime(startLevel: String) throws -> Double {
        let cues = try BinaryRunner.run(["cues", "leger-1988", "--format", "csv", "--start-level", startLevel])
        let line = try #require(cues.stdout.split(separator: "\n").first { $0.hasSuffix(",shuttle,8,1,3") })
        return try #require(Double(line.split(separator: ",")[0]))
    }

    /// A log of Ann and Bob from `startLevel`, stopped by the coach just after shuttle 8.2;
    /// with `bobOut`, Bob misses the start level's first two lines (nothing made on time).
    static func log(startLevel: String, bobOut: Bool) throws -> String {
        let stop = try turnTime(startLevel: startLevel) + 0.2
        var lines = [
            #"{"event":"start","format":1,"profile":"leger-1988","name":"Léger","start_level":"\#(startLevel)","#
                + #""countdown_s":5,"stop_rule":{"misses":2,"consecutive":true},"#
                + #""athletes":[{"name":"Ann"},{"name":"Bob"}],"wall":1764583200,"date":"2025-12-01T10:00:00+0000"}"#
        ]
        if bobOut {
            for (shuttle, event) in [(1, "warning"), (2, "out")] {
                lines.append(
                    #"{"event":"\#(event)","athlete":"Bob","key":2,"level":"\#(startLevel)","bout":1,"#
                        + #""shuttle":\#(shuttle),"misses":\#(shuttle),"t":\#(Double(shuttle) * 7),"wall":1764583200}"#)
            }
        }
        lines.append(#"{"event":"finish","completed":false,"t":\#(stop),"wall":1764583400}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The rows of `results --format json` for `log`.
    static func rows(_ log: String) throws -> [[String: Any]] {
        let read = try BinaryRunner.run(["results", log, "--format", "json"])
        #expect(read.status == 0, "\(read.stderr)")
        let object = try #require(try read.json() as? [String: Any])
        return try #require(object["athletes"] as? [[String: Any]])
    }

    @Test("a stopped run from stage 5 counts 8.2 as a run from stage 1 does: whole shuttles, whole metres")
    func startLevel() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fromFive = try folder.write(try Self.log(startLevel: "5", bobOut: true), to: "five.jsonl")
        let fromOne = try folder.write(try Self.log(startLevel: "1", bobOut: false), to: "one.jsonl")
        let five = try Self.rows(fromFive)
        let one = try Self.rows(fromOne)
        #expect(five[0]["score"] as? String == "8.2" && one[0]["score"] as? String == "8.2", "\(five) \(one)")
        let total = try #require(one[0]["total_shuttles"] as? Double)
        #expect(total == total.rounded() && five[0]["total_shuttles"] as? Double == total, "\(five[0])")
        #expect(five[0]["distance_m"] as? Double == total * 20)
        // Bob made nothing on time from stage 5: credited stage 4's end, whole, as a run from 1 has it.
        let credited = try #require(five[1]["total_shuttles"] as? Double)
        #expect(credited == credited.rounded() && (five[1]["score"] as? String ?? "").hasPrefix("4."), "\(five[1])")
        // The same scores typed from paper are the same shuttles.
        let roster = try folder.write("name\nAnn\nBob\n", to: "class.csv")
        let entered = folder.file("entered.jsonl")
        let bob = try #require(five[1]["score"] as? String)
        let enter = try BinaryRunner.run(
            [
                "enter", "leger-1988", "--roster", roster, "--date", "2026-01-10", "--results", entered,
            ],
            environment: ["XDG_CONFIG_HOME": folder.file("config"), "XDG_DATA_HOME": folder.file("data")],
            input: Data("1 8.2\n2 \(bob)\n".utf8))
        #expect(enter.status == 0, "\(enter.stderr)")
        let typed = try Self.rows(entered)
        #expect(typed.map { $0["total_shuttles"] as? Double } == [total, credited], "\(typed)")
    }

    @Test("--stop-at 8.2 from stage 5 ends at the turn of 8.2, as from stage 1")
    func stopAt() throws {
        for level in ["1", "5"] {
            let cues = try BinaryRunner.run(
                ["cues", "leger-1988", "--format", "csv", "--start-level", level, "--stop-at", "8.2"])
            #expect(cues.status == 0, "\(cues.stderr)")
            let last = cues.stdout.split(separator: "\n").last.map(String.init) ?? ""
            #expect(last == "\(try Self.turnTime(startLevel: level).trimmedCSV),end,8,1,2", "\(level): \(last)")
        }
    }

    @Test(
        "the results table in three languages: whole shuttles and metres, no fraction", arguments: ["en", "es", "de"])
    func table(language: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = try folder.write(try Self.log(startLevel: "5", bobOut: true), to: "five.jsonl")
        let locale = try #require(TestLocales.all.first { $0.code == language })
        let table = try BinaryRunner.run(["results", log], environment: try TestLocales.environment(locale))
        #expect(table.status == 0, "\(table.stderr)")
        let ann = try #require(table.stdout.split(separator: "\n").first { $0.contains("Ann") })
        let total = try #require(try Self.rows(log)[0]["total_shuttles"] as? Double)
        #expect(ann.contains(" \(Int(total)) ") && ann.contains(" \(Int(total) * 20) "), "\(ann)")
        #expect(!ann.contains(".83") && !ann.contains(",83"), "\(ann)")
    }
}

extension Double {
    /// The time as `cues --format csv` writes it: up to 9 decimals, no trailing zeros.
    fileprivate var trimmedCSV: String {
        var text = String(format: "%.9f", self)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
