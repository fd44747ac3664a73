import BeepTestTestSupport
import Foundation
import Testing

/// The machine-readable outputs have exactly the keys and columns the README gives.
@Suite("CLI: output formats")
struct OutputFormatCLITests {
    static let showKeys: Set<String> = ["id", "name", "distance_m", "levels", "total_s", "total_shuttles", "total_m"]
    static let levelKeys: Set<String> = [
        "level", "speed_kmh", "shuttle_s", "shuttles", "bouts", "rest_s", "duration_s", "cumulative_s",
        "cumulative_shuttles", "cumulative_m",
    ]
    static let cueKeys: Set<String> = ["t", "kind", "level", "bout", "shuttle"]
    static let kinds: Set<String> = ["countdown", "start", "shuttle", "level", "rest", "go", "end"]
    static let examples = PackageRoot.file("Profiles/examples")

    @Test(
        "show --format json has exactly the contract's keys, levels labelled by strings",
        arguments: ["msft-20m", "yoyo-ir1", "leger-1988", "\(examples)/tabata.json"])
    func showJSON(profile: String) throws {
        let result = try BinaryRunner.run(["show", profile, "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try result.json() as? [String: Any])
        #expect(Set(object.keys) == Self.showKeys)
        let levels = try #require(object["levels"] as? [[String: Any]])
        #expect(!levels.isEmpty)
        for level in levels {
            #expect(Set(level.keys) == Self.levelKeys)
            #expect(level["level"] is String)
            #expect(level["cumulative_s"] is NSNumber && level["bouts"] is NSNumber)
        }
        #expect((levels.last?["cumulative_s"] as? Double) == object["total_s"] as? Double)
    }

    @Test("a profile with no pace or course shows null speed, shuttle time and metres")
    func showWithoutPace() throws {
        let result = try BinaryRunner.run(["show", "\(Self.examples)/tabata.json", "--format", "json"])
        let object = try #require(try result.json() as? [String: Any])
        #expect(object["distance_m"] is NSNull && object["total_m"] is NSNull)
        let level = try #require((object["levels"] as? [[String: Any]])?.first)
        #expect(level["speed_kmh"] is NSNull && level["shuttle_s"] is NSNull && level["cumulative_m"] is NSNull)
        #expect(level["duration_s"] as? Double == 230)
    }

    @Test(
        "cues --format json: exactly t, kind, level, bout, shuttle, with known kinds and string levels",
        arguments: ["msft-20m", "yoyo-ir2", "ift-30-15", "\(examples)/custom-intervals.json"])
    func cuesJSON(profile: String) throws {
        let result = try BinaryRunner.run(["cues", profile, "--format", "json"])
        #expect(result.status == 0)
        let cues = try #require(try result.json() as? [[String: Any]])
        for cue in cues {
            #expect(Set(cue.keys) == Self.cueKeys)
            #expect(cue["t"] is NSNumber && cue["bout"] is NSNumber && cue["shuttle"] is NSNumber)
            #expect((cue["kind"] as? String).map(Self.kinds.contains) == true)
            #expect(cue["level"] is String)
        }
        #expect(cues.first?["kind"] as? String == "countdown" && cues.last?["kind"] as? String == "end")
    }

    @Test("CSV: the contract's header, one row per level or cue, the same numbers as JSON")
    func csv() throws {
        let show = try BinaryRunner.run(["show", "yoyo-ir1", "--format", "csv"])
        let showLines = show.stdout.split(separator: "\n").map(String.init)
        #expect(
            showLines.first
                == "level,speed_kmh,shuttle_s,shuttles,bouts,rest_s,duration_s,cumulative_s,cumulative_shuttles,cumulative_m"
        )
        #expect(showLines.count == 1 + 15)
        #expect(showLines.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == 10 })
        #expect(showLines[1] == "5,10,7.2,2,1,10,24.4,24.4,2,40")  // one bout of 2 × 20 m, then 10 s rest

        let csvCues = try BinaryRunner.run(["cues", "leger-1988", "--format", "csv"])
        let rows = csvCues.stdout.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        #expect(rows.first == ["t", "kind", "level", "bout", "shuttle"])
        // Compared as text: Foundation's JSONSerialization on Linux misreads some doubles in the
        // last bits (460.00000000000006 → 460.00000000000017), and full precision is the point.
        let jsonLines = try BinaryRunner.run(["cues", "leger-1988"]).stdout.split(separator: "\n").filter {
            $0.contains(#""t":"#)
        }
        #expect(rows.count == jsonLines.count + 1)
        for (row, line) in zip(rows.dropFirst(), jsonLines) {
            #expect(
                line.hasPrefix(
                    #"  {"t":\#(row[0]),"kind":"\#(row[1])","level":"\#(row[2])","bout":\#(row[3]),"shuttle":\#(row[4])}"#
                ))
        }
    }

    @Test("list --format json carries the contract's keys; the table has one row per profile")
    func list() throws {
        let config = try TemporaryFolder()
        defer { config.remove() }
        let environment = ["XDG_CONFIG_HOME": config.path]
        let json = try BinaryRunner.run(["list", "--format", "json"], environment: environment)
        let entries = try #require(try json.json() as? [[String: Any]])
        for entry in entries {
            #expect(Set(["id", "name", "levels", "total_s", "source"]).isSubset(of: entry.keys))
        }
        let table = try BinaryRunner.run(["list"], environment: environment)
        let lines = table.stdout.split(separator: "\n")
        #expect(
            lines.first?.split(separator: " ", omittingEmptySubsequences: true) == [
                "ID", "NAME", "LEVELS", "TOTAL", "SOURCE",
            ])
        #expect(lines.count == entries.count + 1)
        #expect(lines.contains { $0.hasPrefix("msft-20m ") && $0.contains("22:01") && $0.hasSuffix("built-in") })
    }
}
