import BeepTest
import Testing

@Suite("JSON parser")
struct JSONParserTests {
    @Test("keeps key order and tells integers from fractions")
    func orderAndIntegers() throws {
        let value = try JSONParser.parse(#"{"b": 7, "a": 7.5, "c": [true, null, "x\u00e9"]}"#)
        guard case let .object(members) = value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a", "c"])
        #expect(value["b"] == .number(7, isInteger: true))
        if case let .number(_, isInteger) = value["a"] { #expect(!isInteger) }
        #expect(value["c"] == .array([.bool(true), .null, .string("xé")]))
    }

    @Test("reports the line and column of a syntax error", arguments: [
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

    @Test("writes what it reads")
    func roundTrip() throws {
        let text = #"{"t":8.470588235294118,"kind":"shuttle","s":"a\"b\\c\n","n":[1,-2.5,1e-07]}"#
        let value = try JSONParser.parse(text)
        #expect(try JSONParser.parse(JSONWriter.string(value)) == value)
    }
}
