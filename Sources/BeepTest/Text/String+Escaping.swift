extension String {
    /// The text as it may safely reach a terminal or a one-line message: every control character
    /// (C0, DEL and C1, which a terminal would obey: `ESC [ 2 J` clears the screen) is written as
    /// an escape, `\n`, `\r`, `\t` by name and the others as `\x1b`; every invisible format
    /// character (Unicode's Cf: U+202E, which shows the rest of a line backwards, U+200B, U+200E/F,
    /// U+2066–2069, U+FEFF …) as `\u{202E}`, so that a name cannot hide or reorder what follows;
    /// then cut to `limit` characters with "…". Names read from a log, a line of marks, a
    /// profile's strings and the paths in error lines go through it, since a log or a profile can
    /// be edited by hand.
    public func escapingControlCharacters(limit: Int = Int.max) -> String {
        // Most text has no control character and fits: it is returned as it is, without a copy.
        // Format characters are all outside ASCII: text without a byte over 0x7F has none.
        let hasControl = utf8.contains { $0 < 0x20 || $0 >= 0x7F }
        if !hasControl && (limit == Int.max || utf8.count <= limit || count <= limit) { return self }
        var out = ""
        var count = 0
        for scalar in unicodeScalars {
            guard count < limit else { return out + "…" }
            count += 1
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0..<0x20, 0x7F..<0xA0:
                let hex = String(scalar.value, radix: 16)
                out += "\\x" + (hex.count < 2 ? "0" : "") + hex
            case _ where scalar.isHiddenFormat:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension Unicode.Scalar {
    /// A format character (Cf) that changes what a terminal shows without showing itself:
    /// direction marks and overrides, zero-width spaces, the BOM, invisible operators, tags. The
    /// joiners U+200C and U+200D are left as they are: Persian, Indic scripts and emoji need them
    /// to draw a name rightly, and they neither hide nor reorder text.
    var isHiddenFormat: Bool {
        value >= 0xAD && value != 0x200C && value != 0x200D && properties.generalCategory == .format
    }
}
