import BeepTest
import Testing

/// A WAV file's bytes, built field by field here (not by the program's writer).
struct WAVBytes {
    var tag: UInt16 = 1
    var channels: UInt16 = 1
    var rate: UInt32 = 48000
    var bits: UInt16 = 16
    var blockAlign: UInt16?
    var extensibleSubformat: UInt16?
    var data: [UInt8] = [0x10, 0x00, 0xF0, 0xFF]
    var chunksBeforeData: [(String, [UInt8])] = []
    var omitData = false

    static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }

    var bytes: [UInt8] {
        let align = blockAlign ?? channels * bits / 8
        var format =
            Self.le16(extensibleSubformat == nil ? tag : 0xFFFE) + Self.le16(channels) + Self.le32(rate)
            + Self.le32(rate * UInt32(align)) + Self.le16(align) + Self.le16(bits)
        if let subformat = extensibleSubformat {
            // cbSize 22, valid bits, channel mask, then the GUID whose first two bytes are the tag.
            format += Self.le16(22) + Self.le16(bits) + Self.le32(channels == 1 ? 4 : 3) + Self.le16(subformat)
            format += [0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71]
        }
        var body = Array("WAVE".utf8) + Array("fmt ".utf8) + Self.le32(UInt32(format.count)) + format
        for (id, chunk) in chunksBeforeData {
            body += Array(id.utf8) + Self.le32(UInt32(chunk.count)) + chunk + (chunk.count % 2 == 1 ? [0] : [])
        }
        if !omitData { body += Array("data".utf8) + Self.le32(UInt32(data.count)) + data }
        return Array("RIFF".utf8) + Self.le32(UInt32(body.count)) + body
    }
}

@Suite("WAV reader")
struct WAVFileTests {
    @Test("16-bit mono reads exactly, as Int16 and as floats")
    func sixteenBitMono() throws {
        let file = try WAVFile(bytes: WAVBytes(data: [0x10, 0x00, 0xF0, 0xFF, 0x00, 0x80]).bytes, path: "a.wav")
        #expect(file.int16Samples == [16, -16, -32768])
        #expect(file.monoSamples() == [16.0 / 32768, -16.0 / 32768, -1])
        #expect(file.rate == 48000 && file.channels == 1 && file.frameCount == 3)
    }

    @Test("8-bit unsigned, 24-bit and 32-bit integer and 32-bit float read to the same values")
    func otherEncodings() throws {
        // Half scale up, then a quarter scale down, in each encoding.
        let eight = WAVBytes(bits: 8, data: [0xC0, 0x60])
        let twentyFour = WAVBytes(bits: 24, data: [0x00, 0x00, 0x40, 0x00, 0x00, 0xE0])
        let thirtyTwo = WAVBytes(bits: 32, data: [0, 0, 0, 0x40, 0, 0, 0, 0xE0])
        let float = WAVBytes(tag: 3, bits: 32, data: [0, 0, 0, 0x3F, 0, 0, 0x80, 0xBE])
        let extensible = WAVBytes(bits: 24, extensibleSubformat: 1, data: [0x00, 0x00, 0x40, 0x00, 0x00, 0xE0])
        for wav in [eight, twentyFour, thirtyTwo, float, extensible] {
            let file = try WAVFile(bytes: wav.bytes, path: "x.wav")
            #expect(file.monoSamples() == [0.5, -0.25], "\(wav.bits)-bit tag \(wav.tag)")
            #expect(file.int16Samples == nil)
        }
    }

    @Test("stereo is mixed to mono by the mean of its channels")
    func stereoMix() throws {
        let wav = WAVBytes(channels: 2, data: [0x00, 0x40, 0x00, 0x00, 0x00, 0x20, 0x00, 0xE0])
        let file = try WAVFile(bytes: wav.bytes, path: "s.wav")
        #expect(file.monoSamples() == [0.25, 0])
    }

    @Test("chunks before the data (LIST, fact) are skipped, odd sizes padded, and kept for chunk(_:)")
    func otherChunks() throws {
        let wav = WAVBytes(chunksBeforeData: [("LIST", [1, 2, 3]), ("fact", [4, 0, 0, 0])])
        let file = try WAVFile(bytes: wav.bytes, path: "c.wav")
        #expect(file.int16Samples == [16, -16])
        #expect(file.chunk("LIST").map(Array.init) == [1, 2, 3])
    }

    /// Each fault, and the line it gives.
    static let faults: [(String, [UInt8])] = {
        var truncated = WAVBytes().bytes
        truncated.removeLast(3)
        var cutHeader = WAVBytes(omitData: true).bytes + Array("da".utf8)
        cutHeader.replaceSubrange(4..<8, with: WAVBytes.le32(UInt32(cutHeader.count - 8)))
        return [
            ("not a RIFF/WAVE file", Array("ID3\u{3}not a wav file at all".utf8)),
            ("not a RIFF/WAVE file", Array("RIFF\u{0}\u{0}\u{0}\u{0}AVI LIST".utf8)),
            ("truncated (the 'data' chunk says 4 bytes, the file has 1)", truncated),
            ("truncated (a chunk header is cut short)", cutHeader),
            ("MP3 inside WAV (format tag 0x0055); use PCM or 32-bit float", WAVBytes(tag: 0x55).bytes),
            ("µ-law inside WAV (format tag 0x0007); use PCM or 32-bit float", WAVBytes(tag: 7, bits: 8).bytes),
            ("an encoding that is not read (format tag 0x1234); use PCM or 32-bit float", WAVBytes(tag: 0x1234).bytes),
            ("12-bit PCM is not read (8, 16, 24 or 32 bits)", WAVBytes(bits: 12, blockAlign: 2).bytes),
            ("64-bit float is not read (32-bit float only)", WAVBytes(tag: 3, bits: 64).bytes),
            ("zero channels", WAVBytes(channels: 0, blockAlign: 2).bytes),
            ("6 channels (mono or stereo only)", WAVBytes(channels: 6).bytes),
            ("zero sample rate", WAVBytes(rate: 0).bytes),
            ("sample rate 4000 Hz (8-192 kHz only)", WAVBytes(rate: 4000).bytes),
            ("zero block size", WAVBytes(blockAlign: 0).bytes),
            ("block size 3 for 1 channel(s) of 16 bits", WAVBytes(blockAlign: 3).bytes),
            ("no 'data' chunk", WAVBytes(omitData: true).bytes),
            ("no samples (an empty 'data' chunk)", WAVBytes(data: []).bytes),
            ("truncated (3 bytes of data is not a whole number of 2-byte frames)", WAVBytes(data: [1, 2, 3]).bytes),
        ]
    }()

    @Test("each fault is one line naming the file, exit 65", arguments: faults.indices)
    func fault(_ index: Int) {
        let (message, bytes) = Self.faults[index]
        #expect(throws: BeepTestError(.invalidData, "pack/start.wav: " + message)) {
            try WAVFile(bytes: bytes, path: "pack/start.wav")
        }
    }

    @Test("a missing file is 66, naming it")
    func missing() {
        #expect(throws: BeepTestError(.notFound, "/nonexistent/x.wav: no such file")) {
            try WAVFile(path: "/nonexistent/x.wav")
        }
    }
}
