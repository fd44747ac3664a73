import BeepTest

/// A plain-text table with right-aligned numeric columns.
struct TextTable {
    var headers: [String]
    var rightAligned: Set<Int>
    var rows: [[String]] = []

    func rendered() -> String {
        // Each cell's width (in characters) is counted once, and each line is built in one
        // buffer: a season's history is 30,000 rows, and padding cells as strings of their own
        // and trimming the last column's padding space by space was most of its printing.
        let lines = [headers] + rows
        let counts = lines.map { $0.map(\.count) }
        var widths = counts[0]
        for row in counts.dropFirst() {
            for (column, count) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], count)
            }
        }
        var out = ""
        for (index, cells) in lines.enumerated() {
            if index > 0 { out += "\n" }
            var line = ""
            for (column, cell) in cells.enumerated() {
                if column > 0 { line += "  " }
                let pad = widths[column] - counts[index][column]
                if rightAligned.contains(column) {
                    line.appendSpaces(pad)
                    line += cell
                } else {
                    line += cell
                    line.appendSpaces(pad)
                }
            }
            out += line.trailingSpacesRemoved
        }
        return out
    }
}

extension String {
    /// Appends `count` spaces.
    fileprivate mutating func appendSpaces(_ count: Int) {
        for _ in 0..<count { unicodeScalars.append(" ") }
    }
}
