/// The full-screen view: cursor addressing on the alternate screen, one write per frame.
struct FullScreenDisplay: LiveDisplay {
    private var painter: ScreenPainter
    private var size = TerminalInfo.size()
    private var figures = FigureCache()

    init(usesColour: Bool) { painter = ScreenPainter(usesColour: usesColour) }

    mutating func show(_ content: LiveScreenContent) {
        guard TerminalMode.isShowingView else { return }
        let bytes = painter.frame(LiveScreen.lines(content, size: size, cache: &figures))
        if !bytes.isEmpty { Output.write(bytes, to: .standardOutput) }
    }

    mutating func invalidate() {
        size = TerminalInfo.size()
        painter.invalidate()
    }
}
