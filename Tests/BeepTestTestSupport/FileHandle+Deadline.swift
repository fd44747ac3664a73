import BeepTest
import Foundation
import Glibc

extension FileHandle {
    /// Waits at most `seconds` until there is something to read, or the end: false when nothing
    /// came, so that a test reading a program's output fails instead of hanging the suite.
    public func waitForBytes(seconds: Double) -> Bool {
        var ready = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        return Posix.retryingOnInterrupt { poll(&ready, 1, Int32(seconds * 1000)) } == 1
    }
}
