/// Serialises `JSONValue` compactly (one line), as JSON Lines and `--format json` need.
///
/// Everything is written as UTF-8 bytes into one buffer: a season's history is megabytes, and
/// growing a `String` piece by piece cost more than the values' own text.
public enum JSONWriter {
    /// The compact JSON text of `value`. Whole numbers print without a fraction; others print
    /// with the shortest text that reads back to the same `Double` (full precision).
    public static func string(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        write(value, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The JSON text of `value` indented by two spaces per level, for files people read.
    public static func prettyString(_ value: JSONValue, indent: String = "") -> String {
        var out: [UInt8] = []
        writePretty(value, indent: indent, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `prettyString(value, indent:)`'s UTF-8 text to `out`.
    public static func writePretty(_ value: JSONValue, indent: String = "", into out: inout [UInt8]) {
        writePretty(value, indent: Array(indent.utf8), into: &out)
    }

    /// Appends the compact text of `value` (as `string(_:)` writes it) to `out`.
    public static func write(_ value: JSONValue, into out: inout [UInt8]) {
        switch value {
        case .null: append("null", to: &out)
        case .bool(let flag): append(flag ? "true" : "false", to: &out)
        case .number(let number):
            // Whole numbers (nearly all) as digits straight into the buffer, as `number` writes them.
            if number == number.rounded(), abs(number) < 1e15 {
                writeInteger(Int64(number), into: &out)
            } else {
                out.append(contentsOf: Self.number(number).utf8)
            }
        case .string(let text): writeQuoted(text, into: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (offset, element) in elements.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                write(element, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                writeQuoted(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                write(member.value, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func writePretty(_ value: JSONValue, indent: [UInt8], into out: inout [UInt8]) {
        switch value {
        case .array(let elements) where !elements.isEmpty:
            let inner = indent + [0x20, 0x20]
            append("[\n", to: &out)
            for (offset, element) in elements.enumerated() {
                if offset > 0 { append(",\n", to: &out) }
                out += inner
                writePretty(element, indent: inner, into: &out)
            }
            out.append(UInt8(ascii: "\n"))
            out += indent
            out.append(UInt8(ascii: "]"))
        case .object(let members) where !members.isEmpty && members.contains(where: { $0.value.isContainer }):
            let inner = indent + [0x20, 0x20]
            append("{\n", to: &out)
            for (offset, member) in members.enumerated() {
                if offset > 0 { append(",\n", to: &out) }
                out += inner
                writeQuoted(member.key, into: &out)
                append(": ", to: &out)
                writePretty(member.value, indent: inner, into: &out)
            }
            out.append(UInt8(ascii: "\n"))
            out += indent
            out.append(UInt8(ascii: "}"))
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
        var out: [UInt8] = []
        writeQuoted(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text` quoted, its runs with nothing to escape (nearly all text) copied whole.
    private static func writeQuoted(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { writeEscaped($0, into: &out) }
        if copied == nil { Array(text.utf8).withUnsafeBufferPointer { writeEscaped($0, into: &out) } }
        out.append(UInt8(ascii: "\""))
    }

    /// The UTF-8 bytes of `text` with `"`, `\\` and the control characters escaped.
    private static func writeEscaped(_ text: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
        var runStart = 0
        for (offset, byte) in text.enumerated()
        where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<offset]))
            runStart = offset + 1
            switch byte {
            case UInt8(ascii: "\""): append("\\\"", to: &out)
            case UInt8(ascii: "\\"): append("\\\\", to: &out)
            case UInt8(ascii: "\n"): append("\\n", to: &out)
            case UInt8(ascii: "\r"): append("\\r", to: &out)
            case UInt8(ascii: "\t"): append("\\t", to: &out)
            default:
                let hex = Array("0123456789abcdef".utf8)
                append("\\u00", to: &out)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0x0F)])
            }
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...]))
    }

    /// Appends the decimal digits of `value`, as `String(value)` writes them.
    private static func writeInteger(_ value: Int64, into out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64) = (0, 0)  // room for the 16 digits below 1e15, written last first
        let count = withUnsafeMutableBytes(of: &digits) { buffer in
            var count = 0
            repeat {
                buffer[15 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            return count
        }
        withUnsafeBytes(of: digits) { out.append(contentsOf: $0[(16 - count)...]) }
    }

    /// Appends a literal's bytes.
    private static func append(_ literal: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
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
