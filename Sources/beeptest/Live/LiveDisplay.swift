/// Where the live view's frames go: the full screen, or plain lines on a dumb terminal.
protocol LiveDisplay {
    /// Shows `content` (called 15 times a second).
    mutating func show(_ content: LiveScreenContent)
    /// The terminal changed size or was disturbed: the next frame repaints everything.
    mutating func invalidate()
}

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

/// TERM=dumb: no cursor addressing, so the status line is printed as a new line whenever it
/// changes (each second while running), and questions and messages on lines of their own.
struct PlainDisplay: LiveDisplay {
    private var lastStatus = ""
    private var lastNote: String?

    mutating func show(_ content: LiveScreenContent) {
        var out = ""
        let status = LiveScreen.statusLine(content.state)
        if status != lastStatus { out += status + "\r\n" }
        let note = content.prompt ?? content.message
        if note != lastNote, let note { out += note + "\r\n" }
        lastStatus = status
        lastNote = note
        if !out.isEmpty { Output.write(out, to: .standardOutput) }
    }

    mutating func invalidate() { lastStatus = "" }
}
