/// The notes of a class page's VO2max and zone columns, each written once under the table and
/// marked by its number in the rows: a class of 12-year-olds shares "outside the method's
/// population" on every row, a class list without ages "needs age" beside every zone, and
/// thirty copies of either would push the page past two sheets.
struct TableNotes {
    /// The notes as shown, each once, in the order of the rows that first carry them.
    let texts: [String]
    /// Whether the VO2max column is on the page, and the zone column.
    private let vo2max: Bool
    private let zones: Bool

    /// The notes of `rows` in the columns on the page.
    init(_ rows: [HistoryTest], vo2max: Bool, zones: Bool) {
        self.vo2max = vo2max
        self.zones = zones
        var texts: [String] = []
        for row in rows {
            let notes = [vo2max ? Self.vo2maxNote(row.row) : nil, ZoneNote.shown(row.row.standards, zonesApply: zones)]
            for text in notes.compactMap({ $0 }) where !texts.contains(text) { texts.append(text) }
        }
        self.texts = texts
    }

    /// Why there is no estimate, or that the estimate is outside its method's population.
    private static func vo2maxNote(_ row: ResultRow) -> String? {
        (row.vo2max == nil ? row.vo2maxNote : row.vo2maxPopulationNote).map(Translation.shown)
    }

    /// The mark of the row's VO2max note, or nothing.
    func vo2maxMark(_ row: ResultRow) -> String { mark(Self.vo2maxNote(row)) }

    /// The mark of the row's zone note, or nothing.
    func zoneMark(_ row: ResultRow) -> String { mark(ZoneNote.shown(row.standards, zonesApply: zones)) }

    private func mark(_ text: String?) -> String {
        guard let text, let index = texts.firstIndex(of: text) else { return "" }
        return "<sup class=\"mark\">\(index + 1)</sup>"
    }

    /// The numbered list under the table, or nothing.
    var list: String {
        guard !texts.isEmpty else { return "" }
        let items = texts.enumerated().map { "<li value=\"\($0.offset + 1)\">" + $0.element.htmlEscaped + "</li>" }
        return "<ol class=\"notes note\">" + items.joined() + "</ol>\n"
    }
}
