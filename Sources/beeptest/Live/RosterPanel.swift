import BeepTest

/// The athletes on keys 1–9, several to a line.
enum RosterPanel {
    static func lines(_ roster: [RosterEntry], columns: Int) -> [String] {
        guard !roster.isEmpty else { return [] }
        let cells = roster.map { entry in
            "\(entry.key) \(entry.name)" + (entry.status.isEmpty ? "" : " " + entry.status)
        }
        let cellWidth = (cells.map(\.cells).max() ?? 0) + 3
        let perLine = max(1, columns / cellWidth)
        var lines: [String] = []
        var index = 0
        while index < cells.count {
            let row = cells[index..<min(cells.count, index + perLine)]
            lines.append(row.map { $0.padding(cellWidth - 1) }.joined().trailingSpacesRemoved)
            index += perLine
        }
        return lines
    }
}
