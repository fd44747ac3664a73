/// A strict JSON parser (RFC 8259) over UTF-8 bytes.
///
/// Written here rather than using Foundation's `JSONDecoder` or `JSONSerialization` because:
/// - duplicate keys are refused: `{"bouts": 1, "bouts": 8}` is a mistake to report, where those
///   keep one of the two without a word (and not the same one: the decoder 1, the other 8);
/// - it is exactly RFC 8259 and the same on every toolchain: no comments, trailing commas, NaN or
///   leading zeros, a UTF-8 byte order mark tolerated and UTF-16 named; nesting has a hard limit,
///   so hostile input cannot overflow the stack;
/// - the library then links no Foundation at all, so `beeptest list` and `run` start without
///   loading it (issue 6's start-up budget), and the static binary stays small;
/// - an error names the path of the bad value (`levels[2].speed_kmh`) beside its line and column.
public struct JSONParser {
    /// Why a document could not be parsed, with the 1-based line and column where it went wrong.
    public struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
        public var message: String
        public var line: Int
        public var column: Int
        /// Where in the document it went wrong, as a JSON path (`levels[2].speed_kmh`; empty at the top).
        public var path: String = ""
        public var description: String { tr("line %s, column %s: %s", line, column, message) }
    }

    /// One step of the path from the root to the value being parsed.
    private enum PathStep {
        case key(String)
        case index(Int)
    }

    /// Deeper nesting than this is refused; profiles and results need a depth of four.
    public static let maximumDepth = 64

    /// The input, read in place (a results log's lines are slices of the file, never copied),
    /// through a pointer valid for the one `parse` call the parser lives in: its tight loops
    /// are most of reading a season of logs.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The position in `bytes`.
    private var index = 0
    /// Where the input ends.
    private let end: Int
    /// The keys and indices from the bad value out to the root, gathered as an error unwinds
    /// (nothing is kept on the way in: a log's thousands of lines parse without it).
    private var errorPath: [PathStep] = []

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        end = bytes.count
    }

    /// Parses one JSON value that fills the whole input (surrounding white space allowed).
    public static func parse(_ bytes: ArraySlice<UInt8>) throws(SyntaxError) -> JSONValue {
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(SyntaxError) -> JSONValue in try parse(buffer: buffer) }
        }
        return try parsed.get()
    }

    /// `parse` over the bytes in place; the parser does not outlive the call.
    private static func parse(buffer bytes: UnsafeBufferPointer<UInt8>) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        // A UTF-8 byte order mark is tolerated: some Windows editors write one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index += 3 }
        if let offset = firstNonTextOffset(bytes) {
            parser.index = offset
            let isUTF16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
            throw parser.error(
                isUTF16 ? tr("UTF-16 text; save the file as UTF-8") : tr("not UTF-8 text; save the file as UTF-8"))
        }
        parser.skipWhitespace()
        let value: JSONValue
        do throws(SyntaxError) {
            value = try parser.parseValue(depth: 0)
        } catch {
            var located = error
            located.path = parser.errorPathText
            throw located
        }
        parser.skipWhitespace()
        guard parser.index == parser.end else { throw parser.error(tr("unexpected text after the JSON value")) }
        return value
    }

    /// Parses one JSON value that fills the whole of `bytes`.
    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue { try parse(bytes[...]) }

    /// Parses one JSON value that fills the whole of `bytes` (any collection: copied first).
    public static func parse(_ bytes: some Collection<UInt8>) throws(SyntaxError) -> JSONValue {
        try parse(Array(bytes)[...])
    }

    /// Parses a string (convenience for tests and one-line records).
    public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        try parse(Array(text.utf8)[...])
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error(tr("nested deeper than %s levels", Self.maximumDepth)) }
        guard let byte = peek() else { throw error(tr("unexpected end of file")) }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error(tr("unexpected character %s", characterHere()))
        }
    }

    private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1  // {
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        // Room for a log line's members at once, not grown from one by doubling.
        members.reserveCapacity(8)
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error(tr("expected a quoted key")) }
            let keyStart = index
            let key = try parseString()
            do throws(SyntaxError) {
                // Names are the same when their bytes are (RFC 8259 8.3); the counts tell most apart.
                let count = key.utf8.count
                if members.contains(where: { $0.key.utf8.count == count && $0.key.utf8.elementsEqual(key.utf8) }) {
                    index = keyStart
                    throw error(tr("duplicate key \"%s\"", key))
                }
                skipWhitespace()
                guard peek() == UInt8(ascii: ":") else { throw error(tr("expected ':' after key \"%s\"", key)) }
                index += 1
                skipWhitespace()
                members.append((key, try parseValue(depth: depth + 1)))
            } catch {
                errorPath.append(.key(key))
                throw error
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            case nil: throw error(tr("unexpected end of file inside an object"))
            default: throw error(tr("expected ',' or '}' in an object"))
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONValue {
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            do throws(SyntaxError) {
                elements.append(try parseValue(depth: depth + 1))
            } catch {
                errorPath.append(.index(elements.count))
                throw error
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            case nil: throw error(tr("unexpected end of file inside an array"))
            default: throw error(tr("expected ',' or ']' in an array"))
            }
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
        let start = index
        let isNegative = peek() == UInt8(ascii: "-")
        if isNegative { index += 1 }
        guard let first = peek(), isDigit(first) else { throw error(tr("a number needs digits")) }
        // The digits as a whole number while it stays exact in a Double (below 2^53), and how
        // many of them follow the point: enough to make the value without text (see below).
        var digits: UInt64 = 0
        var fractionDigits = 0
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = peek(), isDigit(next) { throw error(tr("numbers cannot have leading zeros")) }
        } else {
            accumulateDigits(&digits)
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek(), isDigit(digit) else { throw error(tr("expected digits after '.'")) }
            let fractionStart = index
            accumulateDigits(&digits)
            fractionDigits = index - fractionStart
        }
        var hasExponent = false
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            hasExponent = true
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek(), isDigit(digit) else { throw error(tr("expected digits in the exponent")) }
            skipDigits()
        }
        // Clinger's fast path: a whole number below 2^53 and a power of ten up to 10^22 are both
        // exact in a Double, so one division is correctly rounded, the very value the text
        // reads as. Nearly every number of a log (levels, shuttles, times) takes it.
        if !hasExponent, digits < Self.exactLimit, fractionDigits < Self.powersOfTen.count {
            let magnitude = Double(digits) / Self.powersOfTen[fractionDigits]
            return .number(isNegative ? -magnitude : magnitude)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else {
            index = start
            throw error(tr("unreadable number %s", text))
        }
        return .number(value)
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1  // opening quote
        // Built as a String, run by run: appending a run's scalars one by one to a scalar view
        // cost `list` a third of its start-up, for the same text. The whole input was checked
        // for UTF-8 before parsing, and a run ends at an ASCII quote or backslash, never inside
        // a character: decoding a run needs no second check.
        var text = ""
        var runStart = index
        while true {
            guard let byte = peek() else { throw error(tr("unterminated string")) }
            if byte == UInt8(ascii: "\"") {
                let run = String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
                index += 1
                // No escape met (nearly every string): the run is the whole string.
                if text.isEmpty { return run }
                text += run
                return text
            }
            if byte < 0x20 { throw error(tr("control character %s inside a string", describe(byte))) }
            if byte == UInt8(ascii: "\\") {
                text += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
                index += 1
                text.unicodeScalars.append(try parseEscape())
                runStart = index
                continue
            }
            index += 1
        }
    }

    private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
        guard let byte = peek() else { throw error(tr("unterminated escape")) }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard peek() == UInt8(ascii: "\\"), index + 1 < end, bytes[index + 1] == UInt8(ascii: "u")
                else { throw error(tr("unpaired surrogate in \\u escape")) }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error(tr("invalid surrogate pair")) }
                let combined = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                guard let scalar = Unicode.Scalar(combined) else { throw error(tr("invalid \\u escape")) }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error(tr("unpaired surrogate in \\u escape")) }
            return scalar
        default:
            throw error(tr("invalid escape \\%s", describe(byte)))
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexValue(byte) else {
                throw error(tr("expected four hex digits after \\u"))
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    // MARK: - Bytes

    /// The offset of the first byte that is not UTF-8 text, or nil. A NUL counts: JSON has no use
    /// for one, and a UTF-16 file without a byte order mark is full of them.
    private static func firstNonTextOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // ASCII needs no decoding (most profiles are ASCII throughout): decode from the first
        // byte that is a NUL or not ASCII, if any.
        guard let start = firstNULOrNonASCII(bytes) else { return nil }
        var iterator = bytes[start...].makeIterator()
        var decoder = Unicode.UTF8.ForwardParser()
        var offset = start
        while true {
            switch decoder.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1 && encoded.first == 0 { return offset }
                offset += encoded.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    /// The offset of the first NUL or non-ASCII byte, or nil: eight bytes at a time up to the
    /// block that has one (a log is read line by line, and nearly every line is plain ASCII).
    private static func firstNULOrNonASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var offset = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while offset + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                // A high bit set, or a zero byte (the classic test: it borrows into its high bit).
                if word & highs != 0 || (word &- ones) & ~word & highs != 0 { break }
                offset += 8
            }
        }
        return bytes[offset...].firstIndex { $0 == 0 || $0 >= 0x80 }
    }

    private func peek() -> UInt8? { index < end ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func skipDigits() { while let byte = peek(), isDigit(byte) { index += 1 } }

    /// Skips digits, adding them to `value` (saturating at `exactLimit`: past it the number is
    /// read from its text).
    private mutating func accumulateDigits(_ value: inout UInt64) {
        while let byte = peek(), isDigit(byte) {
            value = value < Self.exactLimit ? value * 10 + UInt64(byte - UInt8(ascii: "0")) : Self.exactLimit
            index += 1
        }
    }

    /// 2^53: whole numbers below it are exact in a Double.
    private static let exactLimit: UInt64 = 1 << 53

    /// 10^0 through 10^22, every one exact in a Double.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard end - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected)
        else {
            // Say what is there: a file of `format: 1` is not "expected false".
            let wordEnd = bytes[index...].firstIndex { !(0x61...0x7A).contains($0 | 0x20) } ?? end
            let found = String(decoding: bytes[index..<min(wordEnd, index + 24)], as: UTF8.self)
            throw error(tr("unexpected word '%s' (text needs double quotes)", found))
        }
        index += expected.count
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// The character at the current position for an error: quoted when printable ('“' from a
    /// word processor), else its code.
    private func characterHere() -> String {
        let byte = bytes[index]
        guard byte >= 0x80 else { return describe(byte) }
        // The input is known to be UTF-8 here; the lead byte gives the length.
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        let text = String(decoding: bytes[index..<min(index + length, end)], as: UTF8.self)
        let code = text.unicodeScalars.first.map { String($0.value, radix: 16, uppercase: true) } ?? "?"
        return "'\(text)' (U+\(code))"
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte)
            ? "'\(Character(Unicode.Scalar(byte)))'" : "0x" + String(byte, radix: 16, uppercase: true)
    }

    /// The path of the value an error unwound from, root first: `levels[2].speed_kmh`.
    private var errorPathText: String {
        errorPath.reversed().reduce(into: "") { text, step in
            switch step {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let position): text += "[\(position)]"
            }
        }
    }

    /// An error at the current position, with its line and column counted from the start (its
    /// path is added as it unwinds to `parse`).
    private func error(_ message: String) -> SyntaxError {
        var line = 1
        var column = 1
        for byte in bytes[..<min(index, end)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SyntaxError(message: message, line: line, column: column)
    }
}
