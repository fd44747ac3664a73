import BeepTest
import Glibc

/// `run --headless --marks FILE|-`: reads lines of marks (`12`, `3 27`, `u`, `u 17`) and applies
/// each by the view's rules at the moment it arrived; the answer goes to stderr. A line is one
/// entry whatever its length and however its bytes came in reads; a line longer than
/// `longestLine` is refused whole, in one message, never split into marks.
///
/// Two threads of its own: one reads and stamps each line with the playback's position when
/// its first byte arrived, the other applies the lines (which writes and `fsync`s the results
/// file), so that a slow disk never books a waiting mark to a later shuttle, and neither waits
/// for the engine's next cue nor the cues for them.
///
/// A FIFO is opened again after each writer closes it, so that a second device can come and go;
/// a file or stdin is read to its end. The end of anything but a regular file (stdin closed, a
/// FIFO's writer gone) is the end of marking: said at once on stderr and in `--events`, and the
/// athletes still running are scored to there (`ResultsRecorder.marksEnded`) unless a FIFO's
/// next writer brings it back. A regular file is a list of marks made before: its end ends nothing.
struct MarksReader: Sendable {
    /// The longest line read as marks, in bytes (a class of 99 bibs is under 400).
    static let longestLine = 4096
    /// How much of a line an answer quotes, in characters.
    static let echoLength = 40

    let source: String
    let marks: RecorderMarks
    let playback: any LivePlayback
    let events: EventWriter

    /// Starts the reading and applying threads; they run until the input ends or the process does.
    /// The handle lets the run apply every line that arrived before the test ended (`finishApplying`).
    func start() throws(BeepTestError) -> Intake {
        let reader = self
        let queue = MarkLineQueue()
        let applier = try PosixThread.spawn { reader.apply(from: queue) }
        _ = try PosixThread.spawn {
            reader.run(into: queue)
            queue.end()
        }
        return Intake(queue: queue, applier: applier)
    }

    /// The lines read but maybe not applied yet: a line waiting behind a slow write to disk was
    /// stamped when it arrived, before the end, and counts.
    struct Intake {
        let queue: MarkLineQueue
        let applier: pthread_t

        /// Takes lines for the last line (`LastLine`): until the marks input ends or `seconds` (one
        /// shuttle's time) have passed since the last cue, whichever comes first.
        func takeLastLine(for seconds: Double) { queue.waitForEnd(seconds: seconds) }

        /// True once the marks input has ended: no line for the last line can come.
        var inputHasEnded: Bool { queue.hasEnded }

        /// Takes no more lines (a later one is refused with a message) and waits until every line
        /// already read is applied; call it once, before the finish line is written. The reading
        /// thread may stay blocked in its read.
        func finishApplying() {
            queue.end()
            pthread_join(applier, nil)
        }
    }

    private func run(into queue: MarkLineQueue) {
        var hasEnded = false
        repeat {
            let descriptor = source == "-" ? STDIN_FILENO : Posix.retryingOnInterrupt { open(source, O_RDONLY) }
            guard descriptor >= 0 else {
                let reason = Posix.openFailure(errno, path: source, creating: false)
                Output.error("beeptest: --marks: " + reason.escapingControlCharacters())
                return
            }
            if hasEnded { resumed() }  // a FIFO's next writer
            readLines(descriptor, into: queue)
            let kind = Self.fileKind(descriptor)
            if kind != S_IFREG {
                ended()
                hasEnded = true
            }
            guard descriptor != STDIN_FILENO, kind == S_IFIFO else { return }
            close(descriptor)
        } while true
    }

    /// Says that nobody can be marked from now on, if it matters still (the test running).
    private func ended() {
        let position = playback.position
        guard marks.marksEnded(at: position) else { return }
        let t = position.testTime
        Output.error(
            "beeptest: "
                + (t < 0
                    ? tr("the marks input ended before the test started: nobody can be marked, every score is a floor")
                    : tr(
                        "the marks input ended at %s: nobody can be marked now; those running score at least there",
                        EventText.clock(t))))
        events.write(RunEvent(kind: .marksEnded, testTime: t, monotonicTime: SystemClock().now()))
    }

    /// Says that marks are read again (a FIFO's new writer): the run finishes where it would have.
    private func resumed() {
        let position = playback.position
        guard marks.marksResumed() else { return }
        Output.error(
            "beeptest: "
                + tr("the marks input is back at %s: marks are taken again", EventText.clock(position.testTime)))
        events.write(RunEvent(kind: .marksResumed, testTime: position.testTime, monotonicTime: SystemClock().now()))
    }

    private func readLines(_ descriptor: Int32, into queue: MarkLineQueue) {
        var line = MarkLineQueue.Line(text: "", position: playback.position)
        var pending: [UInt8] = []
        /// The bytes of a line past `longestLine`, counted and dropped; 0 while the line fits.
        var overflow = 0
        var buffer = [UInt8](repeating: 0, count: 4096)
        func finish() {
            if overflow > 0 {
                line.refusedLength = pending.count + overflow
                line.text = String(decoding: pending.prefix(Self.echoLength * 4), as: UTF8.self)
            } else {
                if pending.last == UInt8(ascii: "\r") { pending.removeLast() }  // a line ended CRLF
                line.text = String(decoding: pending, as: UTF8.self)
            }
            if !queue.put(line) { Self.refuseLate(line) }
            line.refusedLength = nil
            pending.removeAll(keepingCapacity: true)
            overflow = 0
        }
        while true {
            let count = buffer.withUnsafeMutableBytes { Posix.read(descriptor, into: $0) }
            guard count > 0 else { break }
            // The moment these bytes arrived: the time of each line they begin.
            let position = playback.position
            var rest = buffer[0..<count]
            while !rest.isEmpty {
                if pending.isEmpty && overflow == 0 { line.position = position }
                let end = rest.firstIndex(of: UInt8(ascii: "\n"))
                let part = rest[..<(end ?? rest.endIndex)]
                let room = max(0, Self.longestLine - pending.count)
                pending += part.prefix(room)
                overflow += max(0, part.count - room)
                guard let end else { break }
                finish()
                rest = rest[(end + 1)...]
            }
        }
        if !pending.isEmpty || overflow > 0 { finish() }
    }

    private func apply(from queue: MarkLineQueue) {
        while let lines = queue.take() {
            for line in lines { apply(line) }
        }
    }

    private func apply(_ line: MarkLineQueue.Line) {
        let shown = line.text.escapingControlCharacters(limit: Self.echoLength)
        if let length = line.refusedLength {
            Output.error("beeptest: " + Self.refusal(length: length, text: line.text))
            return
        }
        guard let answer = marks.apply(typed: line.text, at: line.position) else { return }
        Output.error("beeptest: " + tr("marks '%s': %s", shown, answer.escapingControlCharacters(limit: 400)))
        if let notice = marks.unsavedNotice { Output.error("beeptest: " + notice) }
    }

    /// The answer to an entry of `length` bytes, longer than `longestLine`, that begins with
    /// `text`: refused whole, for `run --marks` and the view's typed entries alike.
    static func refusal(length: Int, text: String) -> String {
        tr(
            "marks: a line of %s bytes ('%s') is longer than %s: refused whole, nothing recorded", length,
            text.escapingControlCharacters(limit: echoLength), longestLine)
    }

    /// A line read after the marks were closed (the last line's time had passed): said, never counted.
    private static func refuseLate(_ line: MarkLineQueue.Line) {
        let shown = line.text.escapingControlCharacters(limit: echoLength)
        Output.error("beeptest: " + tr("marks '%s': refused: the test is over, nothing recorded", shown))
    }

    /// True when `source` is at its end before anything was read: /dev/null (given or as stdin),
    /// or stdin a pipe whose writer has gone with nothing in it. Nobody could be marked then, and
    /// every athlete would be credited with the whole test. Never true for a regular file (a list
    /// of marks, maybe empty), a FIFO by name (its writer comes later) or a terminal.
    static func endsBeforeStart(_ source: String) -> Bool {
        var status = stat()
        let found = source == "-" ? fstat(STDIN_FILENO, &status) : stat(source, &status)
        guard found == 0 else { return false }
        var null = stat()
        if status.st_mode & S_IFMT == S_IFCHR {
            return stat("/dev/null", &null) == 0 && null.st_rdev == status.st_rdev
        }
        guard source == "-", status.st_mode & S_IFMT == S_IFIFO else { return false }
        var watched = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let ready = Posix.retryingOnInterrupt { poll(&watched, 1, 0) }
        // A pipe's writer gone with bytes left still reads them (POLLIN): not at its end yet.
        return ready == 1 && watched.revents & Int16(POLLHUP) != 0 && watched.revents & Int16(POLLIN) == 0
    }

    /// The descriptor's kind (`S_IFIFO`, `S_IFREG` …), 0 when it cannot be told.
    private static func fileKind(_ descriptor: Int32) -> mode_t {
        var status = stat()
        return fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : 0
    }
}
