import BeepTest
import BeepTestTestSupport
import Testing

@testable import beeptest

/// Issue 28's view and messages, on the layout itself: messages wrapped, never cut; whole parts of
/// the info line dropped, never a number; names using a wide terminal; a withdrawal drawn apart
/// from an out; interval profiles in bouts; the keys' examples from the roster; a silent run said.
@Suite("View messages and marks")
struct ViewMessagesTests {
    let states = LiveProfiles.states(LiveProfiles.shuttles)

    private func content(at time: Double) -> LiveScreenContent {
        LiveScreenContent(state: states.state(at: PlaybackPosition(testTime: time)), profileName: "Quick")
    }

    private func roster(_ count: Int, from first: Int = 1) -> [RosterEntry] {
        (0..<count).map { RosterEntry(bib: first + $0, name: "Pupil \(first + $0)") }
    }

    /// A message longer than two lines of 80 columns, as a German answer to several bibs reads.
    static let longMessage =
        "3 gewarnt · 17 gewarnt · 22 gewarnt · 25 ausgeschieden 1.2 · 26 gewarnt · 27 gewarnt · "
        + "28 gewarnt · 29 aufgegeben 1.1 · 30 gewarnt · 31 gewarnt · Unbekannte Nummer 99: nichts markiert"

    @Test("a long message wraps between words onto more rows, every word whole; the roster keeps its rows")
    func messageWraps() {
        var screen = content(at: 4)
        screen.roster = roster(30)
        screen.marksByNumber = true
        let quiet = LiveScreen.lines(screen, size: ScreenSize(columns: 80, rows: 24)).map(\.text)
        screen.message = Self.longMessage
        let lines = LiveScreen.lines(screen, size: ScreenSize(columns: 80, rows: 24)).map(\.text)
        #expect(lines.count == 24 && lines.allSatisfy { $0.cells <= 80 }, "\(lines)")
        let wrapped = LiveScreen.wrapped(Self.longMessage, columns: 80)
        #expect(wrapped.count == 3 && wrapped.allSatisfy { $0.cells <= 80 }, "\(wrapped)")
        #expect(wrapped.joined(separator: " ") == Self.longMessage)
        // Broken between answers: each answer whole on one row.
        for answer in Self.longMessage.components(separatedBy: " · ") {
            #expect(wrapped.contains { $0.contains(answer) }, "\(answer): \(wrapped)")
        }
        let start = lines.firstIndex(of: wrapped[0])
        #expect(start.map { Array(lines[$0..<$0 + 3]) } == wrapped, "\(lines)")
        // The roster's rows are the same with and without the message: its grid never moves.
        let rosterRows = quiet.filter { $0.contains("Pupil") }
        #expect(rosterRows == lines.filter { $0.contains("Pupil") } && !rosterRows.isEmpty)
    }

    @Test("a word longer than the line is split, and a screenful ends in an ellipsis on the fourth line")
    func messageExtremes() {
        #expect(LiveScreen.wrapped(String(repeating: "x", count: 100), columns: 40).map(\.cells) == [40, 40, 20])
        let huge = LiveScreen.wrapped(String(repeating: "word ", count: 200), columns: 40)
        #expect(huge.count == LiveScreen.mostMessageLines && huge.last?.hasSuffix("…") == true, "\(huge)")
        #expect(huge.allSatisfy { $0.cells <= 40 })
        #expect(LiveScreen.wrapped("", columns: 80) == [""])
        // An answer longer than a line is broken between its words.
        let answers = LiveScreen.wrapped("1 warned · " + String(repeating: "very long answer ", count: 4), columns: 30)
        #expect(answers.first == "1 warned ·" && answers.allSatisfy { $0.cells <= 30 }, "\(answers)")
    }

    @Test("the info and next lines drop whole parts, least useful first, at every width: no number cut")
    func wholeParts() {
        var screen = content(at: 8.2)
        screen.roster = roster(30)
        let full = LiveScreen.infoLine(screen, columns: 1000)
        let parts = full.components(separatedBy: "   ")
        #expect(parts.count == 4 && parts[0] == "Running 30 of 30", "\(parts)")
        let nextParts = LiveScreen.nextLine(screen.state, columns: 1000).components(separatedBy: "   ")
        for columns in 10...120 {
            let info = LiveScreen.infoLine(screen, columns: columns)
            let shown = info.isEmpty ? [] : info.components(separatedBy: "   ")
            #expect(info.cells <= columns && shown.allSatisfy(parts.contains), "\(columns): \(info)")
            // Dropped from the end: what shows is always the most useful ones.
            #expect(shown == Array(parts.prefix(shown.count)), "\(columns): \(info)")
            let next = LiveScreen.nextLine(screen.state, columns: columns)
            let nextShown = next.isEmpty ? [] : next.components(separatedBy: "   ")
            #expect(next.cells <= columns && nextShown.allSatisfy(nextParts.contains), "\(columns): \(next)")
        }
        // At 40 columns the count and the speed stay, distance and shuttles go.
        #expect(LiveScreen.infoLine(screen, columns: 40) == "Running 30 of 30   Speed 48 km/h")
    }

    @Test("the status line drops whole parts too (NO SOUND, PAUSED, then the shuttle, the level), never the time")
    func statusWholeParts() {
        var screen = LiveScreenContent(
            state: states.state(at: PlaybackPosition(testTime: 8.2, isPaused: true)), profileName: "Quick")
        screen.soundLostForS = 3
        let full = LiveScreen.statusLine(screen)
        #expect(full == "Level 2  Shuttle 2/12  00:08  PAUSED  NO SOUND")
        let parts = full.components(separatedBy: "  ")
        for columns in 5...60 {
            let line = LiveScreen.statusLine(screen, columns: columns)
            let shown = line.components(separatedBy: "  ")
            #expect(line.cells <= columns && shown.contains("00:08"), "\(columns): \(line)")
            #expect(shown.allSatisfy(parts.contains), "\(columns): \(line)")
        }
        #expect(LiveScreen.statusLine(screen, columns: 30) == "Level 2  Shuttle 2/12  00:08")
        #expect(LiveScreen.statusLine(screen, columns: 15) == "Level 2  00:08")
        let lines = LiveScreen.lines(screen, size: ScreenSize(columns: 30, rows: 10)).map(\.text)
        #expect(lines.first == "Level 2  Shuttle 2/12  00:08", "\(lines)")
    }

    @Test("names up to 40 characters are whole at 120 columns; at 80 they are cut at 20 as before")
    func wideNames() {
        let long = "Maximiliane Charlotte von Hohenzollern-S"  // 40 characters
        var entries = roster(30)
        entries[4].name = long
        #expect(RosterPanel.longestName(columns: 80) == 20 && RosterPanel.longestName(columns: 120) == 40)
        let wide = RosterPanel.lines(entries, columns: 120, rows: 20).map(\.text)
        #expect(wide.contains { $0.contains(" 5 " + long) }, "\(wide)")
        #expect(wide.allSatisfy { $0.cells <= 120 })
        let narrow = RosterPanel.lines(entries, columns: 80, rows: 15).map(\.text)
        #expect(narrow.contains { $0.contains(" 5 " + long.prefix(19) + "…") }, "\(narrow)")
    }

    @Test("a withdrawn athlete has a mark and an attribute of their own; the legend shows when both kinds do")
    func withdrawnApart() {
        var entries = roster(30)
        entries[4] = RosterEntry(bib: 5, name: "Pupil 5", status: "out 1.2", isOut: true)
        entries[6] = RosterEntry(bib: 7, name: "Pupil 7", status: "withdrew 1.1", isOut: true)
        entries[6].isWithdrawn = true
        let lines = RosterPanel.lines(entries, columns: 100, rows: 20)
        let texts = lines.map(\.text)
        #expect(
            texts.contains { $0.contains("× 5 Pupil 5") } && texts.contains { $0.contains("~ 7 Pupil 7") }, "\(texts)")
        let styles = lines.flatMap(\.spans).map(\.style)
        #expect(styles.contains(.out) && styles.contains(.withdrawn))
        #expect(
            ScreenSpan.Style.withdrawn.parameters(usesColour: false)
                != ScreenSpan.Style.out.parameters(usesColour: false))
        #expect(!ScreenSpan.Style.withdrawn.parameters(usesColour: false).contains("9"), "no strike-through")
        var screen = content(at: 4)
        screen.roster = entries
        #expect(LiveScreen.infoLine(screen, columns: 100).contains("× out  ~ withdrew"))
        screen.roster[4] = RosterEntry(bib: 5, name: "Pupil 5")
        #expect(!LiveScreen.infoLine(screen, columns: 100).contains("~ withdrew"), "one kind alone needs no legend")
        // Folded (no grid fits): the withdrawn have a line of their own.
        let folded = RosterPanel.lines(entries, columns: 30, rows: 4).map(\.text)
        #expect(
            folded.contains { $0.hasPrefix("withdrew: 7") } && folded.contains { $0.hasPrefix("out: 5") }, "\(folded)")
    }

    @Test("an interval profile is followed in bouts: 30-15 IFT, tabata and a custom one; a beep test is not")
    func intervals() throws {
        let ift = try BuiltInProfiles.profile("ift-30-15")
        #expect(ift.isIntervals && !ift.countsShuttles(levelIndex: 0))
        #expect(ift.boutPosition(levelIndex: 4, bout: 1) == (5, ift.levels.count))
        let tabata = try BuiltInProfiles.profile("tabata")
        #expect(tabata.isIntervals && tabata.boutPosition(levelIndex: 0, bout: 3) == (3, 8))
        let custom = try BuiltInProfiles.profile("custom-intervals")
        #expect(custom.isIntervals && custom.countsShuttles(levelIndex: 0))
        #expect(try !BuiltInProfiles.profile("msft-20m").isIntervals)
        #expect(try !BuiltInProfiles.profile("leger-1988").isIntervals)

        // Stage 2 of the 30-15 IFT starts at 45 s: 50 s in is its bout, 2 of the test's.
        let map = TestStateMap(timeline: Timeline(profile: ift))
        var screen = LiveScreenContent(state: map.state(at: PlaybackPosition(testTime: 50)), profileName: ift.name)
        screen.intervalBout = ift.boutPosition(levelIndex: screen.state.levelIndex, bout: screen.state.bout)
        screen.countsShuttles = false
        let bouts = "\(2)/\(ift.levels.count)"
        // The 30-15 IFT's levels are stages: the status line says so, as its voice does.
        #expect(LiveScreen.statusLine(screen) == "Stage 2  Bout \(bouts)  00:50", "\(LiveScreen.statusLine(screen))")
        #expect(LiveScreen.figureTexts(screen).shuttle.caption == "BOUT")
        #expect(LiveScreen.figureTexts(screen).shuttle.text == bouts)
        let summary = LiveSummary.paragraph(screen.state, profile: ift)
        #expect(summary.contains("level 2, bout \(bouts)") && !summary.contains("shuttle 1/"), "\(summary)")
    }

    @Test("the keys' examples are bibs of the roster: its first, and the range of single keys")
    func keyExamples() {
        var screen = content(at: 4)
        screen.roster = roster(20, from: 31)
        screen.marksByNumber = true
        let keys = LiveScreen.legendLines(screen, columns: 200).joined()
        #expect(keys.contains("31 Enter: 31 missed") && keys.contains("u 31 Enter: undo 31"), "\(keys)")
        #expect(keys.contains("w 31 Enter: 31 withdrew") && !keys.contains("17"), "\(keys)")
        screen.roster = roster(4, from: 2)
        screen.marksByNumber = false
        let single = LiveScreen.legendLines(screen, columns: 200).joined()
        #expect(single.contains("2-5 missed the line") && single.contains("w 2 Enter: 2 withdrew"), "\(single)")
    }

    @Test("a silent run says so in the title, before the profile's name; a run with sound does not")
    func silentTitle() {
        var screen = content(at: 4)
        screen.isSilent = true
        let lines = LiveScreen.lines(screen, size: ScreenSize(columns: 80, rows: 24)).map(\.text)
        #expect(lines[1] == "RUN  ·  SILENT: no beeps  ·  Quick", "\(lines)")
        screen.isSilent = false
        #expect(!LiveScreen.lines(screen, size: ScreenSize(columns: 80, rows: 24))[1].text.contains("SILENT"))
    }

    @Test("the painter clears each row before writing it, so a line filling the last column keeps it")
    func painterLastColumn() {
        var painter = ScreenPainter(usesColour: false)
        let full = String(repeating: "a", count: 79) + "Z"
        _ = painter.frame([ScreenLine(full)])
        let shorter = painter.frame([ScreenLine("short")])
        #expect(shorter == "\u{1B}[1;1H\u{1B}[2Kshort", "an older, longer text is erased first")
        var fresh = ScreenPainter(usesColour: false)
        // Nothing after the text: an erase there would take the last column's Z.
        #expect(fresh.frame([ScreenLine(full)]).hasSuffix(full))
    }
}
