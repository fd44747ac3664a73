extension String {
    /// The text with C0/C1 control characters written as JSON-style escapes (`\n`, `\u0007`) and
    /// cut to `limit` characters with "…", for error messages that must stay on one line.
    func escapingControlCharacters(limit: Int = Int.max) -> String {
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
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
