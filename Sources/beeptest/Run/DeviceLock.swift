import BeepTest
import Glibc
import Synchronization

/// One lock file per audio device under `$XDG_RUNTIME_DIR/beeptest`, held (`flock`) while a run
/// plays on it: a second run on the same device is warned, since two tests on one speaker would
/// confuse a class, but not refused (the coach may mean it, and a stale file locks nothing: the
/// kernel drops a lock with its process, however it ended). Without XDG_RUNTIME_DIR nothing is
/// checked, and nothing is said.
enum DeviceLock {
    /// The descriptors of the locks taken, kept open for the process's life.
    private static let held = Mutex<[Int32]>([])

    /// Takes the lock of `device`; the warning to give when another run holds it, else nil.
    static func take(_ device: String, environment: (String) -> String? = FileIO.environment) -> String? {
        guard let runtime = environment("XDG_RUNTIME_DIR"), runtime.hasPrefix("/") else { return nil }
        let folder = runtime + "/beeptest"
        guard (try? FileIO.makeFolders(folder)) != nil else { return nil }
        let descriptor = Posix.retryingOnInterrupt {
            open(folder + "/device-" + fileName(device) + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        }
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            close(descriptor)
            return busy ? tr("another beeptest run is playing on '%s' already: two tests on one speaker", device) : nil
        }
        held.withLock { $0.append(descriptor) }
        return nil
    }

    /// `device` as one file name: letters, digits, `-` and `_` kept, every other byte as `%XX`
    /// (`plughw:1,0` is `plughw%3A1%2C0`), so that two names never share a file.
    static func fileName(_ device: String) -> String {
        device.utf8.map { byte in
            let scalar = Unicode.Scalar(byte)
            let kept =
                (byte < 0x80 && (Character(scalar).isLetter || Character(scalar).isNumber)) || byte == 0x2D
                || byte == 0x5F
            return kept ? String(scalar) : "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }.joined()
    }
}
