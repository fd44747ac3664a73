import Glibc

/// An append-only JSON Lines results file that survives a crash, a kill, a flat battery or a
/// full disk.
///
/// Each event is one line written with a single `write(2)` on an `O_APPEND` descriptor and then
/// `fsync`ed before the call returns. A line is on disk whole or not at all: the log knows the
/// length of the file up to its last whole line, and after a short or failed write (a full disk
/// takes part of a line, then refuses the rest) or a failed `fsync` it cuts the file back there
/// with `ftruncate`, so the next line never joins a torn one; the caller keeps the line and
/// offers it again. (A machine that dies mid-write can still leave a last line cut short, which
/// `ResultsFile` tolerates.) The file is created with `O_EXCL` and mode 0600 (it holds names,
/// ages and masses), and its folder is `fsync`ed so that the new name survives a power cut too.
///
/// An existing file is never overwritten or appended to: an explicit `--results FILE` that
/// exists is an error (74); the default name gets a `-2`, `-3` … suffix instead.
public final class ResultsLog {
    /// The file's path.
    public let path: String
    private let descriptor: Int32
    /// The file's length up to the end of its last whole line: where a failed write is cut back to.
    private var wholeLength: off_t = 0
    /// True while the file may hold part of a line past `wholeLength` (the cut itself failed):
    /// nothing more is written until a cut succeeds.
    private var mayBeTorn = false
    /// Why the last append failed, alone and in the reader's language ("No space left on device",
    /// with the cut's failure when there was one), for a line of its own; nil after a success.
    public private(set) var failureReason: String?
    /// True once `path` no longer names the file written (removed or renamed during the run):
    /// what is written goes to a file nobody can find by that name, so nothing more is taken as
    /// saved and the record has to be rescued whole.
    public private(set) var isDetached = false

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
            if code == EEXIST && FileIO.isFolder(path) {
                throw BeepTestError(.io, tr("%s: is a folder, not a file (give --results a file name)", path))
            }
            var info = stat()
            if code == EEXIST, stat(path, &info) == 0, let kind = FileIO.nonRegularKind(info.st_mode) {
                // A FIFO or /dev/full exists, but "already exists" would send the coach looking for a file.
                throw BeepTestError(
                    .io, tr("%s: %s; results go to a new file of their own (choose another --results file)", path, kind)
                )
            }
            if code == EEXIST {
                throw BeepTestError(
                    .io, tr("%s: already exists; results are never overwritten (choose another --results file)", path))
            }
            let reason = Posix.openFailure(code, path: path, creating: true)
            throw BeepTestError(.io, tr("%s: cannot create the results file: %s", path, reason))
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
            throw BeepTestError(.io, tr("no folder for results: set HOME or XDG_DATA_HOME, or give --results FILE"))
        }
        let stem = folder + "/" + WallClock.localText(unixTime, format: "%Y-%m-%d-%H%M%S") + "-" + profileID
        return try createNumbered(stem: stem)
    }

    /// Creates `<stem>.jsonl`, or `<stem>-2.jsonl`, `-3` … when that name is taken.
    static func createNumbered(stem: String) throws(BeepTestError) -> ResultsLog {
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

    /// Appends `line` (one JSON text, without its newline) with one `write(2)`, then `fsync`s;
    /// on failure the file is left ending at its last whole line, and the error says why ("No
    /// space left on device"). The caller keeps the line to offer again.
    public func append(line: String) throws(BeepTestError) {
        if isDetached { throw detachedFailure() }
        if mayBeTorn {
            guard Posix.retryingOnInterrupt({ ftruncate(descriptor, wholeLength) }) == 0 else {
                throw failure(errno, cutFailed: true)
            }
            mayBeTorn = false
        }
        let bytes = Array((line + "\n").utf8)
        // A short write (disk full) is retried for the rest, which then fails with ENOSPC.
        var code = Posix.writeAll(descriptor, bytes)
        if code == 0 && Posix.retryingOnInterrupt({ fsync(descriptor) }) != 0 { code = errno }
        guard code != 0 else {
            wholeLength += off_t(bytes.count)
            // Cheap (two stats) and the only way to learn that the line went to a file no longer at `path`.
            try confirmPath()
            failureReason = nil
            return
        }
        // Part of the line may be in the file, or all of it without the disk having taken it:
        // either way it is not saved, and the file goes back to its last whole line.
        if Posix.retryingOnInterrupt({ ftruncate(descriptor, wholeLength) }) == 0 {
            _ = Posix.retryingOnInterrupt { fsync(descriptor) }
            throw failure(code, cutFailed: false)
        }
        mayBeTorn = true
        throw failure(code, cutFailed: true)
    }

    /// Checks that `path` still names the file written (same device and inode), else marks the log
    /// detached and throws: a file removed or renamed mid-run holds nothing at `path`, and only
    /// this check tells (every write to the open descriptor still succeeds).
    public func confirmPath() throws(BeepTestError) {
        guard !isDetached else { throw detachedFailure() }
        var written = stat()
        var named = stat()
        // A descriptor that cannot be stat'ed says nothing either way: the writes themselves judge it.
        guard fstat(descriptor, &written) == 0 else { return }
        let stillThere =
            stat(path, &named) == 0 && named.st_dev == written.st_dev && named.st_ino == written.st_ino
        guard stillThere else {
            isDetached = true
            throw detachedFailure()
        }
    }

    /// Removes the file: for a run refused before it started (no audio device, a start line
    /// that could not be written), which must leave no results file behind.
    public func discard() {
        unlink(path)
        FileIO.syncFolder(FileIO.parent(of: path))
    }

    private func detachedFailure() -> BeepTestError {
        let reason = tr("the file was removed or renamed during the run")
        failureReason = reason
        return BeepTestError(.io, tr("%s: cannot save results: %s%s", path, reason, ""))
    }

    private func failure(_ code: Int32, cutFailed: Bool) -> BeepTestError {
        let reason = code == EROFS ? tr("read-only file system") : Posix.errorText(code)
        let cut = cutFailed ? " " + tr("(and it could not be cut back to its last whole line)") : ""
        failureReason = reason + cut
        return BeepTestError(.io, tr("%s: cannot save results: %s%s", path, reason, cut))
    }
}
