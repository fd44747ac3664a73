/// Splits one CSV line (RFC 4180 quoting: `"a, b"`, `""` for a quote inside quotes), separated
/// by commas or by what a spreadsheet wrote instead (`;` where the comma is the decimal mark, tab).
enum CSVFields {
    /// The fields of `line` separated by `separator`, or nil when its quotes do not balance.
    static func split(_ line: Substring, separator: Character = ",") -> [String]? {
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var afterClosingQuote = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            if inQuotes {
                if character == "\"" {
                    inQuotes = false
                    afterClosingQuote = true
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case separator:
                fields.append(field)
                field = ""
                afterClosingQuote = false
            case "\"":
                if afterClosingQuote {
                    field.append("\"")  // "" inside a quoted field
                    inQuotes = true
                } else if field.allSatisfy({ $0 == " " || $0 == "\t" }) {
                    field = ""
                    inQuotes = true
                } else {
                    return nil
                }
            default:
                if afterClosingQuote && character != " " && character != "\t" { return nil }
                if !afterClosingQuote { field.append(character) }
            }
        }
        guard !inQuotes else { return nil }
        fields.append(field)
        return fields
    }
}
