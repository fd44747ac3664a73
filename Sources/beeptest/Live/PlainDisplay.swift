/// TERM=dumb: no cursor addressing, so the status line is printed as a new line whenever it
/// changes (each second while running), and questions and messages on lines of their own.
struct PlainDisplay: LiveDisplay {
    private var lastStatus = ""
    private var lastNote: String?
    private var lastFlashedCue: Int?

    mutating func show(_ content: LiveScreenContent) {
        var out = ""
        let status = LiveScreen.statusLine(content.state)
        if status != lastStatus { out += status + "\r\n" }
        // A flashed cue is one marker line, once per cue (a level's three flashes included).
        if let cue = content.flashCueIndex, cue != lastFlashedCue, let marker = content.flashMarker {
            out += marker + "\r\n"
            lastFlashedCue = cue
        }
        let note = content.promptLine
        if note != lastNote, let note { out += note + "\r\n" }
        lastStatus = status
        lastNote = note
        if !out.isEmpty { Output.write(out, to: .standardOutput) }
    }

    mutating func invalidate() { lastStatus = "" }
}
