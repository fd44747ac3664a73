import BeepTest

/// The athletes on the live screen, in columns by bib (read down, then across), each cell
/// `12 Lena Lon… warned 1/2`: states in words, so that they read without colour.
///
/// The panel gets the rows the screen can spare after the status line and the details (the block
/// figures shrink first). Names are cut, never below `shortestName`, to keep every athlete in a
/// cell; when even that does not fit, the athletes fold onto lines by bib, `out:` and `warned:`
/// first, so the athletes a coach must know about stay on screen.
enum RosterPanel {
    /// A cut name keeps 8 characters before its ellipsis.
    static let shortestName = 9
    /// Longer names are cut even when there is room: wider cells would only take rows from the figures.
    static let longestName = 16
    /// Spaces between columns.
    static let gap = 2

    static func lines(_ roster: [RosterEntry], columns: Int, rows: Int) -> [String] {
        guard !roster.isEmpty, rows > 0, columns > 0 else { return [] }
        let entries = roster.sorted { $0.bib < $1.bib }
        let longest = min(longestName, entries.map(\.name.cells).max() ?? 0)
        for nameWidth in stride(from: longest, through: min(longest, shortestName), by: -1) {
            let grid = self.grid(entries, nameWidth: nameWidth, columns: columns)
            if grid.count <= rows { return grid }
        }
        return Array(folded(entries, columns: columns).prefix(rows))
    }

    /// Every athlete in a cell of the same width, column after column.
    private static func grid(_ entries: [RosterEntry], nameWidth: Int, columns: Int) -> [String] {
        let bibWidth = String(entries.map(\.bib).max() ?? 0).count
        let statusWidth = entries.map(\.status.cells).max() ?? 0
        let cells = entries.map { entry in
            let bib = String(entry.bib)
            var cell = String(repeating: " ", count: bibWidth - bib.count) + bib + " " + cut(entry.name, nameWidth)
            if statusWidth > 0 { cell = padded(cell, bibWidth + 1 + nameWidth) + " " + entry.status }
            return cell
        }
        let cellWidth = bibWidth + 1 + nameWidth + (statusWidth > 0 ? 1 + statusWidth : 0)
        let perLine = max(1, (columns + gap) / (cellWidth + gap))
        let lineCount = (cells.count + perLine - 1) / perLine
        return (0..<lineCount).map { line in
            let row = stride(from: line, to: cells.count, by: lineCount).map { cells[$0] }
            return row.map { padded($0, cellWidth + gap) }.joined().trailingSpacesRemoved
        }
    }

    /// Bibs only, by state: `out: 3 9/4, 12 10/2`, `warned: 5 7`, `in: 1 2 4 …`, each wrapped to `columns`.
    private static func folded(_ entries: [RosterEntry], columns: Int) -> [String] {
        let out = entries.filter(\.isOut).map { entry in
            "\(entry.bib)" + (entry.score.map { " " + $0 } ?? "")
        }
        let warned = entries.filter { !$0.isOut && !$0.status.isEmpty }.map { "\($0.bib)" }
        let running = entries.filter { !$0.isOut && $0.status.isEmpty }.map { "\($0.bib)" }
        var lines: [String] = []
        for (label, items, separator) in [
            (tr("out:"), out, ", "), (tr("warned:"), warned, " "), (tr("in:"), running, " "),
        ]
        where !items.isEmpty {
            var line = label
            for (index, item) in items.enumerated() {
                let piece = (index == 0 ? " " : separator) + item
                if line.cells + piece.cells > columns {
                    lines.append(line)
                    line = "  " + item
                } else {
                    line += piece
                }
            }
            lines.append(line)
        }
        return lines
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.cells))
    }

    private static func cut(_ name: String, _ width: Int) -> String {
        guard name.cells > width else { return name }
        return String(name.unicodeScalars.prefix(width - 1)) + "…"
    }
}
