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
        statusLine(LiveScreenContent(state: state, profileName: ""))
    }

    /// The status line of `content`, with `  NO SOUND` after it while the speaker is lost; an
    /// interval profile's says the bout (`Bout 5/30`), then the shuttle where its work counts them.
    static func statusLine(_ content: LiveScreenContent) -> String {
        fitted(statusParts(content), columns: Int.max, separator: "  ", keepsOne: true)
    }

    /// `statusLine(_:)` within `columns`: where it does not fit, whole parts go (NO SOUND and
    /// PAUSED first, which the lines below say too, then the shuttle, then the level), never the time.
    static func statusLine(_ content: LiveScreenContent, columns: Int) -> String {
        fitted(statusParts(content), columns: columns, separator: "  ", keepsOne: true)
    }

    private static func statusParts(_ content: LiveScreenContent) -> [(text: String, rank: Int)] {
        let state = content.state
        let shuttle = tr("Shuttle %s", "\(state.shuttle)/\(state.shuttlesInBout)")
        let level = CallLanguage.reading.word(for: state.levelWord) + " " + state.levelLabel
        var parts: [(text: String, rank: Int)] = [(level, 1)]
        if let bout = content.intervalBout {
            parts.append((tr("Bout %s", "\(bout.bout)/\(bout.of)"), 2))
            if content.countsShuttles { parts.append((shuttle, 3)) }
        } else {
            parts.append((shuttle, 2))
        }
        parts.append((TimeText.minutesSeconds(state.elapsedS), 0))
        if state.isPaused { parts.append((tr("PAUSED"), 4)) }
        if content.soundLostForS != nil { parts.append((tr("NO SOUND"), 5)) }
        return parts
    }

    /// Most lines a message takes: a longer one (a pasted screenful) ends in `…` on the last.
    static let mostMessageLines = 4

    /// `text` broken into lines of at most `columns` cells: between the answers of a several-bib
    /// mark (` · `) where they fit whole, else between words (a word longer than a line is split);
    /// at least one line, at most `mostMessageLines`.
    static func wrapped(_ text: String, columns: Int) -> [String] {
        guard columns > 0 else { return [""] }
        var lines: [String] = []
        var line = ""
        for part in text.split(separator: " · ", omittingEmptySubsequences: false).map(String.init) {
            if line.isEmpty || line.cells + 3 + part.cells <= columns {
                line = line.isEmpty ? part : line + " · " + part
                if line.cells <= columns { continue }
            } else {
                // The separator stays at the line's end where it fits, so the answers still read apart.
                lines.append(line.cells + 2 <= columns ? line + " ·" : line)
                line = part
                if line.cells <= columns { continue }
            }
            let words = wordWrapped(line, columns: columns)
            lines += words.dropLast()
            line = words.last ?? ""
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        guard lines.count > mostMessageLines else { return lines }
        var kept = Array(lines.prefix(mostMessageLines))
        let last = kept[kept.count - 1]
        kept[kept.count - 1] = String(String.UnicodeScalarView(last.unicodeScalars.prefix(columns - 1))) + "…"
        return kept
    }

    /// `text` broken between words into lines of at most `columns` cells, a word longer than a
    /// line split into whole lines of it.
    private static func wordWrapped(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ").map(String.init) {
            var rest = word
            while rest.cells > columns {
                if !line.isEmpty { lines.append(line) }
                let scalars = Array(rest.unicodeScalars)
                line = ""
                lines.append(String(String.UnicodeScalarView(scalars[..<columns])))
                rest = String(String.UnicodeScalarView(scalars[columns...]))
            }
            if line.isEmpty {
                line = rest
            } else if line.cells + 1 + rest.cells <= columns {
                line += " " + rest
            } else {
                lines.append(line)
                line = rest
            }
        }
        return lines + [line]
    }

    /// `parts` joined by `separator` in their order, within `columns`: while they do not fit, the
    /// part of the highest `rank` (the least important) is dropped whole, so no figure is ever cut.
    /// With `keepsOne` the most important part stays even alone and too wide (the status line's
    /// time, which a screen must show: a tiny one clips it), else nothing is shown.
    static func fitted(
        _ parts: [(text: String, rank: Int)], columns: Int, separator: String = "   ", keepsOne: Bool = false
    )
        -> String
    {
        var kept = parts
        func joined() -> String { kept.map(\.text).joined(separator: separator) }
        while kept.count > (keepsOne ? 1 : 0) && joined().cells > columns {
            guard let least = kept.indices.max(by: { kept[$0].rank < kept[$1].rank }) else { break }
            kept.remove(at: least)
        }
        return joined()
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
        let status = statusLine(content, columns: size.columns)
        let head = [ScreenLine(status, content.soundLostForS == nil ? nil : .red), second]
        var details = [
            ScreenLine(ProgressLine.text(state, columns: size.columns, countdownS: content.countdownS), colour),
            ScreenLine(infoLine(content, columns: size.columns)), ScreenLine(nextLine(state, columns: size.columns)),
        ]
        // The message wraps between words to the width: a translated answer is never cut.
        let promptColour: ScreenLine.Colour? = content.prompt == nil && content.alarm == nil ? nil : .red
        let prompt = wrapped(content.promptLine ?? "", columns: size.columns).map { ScreenLine($0, promptColour) }
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
        // A message's extra lines come out of the figures' rows, never the roster's: its grid stays put.
        let figureRows = size.rows - fixedRows - roster.count - (prompt.count - 1)
        let figures = cache.best(for: figureTexts(content), columns: size.columns, rows: figureRows)
        guard let figures else {
            // Too small for block figures: the essentials first, as many as fit; the title stays second.
            let compact = head + prompt + details + legend
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
        while lines.count < size.rows - prompt.count - legend.count { lines.append(ScreenLine("")) }
        lines += prompt + legend
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
        var inLevel =
            content.scoresBouts
            ? Figure(caption: tr("BOUT"), text: "\(state.bout)/\(state.bouts)", reference: "8/8")
            : Figure(caption: tr("SHUTTLE"), text: "\(state.shuttle)/\(state.shuttlesInBout)", reference: "88/88")
        if let bout = content.intervalBout {
            inLevel = Figure(caption: tr("BOUT"), text: "\(bout.bout)/\(bout.of)", reference: "88/88")
        }
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
        // Said before the profile's name, which may be cut: a coach must know no beep will come.
        let silent = content.isSilent ? "  ·  " + tr("SILENT: no beeps") : ""
        return phase + bout + silent + "  ·  " + content.profileName
    }

    /// `Running 28 of 30` (athletes not out, of the roster) when there are athletes, then speed,
    /// distance and shuttles run (and the marks' legend once both an out and a withdrawal show).
    /// Where they do not all fit, whole parts go, least useful first (shuttles run, distance,
    /// speed), so the class's count always shows and no number is cut.
    static func infoLine(_ content: LiveScreenContent, columns: Int) -> String {
        let state = content.state
        var parts: [(text: String, rank: Int)] = []
        if !content.roster.isEmpty {
            let running = content.roster.filter { !$0.isOut }.count
            parts.append((tr("Running %s of %s", running, content.roster.count), 0))
        }
        // The marks of an out and a withdrawal look alike at a glance: said once both are on screen.
        if content.roster.contains(where: \.isWithdrawn)
            && content.roster.contains(where: { $0.isOut && !$0.isWithdrawn })
        {
            parts.append((RosterStatusText.outAndWithdrawnLegend, 1))
        }
        if let speed = state.speedKmh {
            parts.append((tr("Speed %s km/h", Translation.decimal(speed, trimmedTo: 2)), 2))
        }
        if let metres = state.distanceM {
            parts.append((tr("Distance %s m", metres.rounded(.down).formatted(decimals: 0)), 3))
        }
        parts.append((tr("Shuttles run %s", state.shuttlesRun.rounded(.down).formatted(decimals: 0)), 4))
        return fitted(parts, columns: columns)
    }

    /// The next level and when, the test's total and the time left: whole parts dropped where they
    /// do not fit (the total first, then the time left), never a time cut.
    static func nextLine(_ state: TestState, columns: Int) -> String {
        var parts: [(text: String, rank: Int)] = []
        if let next = state.nextLevel {
            let time = TimeText.minutesSeconds(next.startsInS.rounded(.up))
            if let speed = next.speedKmh {
                let speedText = Translation.decimal(speed, trimmedTo: 2)
                parts.append((tr("Next: level %s at %s km/h in %s", next.label, speedText, time), 0))
            } else {
                parts.append((tr("Next: level %s in %s", next.label, time), 0))
            }
        } else if state.phase != .finished {
            parts.append((tr("Last level"), 0))
        }
        parts.append((tr("Total %s", TimeText.minutesSeconds(state.totalS)), 2))
        // Rounded up, but never past the total (which reads rounded down).
        if state.phase != .finished {
            let left = TimeText.minutesSeconds(min(state.totalS, state.remainingS.rounded(.up)))
            parts.append((tr("Left %s", left), 1))
        }
        return fitted(parts, columns: columns)
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
        // The examples are bibs of this roster (its first), so that a coach can type one as read.
        let bibs = content.roster.map(\.bib).sorted()
        let first = String(bibs.first ?? 1)
        if content.marksByNumber {
            keys += [
                tr("%s Enter: %s missed", first, first), tr("u Enter: undo"), tr("u %s Enter: undo %s", first, first),
            ]
            if !content.isLastLine { keys.append(tr("w %s Enter: %s withdrew", first, first)) }
        } else if let last = bibs.last {
            let range = bibs.count > 1 ? first + "-" + String(last) : first
            keys += [tr("%s missed the line", range), tr("u undo")]
            if !content.isLastLine { keys.append(tr("w %s Enter: %s withdrew", first, first)) }
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
