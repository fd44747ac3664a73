/// Turns screen lines into the bytes of one frame: cursor addressing, only the lines that changed
/// since the last frame, colour unless NO_COLOR. One string per frame, written with one write(2),
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
            out += "\u{1B}[\(row + 1);1H" + line + "\u{1B}[K"
        }
        if rendered.count < previous.count { out += "\u{1B}[\(rendered.count + 1);1H\u{1B}[J" }
        shown = rendered
        return out
    }

    private func render(_ line: ScreenLine) -> String {
        if usesColour && line.inverted {
            return "\u{1B}[7" + (line.colour.map { ";\($0.rawValue)" } ?? "") + "m" + line.text + "\u{1B}[0m"
        }
        guard usesColour, let colour = line.colour, !line.text.isEmpty else { return line.text }
        return "\u{1B}[\(colour.rawValue)m" + line.text + "\u{1B}[0m"
    }
}
