/// Turns screen lines into the bytes of one frame: cursor addressing, only the lines that changed
/// since the last frame, colour unless NO_COLOR (attributes such as reverse video always). One string per frame, written with one write(2),
/// so the screen never shows half a frame and never flickers.
struct ScreenPainter {
    /// Whether colour escapes may be used (NO_COLOR unset).
    let usesColour: Bool
    /// What each row showed after the last frame (escapes included); nil forces a full repaint.
    private var shown: [String]?

    init(usesColour: Bool) { self.usesColour = usesColour }

    /// The next frame repaints everything (after a resize, or when the terminal may have been disturbed).
    mutating func invalidate() { shown = nil }

    /// The bytes that bring the screen from the last frame to `lines`.
    mutating func frame(_ lines: [ScreenLine]) -> String {
        let rendered = lines.map(render)
        var out = ""
        let previous = shown ?? []
        if shown == nil { out += "\u{1B}[H\u{1B}[2J" }
        for (row, line) in rendered.enumerated() where row >= previous.count || previous[row] != line {
            // The row is cleared before it is written, not after: an erase after a line that fills
            // the last column would take that column's character with it (the cursor stays there).
            out += "\u{1B}[\(row + 1);1H\u{1B}[2K" + line
        }
        if rendered.count < previous.count { out += "\u{1B}[\(rendered.count + 1);1H\u{1B}[J" }
        shown = rendered
        return out
    }

    private func render(_ line: ScreenLine) -> String {
        if usesColour && line.inverted {
            return "\u{1B}[7" + (line.colour.map { ";\($0.rawValue)" } ?? "") + "m" + line.text + "\u{1B}[0m"
        }
        let colour = usesColour ? line.colour.map { "\u{1B}[\($0.rawValue)m" } ?? "" : ""
        guard !line.spans.isEmpty else {
            return colour.isEmpty || line.text.isEmpty ? line.text : colour + line.text + "\u{1B}[0m"
        }
        // Each span in its attributes, then back to the line's colour.
        let scalars = Array(line.text.unicodeScalars)
        var out = colour
        var cell = 0
        func take(_ count: Int) {
            let end = min(scalars.count, cell + max(0, count))
            if cell < end { out.unicodeScalars.append(contentsOf: scalars[cell..<end]) }
            cell = max(cell, end)
        }
        for span in line.spans where span.start >= cell {
            take(span.start - cell)
            out += "\u{1B}[0;" + span.style.parameters(usesColour: usesColour) + "m"
            take(span.length)
            out += "\u{1B}[0m" + colour
        }
        take(scalars.count - cell)
        return out + (colour.isEmpty ? "" : "\u{1B}[0m")
    }
}
