import BeepTest
import Glibc

/// A private folder (mode 0700) for a speech engine's raw output, removed with what is in it.
final class ScratchFolder {
    /// The folder's path.
    let path: String
    private var count = 0

    /// Creates a new folder under `$TMPDIR` (default /tmp).
    init() throws(BeepTestError) {
        let base = FileIO.environment("TMPDIR").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        var template = Array((base + "/beeptest-calls-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap { mkdtemp($0) } }) else {
            throw BeepTestError(.io, tr("cannot create a folder in %s for speech: %s", base, Posix.errorText()))
        }
        path = String(cString: made)
    }

    deinit {
        for name in FileIO.folderEntries(path) { unlink(path + "/" + name) }
        rmdir(path)
    }

    /// A new file name in the folder, ending in `suffix`.
    func file(_ suffix: String) -> String {
        count += 1
        return path + "/\(count)" + suffix
    }
}
