/// The full-screen view: cursor addressing on the alternate screen, one write per frame.
struct FullScreenDisplay: LiveDisplay {
    private var painter: ScreenPainter
    private var size = TerminalInfo.size()
    private var figures = FigureCache()

    init(usesColour: Bool) { painter = ScreenPainter(usesColour: usesColour) }

    mutating func show(_ content: LiveScreenContent) {
        guard TerminalMode.isShowingView else { return }
        var content = content
        let inverts = painter.usesColour && content.flashMarker != nil
        if inverts { content.flashMarker = nil }  // the whole screen inverted says it; NO_COLOR keeps the marker
        var lines = LiveScreen.lines(content, size: size, cache: &figures)
        if inverts { lines = Self.inverted(lines, size: size) }
        let bytes = painter.frame(lines)
        if !bytes.isEmpty { Output.write(bytes, to: .standardOutput) }
    }

    /// Every row of the screen in reverse video, blank ones too, each padded to the full width.
    private static func inverted(_ lines: [ScreenLine], size: ScreenSize) -> [ScreenLine] {
        (0..<max(lines.count, size.rows)).map { row in
            var line = row < lines.count ? lines[row] : ScreenLine("")
            line.text += String(repeating: " ", count: max(0, size.columns - line.text.cells))
            line.inverted = true
            return line
        }
    }

    mutating func invalidate() {
        size = TerminalInfo.size()
        painter.invalidate()
    }
}
