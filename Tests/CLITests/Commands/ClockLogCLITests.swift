import BeepTestTestSupport
import Foundation
import Testing

@Suite("Clock log (BEEPTEST_CLOCK_LOG)")
struct ClockLogCLITests {
    @Test("a run through alsa-lib writes one reading a period: frames in the stream and the device's delay")
    func readings() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let profile = try writeShortProfile(in: folder)
        let log = folder.file("clock.log")
        let run = try BinaryRunner.run(
            ["run", profile, "--headless", "--countdown", "1", "--device", "null", "--voice", "off"],
            environment: ["BEEPTEST_CLOCK_LOG": log])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.first?.hasPrefix("# beeptest clock log") == true)
        let readings = lines.dropFirst().map { $0.split(separator: " ") }
        #expect(readings.allSatisfy { $0.count == 4 && $0[0] == "reading" }, "not only readings: \(lines.prefix(5))")
        // The whole test, a period (50 ms at 48 kHz: 2400 frames) at a time.
        let cues = try #require(
            try JSONSerialization.jsonObject(
                with: Data(try BinaryRunner.run(["cues", profile, "--countdown", "1", "--format", "json"]).stdout.utf8))
                as? [[String: Any]])
        let end = 1 + (cues.last?["t"] as? Double ?? 0)
        let streams = readings.compactMap { $0.count == 4 ? Int($0[2]) : nil }
        #expect(streams.count == readings.count && streams == streams.sorted())
        #expect(streams.first == 2400)
        #expect(Double(streams.last ?? 0) >= end * 48000, "the log stops before the last cue")
        #expect(readings.allSatisfy { $0.count == 4 && Double($0[1]) != nil && Int($0[3]) != nil })
    }

    @Test("a clock log that cannot be written: exit 74 and one line, before anything plays")
    func unwritable() throws {
        let run = try BinaryRunner.run(
            ["run", "msft-20m", "--headless", "--events", "jsonl", "--device", "null", "--voice", "off"],
            environment: ["BEEPTEST_CLOCK_LOG": "/no/such/folder/clock.log"])
        #expect(run.status == 74)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "beeptest: clock log /no/such/folder/clock.log: No such file or directory\n")
    }
}
