import BeepTest
import Testing

@Suite("Decoded text")
struct DecodedTextTests {
    @Test("a BOM decides; else UTF-8; else Windows-1252 through iconv, said to be a guess")
    func encodings() throws {
        let utf8 = try DecodedText.decode(Array("Zoë".utf8), source: "f")
        #expect(utf8.text == "Zoë" && utf8.encoding == "UTF-8" && !utf8.isGuessed)
        let bom = try DecodedText.decode([0xEF, 0xBB, 0xBF] + Array("Zoë".utf8), source: "f")
        #expect(bom.text == "Zoë" && bom.encoding == "UTF-8 with BOM")
        let utf16BE = try DecodedText.decode([0xFE, 0xFF, 0x00, 0x5A, 0x00, 0xEB], source: "f")
        #expect(utf16BE.text == "Zë" && utf16BE.encoding == "UTF-16BE with BOM")
        // 0x80 is the euro sign in Windows-1252, 0xDF sharp s.
        let legacy = try DecodedText.decode([0x80, 0x20, 0x57, 0x65, 0x69, 0xDF], source: "f")
        #expect(legacy.text == "€ Weiß" && legacy.encoding == "WINDOWS-1252 (not UTF-8)" && legacy.isGuessed)
    }

    @Test("bytes that are no text in the encoding are refused with their line")
    func invalidBytes() {
        // 0x81 is unassigned in Windows-1252; the odd byte cuts UTF-16 short.
        #expect(throws: BeepTestError(.invalidData, "f:2: not WINDOWS-1252 text (--encoding NAME to read another)")) {
            try DecodedText.decode([0x41, 0x0A, 0x81, 0x0A], source: "f")
        }
        #expect(throws: BeepTestError(.invalidData, "f:2: not UTF-16LE text (--encoding NAME to read another)")) {
            try DecodedText.decode([0xFF, 0xFE, 0x41, 0x00, 0x0A, 0x00, 0x42], source: "f")
        }
    }
}
