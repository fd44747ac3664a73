/// The notes of a class page's VO2max column, each written once under the table and marked by
/// its number in the rows: a class of 12-year-olds shares "outside the method's population" on
/// every row, and thirty copies of it beside the estimates would push the page past two sheets.
struct VO2maxNotes {
    /// The notes as shown, each once, in the order of the rows that first carry them.
    let texts: [String]

    /// The notes of `rows`.
    init(_ rows: [HistoryTest]) {
        var texts: [String] = []
        for row in rows {
            if let text = Self.note(of: row.row), !texts.contains(text) { texts.append(text) }
        }
        self.texts = texts
    }

    /// The note a row carries: why there is no estimate, or that the estimate is outside its
    /// method's population.
    private static func note(of row: ResultRow) -> String? {
        let note = row.vo2max == nil ? row.vo2maxNote : row.vo2maxPopulationNote
        return note.map(Translation.shown)
    }

    /// The row's mark, its note's number, or nothing.
    func mark(_ row: ResultRow) -> String {
        guard let text = Self.note(of: row), let index = texts.firstIndex(of: text) else { return "" }
        return "<sup class=\"mark\">\(index + 1)</sup>"
    }

    /// The numbered list under the table, or nothing.
    var list: String {
        guard !texts.isEmpty else { return "" }
        let items = texts.enumerated().map { "<li value=\"\($0.offset + 1)\">" + $0.element.htmlEscaped + "</li>" }
        return "<ol class=\"notes note\">" + items.joined() + "</ol>\n"
    }
}
