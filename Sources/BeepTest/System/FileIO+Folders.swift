import Glibc

extension FileIO {
    /// Creates `path` and any missing parents with mode 0700 (XDG's rule for data folders).
    public static func makeFolders(_ path: String) throws(BeepTestError) {
        guard !path.isEmpty, path != "/", path != "." else { return }
        if isFolder(path) { return }
        try makeFolders(parent(of: path))
        if mkdir(path, 0o700) != 0 && !(errno == EEXIST && isFolder(path)) {
            throw BeepTestError(.io, tr("%s: cannot create the folder: %s", path, Posix.errorText()))
        }
    }

    /// `fsync`s a folder so that a file just created in it survives a power cut; best effort.
    static func syncFolder(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
