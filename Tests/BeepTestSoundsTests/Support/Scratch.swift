import BeepTest
import Foundation
import Testing

/// A fresh private folder for one test, removed when the test is done.
final class Scratch {
    struct Failed: Error, CustomStringConvertible { var description: String }

    let path: String

    init() throws {
        let base = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
        var template = Array((base + "beeptest-sounds-test-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap { mkdtemp($0) } }) else {
            throw Failed(description: "mkdtemp failed: \(String(cString: strerror(errno)))")
        }
        path = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// `name` inside the folder.
    func file(_ name: String) -> String { path + "/" + name }

    /// Writes `bytes` to `name` and returns its path.
    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        try Data(bytes).write(to: URL(fileURLWithPath: file(name)))
        return file(name)
    }

    /// Runs `sox` with `arguments` in the folder (sox makes the pack's test sounds: another writer
    /// than ours).
    func sox(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sox")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: path)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failed(description: "sox \(arguments.joined(separator: " ")) failed")
        }
    }
}

/// The level of a sample in dBFS (of Int16 full scale).
func dBFS(_ sample: Int16) -> Double { 20 * log10(Double(abs(Int(sample))) / 32768) }
