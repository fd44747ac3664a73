import Foundation
import Testing

@Suite("CLI basics")
struct BasicCommandTests {
    @Test("--version prints the version and exits 0")
    func version() throws {
        let result = try BinaryRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("beeptest "))
    }

    @Test("an unknown command is a usage error (64)")
    func unknownCommand() throws {
        let result = try BinaryRunner.run(["frobnicate"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown command 'frobnicate'"))
    }

    @Test("list --format json names every built-in with the contract's fields")
    func listJSON() throws {
        let result = try BinaryRunner.run(["list", "--format", "json"])
        #expect(result.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let ids = Set(array.compactMap { $0["id"] as? String })
        for id in [
            "msft-20m", "msft-20m-8.5", "leger-1988", "pacer-20m", "pacer-15m", "yoyo-ir1", "yoyo-ir2",
            "yoyo-endurance-1", "ift-30-15", "police-15m",
        ] {
            #expect(ids.contains(id), "missing built-in \(id)")
        }
        for entry in array {
            for key in ["id", "name", "levels", "total_s", "source"] { #expect(entry[key] != nil, "\(key) missing") }
        }
    }
}
