import Foundation
import Testing

/// Runs the real `beeptest` binary that `swift test` built next to the test bundle, with a
/// timeout, and captures its exit status and both streams.
struct BinaryRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The built binary: the test bundle lives in the same build folder.
    static let binaryPath: String = {
        let bundle = Bundle.main.bundleURL.deletingLastPathComponent()
        for candidate in [
            bundle.appendingPathComponent("beeptest"), Bundle.main.bundleURL.appendingPathComponent("beeptest"),
        ] {
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("beeptest")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
            folder = folder.deletingLastPathComponent()
        }
        return ".build/debug/beeptest"
    }()

    /// Runs `beeptest` (or `executable`, a wrapper such as setpriv) with `arguments`;
    /// `environment` entries are added to (or replace) the inherited ones, in which the language is
    /// English (`neutralLanguage`) whatever the machine's; `input` is written to its stdin. Fails the
    /// test on timeout.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], input: Data? = nil,
        currentDirectory: URL? = nil, timeout: TimeInterval = 60, executable: String? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable ?? binaryPath)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in neutralLanguage { env[key] = value }
        for key in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_NUMERIC"] { env[key] = nil }
        // A width the runner's shell exported would fit tables to it: tests set their own.
        env["COLUMNS"] = nil
        env["LINES"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let out = Pipe()
        let err = Pipe()
        let inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        if let input { inPipe.fileHandleForWriting.write(input) }
        try? inPipe.fileHandleForWriting.close()
        // Read both pipes concurrently so a large output cannot fill one and block the child.
        let outData = Locked(Data())
        let errData = Locked(Data())
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { outData.set(out.fileHandleForReading.readDataToEndOfFile()) }
        DispatchQueue.global().async(group: group) { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
        if !process.waitForExit(seconds: timeout) {
            Issue.record("beeptest \(arguments.joined(separator: " ")) timed out after \(timeout) s")
        }
        group.wait(seconds: 10, for: "the output of beeptest \(arguments.joined(separator: " "))")
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData.get(), as: UTF8.self),
            stderr: String(decoding: errData.get(), as: UTF8.self))
    }
}

extension BinaryRunner {
    /// The language every run of the binary gets unless a test sets another: the messages as the
    /// sources write them, and a point in decimals, on a machine set to any language.
    static let neutralLanguage = ["LANG": "C.UTF-8"]
}

extension BinaryRunner.Result {
    /// stderr split into lines, without the final newline.
    var errorLines: [String] {
        stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// stdout parsed as JSON.
    func json() throws -> Any { try JSONSerialization.jsonObject(with: Data(stdout.utf8)) }
}

/// A value shared between threads behind a lock (tests only).
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func get() -> Value { lock.withLock { value } }
    func set(_ newValue: Value) { lock.withLock { value = newValue } }
}
