import BeepTest
import Glibc

/// `run --headless --marks FILE|-`: reads lines of marks (`12`, `3 27`, `u`, `u 17`) on a thread
/// of its own and applies each by the view's rules at the moment it arrives, read from the
/// playback's position then; the answer goes to stderr. Its own thread, so that a line waits for
/// neither the engine's next cue nor anything else, and the cues wait for no line.
///
/// A FIFO is opened again after each writer closes it, so that a second device can come and go;
/// a file or stdin is read to its end.
struct MarksReader: Sendable {
    /// A line longer than this is cut there and read as it is (and refused, no bib being so long).
    static let longestLine = 1024

    let source: String
    let marks: RecorderMarks
    let playback: any LivePlayback

    /// Starts the reading thread; it runs until its input ends or the process does.
    func start() throws(BeepTestError) {
        let reader = self
        _ = try PosixThread.spawn { reader.run() }
    }

    private func run() {
        repeat {
            let descriptor = source == "-" ? STDIN_FILENO : Posix.retryingOnInterrupt { open(source, O_RDONLY) }
            guard descriptor >= 0 else {
                Output.error("beeptest: --marks: " + Posix.openFailure(errno, path: source, creating: false))
                return
            }
            readLines(descriptor)
            guard descriptor != STDIN_FILENO, Self.isFIFO(descriptor) else { return }
            close(descriptor)
        } while true
    }

    private func readLines(_ descriptor: Int32) {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 512)
        while true {
            let count = buffer.withUnsafeMutableBytes { Posix.read(descriptor, into: $0) }
            guard count > 0 else { break }
            pending += buffer[0..<count]
            // Lines that arrived together arrived at one moment: one position for all of them.
            let position = playback.position
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) ?? pendingCut(pending) {
                apply(Array(pending[..<end]), at: position)
                pending.removeFirst(min(pending.count, end + 1))
            }
        }
        if !pending.isEmpty { apply(pending, at: playback.position) }
    }

    private func pendingCut(_ pending: [UInt8]) -> Int? { pending.count >= Self.longestLine ? Self.longestLine : nil }

    private func apply(_ bytes: [UInt8], at position: PlaybackPosition) {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasSuffix("\r") { text.removeLast() }  // a line ended CRLF
        guard let answer = marks.apply(typed: text, at: position) else { return }
        Output.error("beeptest: marks '\(text)': \(answer)")
    }

    private static func isFIFO(_ descriptor: Int32) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO
    }
}
