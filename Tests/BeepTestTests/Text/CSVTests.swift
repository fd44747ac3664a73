import Testing

@testable import BeepTest

@Suite("CSV written and read")
struct CSVTests {
    @Test("a field is quoted only when it holds a comma, a quote or a line break; quotes inside are doubled")
    func writing() {
        #expect(CSV.line(["Ann", "9.4", ""]) == "Ann,9.4,")
        #expect(
            CSV.line(["Smith, Ann", "say \"go\"", "two\nlines", "cr\r"])
                == "\"Smith, Ann\",\"say \"\"go\"\"\",\"two\nlines\",\"cr\r\"")
        #expect(CSV.field("Zoë 'the' Ñ") == "Zoë 'the' Ñ")
    }

    @Test("what the writer writes on one line, the reader gives back field for field")
    func roundTrip() {
        let rows = [
            ["Ann", "Smith, Ann", "", "\"quoted\"", "a \"b\" c"],
            ["", "", ""],
            [" leading and trailing spaces ", ",", "\"\"", "Zoë"],
        ]
        for cells in rows { #expect(CSVFields.split(Substring(CSV.line(cells))) == cells) }
    }

    @Test("unbalanced quotes and text after a closing quote are refused, not misread")
    func refusals() {
        #expect(CSVFields.split("\"open") == nil)
        #expect(CSVFields.split("a\"b") == nil)
        #expect(CSVFields.split("\"a\"b") == nil)
        #expect(CSVFields.split("  \"a, b\"  ,c") == ["a, b", "c"])
    }
}
