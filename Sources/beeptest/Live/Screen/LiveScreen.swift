import BeepTest

/// Lays out the live screen: pure text in, lines out, so every size can be tested without a terminal.
///
/// The status line comes first, because it must be the first line on screen that holds a time;
/// then the big block figures, as large as the terminal allows; then the details and the keys.
enum LiveScreen {
    /// `Level <label>  Shuttle <m>/<k>  <mm:ss>`, with `  PAUSED` while paused.
    static func statusLine(_ state: TestState) -> String {
        let line =
            "Level \(state.levelLabel)  Shuttle \(state.shuttle)/\(state.shuttlesInBout)  "
            + TimeText.minutesSeconds(state.elapsedS)
        return state.isPaused ? line + "  PAUSED" : line
    }

    /// The status line of `content`, with `  NO SOUND` after it while the speaker is lost.
    static func statusLine(_ content: LiveScreenContent) -> String {
        statusLine(content.state) + (content.soundLostForS == nil ? "" : "  NO SOUND")
    }

    /// The banner while the speaker is lost: what is wrong, for how long, and that the test goes on.
    static func noSoundBanner(_ seconds: Double) -> String {
        "!! NO SOUND for \(TimeText.minutesSeconds(seconds.rounded(.down))) !!  the test goes on: give the cues by voice;"
            + " the speaker is tried again twice a second"
    }

    /// The screen's lines for `size`, each at most `size.columns` characters, at most `size.rows` lines.
    static func lines(_ content: LiveScreenContent, size: ScreenSize) -> [ScreenLine] {
        var cache = FigureCache()
        return lines(content, size: size, cache: &cache)
    }

    /// `lines(_:size:)` reusing the figures drawn for the last frame while they are unchanged.
    static func lines(_ content: LiveScreenContent, size: ScreenSize, cache: inout FigureCache) -> [ScreenLine] {
        let state = content.state
        // Without sound the figures turn red and the banner takes the title's place.
        let colour = content.soundLostForS == nil ? phaseColour(state) : .red
        // A flash's marker takes the title's place: a plain form of the flash, with no colour.
        var second = ScreenLine(content.flashMarker ?? title(content))
        if let seconds = content.soundLostForS {
            second = ScreenLine(noSoundBanner(seconds), .red)
            second.inverted = true
        }
        let head = [ScreenLine(statusLine(content), content.soundLostForS == nil ? nil : .red), second]
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
            let compact =
                content.soundLostForS == nil
                ? [head[0], prompt] + details + [head[1], legend] : [head[0], head[1], prompt] + details + [legend]
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
    static func figureTexts(_ state: TestState) -> FigureTexts {
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
        case .paused:
            phase = state.resumingInS.map { "RESUMING IN \(Int($0.rounded(.up)))" } ?? "PAUSED (space resumes)"
        case .finished: phase = "FINISHED"
        }
        let bout = state.bouts > 1 ? "  bout \(state.bout) of \(state.bouts)" : ""
        return phase + bout + "  ·  " + content.profileName
    }

    private static func infoLine(_ state: TestState) -> String {
        var parts: [String] = []
        if let speed = state.speedKmh { parts.append("Speed \(speed.trimmed(decimals: 2)) km/h") }
        if let metres = state.distanceM { parts.append("Distance \(metres.rounded(.down).formatted(decimals: 0)) m") }
        parts.append("Shuttles run \(state.shuttlesRun.rounded(.down).formatted(decimals: 0))")
        return parts.joined(separator: "   ")
    }

    private static func nextLine(_ state: TestState) -> String {
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

    private static func phaseColour(_ state: TestState) -> ScreenLine.Colour {
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
        var cut = line
        cut.text = String(line.text.unicodeScalars.prefix(max(0, columns)))
        return cut
    }
}
