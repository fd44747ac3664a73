import Foundation
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
