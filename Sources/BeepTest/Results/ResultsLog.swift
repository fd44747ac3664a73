import Glibc

/// An append-only JSON Lines results file that survives a crash, a kill or a flat battery.
///
/// Each event is one line written with a single `write(2)` on an `O_APPEND` descriptor and then
/// `fsync`ed before the call returns, so a line is either on disk whole or (if the machine dies
/// mid-write) cut short at the end of the file, which `ResultsFile` tolerates. The file is created
/// with `O_EXCL` and mode 0600 (it holds names, ages and masses), and its folder is `fsync`ed
/// so that the new name survives a power cut too.
///
/// An existing file is never overwritten or appended to: an explicit `--results FILE` that
/// exists is an error (74); the default name gets a `-2`, `-3` … suffix instead.
public final class ResultsLog {
    /// The file's path.
    public let path: String
    private let descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Creates the results file at `path`; refuses one that exists (74) and creates missing folders.
    public static func create(path: String) throws(BeepTestError) -> ResultsLog {
        try FileIO.makeFolders(FileIO.parent(of: path))
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let code = errno
            if code == EEXIST {
                throw BeepTestError(
                    .io, "\(path): already exists; results are never overwritten (choose another --results file)")
            }
            let reason = Posix.openFailure(code, path: path, creating: true)
            throw BeepTestError(.io, "\(path): cannot create the results file: \(reason)")
        }
        FileIO.syncFolder(FileIO.parent(of: path))
        return ResultsLog(path: path, descriptor: descriptor)
    }

    /// Creates the default results file for `profileID` started at `unixTime` (seconds since 1970):
    /// `$XDG_DATA_HOME/beeptest/results/<YYYY-MM-DD-HHMMSS>-<profile>.jsonl` (default
    /// `~/.local/share/...`), adding `-2`, `-3` … when that name is taken.
    /// `folder` replaces the default folder (tests).
    public static func createDefault(profileID: String, unixTime: Double, folder: String? = nil) throws(BeepTestError)
        -> ResultsLog
    {
        guard let folder = folder ?? defaultFolder() else {
            throw BeepTestError(.io, "no folder for results: set HOME or XDG_DATA_HOME, or give --results FILE")
        }
        let stem = folder + "/" + WallClock.localText(unixTime, format: "%Y-%m-%d-%H%M%S") + "-" + profileID
        var attempt = 1
        while true {
            let path = attempt == 1 ? stem + ".jsonl" : stem + "-\(attempt).jsonl"
            do {
                return try create(path: path)
            } catch {
                guard FileIO.exists(path), attempt < 1000 else { throw error }
                attempt += 1
            }
        }
    }

    /// `$XDG_DATA_HOME/beeptest/results` (an absolute XDG_DATA_HOME only, as the XDG spec says),
    /// else `$HOME/.local/share/beeptest/results`; `environment` looks variables up (tests pass
    /// their own rather than change the process's environment under other threads).
    public static func defaultFolder(environment: (String) -> String? = FileIO.environment) -> String? {
        if let data = environment("XDG_DATA_HOME"), data.hasPrefix("/") { return data + "/beeptest/results" }
        return environment("HOME").map { $0 + "/.local/share/beeptest/results" }
    }

    /// Appends `event` as one line with one `write(2)`, then `fsync`s.
    public func append(_ event: JSONValue) throws(BeepTestError) {
        // A short write (disk full) is retried for the rest, which then fails with ENOSPC.
        var code = Posix.writeAll(descriptor, Array((JSONWriter.string(event) + "\n").utf8))
        if code == 0 && Posix.retryingOnInterrupt({ fsync(descriptor) }) != 0 { code = errno }
        guard code == 0 else { throw BeepTestError(.io, "\(path): cannot save results: \(Posix.errorText(code))") }
    }
}
