import BeepTest

/// Lays out the live screen: pure text in, lines out, so every size can be tested without a terminal.
///
/// The status line comes first, because it must be the first line on screen that holds a time;
/// then the big block figures, as large as the terminal allows; then the details and the keys.
enum LiveScreen {
    /// `Level <label>  Shuttle <m>/<k>  <mm:ss>`, with `  PAUSED` while paused.
    static func statusLine(_ state: SessionState) -> String {
        let line =
            "Level \(state.levelLabel)  Shuttle \(state.shuttle)/\(state.shuttlesInBout)  "
            + TimeText.minutesSeconds(state.elapsedS)
        return state.isPaused ? line + "  PAUSED" : line
    }

    /// The screen's lines for `size`, each at most `size.columns` characters, at most `size.rows` lines.
    static func lines(_ content: LiveScreenContent, size: ScreenSize) -> [ScreenLine] {
        var cache = FigureCache()
        return lines(content, size: size, cache: &cache)
    }

    /// `lines(_:size:)` reusing the figures drawn for the last frame while they are unchanged.
    static func lines(_ content: LiveScreenContent, size: ScreenSize, cache: inout FigureCache) -> [ScreenLine] {
        let state = content.state
        let colour = phaseColour(state)
        // A flash's marker takes the title's place: a plain form of the flash, with no colour.
        let head = [ScreenLine(statusLine(state)), ScreenLine(content.flashMarker ?? title(content))]
        var details = [
            ScreenLine(ProgressLine.text(state, columns: size.columns), colour),
            ScreenLine(infoLine(state)), ScreenLine(nextLine(state)),
        ]
        // The roster gets every row but the status, title, details, prompt and legend: the
        // figures take what it leaves, down to none.
        let rosterRows = size.rows - head.count - details.count - 2
        details += RosterPanel.lines(content.roster, columns: size.columns, rows: rosterRows).map { ScreenLine($0) }
        let prompt = ScreenLine(
            content.promptLine ?? "", content.prompt == nil && content.alarm == nil ? nil : .red)
        let legend = ScreenLine(legendLine(content))

        // Rows other than the figures: head, details, prompt, legend; blank lines around the
        // figures only where they leave the figures their full size.
        let fixedRows = head.count + details.count + 2
        let figures = cache.best(for: figureTexts(state), columns: size.columns, rows: size.rows - fixedRows)
        guard let figures else {
            // Too small for block figures: the essentials first, as many as fit.
            let compact = [head[0], prompt] + details + [head[1], legend]
            return Array(compact.prefix(max(0, size.rows))).map { clipped($0, size.columns) }
        }
        var spare = size.rows - fixedRows - figures.lines.count
        var lines = head
        if spare > 0 {
            lines.append(ScreenLine(""))
            spare -= 1
        }
        lines += figures.lines.map { ScreenLine($0, colour) }
        if spare > 0 { lines.append(ScreenLine("")) }
        lines += details
        while lines.count < size.rows - 2 { lines.append(ScreenLine("")) }
        lines += [prompt, legend]
        return lines.map { clipped($0, size.columns) }
    }

    /// The marker line of a flashed cue, for screens that cannot invert: `*** LEVEL ***`.
    static func flashMarker(_ kind: CueKind) -> String { "*** \(kind.rawValue.uppercased()) ***" }

    /// The texts of the block figures: the countdown or the elapsed time, the level, the shuttle.
    static func figureTexts(_ state: SessionState) -> FigureTexts {
        let time: String
        let timeCaption: String
        if state.phase == .countdown || state.pausedPhase == .countdown {
            time = String(Int(state.countdownRemainingS.rounded(.up)))
            timeCaption = "STARTS IN"
        } else {
            time = TimeText.minutesSeconds(state.elapsedS)
            timeCaption = "TIME"
        }
        // References hold the scale steady as figures grow: mm:ss from a countdown's single digit,
        // two-digit levels and shuttle counts.
        return FigureTexts(
            time: Figure(caption: timeCaption, text: time, reference: "00:00"),
            level: Figure(caption: "LEVEL", text: state.levelLabel, reference: "88"),
            shuttle: Figure(caption: "SHUTTLE", text: "\(state.shuttle)/\(state.shuttlesInBout)", reference: "88/88"))
    }

    private static func title(_ content: LiveScreenContent) -> String {
        let state = content.state
        let phase: String
        switch state.phase {
        case .countdown: phase = "GET READY"
        case .running: phase = "RUN"
        case .resting: phase = "REST"
        case .paused: phase = "PAUSED (space resumes)"
        case .finished: phase = "FINISHED"
        }
        let bout = state.bouts > 1 ? "  bout \(state.bout) of \(state.bouts)" : ""
        return phase + bout + "  ·  " + content.profileName
    }

    private static func infoLine(_ state: SessionState) -> String {
        var parts: [String] = []
        if let speed = state.speedKmh { parts.append("Speed \(speed.trimmed(decimals: 2)) km/h") }
        if let metres = state.distanceM { parts.append("Distance \(metres.rounded(.down).formatted(decimals: 0)) m") }
        parts.append("Shuttles run \(state.shuttlesRun.rounded(.down).formatted(decimals: 0))")
        return parts.joined(separator: "   ")
    }

    private static func nextLine(_ state: SessionState) -> String {
        var parts: [String] = []
        if let next = state.nextLevel {
            let speed = next.speedKmh.map { " at \($0.trimmed(decimals: 2)) km/h" } ?? ""
            parts.append("Next: level \(next.label)\(speed) in \(TimeText.minutesSeconds(next.startsInS.rounded(.up)))")
        } else if state.phase != .finished {
            parts.append("Last level")
        }
        parts.append("Total \(TimeText.minutesSeconds(state.totalS))")
        if state.phase != .finished { parts.append("Left \(TimeText.minutesSeconds(state.remainingS.rounded(.up)))") }
        return parts.joined(separator: "   ")
    }

    private static func legendLine(_ content: LiveScreenContent) -> String {
        var athletes = ""
        if content.marksByNumber {
            athletes = "  ·  bibs+Enter missed  ·  u Enter undo  ·  u 17 Enter undo 17"
        } else if !content.roster.isEmpty {
            athletes = "  ·  1-9 missed the line  ·  u undo"
        }
        return "space pause/resume  ·  q quit  ·  Ctrl-C stop now" + athletes
    }

    private static func phaseColour(_ state: SessionState) -> ScreenColour {
        switch state.phase {
        case .countdown: return .yellow
        case .running: return .green
        case .resting: return .cyan
        case .paused: return .magenta
        case .finished: return .red
        }
    }

    /// The line cut to `columns` cells, so that no line wraps and scrolls the screen.
    private static func clipped(_ line: ScreenLine, _ columns: Int) -> ScreenLine {
        guard line.text.cells > columns else { return line }
        return ScreenLine(String(line.text.unicodeScalars.prefix(max(0, columns))), line.colour)
    }
}
