import Glibc

/// Whole-file reads and small writes through POSIX calls, so that each failure maps to the right
/// exit code (a missing file is 66, a folder is 66, a failed read is 74) with `strerror`'s words.
public enum FileIO {
    /// Reads the whole regular file at `path`, refusing anything larger than `limit` bytes. A
    /// FIFO, a device or a folder is refused at once (66): the open does not wait for a FIFO's
    /// writer, and a device such as /dev/zero would never end.
    public static func read(_ path: String, limit: Int = 4 << 20) throws(BeepTestError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw openError(path) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw BeepTestError(.io, "\(path): \(Posix.errorText())") }
        if let kind = nonRegularKind(info.st_mode) { throw BeepTestError(.notFound, "\(path): \(kind)") }
        // The size the file has now, read straight into the array (a season is a thousand small
        // logs: a zeroed 64 KiB chunk and a copy out of it for each cost more than the reads);
        // then in chunks whatever a growing file has beyond it, up to the end.
        let size = min(max(Int(info.st_size), 0), limit + 1)
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let read = Posix.read(
                    fd, into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[count...])))
                if read < 0 { failure = errno }
                if read <= 0 { break }
                count += read
            }
        }
        var chunk: [UInt8] = []
        while true {
            if failure != 0 { throw BeepTestError(.io, "\(path): \(Posix.errorText(failure))") }
            if bytes.count > limit {
                throw BeepTestError(.invalidData, tr("%s: larger than %s MiB", path, limit >> 20))
            }
            if chunk.isEmpty { chunk = [UInt8](repeating: 0, count: bytes.isEmpty ? 65536 : 4096) }
            let count = chunk.withUnsafeMutableBytes { Posix.read(fd, into: $0) }
            if count < 0 { failure = errno }
            if count == 0 { return bytes }
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
        }
    }

    /// Reads standard input to its end (a pipe, a terminal or a redirected file), refusing more
    /// than `limit` bytes: for commands that take their lines from stdin (`enter`).
    public static func readStandardInput(limit: Int = 4 << 20) throws(BeepTestError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Posix.read(STDIN_FILENO, into: $0) }
            if count < 0 { throw BeepTestError(.io, tr("standard input: %s", Posix.errorText())) }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit {
                throw BeepTestError(.invalidData, tr("standard input: more than %s MiB", limit >> 20))
            }
        }
    }

    /// Why a file of mode `mode` (`stat`'s `st_mode`) cannot be read as a file, or nil for a
    /// regular one: "is a folder, not a file", "not a regular file (a FIFO)".
    public static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return tr("is a folder, not a file")
        case S_IFIFO: return tr("not a regular file (a FIFO)")
        case S_IFCHR, S_IFBLK: return tr("not a regular file (a device)")
        case S_IFSOCK: return tr("not a regular file (a socket)")
        default: return tr("not a regular file")
        }
    }

    /// `path` as an absolute path with no link or `..` in it (`realpath`), or `path` as it is when
    /// that fails: a name to find the same file by from another folder later.
    public static func absolutePath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// True when `path` names an existing regular file or folder.
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// True when `path` names a folder.
    /// True when `path` and `other` name one existing file (the same device and inode), however
    /// each is spelled: a command refuses to write its output over a file it reads.
    public static func isSameFile(_ path: String, _ other: String) -> Bool {
        var first = stat()
        var second = stat()
        guard stat(path, &first) == 0, stat(other, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    public static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The names in the folder at `path` (no "." or ".."), sorted; empty when it cannot be read.
    public static func folderEntries(_ path: String) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The value of the environment variable `name`, or nil when unset or empty.
    public static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    /// A file that is absent or may not be read is "not found" (66); any other failure is I/O (74).
    private static func openError(_ path: String) -> BeepTestError {
        let code = errno
        let kind: BeepTestError.Kind = [ENOENT, ENOTDIR, EACCES, EPERM].contains(code) ? .notFound : .io
        return BeepTestError(kind, "\(path): \(Posix.openFailure(code, path: path, creating: false))")
    }
}

extension FileIO {
    /// The running program's real path (links resolved), from /proc/self/exe.
    public static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` without its last component ("/a/b/c" → "/a/b", "c" → ".").
    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
