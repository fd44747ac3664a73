import Glibc

/// A diagnostic record of the audio clock: every reading the engine takes and every gap it acts
/// on, one text line each, so that a timing problem seen in a recording can be set against what
/// the device reported (scripts/timing/clocklog.py reads it).
///
/// Lines (times are CLOCK_MONOTONIC seconds; frames count the stream, skips included):
/// - `reading WALL STREAM DELAY`: after a write, `STREAM` frames were in the stream and the
///   device said `DELAY` of them were not heard yet;
/// - `skip WALL FRAMES`: an underrun's recovery skipped the stream over `FRAMES` frames;
/// - `stall WALL FRAMES` / `offline WALL FRAMES`: the gap watch moved the stream's later frames
///   that much later (a silent stall, or what a skip missed; negative: earlier).
///
/// Written through stdio's buffer from the audio thread (a write call every few kilobytes); the
/// file is complete once the engine has ended. Not for everyday runs: it grows by about 40 bytes a
/// period (1.1 MB for a 22-minute test).
public final class ClockLog {
    private var file: UnsafeMutablePointer<FILE>?

    /// Creates (or empties) the log at `path`; a one-line error when it cannot be written.
    public init(path: String) throws(BeepTestError) {
        guard let file = fopen(path, "we") else {
            throw BeepTestError(.io, tr("clock log %s: %s", path, Posix.errorText()))
        }
        self.file = file
        put("# beeptest clock log: reading WALL STREAM DELAY | skip|stall|offline WALL FRAMES")
    }

    deinit { close() }

    /// Records a reading: `stream` frames in the stream, `delay` of them not heard yet, at `wall`.
    func reading(wall: Double, stream: Int, delay: Int) { put("reading \(wall) \(stream) \(delay)") }

    /// Records a gap acted on: `kind` is `skip`, `stall` or `offline`.
    func gap(_ kind: String, wall: Double, frames: Int) { put("\(kind) \(wall) \(frames)") }

    /// Flushes and closes the file. Safe to call more than once.
    public func close() {
        guard let file else { return }
        fclose(file)
        self.file = nil
    }

    private func put(_ line: String) {
        guard let file else { return }
        fputs(line + "\n", file)
    }
}
