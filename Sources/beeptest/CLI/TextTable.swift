import BeepTest

/// A plain-text table with right-aligned numeric columns. Its cells reach a terminal: control
/// characters in them (a name in a hand-edited log) are shown escaped (`\x1b`), never obeyed.
struct TextTable {
    var headers: [String]
    var rightAligned: Set<Int>
    var rows: [[String]] = []

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
