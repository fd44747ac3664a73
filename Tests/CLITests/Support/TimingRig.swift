import BeepTestTestSupport
import Foundation
import Testing

/// One scenario of a timing rig script (scripts/timing/*.py: a private PulseAudio null sink, ALSA
/// device `pulse`, parec) run on the real binary: the script does the checks and writes its figures
/// as JSON; this expects every check to have passed and returns the figures.
enum TimingRig {
    /// `server` names the rig's sound server for scripts that take one (`pipewire`: a private PipeWire
    /// unpacked by scripts/timing/pipewire.sh, never installed); nil leaves the script's default.
    static func run(_ script: String, scenario: String, toleranceMS: Double, server: String? = nil) throws -> [String:
        Any]
    {
        let folder = try TemporaryFolder()
        let report = folder.path + "/figures.json"
        let run = try BinaryRunner.run(
            [
                PackageRoot.file("scripts/timing/" + script), "--beeptest", BinaryRunner.binaryPath, "--scenario",
                scenario, "--json", report, "--tolerance-ms", String(toleranceMS),
            ] + (server.map { ["--server", $0] } ?? []), timeout: 240, executable: "/usr/bin/python3")
        let data = try Data(contentsOf: URL(fileURLWithPath: report))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(run.stderr)")
        let failures = try #require(object["failures"] as? [String])
        #expect(failures.isEmpty, "\(failures)")
        #expect(run.status == 0, "\(run.stdout)")
        return try #require(object["figures"] as? [String: Any])
    }
}
