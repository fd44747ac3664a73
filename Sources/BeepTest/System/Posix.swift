import Glibc

/// The program's few POSIX conventions in one place: calls retried when a signal interrupts
/// them, writes that finish, and errno in words. Every read and write of a descriptor, and every
/// call that a signal interrupts with EINTR (alsa-lib's writes among them), goes through these, so
/// a signal (SIGWINCH from a resized terminal, SIGCONT after `fg`) can never cut a results line or
/// a WAV file short. `poll(2)` alone is left to return early: a signal is what it waits for.
public enum Posix {
    /// The cores online: how many threads a pool of work starts (at least 1).
    public static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Runs `call` (one that returns -1 and sets errno on failure: read(2), write(2), fsync(2))
    /// again while it fails with EINTR. Returns its last result, with errno set when it is -1.
    @inline(__always)
    public static func retryingOnInterrupt<Result: BinaryInteger>(_ call: () -> Result) -> Result {
        while true {
            let result = call()
            if result != -1 || errno != EINTR { return result }
        }
    }

    /// Runs `call` (one that returns its error number rather than setting errno:
    /// clock_nanosleep(2), the pthread calls) again while it returns EINTR. Returns 0 or the error.
    @inline(__always)
    public static func retryingWhileReturnsEINTR(_ call: () -> Int32) -> Int32 {
        while true {
            let code = call()
            if code != EINTR { return code }
        }
    }

    /// Runs `call` (one that returns a count, or a negated error number on failure: alsa-lib's
    /// `snd_pcm_writei`) again while it returns -EINTR. Returns its last result.
    @inlinable
    public static func retryingWhileReturnsMinusEINTR<Result: SignedInteger>(_ call: () -> Result) -> Result {
        while true {
            let result = call()
            if result != -Result(EINTR) { return result }
        }
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying interruptions and short writes (a
    /// pipe or a nearly full disk takes part of a write). Returns 0, or the errno of the failure.
    public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let count = retryingOnInterrupt {
                Glibc.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if count < 0 { return errno }
            offset += count
        }
        return 0
    }

    /// Writes every byte of `bytes` to `descriptor`; 0, or the errno of the failure.
    public static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32 {
        bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    }

    /// read(2) into `buffer`, retried when interrupted: the count read, 0 at the end, or -1 with errno set.
    public static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        retryingOnInterrupt { Glibc.read(descriptor, buffer.baseAddress, buffer.count) }
    }

    /// `strerror(code)` as a Swift string ("No space left on device").
    public static func errorText(_ code: Int32 = errno) -> String { String(cString: strerror(code)) }

    /// Why open(2) of `path` failed with `code`, in the words of the program's messages. When
    /// `creating`, a missing name is a missing folder (the file is to be made); when reading, it
    /// is a missing file whatever part of the path is absent.
    public static func openFailure(_ code: Int32, path: String, creating: Bool) -> String {
        let folder = FileIO.parent(of: path)
        switch code {
        case ENOENT where creating && path.isEmpty: return tr("empty file name")
        case ENOENT where creating && !FileIO.isFolder(folder): return tr("no such folder '%s'", folder)
        case ENOTDIR where creating: return tr("'%s' is not a folder", folder)
        case ENOENT, ENOTDIR: return tr("no such file")
        case EISDIR: return tr("is a folder, not a file")
        case EACCES, EPERM: return tr("permission denied")
        case EROFS: return tr("read-only file system")
        case EEXIST: return tr("already exists")
        default: return errorText(code)
        }
    }
}
