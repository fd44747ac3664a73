import Glibc

/// Writes a 16-bit mono PCM WAV file as a stream: the header first with sizes to be patched,
/// then the samples as they come, then the real sizes at `close()`. Memory does not grow with
/// the file's length.
///
/// The header is the plain 44-byte PCM form (format tag 1), which every reader accepts.
public final class WAVWriter {
    /// The header's length in bytes; the samples start here.
    public static let headerBytes = 44
    /// The most frames a WAV file can hold: its sizes are 32-bit.
    public static let maxFrames = (Int(UInt32.max) - headerBytes) / 2

    /// The file being written.
    public let path: String
    /// Frames per second, as written in the header.
    public let rate: Int
    /// Frames written so far.
    public private(set) var framesWritten = 0
    private var descriptor: Int32
    /// True when the output is a regular file (not a device such as /dev/null), which a failed
    /// render may remove.
    private let isRegularFile: Bool

    /// Creates (or truncates) the file at `path` and writes a header for `rate` frames per second.
    /// Errors (exit 74) say why the file cannot be written: a missing folder, no permission, a folder.
    public init(path: String, rate: Int) throws(BeepTestError) {
        self.path = path
        self.rate = rate
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw BeepTestError(
                .io, tr("cannot write %s: %s", path, Posix.openFailure(errno, path: path, creating: true)))
        }
        var info = stat()
        isRegularFile = fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        try check(Posix.writeAll(descriptor, WAVWriter.header(rate: rate, frames: 0)))
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
    }

    /// Appends `samples` (mono frames) to the file.
    public func write(_ samples: UnsafeBufferPointer<Int16>) throws(BeepTestError) {
        guard framesWritten + samples.count <= WAVWriter.maxFrames else {
            throw BeepTestError(
                .io, tr("%s: a WAV file holds at most %s frames (4 GiB); use a lower --rate", path, WAVWriter.maxFrames)
            )
        }
        #if _endian(big)
            try check(samples.map { $0.littleEndian }.withUnsafeBytes { Posix.writeAll(descriptor, $0) })
        #else
            try check(Posix.writeAll(descriptor, UnsafeRawBufferPointer(samples)))
        #endif
        framesWritten += samples.count
    }

    /// Writes the final sizes into the header and closes the file.
    public func close() throws(BeepTestError) {
        guard descriptor >= 0 else { return }
        let header = WAVWriter.header(rate: rate, frames: framesWritten)
        let written = header.withUnsafeBytes { bytes in
            Posix.retryingOnInterrupt { pwrite(descriptor, bytes.baseAddress, bytes.count, 0) }
        }
        let failure = written == header.count ? 0 : errno
        let closed = Glibc.close(descriptor)
        let closeFailure = closed == 0 ? 0 : errno
        descriptor = -1
        if failure != 0 || closeFailure != 0 {
            throw BeepTestError(
                .io, tr("%s: cannot finish the file: %s", path, Posix.errorText(failure != 0 ? failure : closeFailure)))
        }
    }

    /// Closes the file and removes it (after a failure, so no half-written WAV is left behind).
    /// A device or pipe given as the output is left alone.
    public func discard() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
        if isRegularFile { unlink(path) }
    }

    /// The 44-byte header of a 16-bit mono PCM file of `frames` frames at `rate`.
    public static func header(rate: Int, frames: Int) -> [UInt8] {
        let dataBytes = UInt32(clamping: frames * 2)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(headerBytes)
        func append(_ text: String) { bytes.append(contentsOf: text.utf8) }
        func append32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        func append16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
        append("RIFF")
        append32(dataBytes &+ 36)
        append("WAVE")
        append("fmt ")
        append32(16)  // the size of a plain PCM fmt chunk
        append16(1)  // format tag: PCM
        append16(1)  // channels
        append32(UInt32(clamping: rate))
        append32(UInt32(clamping: rate * 2))  // bytes per second
        append16(2)  // block align: one Int16 frame
        append16(16)  // bits per sample
        append("data")
        append32(dataBytes)
        return bytes
    }

    /// Throws the failure of a write that returned `code` (0: written).
    private func check(_ code: Int32) throws(BeepTestError) {
        guard code == 0 else { throw BeepTestError(.io, tr("%s: cannot write: %s", path, Posix.errorText(code))) }
    }
}
