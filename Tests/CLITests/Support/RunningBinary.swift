import Foundation
import Testing

/// The real binary running while a test talks to it: lines written to its stdin as it runs (a
/// headless run's `--marks -`), its stderr read as it comes, then its exit status and streams.
final class RunningBinary {
    private let process = Process()
    private let input = Pipe()
    private let errors = Locked(Data())
    private let output = Locked(Data())
    private let readers = DispatchGroup()

    /// Starts `beeptest` with `arguments` in `folder`; `environment` entries are added.
    init(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws {
        process.executableURL = URL(fileURLWithPath: BinaryRunner.binaryPath)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardInput = input
        process.standardOutput = out
        process.standardError = err
        try process.run()
        for (pipe, sink) in [(out, output), (err, errors)] {
            DispatchQueue.global().async(group: readers) {
                while case let data = pipe.fileHandleForReading.availableData, !data.isEmpty {
                    sink.set(sink.get() + data)
                }
            }
        }
    }

    /// stderr so far.
    var stderr: String { String(decoding: errors.get(), as: UTF8.self) }
    /// stdout so far.
    var stdout: String { String(decoding: output.get(), as: UTF8.self) }

    /// Writes `line` and (unless not `newline`) a newline to the run's stdin.
    func send(_ line: String, newline: Bool = true) {
        input.fileHandleForWriting.write(Data((line + (newline ? "\n" : "")).utf8))
    }

    /// Waits (up to `seconds`) until `condition` holds for stderr; false if it never did.
    @discardableResult
    func wait(seconds: Double = 30, until condition: (String) -> Bool) -> Bool {
        Self.poll(seconds: seconds) { condition(stderr) }
    }

    /// Waits (up to `seconds`) until `condition` holds for stdout (a headless run's `--events`).
    @discardableResult
    func waitForOutput(seconds: Double = 30, until condition: (String) -> Bool) -> Bool {
        Self.poll(seconds: seconds) { condition(stdout) }
    }

    private static func poll(seconds: Double, _ holds: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if holds() { return true }
            usleep(10_000)
        }
        return holds()
    }

    /// Sends `signal` (SIGINT: a coach's Ctrl-C) to the run.
    func signal(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Closes stdin (the marks input of `--marks -` ends) and lets the run go on.
    func closeInput() { try? input.fileHandleForWriting.close() }

    /// Closes stdin and waits (up to `seconds`) for the end; the exit status.
    func finish(seconds: Double = 60) -> Int32 {
        try? input.fileHandleForWriting.close()
        if !process.waitForExit(seconds: seconds) { Issue.record("the run did not end within \(seconds) s") }
        readers.wait(seconds: 10, for: "the run's output")
        return process.terminationStatus
    }
}
