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
/// a file or stdin is read to its end.
struct MarksReader: Sendable {
    /// The longest line read as marks, in bytes (a class of 99 bibs is under 400).
    static let longestLine = 4096
    /// How much of a line an answer quotes, in characters.
    static let echoLength = 40

    let source: String
    let marks: RecorderMarks
    let playback: any LivePlayback

    /// Starts the reading and applying threads; they run until the input ends or the process does.
    /// The handle lets the run apply every line that arrived before the test ended (`finishApplying`).
    func start() throws(BeepTestError) -> Intake {
        let reader = self
        let queue = try MarkLineQueue()
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

        /// Takes lines for the last line (DESIGN §7): until the marks input ends or `seconds` (one
        /// shuttle's time) have passed since the last cue, whichever comes first.
        func takeLastLine(for seconds: Double) { queue.waitForEnd(seconds: seconds) }

        /// Takes no more lines (a later one is refused with a message) and waits until every line
        /// already read is applied; call it once, before the finish line is written. The reading
        /// thread may stay blocked in its read.
        func finishApplying() {
            queue.end()
            pthread_join(applier, nil)
        }
    }

    private func run(into queue: MarkLineQueue) {
        repeat {
            let descriptor = source == "-" ? STDIN_FILENO : Posix.retryingOnInterrupt { open(source, O_RDONLY) }
            guard descriptor >= 0 else {
                let reason = Posix.openFailure(errno, path: source, creating: false)
                Output.error("beeptest: --marks: " + reason.escapingControlCharacters())
                return
            }
            readLines(descriptor, into: queue)
            guard descriptor != STDIN_FILENO, Self.isFIFO(descriptor) else { return }
            close(descriptor)
        } while true
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
            Output.error(
                "beeptest: "
                    + tr(
                        "marks: a line of %s bytes ('%s') is longer than %s: refused whole, nothing recorded", length,
                        shown, Self.longestLine))
            return
        }
        guard let answer = marks.apply(typed: line.text, at: line.position) else { return }
        Output.error("beeptest: " + tr("marks '%s': %s", shown, answer.escapingControlCharacters(limit: 400)))
        if let notice = marks.unsavedNotice { Output.error("beeptest: " + notice) }
    }

    /// A line read after the marks were closed (the last line's time had passed): said, never counted.
    private static func refuseLate(_ line: MarkLineQueue.Line) {
        let shown = line.text.escapingControlCharacters(limit: echoLength)
        Output.error("beeptest: " + tr("marks '%s': refused: the test is over, nothing recorded", shown))
    }

    private static func isFIFO(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO
    }
}
