import BeepTest

/// Lays out the live screen: pure text in, lines out, so every size can be tested without a terminal.
///
/// The status line comes first, because it must be the first line on screen that holds a time;
/// then the big block figures, as large as the terminal allows; then the details and the keys.
enum LiveScreen {
    /// `Level <label>  Shuttle <m>/<k>  <mm:ss>`, with `  PAUSED` while paused; the level's word
    /// is the one the calls say in the reader's language ("Palier", "Stufe", "Etapa" for a test
    /// whose levels are stages).
    static func statusLine(_ state: TestState) -> String {
        let line =
            CallLanguage.reading.word(for: state.levelWord) + " " + state.levelLabel + "  "
            + tr("Shuttle %s", "\(state.shuttle)/\(state.shuttlesInBout)") + "  "
            + TimeText.minutesSeconds(state.elapsedS)
        return state.isPaused ? line + "  " + tr("PAUSED") : line
    }

    /// The status line of `content`, with `  NO SOUND` after it while the speaker is lost.
    static func statusLine(_ content: LiveScreenContent) -> String {
        statusLine(content.state) + (content.soundLostForS == nil ? "" : "  " + tr("NO SOUND"))
    }

    /// The banner while the speaker is lost: what is wrong, for how long, and that the test goes on;
    /// the longest form that fits `columns` (80 in a laptop's terminal takes the middle one).
    static func noSoundBanner(_ seconds: Double, columns: Int) -> String {
        let time = TimeText.minutesSeconds(seconds.rounded(.down))
        let forms = [
            tr(
                "!! NO SOUND for %s !!  the test goes on: give the cues by voice; the speaker is tried again twice a second",
                time),
            tr("!! NO SOUND for %s !!  the test goes on: give the cues by voice", time),
            tr("!! NO SOUND for %s !!", time),
        ]
        return forms.first { $0.cells <= columns } ?? forms[forms.count - 1]
    }

    /// The screen's lines for `size`, each at most `size.columns` characters, at most `size.rows` lines.
    static func lines(_ content: LiveScreenContent, size: ScreenSize) -> [ScreenLine] {
        var cache = FigureCache()
        return lines(content, size: size, cache: &cache)
    }

    /// `lines(_:size:)` reusing the figures drawn for the last frame while they are unchanged.
    ///
    /// Top to bottom: status, title, the figures, the details (bar, class and speed, next level),
    /// the roster, the message line and the key lines. Every row but the figures' is kept whatever
    /// the state (an empty message line too), so nothing moves when a message comes or goes.
    static func lines(_ content: LiveScreenContent, size: ScreenSize, cache: inout FigureCache) -> [ScreenLine] {
        let state = content.state
        // Without sound the figures turn red and the banner takes the title's place.
        let colour = content.soundLostForS == nil ? phaseColour(state) : .red
        // A flash's marker takes the title's place: a plain form of the flash, with no colour.
        var second = ScreenLine(content.flashMarker ?? title(content))
        if let seconds = content.soundLostForS {
            second = ScreenLine(noSoundBanner(seconds, columns: size.columns), .red)
            second.inverted = true
        }
        let head = [ScreenLine(statusLine(content), content.soundLostForS == nil ? nil : .red), second]
        var details = [
            ScreenLine(ProgressLine.text(state, columns: size.columns, countdownS: content.countdownS), colour),
            ScreenLine(infoLine(content)), ScreenLine(nextLine(state)),
        ]
        let prompt = ScreenLine(
            content.promptLine ?? "", content.prompt == nil && content.alarm == nil ? nil : .red)
        // The keys wrap onto more lines where the screen has rows to spare, else they are cut.
        let keys = legendLines(content, columns: size.columns)
        let legend = (size.rows >= minimumRowsForWrappedKeys ? keys : [keys.joined(separator: keySeparator)])
            .map { ScreenLine($0) }

        // The roster gets the rows the figures leave at their usual smallest size, else at their
        // smallest, else all (no figures); its grid depends on the roster and the size only,
        // never on anyone's state.
        let fixedRows = head.count + details.count + 1 + legend.count
        let free = size.rows - fixedRows
        let roster = RosterPanel.lines(
            content.roster, columns: size.columns,
            rows: [free - FigureLayout.usualRows, free - FigureLayout.smallestRows, free])
        details += roster
        let figureRows = size.rows - fixedRows - roster.count
        let figures = cache.best(for: figureTexts(content), columns: size.columns, rows: figureRows)
        guard let figures else {
            // Too small for block figures: the essentials first, as many as fit; the title stays second.
            let compact = head + [prompt] + details + legend
            return Array(compact.prefix(max(0, size.rows))).map { clipped($0, size.columns) }
        }
        var spare = figureRows - figures.lines.count
        var lines = head
        if spare > 0 {
            lines.append(ScreenLine(""))
            spare -= 1
        }
        lines += figures.lines.map { ScreenLine($0, colour) }
        if spare > 0 { lines.append(ScreenLine("")) }
        lines += details
        while lines.count < size.rows - 1 - legend.count { lines.append(ScreenLine("")) }
        lines += [prompt] + legend
        return lines.map { clipped($0, size.columns) }
    }

    /// The marker line of a flashed cue, for screens that cannot invert: `*** LEVEL ***`, in the
    /// reader's language (a level in the calls' word for it, as the status line names it).
    static func flashMarker(_ kind: CueKind, levelWord: String = "Level") -> String {
        let name =
            switch kind {
            case .countdown: tr("COUNTDOWN")
            case .start: tr("START")
            case .shuttle: tr("SHUTTLE")
            case .level: CallLanguage.reading.word(for: levelWord).uppercased()
            case .rest: tr("REST")
            case .go: tr("GO")
            case .end: tr("END")
            }
        return "*** " + name + " ***"
    }

    /// The texts of the block figures: the countdown or the elapsed time, the level, and what the
    /// score counts within it: the shuttle (`9.4`), or the bout for tests scored by bout (Yo-Yo `16.2`).
    static func figureTexts(_ content: LiveScreenContent) -> FigureTexts {
        let state = content.state
        let time: String
        let timeCaption: String
        if state.phase == .countdown || state.pausedPhase == .countdown {
            time = String(Int(countdownLeft(state, countdownS: content.countdownS)))
            timeCaption = tr("STARTS IN")
        } else {
            time = TimeText.minutesSeconds(state.elapsedS)
            timeCaption = tr("TIME")
        }
        let inLevel =
            content.scoresBouts
            ? Figure(caption: tr("BOUT"), text: "\(state.bout)/\(state.bouts)", reference: "8/8")
            : Figure(caption: tr("SHUTTLE"), text: "\(state.shuttle)/\(state.shuttlesInBout)", reference: "88/88")
        // References hold the scale steady as figures grow: mm:ss from a countdown's single digit,
        // two-digit levels and shuttle counts.
        return FigureTexts(
            time: Figure(caption: timeCaption, text: time, reference: "00:00"),
            level: Figure(
                caption: CallLanguage.reading.word(for: state.levelWord).uppercased(), text: state.levelLabel,
                reference: "88"),
            shuttle: inLevel)
    }

    /// The texts of the block figures of `state` alone (a test scored by shuttle, no countdown length).
    static func figureTexts(_ state: TestState) -> FigureTexts {
        figureTexts(LiveScreenContent(state: state, profileName: ""))
    }

    /// Whole seconds before the start, never more than the countdown's length (a device's delay
    /// can put the position before the countdown's first pip).
    static func countdownLeft(_ state: TestState, countdownS: Double?) -> Double {
        let left = max(0, state.countdownRemainingS.rounded(.up))
        guard let countdownS else { return left }
        return min(left, countdownS.rounded(.up))
    }

    private static func title(_ content: LiveScreenContent) -> String {
        let state = content.state
        let phase: String
        switch state.phase {
        case .countdown: phase = tr("GET READY")
        case .running: phase = tr("RUN")
        case .resting: phase = tr("REST")
        case .paused:
            // The count says the pips still to come (3, 2, 1), never more: the slack before the
            // first pip is heard (the device's delay) would otherwise show a 4 for a moment.
            phase =
                state.resumingInS.map { tr("RESUMING IN %s", min(Engine.countInPips, Int($0.rounded(.up)))) }
                ?? tr("PAUSED (space resumes)")
        case .finished: phase = tr("FINISHED")
        }
        let bout = state.bouts > 1 ? "  " + tr("bout %s of %s", String(state.bout), String(state.bouts)) : ""
        return phase + bout + "  ·  " + content.profileName
    }

    /// `Running 28 of 30` (athletes not out, of the roster) when there are athletes, then speed,
    /// distance and shuttles run: cut at the end, so the class's count always shows.
    private static func infoLine(_ content: LiveScreenContent) -> String {
        let state = content.state
        var parts: [String] = []
        if !content.roster.isEmpty {
            parts.append(tr("Running %s of %s", content.roster.filter { !$0.isOut }.count, content.roster.count))
        }
        if let speed = state.speedKmh { parts.append(tr("Speed %s km/h", Translation.decimal(speed, trimmedTo: 2))) }
        if let metres = state.distanceM {
            parts.append(tr("Distance %s m", metres.rounded(.down).formatted(decimals: 0)))
        }
        parts.append(tr("Shuttles run %s", state.shuttlesRun.rounded(.down).formatted(decimals: 0)))
        return parts.joined(separator: "   ")
    }

    private static func nextLine(_ state: TestState) -> String {
        var parts: [String] = []
        if let next = state.nextLevel {
            let time = TimeText.minutesSeconds(next.startsInS.rounded(.up))
            if let speed = next.speedKmh {
                parts.append(
                    tr("Next: level %s at %s km/h in %s", next.label, Translation.decimal(speed, trimmedTo: 2), time))
            } else {
                parts.append(tr("Next: level %s in %s", next.label, time))
            }
        } else if state.phase != .finished {
            parts.append(tr("Last level"))
        }
        parts.append(tr("Total %s", TimeText.minutesSeconds(state.totalS)))
        // Rounded up, but never past the total (which reads rounded down).
        if state.phase != .finished {
            parts.append(tr("Left %s", TimeText.minutesSeconds(min(state.totalS, state.remainingS.rounded(.up)))))
        }
        return parts.joined(separator: "   ")
    }

    /// Below this many rows the keys stay on one line, cut: the roster needs the rows more.
    static let minimumRowsForWrappedKeys = 16

    private static let keySeparator = "  ·  "

    /// The keys, whole: on one line where it fits, else wrapped between keys onto more lines.
    /// On the "test over" screen nothing pauses and nobody can withdraw: the keys say how to finish
    /// and how to mark the last line.
    static func legendLines(_ content: LiveScreenContent, columns: Int) -> [String] {
        var keys =
            content.isLastLine
            ? [tr("Enter alone or q: finish"), tr("Ctrl-C stop now")]
            : [tr("space pause/resume"), tr("q quit"), tr("Ctrl-C stop now")]
        if content.marksByNumber {
            keys += [tr("17 Enter: 17 missed"), tr("u Enter: undo"), tr("u 17 Enter: undo 17")]
            if !content.isLastLine { keys.append(tr("w 17 Enter: 17 withdrew")) }
        } else if !content.roster.isEmpty {
            keys += [tr("1-9 missed the line"), tr("u undo")]
            if !content.isLastLine { keys.append(tr("w 3 Enter: 3 withdrew")) }
        }
        let separator = keySeparator
        var lines = [""]
        for key in keys {
            let last = lines[lines.count - 1]
            if last.isEmpty {
                lines[lines.count - 1] = key
            } else if last.cells + separator.cells + key.cells <= columns {
                lines[lines.count - 1] = last + separator + key
            } else {
                lines.append(key)
            }
        }
        return lines
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
