/// A RIFF WAVE file read strictly: its format as stored and its samples.
///
/// The one reader of the program, for sound packs, for the speech engine's output, for the call
/// cache and for the tests. It reads integer PCM of 8, 16, 24 or 32 bits and 32-bit float, plain or
/// in a `WAVE_FORMAT_EXTENSIBLE` header, mono or stereo, and refuses everything else with one line
/// naming the file and the fault (exit 65): a file we cannot read must never play as noise.
public struct WAVFile: Sendable {
    /// How the samples are stored.
    public enum Encoding: Sendable, Equatable {
        /// Integer PCM of `bits` bits (8 is unsigned, the others signed), little-endian.
        case integer(bits: Int)
        /// IEEE 754 single precision, little-endian.
        case float32
    }

    /// The format tags that name a subformat in an extensible header, and the encodings we meet
    /// often enough to name in the error (the rest are shown by number).
    static let formatNames: [UInt16: String] = [
        0x0002: "Microsoft ADPCM", 0x0006: "A-law", 0x0007: "µ-law", 0x0011: "IMA ADPCM", 0x0031: "GSM 6.10",
        0x0050: "MPEG audio", 0x0055: "MP3", 0x00FF: "AAC", 0x2000: "AC-3", 0x674F: "Ogg Vorbis", 0xF1AC: "FLAC",
    ]

    /// The file the samples came from, as given.
    public let path: String
    /// The size the RIFF header gives (the file's length less 8 when the writer was right).
    public let riffSize: UInt32
    /// The format tag as stored: 1 (PCM), 3 (float) or 0xFFFE (extensible).
    public let formatTag: UInt16
    /// How the samples are stored.
    public let encoding: Encoding
    /// Interleaved channels per frame: 1 or 2.
    public let channels: Int
    /// Frames per second.
    public let rate: Int
    /// The header's bytes per second.
    public let byteRate: UInt32
    /// Bytes per frame.
    public let blockAlign: Int
    /// Bits per sample as stored.
    public let bitsPerSample: Int
    /// The data chunk's size in bytes.
    public let dataSize: Int
    /// The file's length in bytes.
    public let fileSize: Int
    /// The frames in the data chunk.
    public var frameCount: Int { dataSize / blockAlign }
    /// The data chunk's bytes.
    private let data: ArraySlice<UInt8>
    /// Chunks other than `fmt ` and `data`, by id, for a writer that keeps its own notes there.
    private let extraChunks: [String: ArraySlice<UInt8>]

    /// Reads and checks the file at `path` (at most `limit` bytes).
    public init(path: String, limit: Int = 512 << 20) throws(BeepTestError) {
        try self.init(bytes: FileIO.read(path, limit: limit), path: path)
    }

    /// Checks `bytes` as the WAV file `path` (the name is for the error line only).
    public init(bytes: [UInt8], path: String) throws(BeepTestError) {
        let chunks = try Self.chunks(of: bytes, path: path)
        let at = try Self.formatChunk(chunks.format, of: bytes, path: path).lowerBound
        formatTag = bytes.u16(at)
        channels = Int(bytes.u16(at + 2))
        rate = Int(bytes.u32(at + 4))
        byteRate = bytes.u32(at + 8)
        blockAlign = Int(bytes.u16(at + 12))
        bitsPerSample = Int(bytes.u16(at + 14))
        // WAVE_FORMAT_EXTENSIBLE: the real tag is the first two bytes of the subformat GUID.
        let tag = formatTag == 0xFFFE ? bytes.u16(at + 24) : formatTag
        encoding = try Self.encoding(tag: tag, bits: bitsPerSample, path: path)
        try Self.checkFrames(channels: channels, rate: rate, blockAlign: blockAlign, bits: bitsPerSample, path: path)
        let data = try Self.dataChunk(chunks.data, blockAlign: blockAlign, path: path)
        riffSize = bytes.u32(4)
        dataSize = data.count
        fileSize = bytes.count
        self.data = bytes[data]
        extraChunks = chunks.extra
        self.path = path
    }

    // Each check below throws in the order a reader meets the faults (the chunks, the format, the
    // samples), and each message names the file first: "PATH: what is wrong", in the reader's language.

    private static func fault(_ message: String) -> BeepTestError { BeepTestError(.invalidData, message) }

    /// Walks the chunks after the RIFF/WAVE header: where the first `fmt ` and the first `data`
    /// lie, and the first of every other id; a chunk cut short is refused.
    private static func chunks(
        of bytes: [UInt8], path: String
    ) throws(BeepTestError) -> (format: Range<Int>?, data: Range<Int>?, extra: [String: ArraySlice<UInt8>]) {
        guard bytes.count >= 12, bytes.id(0) == "RIFF", bytes.id(8) == "WAVE" else {
            throw fault(tr("%s: not a RIFF/WAVE file", path))
        }
        var format: Range<Int>?
        var data: Range<Int>?
        var extra: [String: ArraySlice<UInt8>] = [:]
        var offset = 12
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else {
                throw fault(tr("%s: truncated (a chunk header is cut short)", path))
            }
            let size = Int(bytes.u32(offset + 4))
            let body = offset + 8
            let name = bytes.id(offset)
            guard size <= bytes.count - body else {
                throw fault(
                    tr(
                        "%s: truncated (the '%s' chunk says %s bytes, the file has %s)", path, name, size,
                        bytes.count - body))
            }
            switch name {
            case "fmt " where format == nil: format = body..<body + size
            case "data" where data == nil: data = body..<body + size
            default: extra[name] = extra[name] ?? bytes[body..<body + size]
            }
            offset = body + size + (size & 1)
        }
        return (format, data, extra)
    }

    /// The `fmt ` chunk, long enough for its fields (an extensible one for its subformat).
    private static func formatChunk(
        _ format: Range<Int>?, of bytes: [UInt8], path: String
    ) throws(BeepTestError) -> Range<Int> {
        guard let format else { throw fault(tr("%s: no 'fmt ' chunk", path)) }
        guard format.count >= 16 else {
            throw fault(tr("%s: truncated (the 'fmt ' chunk has %s bytes)", path, format.count))
        }
        guard bytes.u16(format.lowerBound) != 0xFFFE || format.count >= 40 else {
            throw fault(tr("%s: truncated (an extensible 'fmt ' chunk under 40 bytes)", path))
        }
        return format
    }

    /// The encoding of format tag `tag` at `bits` bits per sample, when it is one that is read.
    private static func encoding(tag: UInt16, bits: Int, path: String) throws(BeepTestError) -> Encoding {
        switch (tag, bits) {
        case (1, 8), (1, 16), (1, 24), (1, 32): return .integer(bits: bits)
        case (3, 32): return .float32
        case (1, _): throw fault(tr("%s: %s-bit PCM is not read (8, 16, 24 or 32 bits)", path, bits))
        case (3, _): throw fault(tr("%s: %s-bit float is not read (32-bit float only)", path, bits))
        default:
            let hex = String(tag, radix: 16, uppercase: true)
            let shown = "0x" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            guard let name = WAVFile.formatNames[tag] else {
                throw fault(
                    tr("%s: an encoding that is not read (format tag %s); use PCM or 32-bit float", path, shown))
            }
            throw fault(tr("%s: %s inside WAV (format tag %s); use PCM or 32-bit float", path, name, shown))
        }
    }

    /// Refuses frames the program does not play: no channel or more than two, a rate outside
    /// 8-192 kHz, a block size that is not the channels' samples.
    private static func checkFrames(
        channels: Int, rate: Int, blockAlign: Int, bits: Int, path: String
    ) throws(BeepTestError) {
        guard channels > 0 else { throw fault(tr("%s: zero channels", path)) }
        guard channels <= 2 else { throw fault(tr("%s: %s channels (mono or stereo only)", path, channels)) }
        guard rate > 0 else { throw fault(tr("%s: zero sample rate", path)) }
        guard (8000...192_000).contains(rate) else {
            throw fault(tr("%s: sample rate %s Hz (8-192 kHz only)", path, rate))
        }
        guard blockAlign > 0 else { throw fault(tr("%s: zero block size", path)) }
        guard blockAlign == channels * bits / 8 else {
            throw fault(tr("%s: block size %s for %s channel(s) of %s bits", path, blockAlign, channels, bits))
        }
    }

    /// The `data` chunk, holding whole frames and at least one.
    private static func dataChunk(_ data: Range<Int>?, blockAlign: Int, path: String) throws(BeepTestError) -> Range<
        Int
    > {
        guard let data else { throw fault(tr("%s: no 'data' chunk", path)) }
        guard data.count > 0 else { throw fault(tr("%s: no samples (an empty 'data' chunk)", path)) }
        guard data.count % blockAlign == 0 else {
            throw fault(
                tr(
                    "%s: truncated (%s bytes of data is not a whole number of %s-byte frames)", path, data.count,
                    blockAlign))
        }
        return data
    }

    /// The body of the first chunk called `id` other than `fmt ` and `data`, or nil.
    public func chunk(_ id: String) -> ArraySlice<UInt8>? { extraChunks[id] }

    /// The samples of a 16-bit mono file as stored; nil for any other format.
    public var int16Samples: [Int16]? {
        guard encoding == .integer(bits: 16), channels == 1 else { return nil }
        return data.withUnsafeBytes { raw in
            (0..<frameCount).map { Int16(littleEndian: raw.loadUnaligned(fromByteOffset: 2 * $0, as: Int16.self)) }
        }
    }

    /// The samples as floats in [-1, 1), stereo mixed to mono by the mean of its two channels.
    /// A float file's non-finite samples read as silence, its samples beyond full scale as full scale.
    public func monoSamples() -> [Float] {
        let base = data.startIndex
        let width = bitsPerSample / 8
        let sample: (Int) -> Float
        switch encoding {
        case .integer(bits: 8): sample = { Float(Int(self.data[base + $0]) - 128) / 128 }
        case .integer(let bits):
            // The bytes go into the top of an Int32, so the sign comes with them.
            let scale = 1 / Float(1 << 31)
            sample = { at in
                var value: UInt32 = 0
                for byte in 0..<width { value |= UInt32(self.data[base + at + byte]) << (32 - bits + 8 * byte) }
                return Float(Int32(bitPattern: value)) * scale
            }
        case .float32:
            sample = { at in
                var bitsValue: UInt32 = 0
                for byte in 0..<4 { bitsValue |= UInt32(self.data[base + at + byte]) << (8 * byte) }
                let value = Float(bitPattern: bitsValue)
                return value.isFinite ? max(-1, min(1, value)) : 0
            }
        }
        return (0..<frameCount).map { frame in
            let at = frame * blockAlign
            return channels == 1 ? sample(at) : (sample(at) + sample(at + width)) / 2
        }
    }
}

/// The little-endian fields of a RIFF file, read from the bytes at an offset the caller checked.
extension [UInt8] {
    fileprivate func u16(_ at: Int) -> UInt16 { UInt16(self[at]) | UInt16(self[at + 1]) << 8 }
    fileprivate func u32(_ at: Int) -> UInt32 { UInt32(u16(at)) | UInt32(u16(at + 2)) << 16 }
    fileprivate func id(_ at: Int) -> String { String(decoding: self[at..<at + 4], as: UTF8.self) }
}
