import BeepTest
import Glibc
import Testing

@Suite("POSIX wrapper")
struct PosixTests {
    @Test("a self-pipe hands over posted bytes in order, and a full pipe drops posts without blocking")
    func selfPipe() throws {
        let pipe = try SelfPipe(for: "a test pipe")
        #expect(pipe.drain().isEmpty)
        for byte in [UInt8(3), 1, 2] { pipe.post(byte) }
        #expect(pipe.drain() == [3, 1, 2])
        #expect(pipe.drain().isEmpty)
        // Linux pipes hold 64 KiB: posting more must return every time (the poster is the audio thread).
        for _ in 0..<70_000 { pipe.post() }
        let drained = pipe.drain()
        #expect(drained.count >= 4096 && drained.count < 70_000)
    }

    @Test("writeAll puts every byte of a write larger than a pipe's buffer through, in order")
    func writeAllThroughAPipe() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let writer = try PosixThread.spawn {
            _ = Posix.writeAll(writeEnd, bytes)
            close(writeEnd)
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            // A writer that stalls fails the test (and leaves its thread) instead of hanging the suite.
            var ready = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
            guard Posix.retryingOnInterrupt({ poll(&ready, 1, 30_000) }) == 1 else {
                Issue.record("the pipe had neither bytes nor its end for 30 s, after \(received.count) bytes")
                return
            }
            let count = buffer.withUnsafeMutableBytes { Posix.read(readEnd, into: $0) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        pthread_join(writer, nil)
        #expect(received == bytes)
    }

    @Test("writeAll reports the errno of a failed write")
    func writeAllFailure() throws {
        let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let code = Posix.writeAll(descriptor, [1, 2, 3])
        #expect(code == ENOSPC)
        #expect(Posix.errorText(code) == "No space left on device")
    }

    @Test(
        "an open that failed is told in the program's words, creating or reading",
        arguments: [
            (ENOENT, "", true, "empty file name"),
            (ENOENT, "/no/such/folder/out.wav", true, "no such folder '/no/such/folder'"),
            (ENOENT, "/no/such/folder/run.jsonl", false, "no such file"),
            (ENOTDIR, "/dev/null/out.wav", true, "'/dev/null' is not a folder"),
            (ENOTDIR, "/dev/null/x.json", false, "no such file"),
            (EISDIR, "/tmp", true, "is a folder, not a file"),
            (EACCES, "/root/x", false, "permission denied"),
            (EROFS, "/proc/x", true, "read-only file system"),
            (EEXIST, "/tmp", true, "already exists"),
            (EIO, "/x", false, "Input/output error"),
        ])
    func openFailure(code: Int32, path: String, creating: Bool, reason: String) {
        #expect(Posix.openFailure(code, path: path, creating: creating) == reason)
    }
}
