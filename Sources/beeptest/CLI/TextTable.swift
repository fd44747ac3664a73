import BeepTest

/// A plain-text table with right-aligned numeric columns. Its cells reach a terminal: control
/// characters in them (a name in a hand-edited log) are shown escaped (`\x1b`), never obeyed.
struct TextTable {
    var headers: [String]
    var rightAligned: Set<Int>
    var rows: [[String]] = []

    /// Cells of the last column's lines when it is moved under the rows (`rendered(width:)`).
    static let movedColumnIndent = "     "

    /// The table within `width` columns where moving the last column helps: when a row would be
    /// wider, each row's last cell (a free-text note) goes on lines of its own under the row,
    /// indented and folded between words, and the column's header is left out. Without a width, or
    /// when the table fits, the plain table.
    func rendered(width: Int?) -> String {
        let plain = rendered()
        guard let width, headers.count > 1, plain.split(separator: "\n").contains(where: { $0.count > width }) else {
            return plain
        }
        let last = headers.count - 1
        let inner = TextTable(
            headers: Array(headers.prefix(last)), rightAligned: rightAligned.filter { $0 < last },
            rows: rows.map { Array($0.prefix(last)) })
        var lines = inner.rendered().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, row) in rows.enumerated().reversed() where row.count > last && !row[last].isEmpty {
            let indent = Self.movedColumnIndent
            let folded = row[last].escapingControlCharacters().wrapped(to: max(1, width - indent.count))
            lines.insert(folded.split(separator: "\n").map { indent + $0 }.joined(separator: "\n"), at: index + 2)
        }
        return lines.joined(separator: "\n")
    }

    func rendered() -> String {
        // Each cell's width (in characters) is counted once, and the lines are built as UTF-8 in one
        // buffer: a season's history is 30,000 rows, and padding cells as strings of their own
        // and trimming the last column's padding space by space was most of its printing.
        let lines = ([headers] + rows).map { $0.map { $0.escapingControlCharacters() } }
        let counts = lines.map { $0.map(\.count) }
        var widths = counts[0]
        for row in counts.dropFirst() {
            for (column, count) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], count)
            }
        }
        var out: [UInt8] = []
        for (index, cells) in lines.enumerated() {
            if index > 0 { out.append(UInt8(ascii: "\n")) }
            let lineStart = out.count
            for (column, cell) in cells.enumerated() {
                if column > 0 { out += [0x20, 0x20] }
                let pad = repeatElement(UInt8(ascii: " "), count: widths[column] - counts[index][column])
                if rightAligned.contains(column) {
                    out += pad
                    out += cell.utf8
                } else {
                    out += cell.utf8
                    out += pad
                }
            }
            // The line without its trailing spaces (an empty last column pads every line).
            while out.count > lineStart, out.last == UInt8(ascii: " ") { out.removeLast() }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
