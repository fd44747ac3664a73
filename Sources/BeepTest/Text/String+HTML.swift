extension String {
    /// The text safe inside HTML or SVG text and attribute values: `&`, `<`, `>`, `"` and `'`
    /// as character references, and control characters (which HTML forbids) as U+FFFD, so a
    /// hostile name (`<script>`, a quote that would end an attribute) stays text. Bidi controls
    /// are kept, since they may be part of a real name: the page isolates each name instead.
    public var htmlEscaped: String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
