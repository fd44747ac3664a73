extension String {
    /// The text as it may safely reach a terminal or a one-line message: every control character
    /// (C0, DEL and C1, which a terminal would obey: `ESC [ 2 J` clears the screen) is written as
    /// an escape, `\n`, `\r`, `\t` by name and the others as `\x1b`; then cut to `limit`
    /// characters with "…". Names read from a log, a line of marks, a profile's strings and the
    /// paths in error lines go through it, since a log or a profile can be edited by hand.
    public func escapingControlCharacters(limit: Int = Int.max) -> String {
        // Most text has no control character and fits: it is returned as it is, without a copy.
        let hasControl = utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
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
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
