import BeepTest

/// A plain-text table with right-aligned numeric columns.
struct TextTable {
    var headers: [String]
    var rightAligned: Set<Int>
    var rows: [[String]] = []

    func rendered() -> String {
        var widths = headers.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.count)
            }
        }
        func format(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ").trailingSpacesRemoved
        }
        return ([format(headers)] + rows.map(format)).joined(separator: "\n")
    }
}
