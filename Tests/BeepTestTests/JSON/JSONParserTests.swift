import BeepTest
import Testing

@Suite("JSON parser")
struct JSONParserTests {
    @Test("keeps key order and each number's value")
    func orderAndIntegers() throws {
        let value = try JSONParser.parse(#"{"b": 7, "a": 7.5, "c": [true, null, "x\u00e9"]}"#)
        guard case .object(let members) = value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["b", "a", "c"])
        #expect(value["b"] == .number(7) && value["a"] == .number(7.5))
        #expect(try JSONParser.parse("[7e0, 70e-1, -0.5E+1]") == .array([.number(7), .number(7), .number(-5)]))
        #expect(value["c"] == .array([.bool(true), .null, .string("xé")]))
    }

    @Test(
        "reports the line and column of a syntax error",
        arguments: [
            ("{\n  \"a\": 1,\n}", 3), ("[1, 2", 1), ("{\"a\" 1}", 1),
        ])
    func syntaxErrorPosition(text: String, line: Int) {
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(text) }
        do { _ = try JSONParser.parse(text) } catch { #expect(error.line == line) }
    }

    @Test("refuses duplicate keys, deep nesting, bad UTF-8, leading zeros and trailing text")
    func refusals() {
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(#"{"a":1,"a":2}"#) }
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(String(repeating: "[", count: 100_000)) }
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse([0x22, 0xFF, 0xFE, 0x22]) }
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse("012") }
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse("{} {}") }
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse("\"\\ud800\"") }
    }

    @Test(
        "a number reads as the Double its text is, on the fast path and off it",
        arguments: [
            "0", "-0", "7", "12.345", "1756684800", "1756684800.25", "0.1", "0.30000000000000004", "-45.619",
            "9007199254740991", "9007199254740993", "123456789012345678901234567890", "0.0000000000000000000001",
            "1.00000000000000000000001", "3.14159265358979323846", "2.5e3", "1E-7", "-0.000",
        ])
    func numbers(text: String) throws {
        let expected = try #require(Double(text))
        guard case .number(let value) = try JSONParser.parse(text) else {
            Issue.record("\(text) is not a number")
            return
        }
        #expect(value.bitPattern == expected.bitPattern, "\(text)")
    }

    @Test("writes what it reads")
    func roundTrip() throws {
        let text = #"{"t":8.470588235294118,"kind":"shuttle","s":"a\"b\\c\n","n":[1,-2.5,1e-07]}"#
        let value = try JSONParser.parse(text)
        #expect(try JSONParser.parse(JSONWriter.string(value)) == value)
    }

    @Test(
        "an error names the JSON path where it happened",
        arguments: [
            (#"{"levels": [{"speed_kmh": 8, "speed_kmh": 9}]}"#, "levels[0].speed_kmh", "duplicate key \"speed_kmh\""),
            (#"{"name": "x", "name": "y"}"#, "name", "duplicate key \"name\""),
            (#"{"levels": [{}, {"shuttles": 07}]}"#, "levels[1].shuttles", "numbers cannot have leading zeros"),
            (#"{"levels": [1, 2 3]}"#, "levels", "expected ',' or ']' in an array"),
            (#"{"a": tru}"#, "a", "unexpected word 'tru' (text needs double quotes)"),
            ("format = 1", "", "unexpected word 'format' (text needs double quotes)"),
            (#"{"name": “x”}"#, "name", "unexpected character '“' (U+201C)"),
            ("{\"a\": \u{01}}", "a", "unexpected character 0x1"),
            ("[", "[0]", "unexpected end of file"),
            ("", "", "unexpected end of file"),
        ])
    func errorPath(text: String, path: String, message: String) throws {
        let error = try #require(syntaxError(Array(text.utf8)))
        #expect(error.path == path)
        #expect(error.message == message)
    }

    @Test(
        "text that is not UTF-8 is named so, at its first bad byte",
        arguments: [
            // Latin-1 "café" inside a string, on line 2.
            (
                [0x7B, 0x0A, 0x22, 0x63, 0x61, 0x66, 0xE9, 0x22, 0x3A, 0x31, 0x7D], 2, 5,
                "not UTF-8 text; save the file as UTF-8"
            ),
            // A Latin-1 byte outside any string.
            ([0x5B, 0x31, 0x2C, 0xA0, 0x32, 0x5D], 1, 4, "not UTF-8 text; save the file as UTF-8"),
            // UTF-16 LE with a byte order mark: `[1]`.
            ([0xFF, 0xFE, 0x5B, 0x00, 0x31, 0x00, 0x5D, 0x00], 1, 1, "UTF-16 text; save the file as UTF-8"),
            // UTF-16 BE without one: the NUL bytes give it away.
            ([0x00, 0x5B, 0x00, 0x31, 0x00, 0x5D], 1, 1, "not UTF-8 text; save the file as UTF-8"),
        ] as [([UInt8], Int, Int, String)])
    func notUTF8(bytes: [UInt8], line: Int, column: Int, message: String) throws {
        let error = try #require(syntaxError(bytes))
        #expect(error.message == message)
        #expect(error.line == line)
        #expect(error.column == column)
    }

    @Test("a UTF-8 byte order mark is ignored at the start only")
    func byteOrderMark() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(try JSONParser.parse(bom + Array(#"{"a": 1}"#.utf8)) == .object([("a", .int(1))]))
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(Array(" ".utf8) + bom + Array("{}".utf8)) }
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(bom + bom + Array("{}".utf8)) }
    }

    /// The error `bytes` must raise, or nil when they parse.
    private func syntaxError(_ bytes: [UInt8]) -> JSONParser.SyntaxError? {
        do {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }
}
