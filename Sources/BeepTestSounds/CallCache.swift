import BeepTest
import Glibc

/// Finished call clips on disk, so that a second run spends no time on speech.
///
/// Each clip is a 16-bit mono WAV at the stream's rate, exactly as it will play (resampled, cut,
/// levelled), named by a hash of its key: the engine's identity, the voice, the text, the rate and,
/// for a word drawn out, the pace.
/// A `btck` chunk after the samples holds a hash of them and the key itself; a file whose key, hash
/// or format disagrees is damaged (a cut write, a disk error, an edit) and is rebuilt, never played.
/// Files are written whole to a temporary name and renamed, so a reader never sees half a clip.
public struct CallCache: Sendable {
    /// The cache's folder, or nil when there is none (no HOME): clips are then made every time.
    public let folder: String?

    /// The id of the chunk that guards a clip.
    static let checkChunk = "btck"
    /// The name of the file that remembers the espeak-ng identity last used.
    static let engineFile = "espeak-ng.identity"

    /// The cache in `folder`.
    public init(folder: String?) { self.folder = folder }

    /// `$XDG_CACHE_HOME/beeptest/calls` (an absolute XDG_CACHE_HOME only, as the XDG spec says),
    /// else `$HOME/.cache/beeptest/calls`.
    public static func standard(environment: (String) -> String? = FileIO.environment) -> CallCache {
        if let cache = environment("XDG_CACHE_HOME"), cache.hasPrefix("/") {
            return CallCache(folder: cache + "/beeptest/calls")
        }
        return CallCache(folder: environment("HOME").map { $0 + "/.cache/beeptest/calls" })
    }

    /// How clips are cut and levelled, part of every key: a clip made another way (the first
    /// version cut it after resampling, a sample or two longer or shorter; the second levelled it
    /// by its peak, 10 dB quieter than the beeps; the third squeezed it to the beeps' RMS with a
    /// tanh waveshaper; the fourth levelled it 2 LU under the beep by its own length, through at
    /// most 12 dB of limiting; the fifth looked 3 ms ahead and limited by 18 dB at most; the sixth
    /// let the limiter's gain back over 30 ms) is never found, so that a clip read back always has
    /// the length, loudness and shape a cold start gives it.
    static let clipFormat =
        "clip 7: levelled by BS.1770 loudness in the stream's blocks through a look-ahead limiter of 24 dB at most, 1 ms ahead, 7 ms back, cut at the speech's rate"

    /// The key of a clip; one drawn out (`CallPhrase.drawnOut`) has a line more, naming the pace,
    /// so that the key of every clip at the engine's own pace stays what it was.
    static func key(engine: String, voice: String, text: String, rate: Int, drawnOut: Bool = false) -> String {
        let pace =
            drawnOut
            ? [
                "drawn out at \(SpeechProgram.drawnOutWordsPerMinute) words a minute when under \(CallVoice.shortSeconds) s"
            ] : []
        return ([clipFormat, engine, voice, text, String(rate)] + pace).joined(separator: "\n")
    }

    /// The file that holds the clip of `key`.
    func path(for key: String) -> String? {
        folder.map { $0 + "/" + Self.hex(Self.hash(Array(key.utf8))) + ".wav" }
    }

    /// The clip stored for `key` at `rate`, or nil when there is none or it is damaged.
    func clip(for key: String, rate: Int) -> [Int16]? {
        guard let path = path(for: key), FileIO.exists(path),
            let file = try? WAVFile(path: path, limit: 16 << 20), file.rate == rate,
            let samples = file.int16Samples, let check = file.chunk(Self.checkChunk), check.count > 8
        else { return nil }
        let stored = check.prefix(8).enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * $1.offset) }
        let hash = samples.withUnsafeBytes { Self.hash($0) }
        guard stored == hash, Array(check.dropFirst(8)) == Array(key.utf8), !samples.isEmpty else { return nil }
        return samples
    }

    /// Stores `samples` as the clip of `key` at `rate`; best effort (a full or read-only disk only
    /// costs the next run the time to make the clip again).
    func store(_ samples: [Int16], key: String, rate: Int) {
        guard let folder, let path = path(for: key), (try? FileIO.makeFolders(folder)) != nil else { return }
        var check = withUnsafeBytes(of: samples.withUnsafeBytes { Self.hash($0) }.littleEndian) { Array($0) }
        check += Array(key.utf8)
        var bytes = WAVWriter.header(rate: rate, frames: samples.count)
        #if _endian(big)
            for sample in samples { withUnsafeBytes(of: sample.littleEndian) { bytes += $0 } }
        #else
            samples.withUnsafeBytes { bytes += $0 }
        #endif
        bytes += Array(Self.checkChunk.utf8)
        withUnsafeBytes(of: UInt32(check.count).littleEndian) { bytes += $0 }
        bytes += check
        if check.count % 2 == 1 { bytes.append(0) }
        withUnsafeBytes(of: UInt32(bytes.count - 8).littleEndian) { bytes.replaceSubrange(4..<8, with: $0) }
        try? FileIO.writeAtomically(bytes, to: path, mode: 0o644, durable: false)
    }

    /// The espeak-ng identity the cache last saw, and the signature of the program that gave it
    /// (`SpeechProgram.espeakSignature()`; nil in a file an earlier version wrote, which held the
    /// identity alone): for a run where espeak-ng is the same or cannot be asked.
    func lastEngine() -> (identity: String, program: String?)? {
        guard let folder, let bytes = try? FileIO.read(folder + "/" + Self.engineFile, limit: 4096),
            !bytes.isEmpty
        else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.hasPrefix(Self.programLine), let newline = text.firstIndex(of: "\n") else { return (text, nil) }
        let program = String(text[text.index(text.startIndex, offsetBy: Self.programLine.count)..<newline])
        let identity = String(text[text.index(after: newline)...])
        return identity.isEmpty ? nil : (identity, program)
    }

    /// Remembers `identity` as the espeak-ng identity last seen, given by the program `program`.
    func remember(engine identity: String, program: String?) {
        let text = (program.map { Self.programLine + $0 + "\n" } ?? "") + identity
        guard let folder, (try? FileIO.makeFolders(folder)) != nil,
            (try? FileIO.read(folder + "/" + Self.engineFile, limit: 4096)) != Array(text.utf8)
        else { return }
        try? FileIO.writeAtomically(Array(text.utf8), to: folder + "/" + Self.engineFile, mode: 0o644, durable: false)
    }

    /// The first line's start in the identity file when it names the program.
    static let programLine = "program "

    /// FNV-1a, 64 bits: enough to tell a damaged clip from a whole one, and no library needed.
    static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
