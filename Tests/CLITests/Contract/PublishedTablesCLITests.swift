import Foundation
import Testing

/// Spot checks of the published tables through the real binary (`show`/`cues --format json`);
/// the full per-level comparison is in BeepTestTests. Sections cite shared/reference/protocols.md.
@Suite("CLI: published tables")
struct PublishedTablesCLITests {
    private func show(_ id: String) throws -> [String: Any] {
        let result = try BinaryRunner.run(["show", id, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try result.json() as? [String: Any])
    }

    private func cues(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try BinaryRunner.run(["cues"] + arguments + ["--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try result.json() as? [[String: Any]])
    }

    /// `value` read as a number (JSON numbers arrive as NSNumber).
    private func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }

    @Test(
        "totals: MSFT 247/4940 m/1321.15 s, PACER 15 m 323/4845 m/21:36, IR1 182/3640 m, endurance 223/4460 m",
        arguments: [
            // §1, §1b, §3, §4a, §4b, §4c, §5: (id, shuttles, metres, seconds, tolerance on the published seconds).
            // Yo-Yo ends with the last run: the published time less the 10 s rest. The 30-15 IFT's
            // shuttles are nominal: the sum of §5's metres per 30 s run, 3812.5 m, over 20 m.
            ("msft-20m", 247, 4940, 1321.15, 0.005), ("msft-20m-8.5", 247, 4940, 1317.4, 0.05),
            ("pacer-20m", 247, 4940, 1321.15, 0.005), ("pacer-15m", 323, 4845, 1296, 0.5),
            ("yoyo-ir1", 182, 3640, 1724.6 - 10, 0.05), ("yoyo-ir2", 182, 3640, 1595.1 - 10, 0.05),
            ("yoyo-endurance-1", 223, 4460, 1262.6, 0.05), ("ift-30-15", 190.625, 3812.5, 1335, 1e-9),
        ] as [(String, Double, Double, Double, Double)])
    func totals(id: String, shuttles: Double, metres: Double, seconds: Double, tolerance: Double) throws {
        let table = try show(id)
        #expect(abs(number(table["total_s"]) - seconds) <= tolerance, "\(id): \(number(table["total_s"]))")
        #expect(abs(number(table["total_shuttles"]) - shuttles) < 1e-9)
        #expect(abs(number(table["total_m"]) - metres) < 1e-9)
    }

    @Test("police 15 m: level 5 ends at 4:02 (242.44 s), level 9 at 7:12; 5.4 sounds at 215.29 s")
    func police() throws {
        // §6a: jointhecops.co.uk table, fit4duty and the College of Policing 3:35.
        let levels = try #require(try show("police-15m")["levels"] as? [[String: Any]])
        #expect(abs(number(levels[4]["cumulative_s"]) - 242.44) < 1e-9)
        #expect(abs(number(levels[8]["cumulative_s"]) - 432.01) < 1e-9)
        let standard = try #require(
            try cues(["police-15m", "--countdown", "0"]).first {
                $0["level"] as? String == "5" && number($0["shuttle"]) == 5
            })
        #expect(abs(number(standard["t"]) - 215.29) < 1e-9)
    }

    @Test("cue times are written as the tables give them, to the nanosecond: 20.49, not 20.490000000000002")
    func cueTimesWritten() throws {
        for format in ["json", "csv"] {
            let run = try BinaryRunner.run(["cues", "police-15m", "--format", format])
            #expect(run.status == 0, "\(run.stderr)")
            // Every number has at most nine decimals: a sum's rounding error never shows.
            let long = run.stdout.split(whereSeparator: { !"0123456789.".contains($0) }).filter {
                ($0.split(separator: ".").dropFirst().first?.count ?? 0) > 9
            }
            #expect(long.isEmpty, "\(format): \(long.prefix(3))")
        }
        let times = try cues(["police-15m"]).map { number($0["t"]) }
        #expect(times.contains(20.49) && times.contains(209.86) && times.contains(92.33))
    }

    @Test("MSFT cues: 5 pips, 248 cues from start to end, the end at 1321.15 s on level 21 shuttle 16")
    func msftCues() throws {
        let list = try cues(["msft-20m"])
        #expect(list.count == 5 + 248)
        let last = try #require(list.last)
        #expect(last["kind"] as? String == "end" && last["level"] as? String == "21" && number(last["shuttle"]) == 16)
        #expect(abs(number(last["t"]) - 1321.15) < 0.005)
        #expect(list.filter { $0["kind"] as? String == "level" }.count == 20)
    }

    @Test("Yo-Yo IR1 from speed level 14 with 3 pips: the clock starts there, labels are kept")
    func ir1StartLevel() throws {
        let list = try cues(["yoyo-ir1", "--start-level", "14", "--countdown", "3"])
        #expect(list.prefix(4).map { number($0["t"]) } == [-3, -2, -1, 0])
        #expect(list.prefix(4).allSatisfy { $0["level"] as? String == "14" })
        #expect(list[3]["kind"] as? String == "start")
        // 8 bouts at 14.5 km/h: the speed-15 level cue after 8 × (144/14.5 + 10) s.
        let next = try #require(list.first { $0["kind"] as? String == "level" })
        #expect(next["level"] as? String == "15")
        #expect(abs(number(next["t"]) - 8 * (144 / 14.5 + 10)) < 1e-9)
    }

    @Test("Léger: stage 2 begins at the first turn after 1:00 (160 m, 67.33 s), 60 s stages in show")
    func leger() throws {
        // §2: 8.5 km/h for 60 s covers 141.67 m; the turn at 160 m is run at 9 km/h: 60 + 18.33/2.5 s.
        let list = try cues(["leger-1988", "--countdown", "0"])
        let stage2 = try #require(list.first { $0["kind"] as? String == "level" })
        #expect(stage2["level"] as? String == "2")
        #expect(abs(number(stage2["t"]) - (60 + (160 - 850.0 / 6) / 2.5)) < 1e-9)
        let levels = try #require(try show("leger-1988")["levels"] as? [[String: Any]])
        #expect(levels.enumerated().allSatisfy { abs(number($1["cumulative_s"]) - Double(60 * ($0 + 1))) < 1e-9 })
    }
}
