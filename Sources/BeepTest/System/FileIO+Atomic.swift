import Glibc

extension FileIO {
    /// Writes `bytes` to `path` whole or not at all: into a temporary file beside it created with
    /// `mode` (0600: a report holds health information), `fsync`ed, then renamed over `path`, so a
    /// reader or a crash sees the old file or the new one, never half of one. A missing folder
    /// is "not found" (66); any other failure is I/O (74) and leaves no temporary file behind.
    /// Not `durable`, the file and its folder are not synced: for a cache, which checks what it
    /// reads and makes again what a crash lost, and whose cold start should not wait on the disk.
    public static func writeAtomically(
        _ bytes: [UInt8], to path: String, mode: mode_t = 0o600, durable: Bool = true
    ) throws(BeepTestError) {
        let folder = parent(of: path)
        guard isFolder(folder) else { throw BeepTestError(.notFound, tr("%s: no such folder '%s'", path, folder)) }
        guard !isFolder(path) else { throw BeepTestError(.io, tr("%s: is a folder, not a file", path)) }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = (folder == "/" ? "" : folder) + "/." + name + ".\(getpid()).tmp"
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        if descriptor < 0 && errno == EEXIST {
            unlink(temporary)  // left by a crashed run of this process id: ours to replace
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        }
        guard descriptor >= 0 else {
            throw BeepTestError(
                .io, tr("%s: cannot write: %s", path, Posix.openFailure(errno, path: temporary, creating: true)))
        }
        fchmod(descriptor, mode)  // the umask may have taken bits the caller asked for
        var code = Posix.writeAll(descriptor, bytes)
        if code == 0 && durable && Posix.retryingOnInterrupt({ fsync(descriptor) }) != 0 { code = errno }
        if close(descriptor) != 0 && code == 0 { code = errno }
        if code == 0 && rename(temporary, path) != 0 { code = errno }
        guard code == 0 else {
            unlink(temporary)
            throw BeepTestError(.io, tr("%s: cannot write: %s", path, Posix.errorText(code)))
        }
        if durable { syncFolder(folder) }
    }
}
