import Glibc

/// A self-pipe: one thread (the audio thread, the signal watcher) posts a byte without ever
/// blocking, and a loop that already polls other descriptors wakes on the read end. Both ends
/// are non-blocking and close on exec; they are closed when the pipe is released.
public final class SelfPipe: Sendable {
    /// The end to poll and drain.
    public let readDescriptor: Int32
    private let writeDescriptor: Int32

    /// Creates the pipe; `purpose` names it in the error ("the engine's wake pipe").
    public init(for purpose: String) throws(BeepTestError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw BeepTestError(.io, tr("cannot create %s: %s", purpose, Posix.errorText()))
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = ends[0]
        writeDescriptor = ends[1]
    }

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }

    /// Posts `byte`. A full pipe drops it: the reader has a wake-up waiting already.
    public func post(_ byte: UInt8 = 0) {
        var byte = byte
        _ = Posix.retryingOnInterrupt { write(writeDescriptor, &byte, 1) }
    }

    /// Every byte posted and not yet taken, oldest first (empty when none is waiting).
    public func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { Posix.read(readDescriptor, into: $0) }
            guard count > 0 else { return bytes }
            bytes += buffer[0..<count]
        }
    }
}
