import BeepTest
import Testing

@Suite("Mark entry")
struct MarkEntryTests {
    @Test(
        "bibs separated by spaces or commas, u and u with a bib",
        arguments: [
            ("12", MarkEntry.missed(bibs: [12])), ("3 17 22", .missed(bibs: [3, 17, 22])),
            ("3,27", .missed(bibs: [3, 27])), (" 4 , 999 ", .missed(bibs: [4, 999])), ("u", .undo(bib: nil)),
            ("U", .undo(bib: nil)), ("u 17", .undo(bib: 17)), ("u17", .undo(bib: 17)),
        ])
    func parses(text: String, entry: MarkEntry) throws {
        #expect(try MarkEntry.parse(text) == entry)
    }

    @Test("separators alone are no entry")
    func empty() throws {
        #expect(try MarkEntry.parse("") == nil)
        #expect(try MarkEntry.parse(" ,, ") == nil)
    }

    @Test(
        "what is not a bib is refused with one line naming it",
        arguments: [
            ("0", "'0' is not a bib (1-999)"), ("1000", "'1000' is not a bib (1-999)"),
            ("3x", "'3x' is not a bib (1-999)"), ("-4", "'-4' is not a bib (1-999)"),
            ("u 3 4", "undo takes one bib: 'u 17'"), ("12 u", "'u' is not a bib (1-999)"),
        ])
    func refuses(text: String, message: String) {
        #expect(throws: MarkEntry.Problem(message: message)) { try MarkEntry.parse(text) }
    }
}
