/// Places the block figures as large as the terminal allows: the time above level and shuttle,
/// or all three in one row when that gives bigger digits (a wide, short window).
struct FigureLayout {
    /// The rows to draw, already centred in the terminal's width.
    let lines: [String]
    /// Block characters per glyph pixel across.
    let scaleX: Int
    /// Rows per glyph pixel down; 0 for the half-height drawing (two pixels in a row).
    let scaleY: Int

    /// Rows the smallest layout takes (half-height glyphs, all three figures in one row, a caption).
    static let smallestRows = 1 + BigText.halfHeight
    /// Rows the smallest full-height layout takes: what the live screen leaves the figures when it can.
    static let usualRows = 1 + BigText.glyphHeight

    /// The largest layout that fits `columns` × `rows`, or nil when not even the smallest fits.
    /// Pixels are kept between square (a cell is about twice as tall as wide) and 1:2; below one
    /// row per pixel, the half-height glyphs.
    static func best(for figures: FigureTexts, columns: Int, rows: Int) -> FigureLayout? {
        let arrangements = [
            [[figures.time], [figures.level, figures.shuttle]], [[figures.time, figures.level, figures.shuttle]],
        ]
        var best: FigureLayout?
        for groups in arrangements {
            guard let layout = largest(groups, columns: columns, rows: rows) else { continue }
            if let current = best, (current.scaleY, current.scaleX) >= (layout.scaleY, layout.scaleX) { continue }
            best = layout
        }
        return best
    }

    private static func largest(_ groups: [[Figure]], columns: Int, rows: Int) -> FigureLayout? {
        let captionRows = groups.count
        let gapRows = groups.count - 1
        let glyphRows = rows - captionRows - gapRows
        let maxScaleY = glyphRows / (BigText.glyphHeight * groups.count)
        guard glyphRows >= BigText.halfHeight * groups.count else { return nil }
        for scaleY in stride(from: maxScaleY, through: 0, by: -1) {
            for scaleX in stride(from: max(1, 2 * scaleY), through: max(1, scaleY), by: -1)
            where groups.allSatisfy({ width(of: $0, scaleX: scaleX) <= columns }) {
                var lines: [String] = []
                for (index, group) in groups.enumerated() {
                    if index > 0 { lines.append("") }
                    lines += render(group, scaleX: scaleX, scaleY: scaleY, columns: columns)
                }
                return FigureLayout(lines: lines, scaleX: scaleX, scaleY: scaleY)
            }
        }
        return nil
    }

    private static func gap(scaleX: Int) -> Int { max(3, 3 * scaleX) }

    private static func figureWidth(_ figure: Figure, scaleX: Int) -> Int {
        let text =
            BigText.canDraw(figure.reference) && BigText.canDraw(figure.text)
            ? max(BigText.width(figure.reference, scaleX: scaleX), BigText.width(figure.text, scaleX: scaleX))
            : max(figure.reference.cells, figure.text.cells)
        return max(figure.caption.cells, text)
    }

    private static func width(of group: [Figure], scaleX: Int) -> Int {
        group.map { figureWidth($0, scaleX: scaleX) }.reduce(0, +) + gap(scaleX: scaleX) * (group.count - 1)
    }

    /// A caption row, then the glyph rows; each figure centred in its own width, the group centred
    /// on screen. Text with no glyphs (an exotic level label) is written plainly on the first row.
    private static func render(_ group: [Figure], scaleX: Int, scaleY: Int, columns: Int) -> [String] {
        let height = BigText.height(scaleY: scaleY)
        var rows = [String](repeating: "", count: height + 1)
        let spacer = String(repeating: " ", count: gap(scaleX: scaleX))
        for (index, figure) in group.enumerated() {
            let width = figureWidth(figure, scaleX: scaleX)
            let drawn =
                scaleY == 0
                ? BigText.renderHalf(figure.text) : BigText.render(figure.text, scaleX: scaleX, scaleY: scaleY)
            let glyphs = drawn ?? [figure.text]
            let cells = [figure.caption] + glyphs + [String](repeating: "", count: height - glyphs.count)
            for row in rows.indices {
                if index > 0 { rows[row] += spacer }
                rows[row] += centred(cells[row], width: width)
            }
        }
        let total = width(of: group, scaleX: scaleX)
        let margin = String(repeating: " ", count: max(0, (columns - total) / 2))
        return rows.map { (margin + $0).trailingSpacesRemoved }
    }

    private static func centred(_ text: String, width: Int) -> String {
        let room = max(0, width - text.cells)
        let left = room / 2
        return String(repeating: " ", count: left) + text + String(repeating: " ", count: room - left)
    }
}
