import BeepTest

/// The athletes on the live screen, in columns by bib (read down, then across), each cell
/// ` 12 Lena Lonsdale   warned 1/2`, or `!12 Lena Lonsdale  1/2` where the words do not fit.
///
/// The grid is chosen from the roster (how many, bibs, longest name), the terminal's width and the
/// rows it may take, never from anyone's state: room for the state is kept in every cell from the
/// start, so that an athlete keeps their place when anyone is warned or out. A warned or out
/// athlete's cell carries a mark (`!`, `×`, `~` for one who withdrew) and is drawn in reverse,
/// struck through or faint (`ScreenSpan`), so it stands out with or without colour. When no grid fits, the athletes fold
/// onto lines by bib, `out:` and `warned:` first, so the athletes a coach must know about stay on screen.
enum RosterPanel {
    /// A cut name keeps 8 characters before its ellipsis.
    static let shortestName = 9
    /// Names up to this length are whole wherever the screen has room for them (on 80 columns).
    static let longestName = 20
    /// The longest names kept whole on a wide terminal (120 columns and more).
    static let longestWideName = 40

    /// The longest name kept whole on `columns`: 20 on 80 columns, then one more for every two
    /// columns beyond, up to 40 at 120, so a wide terminal's width goes to the names.
    static func longestName(columns: Int) -> Int {
        min(longestWideName, max(longestName, longestName + (columns - 80) / 2))
    }
    /// Spaces between columns.
    static let gap = 2

    /// One way to lay the roster out in cells.
    struct Grid: Equatable {
        /// Cells per screen line.
        var perLine: Int
        /// Screen lines.
        var lineCount: Int
        /// Cells given to each name.
        var nameWidth: Int
        /// True when the state is in words (`warned 1/2`), false for the short note (`1/2`).
        var usesWords: Bool
    }

    /// The panel's lines: the grid that fits the first of `rows` it can, in their order (the rows
    /// that leave the figures their usual size, their smallest, none), else the folded lines, cut
    /// to the last of `rows`.
    static func lines(_ roster: [RosterEntry], columns: Int, rows: [Int]) -> [ScreenLine] {
        guard !roster.isEmpty, let most = rows.last, most > 0, columns > 0 else { return [] }
        let entries = roster.sorted { $0.bib < $1.bib }
        for budget in rows where budget > 0 {
            if let grid = grid(for: entries, columns: columns, rows: budget) { return lines(entries, grid: grid) }
        }
        return Array(folded(entries, columns: columns).prefix(most)).map { ScreenLine($0) }
    }

    /// The panel's lines in at most `rows` lines.
    static func lines(_ roster: [RosterEntry], columns: Int, rows: Int) -> [ScreenLine] {
        lines(roster, columns: columns, rows: [rows])
    }

    /// The grid for `roster` in `columns` × `rows`: names whole (up to `longestName`) in as few
    /// lines as possible, with the state in words if that still fits, else in a note; else the
    /// widest names that fit; nil when even `shortestName` does not.
    static func grid(for roster: [RosterEntry], columns: Int, rows: Int) -> Grid? {
        let count = roster.count
        guard count > 0, rows > 0 else { return nil }
        let longest = min(longestName(columns: columns), roster.map(\.name.cells).max() ?? 0)
        let bibWidth = bibWidth(roster)
        func nameWidth(_ perLine: Int, _ words: Bool) -> Int {
            (columns + gap) / perLine - gap - fixedWidth(bibWidth: bibWidth, words: words)
        }
        func lineCount(_ perLine: Int) -> Int { (count + perLine - 1) / perLine }
        for words in [true, false] {
            // The most cells per line that keep every name whole: the fewest lines.
            guard let perLine = (1...count).last(where: { nameWidth($0, words) >= longest }) else { continue }
            if lineCount(perLine) <= rows {
                return Grid(perLine: perLine, lineCount: lineCount(perLine), nameWidth: longest, usesWords: words)
            }
        }
        let perLine = (count + rows - 1) / rows
        let width = min(longest, nameWidth(perLine, false))
        guard width >= min(longest, shortestName) else { return nil }
        return Grid(perLine: perLine, lineCount: lineCount(perLine), nameWidth: width, usesWords: false)
    }

    private static func bibWidth(_ roster: [RosterEntry]) -> Int { String(roster.map(\.bib).max() ?? 0).count }

    /// Cells of a cell besides the name: mark, bib, two spaces, the state.
    private static func fixedWidth(bibWidth: Int, words: Bool) -> Int {
        1 + bibWidth + 2 + (words ? RosterStatusText.longestWords : RosterStatusText.longestNote)
    }

    /// Every athlete in a cell of the same width, column after column.
    private static func lines(_ entries: [RosterEntry], grid: Grid) -> [ScreenLine] {
        let bibWidth = bibWidth(entries)
        let stateWidth = grid.usesWords ? RosterStatusText.longestWords : RosterStatusText.longestNote
        let cellWidth = fixedWidth(bibWidth: bibWidth, words: grid.usesWords) + grid.nameWidth
        return (0..<grid.lineCount).map { line in
            var screenLine = ScreenLine("")
            var text = ""
            for index in stride(from: line, to: entries.count, by: grid.lineCount) {
                let entry = entries[index]
                if !text.isEmpty { text += String(repeating: " ", count: gap) }
                let mark = RosterStatusText.mark(entry)
                let bib = String(entry.bib)
                let state = cut(grid.usesWords ? entry.status : entry.note, stateWidth, ellipsis: false)
                let cell =
                    mark + String(repeating: " ", count: bibWidth - bib.count) + bib + " "
                    + padded(cut(entry.name, grid.nameWidth), grid.nameWidth) + " " + padded(state, stateWidth)
                if entry.isOut || entry.isWarned {
                    screenLine.spans.append(
                        ScreenSpan(start: text.cells, length: cellWidth, style: style(entry)))
                }
                text += cell
            }
            screenLine.text = text.trailingSpacesRemoved
            if let last = screenLine.spans.last, last.start + last.length > screenLine.text.cells {
                screenLine.spans[screenLine.spans.count - 1].length = screenLine.text.cells - last.start
            }
            return screenLine
        }
    }

    private static func style(_ entry: RosterEntry) -> ScreenSpan.Style {
        entry.isWithdrawn ? .withdrawn : entry.isOut ? .out : .warned
    }

    /// Bibs only, by state: `out: 3 9/4, 12 10/2`, `withdrew: 8 5/1`, `warned: 5 7`, `in: 1 2 4 …`,
    /// each wrapped to `columns`.
    private static func folded(_ entries: [RosterEntry], columns: Int) -> [String] {
        func scored(_ entry: RosterEntry) -> String { "\(entry.bib)" + (entry.note.isEmpty ? "" : " " + entry.note) }
        let out = entries.filter { $0.isOut && !$0.isWithdrawn }.map(scored)
        let withdrawn = entries.filter(\.isWithdrawn).map(scored)
        let warned = entries.filter(\.isWarned).map { "\($0.bib)" }
        let running = entries.filter { !$0.isOut && !$0.isWarned }.map { "\($0.bib)" }
        var lines: [String] = []
        for (label, items, separator) in [
            (tr("out:"), out, ", "), (tr("withdrew:"), withdrawn, ", "), (tr("warned:"), warned, " "),
            (tr("in:"), running, " "),
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

    private static func cut(_ text: String, _ width: Int, ellipsis: Bool = true) -> String {
        guard text.cells > width else { return text }
        guard ellipsis else { return String(text.unicodeScalars.prefix(max(0, width))) }
        return String(text.unicodeScalars.prefix(max(0, width - 1))) + "…"
    }
}
