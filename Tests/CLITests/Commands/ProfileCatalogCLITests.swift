import BeepTestTestSupport
import Foundation
import Testing

/// Where profiles are found (README: Built-in profiles): built-ins wherever the binary runs from, user profiles
/// in $XDG_CONFIG_HOME/beeptest/profiles (default ~/.config/...), broken ones warned about.
@Suite("CLI: profile catalog")
struct ProfileCatalogCLITests {
    static let builtIns: Set<String> = [
        "msft-20m", "msft-20m-8.5", "leger-1988", "pacer-20m", "pacer-15m", "yoyo-ir1", "yoyo-ir2", "yoyo-endurance-1",
        "ift-30-15", "police-15m",
    ]
    /// Unsets the override so that the binary finds its built-ins by itself.
    static let noOverride = ["BEEPTEST_PROFILES": ""]

    private func listed(_ result: BinaryRunner.Result) throws -> [String: String] {
        let entries = try #require(try result.json() as? [[String: Any]])
        return Dictionary(
            uniqueKeysWithValues: entries.compactMap { entry in
                (entry["id"] as? String).flatMap { id in (entry["source"] as? String).map { (id, $0) } }
            })
    }

    @Test("list warns about a broken user profile, skips it, and lists the good ones as user")
    func brokenUserProfile() throws {
        let config = try TemporaryFolder()
        defer { config.remove() }
        let good =
            #"{"format": 1, "name": "Club intervals", "levels": [{"shuttle_s": 6, "shuttles": 10, "bouts": 3, "rest_s": 30}]}"#
        try config.write(good, to: "beeptest/profiles/club.json")
        let broken = try config.write(
            #"{"format": 1, "name": "Broken", "levels": [{"shuttle_s": 0, "shuttles": 2}]}"#,
            to: "beeptest/profiles/broken.json")
        let shadow = try config.write(
            #"{"format": 1, "id": "msft-20m", "name": "Mine", "levels": [{"shuttle_s": 5, "shuttles": 2}]}"#,
            to: "beeptest/profiles/shadow.json")
        let environment = Self.noOverride.merging(["XDG_CONFIG_HOME": config.path]) { $1 }
        for format in ["json", "table"] {
            let result = try BinaryRunner.run(["list", "--format", format], environment: environment)
            #expect(result.status == 0)
            #expect(
                Set(result.errorLines) == [
                    "beeptest: warning: \(broken): levels[0].shuttle_s (level 1): must be > 0 (skipped)",
                    #"beeptest: warning: \#(shadow): id "msft-20m" is already used by another profile (skipped)"#,
                ])
            if format == "json" {
                let sources = try listed(result)
                #expect(sources["club"] == "user")
                #expect(sources["broken"] == nil)
                #expect(Self.builtIns.allSatisfy { sources[$0] == "built-in" })
                #expect(sources.count == Self.builtIns.count + 1)
            } else {
                #expect(result.stdout.contains("club"))
                #expect(result.stdout.contains("Club intervals"))
            }
        }
        // The user profile resolves by id; the built-in keeps its own id.
        let show = try BinaryRunner.run(["show", "club", "--format", "json"], environment: environment)
        #expect(show.status == 0)
        #expect((try show.json() as? [String: Any])?["name"] as? String == "Club intervals")
        let builtIn = try BinaryRunner.run(["show", "msft-20m", "--format", "json"], environment: environment)
        #expect((try builtIn.json() as? [String: Any])?["name"] as? String == "20 m Multistage Fitness Test (UK, 1988)")
    }

    @Test("with no XDG_CONFIG_HOME (or a relative one), user profiles come from ~/.config")
    func homeConfigFolder() throws {
        let home = try TemporaryFolder()
        defer { home.remove() }
        try home.write(
            #"{"format": 1, "name": "Home", "levels": [{"work_s": 20}]}"#, to: ".config/beeptest/profiles/home.json")
        for config in ["", "relative/config"] {
            let environment = Self.noOverride.merging(["HOME": home.path, "XDG_CONFIG_HOME": config]) { $1 }
            let result = try BinaryRunner.run(["list", "--format", "json"], environment: environment)
            #expect(result.status == 0 && result.stderr.isEmpty)
            #expect(try listed(result)["home"] == "user")
        }
    }

    @Test("built-ins are found from any working folder")
    func anyWorkingFolder() throws {
        let elsewhere = try TemporaryFolder()
        defer { elsewhere.remove() }
        let environment = Self.noOverride.merging(["XDG_CONFIG_HOME": elsewhere.path]) { $1 }
        let list = try BinaryRunner.run(
            ["list", "--format", "json"], environment: environment, currentDirectory: elsewhere.url)
        #expect(list.status == 0 && list.stderr.isEmpty)
        #expect(Set(try listed(list).keys) == Self.builtIns)
        let show = try BinaryRunner.run(
            ["show", "yoyo-ir1"], environment: environment, currentDirectory: elsewhere.url)
        #expect(show.status == 0)
        #expect(show.stdout.contains("total: 28:34.58, 182 shuttles, 3640 m"))
    }

    @Test("BEEPTEST_PROFILES replaces the built-in folder")
    func profilesOverride() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(#"{"format": 1, "name": "Only", "levels": [{"work_s": 20}]}"#, to: "only.json")
        let result = try BinaryRunner.run(
            ["list", "--format", "json"],
            environment: ["BEEPTEST_PROFILES": folder.path, "XDG_CONFIG_HOME": folder.path + "/none"])
        #expect(result.status == 0)
        #expect(try listed(result) == ["only": "built-in"])
    }
}
