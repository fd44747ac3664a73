import BeepTest
import Testing

@Suite("Text for a terminal")
struct EscapingTests {
    @Test(
        "control characters are written as escapes, never passed on",
        arguments: [
            ("Ann", "Ann"),
            ("Eve\u{1B}[2J", #"Eve\x1b[2J"#),
            ("bell\u{07}", #"bell\x07"#),
            ("two\nlines\tand\r", #"two\nlines\tand\r"#),
            ("del\u{7F}", #"del\x7f"#),
            ("csi\u{9B}2J", #"csi\x9b2J"#),
            ("Zoë Ñúñez 李", "Zoë Ñúñez 李"),
            // Invisible and direction characters (Cf): the rest of a line reversed, hidden gaps.
            ("Ann\u{202E}xo", #"Ann\u{202E}xo"#),
            ("\u{FEFF}12\u{200B}", #"\u{FEFF}12\u{200B}"#),
            ("l\u{200E}r\u{200F}\u{2066}i\u{2069}", #"l\u{200E}r\u{200F}\u{2066}i\u{2069}"#),
            // The joiners draw Persian names and emoji rightly: left as they are.
            ("می\u{200C}خواهم 👩\u{200D}💻", "می\u{200C}خواهم 👩\u{200D}💻"),
        ])
    func escapes(text: String, shown: String) {
        #expect(text.escapingControlCharacters() == shown)
    }

    @Test("a limit cuts the text with an ellipsis, counting what was given")
    func limit() {
        #expect(String(repeating: "1 ", count: 100).escapingControlCharacters(limit: 6) == "1 1 1 …")
        #expect("short".escapingControlCharacters(limit: 5) == "short")
        #expect("\u{1B}\u{1B}\u{1B}".escapingControlCharacters(limit: 2) == #"\x1b\x1b…"#)
    }
}
