import BeepTest
import Testing

@Suite("JSON writer")
struct JSONWriterTests {
    @Test(
        "whole numbers as plain digits, others in full precision, non-finite as null",
        arguments: [
            (0.0, "0"), (-0.0, "0"), (7, "7"), (-42, "-42"), (1_756_684_800, "1756684800"),
            (999_999_999_999_999, "999999999999999"), (-999_999_999_999_999, "-999999999999999"), (1e300, "1e+300"),
            (2.5, "2.5"),
            (0.1, "0.1"), (-45.619, "-45.619"), (Double.infinity, "null"), (Double.nan, "null"),
        ])
    func numbers(value: Double, text: String) {
        #expect(JSONWriter.string(.number(value)) == text)
        #expect(JSONWriter.string(.array([.number(value)])) == "[\(text)]")
    }

    @Test("escapes quotes, backslashes and control characters; the rest of the text is copied whole")
    func escapes() {
        let text = "a\"b\\c\n\r\t\u{01}\u{1F}é→🏃 end"
        #expect(JSONWriter.quoted(text) == #""a\"b\\c\n\r\t\u0001\u001fé→🏃 end""#)
        #expect(JSONWriter.prettyString(.object([("k", .array([.string(text)]))])).contains(#"\u001f"#))
    }
}
