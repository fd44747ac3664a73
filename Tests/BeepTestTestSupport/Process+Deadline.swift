import Foundation
import Synchronization
import Testing

extension Process {
    /// Waits until the process ends, at most `seconds`: one still running then is terminated,
    /// and killed if it ignores that, so that a test fails instead of hanging the suite. False
    /// when it had to be stopped.
    public func waitForExit(seconds: Double) -> Bool {
        let ended = Self.poll(seconds: seconds) { !isRunning }
        if !ended {
            terminate()
            if !Self.poll(seconds: 5, { !isRunning }) { kill(processIdentifier, SIGKILL) }
        }
        waitUntilExit()
        return ended
    }

    /// Waits for the end of a program the test runs (`what` names it) at most `seconds`; one
    /// still running then is stopped and the test fails, instead of hanging the suite.
    public func waitForEnd(of what: String, seconds: Double = 120) {
        if !waitForExit(seconds: seconds) { Issue.record("\(what) did not end within \(seconds) s: stopped") }
    }

    /// Reads `output` to its end on a thread of its own while waiting for the end of the program
    /// (`waitForEnd(of:seconds:)`), so that neither wait can hang the suite; the bytes read.
    public func readToEnd(_ output: Pipe, of what: String, seconds: Double = 120) -> Data {
        let received = ReceivedBytes()
        let reader = DispatchGroup()
        DispatchQueue.global().async(group: reader) {
            let bytes = output.fileHandleForReading.readDataToEndOfFile()
            received.bytes.withLock { $0 = bytes }
        }
        waitForEnd(of: what, seconds: seconds)
        reader.wait(seconds: 10, for: "the output of \(what)")
        return received.bytes.withLock { $0 }
    }

    private static func poll(seconds: Double, _ holds: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !holds() {
            guard Date() < deadline else { return false }
            usleep(10_000)
        }
        return true
    }
}

extension DispatchGroup {
    /// Waits for the group's work (the readers of a process's pipes) at most `seconds` after the
    /// process ended: a pipe a child of it still holds open fails the test instead of hanging it.
    public func wait(seconds: Double, for what: @autoclosure () -> String) {
        if wait(timeout: .now() + seconds) == .timedOut {
            Issue.record("\(what()) still open \(seconds) s after the process ended")
        }
    }
}

/// The bytes a reader thread read from a pipe, for the waiting thread.
private final class ReceivedBytes: Sendable {
    let bytes = Mutex(Data())
}
