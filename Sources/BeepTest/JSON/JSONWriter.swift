/// Serialises `JSONValue` compactly (one line), as JSON Lines and `--format json` need.
public enum JSONWriter {
    /// The compact JSON text of `value`. Whole numbers print without a fraction; others print
    /// with the shortest text that reads back to the same `Double` (full precision).
    public static func string(_ value: JSONValue) -> String {
        var out = ""
        write(value, into: &out)
        return out
    }

    /// The JSON text of `value` indented by two spaces per level, for files people read.
    public static func prettyString(_ value: JSONValue, indent: String = "") -> String {
        var out = ""
        writePretty(value, indent: indent, into: &out)
        return out
    }

    /// `prettyString` into one buffer: a season's history is megabytes, and joining each level's
    /// strings copied them once per level.
    private static func writePretty(_ value: JSONValue, indent: String, into out: inout String) {
        switch value {
        case .array(let elements) where !elements.isEmpty:
            let inner = indent + "  "
            out += "[\n"
            for (offset, element) in elements.enumerated() {
                if offset > 0 { out += ",\n" }
                out += inner
                writePretty(element, indent: inner, into: &out)
            }
            out += "\n" + indent + "]"
        case .object(let members) where !members.isEmpty && members.contains(where: { $0.value.isContainer }):
            let inner = indent + "  "
            out += "{\n"
            for (offset, member) in members.enumerated() {
                if offset > 0 { out += ",\n" }
                out += inner
                writeQuoted(member.key, into: &out)
                out += ": "
                writePretty(member.value, indent: inner, into: &out)
            }
            out += "\n" + indent + "}"
        default:
            write(value, into: &out)
        }
    }

    /// A JSON number's text for `value`: integers without ".0", non-finite values as null.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `text` as a quoted JSON string with the escapes RFC 8259 requires.
    public static func quoted(_ text: String) -> String {
        var out = ""
        writeQuoted(text, into: &out)
        return out
    }

    /// Appends `text` quoted; text with nothing to escape (nearly all) is appended whole.
    private static func writeQuoted(_ text: String, into out: inout String) {
        out += "\""
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    private static func write(_ value: JSONValue, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let number): out += Self.number(number)
        case .string(let text): writeQuoted(text, into: &out)
        case .array(let elements):
            out += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { out += "," }
                write(element, into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (offset, member) in members.enumerated() {
                if offset > 0 { out += "," }
                writeQuoted(member.key, into: &out)
                out += ":"
                write(member.value, into: &out)
            }
            out += "}"
        }
    }
}

extension JSONValue {
    var isContainer: Bool {
        switch self {
        case .array, .object: return true
        default: return false
        }
    }

    /// A number value (shorthand for building output).
    public static func num(_ value: Double) -> JSONValue { .number(value) }
    /// An integer value (convenience for building output).
    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }
    /// A number, or null when absent.
    public static func optionalNum(_ value: Double?) -> JSONValue { value.map(num) ?? .null }
}
