import Testing

@testable import beeptest

@Suite("Screen painter")
struct ScreenPainterTests {
    let lines = [ScreenLine("Level 1  Shuttle 1/7  00:00"), ScreenLine("███", .green), ScreenLine("keys")]

    @Test("the first frame clears and draws every line; an unchanged frame writes nothing")
    func firstAndUnchanged() {
        var painter = ScreenPainter(usesColour: true)
        let first = painter.frame(lines)
        #expect(first.hasPrefix("\u{1B}[H\u{1B}[2J"))
        #expect(first.contains("\u{1B}[1;1H\u{1B}[2KLevel 1  Shuttle 1/7  00:00"))
        #expect(first.contains("\u{1B}[2;1H\u{1B}[2K\u{1B}[32m███\u{1B}[0m"))
        #expect(painter.frame(lines) == "")
    }

    @Test("a changed line is rewritten alone, in place, its row cleared first, the screen not")
    func changedLine() {
        var painter = ScreenPainter(usesColour: true)
        _ = painter.frame(lines)
        var next = lines
        next[0].text = "Level 1  Shuttle 1/7  00:01"
        #expect(painter.frame(next) == "\u{1B}[1;1H\u{1B}[2KLevel 1  Shuttle 1/7  00:01")
        painter.invalidate()
        #expect(painter.frame(next).hasPrefix("\u{1B}[H\u{1B}[2J"))
    }

    @Test("NO_COLOR: no colour escapes at all")
    func noColour() {
        var painter = ScreenPainter(usesColour: false)
        let frame = painter.frame(lines)
        #expect(selectGraphicRenditions(in: frame).isEmpty)
        #expect(frame.contains("███"))
        var coloured = ScreenPainter(usesColour: true)
        #expect(selectGraphicRenditions(in: coloured.frame(lines)) == ["32", "0"])
    }

    @Test("a shorter frame clears the rows left below it")
    func shorter() {
        var painter = ScreenPainter(usesColour: false)
        _ = painter.frame(lines)
        #expect(painter.frame(Array(lines.prefix(1))) == "\u{1B}[2;1H\u{1B}[J")
    }
}

/// The parameters of every SGR sequence (ESC [ … m) in `text`.
func selectGraphicRenditions(in text: String) -> [String] {
    var found: [String] = []
    var rest = Substring(text)
    while let escape = rest.firstIndex(of: "\u{1B}") {
        rest = rest[rest.index(after: escape)...]
        guard rest.first == "[" else { continue }
        let body = rest.dropFirst()
        guard let final = body.firstIndex(where: { ("@"..."~").contains($0) }) else { break }
        if body[final] == "m" { found.append(String(body[..<final])) }
        rest = body[body.index(after: final)...]
    }
    return found
}
