import BeepTest
import Testing

@testable import beeptest

@Suite("Live screen layout")
struct LiveScreenTests {
    let states = LiveProfiles.states(LiveProfiles.shuttles)

    private func content(at time: Double, paused: Bool = false, finished: Bool = false) -> LiveScreenContent {
        LiveScreenContent(
            state: states.state(at: PlaybackPosition(testTime: time, isPaused: paused, isFinished: finished)),
            profileName: "Quick shuttles 12:34 edition")
    }

    @Test("the status line reads level, shuttle being run, elapsed time, and PAUSED while paused")
    func statusLine() {
        // Level 2 starts at 6 s (3 × 2 s); at 8.2 s its second 1.5 s shuttle is under way.
        #expect(
            LiveScreen.statusLine(states.state(at: PlaybackPosition(testTime: 8.2))) == "Level 2  Shuttle 2/12  00:08")
        #expect(
            LiveScreen.statusLine(states.state(at: PlaybackPosition(testTime: 8.2, isPaused: true)))
                == "Level 2  Shuttle 2/12  00:08  PAUSED")
        #expect(
            LiveScreen.statusLine(states.state(at: PlaybackPosition(testTime: -2))) == "Level 1  Shuttle 1/3  00:00")
    }

    @Test(
        "without sound the top lines say NO SOUND and for how long, in red, at every size",
        arguments: [(100, 30), (80, 24), (40, 12), (40, 6), (120, 15)])
    func noSound(columns: Int, rows: Int) {
        var lost = content(at: 9.0)
        lost.soundLostForS = 72.6
        let lines = LiveScreen.lines(lost, size: ScreenSize(columns: columns, rows: rows))
        #expect(lines.first?.text == LiveScreen.statusLine(lost.state) + "  NO SOUND", "\(columns)x\(rows)")
        #expect(lines.first?.colour == .red)
        let banner = lines.dropFirst().first
        #expect(banner?.text.hasPrefix("!! NO SOUND for 01:12 !!") == true, "\(columns)x\(rows): \(lines)")
        #expect(banner?.colour == .red && banner?.inverted == true)
        // Whole words, never cut at the edge: the longest form that fits the width.
        let forms = [
            "!! NO SOUND for 01:12 !!  the test goes on: give the cues by voice; the speaker is tried again twice a second",
            "!! NO SOUND for 01:12 !!  the test goes on: give the cues by voice", "!! NO SOUND for 01:12 !!",
        ]
        #expect(banner?.text == forms.first { $0.count <= columns }, "\(columns)x\(rows)")
        let plain = LiveScreen.lines(content(at: 9.0), size: ScreenSize(columns: columns, rows: rows))
        #expect(!plain.contains { $0.text.contains("NO SOUND") })
    }

    @Test(
        "the status line is the first line holding a time, at every size and in every phase",
        arguments: [(100, 30), (80, 24), (200, 60), (250, 70), (60, 40), (40, 12), (40, 6), (120, 15)])
    func statusLineFirst(columns: Int, rows: Int) {
        for (time, paused, finished) in [
            (-1.5, false, false), (4.0, false, false), (9.0, true, false), (40.0, false, true),
        ] {
            let lines = LiveScreen.lines(
                content(at: time, paused: paused, finished: finished), size: ScreenSize(columns: columns, rows: rows))
            let status = LiveScreen.statusLine(content(at: time, paused: paused, finished: finished).state)
            let first = lines.first { containsClockTime($0.text) }
            #expect(first?.text == status, "\(columns)x\(rows) at \(time)")
            #expect(lines.count <= rows)
            #expect(lines.allSatisfy { $0.text.count <= columns }, "a line wider than \(columns)")
        }
    }

    @Test("a full-size terminal shows the time, level and shuttle in block figures, made without digits")
    func blockFigures() throws {
        let lines = LiveScreen.lines(content(at: 8.2), size: ScreenSize(columns: 100, rows: 30))
        let figureRows = lines.filter { $0.text.contains("█") && $0.text.allSatisfy { $0 == "█" || $0 == " " } }
        #expect(figureRows.count >= 10)
        // Only the progress bar mixes blocks with digits (its seconds to the beep).
        let mixed = lines.filter { $0.text.contains("█") && $0.text.contains(where: \.isNumber) }
        #expect(mixed.count == 1 && mixed.first?.text.hasPrefix("[") == true)
        #expect(lines.contains { $0.text.contains("LEVEL") } && lines.contains { $0.text.contains("SHUTTLE") })
        #expect(lines.last?.text.contains("space pause") == true)
        #expect(lines.count == 30)
    }

    @Test("bigger terminals get bigger figures")
    func scalesWithTerminal() throws {
        let texts = LiveScreen.figureTexts(content(at: 8.2).state)
        let small = try #require(FigureLayout.best(for: texts, columns: 80, rows: 17))
        let large = try #require(FigureLayout.best(for: texts, columns: 200, rows: 50))
        #expect(large.scaleY > small.scaleY && large.scaleX > small.scaleX)
        #expect(FigureLayout.best(for: texts, columns: 30, rows: 4) == nil)
    }

    @Test("a frame drawn with the figure cache equals one drawn afresh, as figures and sizes change")
    func figureCache() {
        var cache = FigureCache()
        let sizes = [
            ScreenSize(columns: 100, rows: 30), ScreenSize(columns: 100, rows: 30), ScreenSize(columns: 160, rows: 50),
        ]
        for (time, size) in zip([4.0, 8.2, 8.3], sizes) {
            #expect(
                LiveScreen.lines(content(at: time), size: size, cache: &cache)
                    == LiveScreen.lines(content(at: time), size: size))
        }
    }

    @Test("a tiny terminal falls back to plain lines, status first")
    func tinyTerminal() {
        let lines = LiveScreen.lines(content(at: 4), size: ScreenSize(columns: 30, rows: 4))
        #expect(lines.count == 4)
        #expect(lines[0].text == "Level 1  Shuttle 3/3  00:04")
        #expect(!lines.contains { $0.text.contains("█") })
        #expect(LiveScreen.lines(content(at: 4), size: ScreenSize(columns: 0, rows: 0)).isEmpty)
    }

    @Test("the countdown shows the seconds to the start in the big figure")
    func countdown() {
        let state = states.state(at: PlaybackPosition(testTime: -2.5))
        #expect(
            LiveScreen.figureTexts(state).time.text == "3" && LiveScreen.figureTexts(state).time.caption == "STARTS IN")
        let lines = LiveScreen.lines(
            LiveScreenContent(state: state, profileName: "Q"), size: ScreenSize(columns: 100, rows: 30))
        #expect(lines.contains { $0.text.contains("start in 2.5 s") })
    }

    @Test("the quit question, the roster and the athlete keys appear when there is something to show")
    func promptAndRoster() {
        var screen = content(at: 4)
        screen.prompt = LiveControls.quitQuestion
        screen.roster = RecordingMarks().entries
        let lines = LiveScreen.lines(screen, size: ScreenSize(columns: 100, rows: 30)).map(\.text)
        #expect(lines.contains("Quit? (y/n)"))
        #expect(lines.contains { $0.contains("1 Ann") && $0.contains("2 Bob warning") })
        // The keys wrap between keys at 100 columns: the athletes' keys are on the last two lines.
        #expect(lines.suffix(2).contains { $0.contains("1-2 missed the line") })
        let plain = LiveScreen.lines(content(at: 4), size: ScreenSize(columns: 100, rows: 30)).map(\.text)
        #expect(!plain.contains("Quit? (y/n)") && plain.last?.contains("1-2") == false)
    }

    @Test("the test-over screen at 80x24: the question whole, the keys to finish and to mark, no pause, no withdrawal")
    func testOverKeys() {
        var screen = content(at: 100, finished: true)
        screen.roster = RecordingMarks().entries
        screen.marksByNumber = true
        screen.isLastLine = true
        screen.prompt = LastLineScreen.prompt(marksByNumber: true)
        let lines = LiveScreen.lines(screen, size: ScreenSize(columns: 80, rows: 24)).map(\.text)
        #expect(lines.contains(LastLineScreen.prompt(marksByNumber: true)), "\(lines)")
        let keys = lines.suffix(2).joined(separator: "\n")
        #expect(keys.contains("Enter alone or q: finish") && keys.contains("1 Enter: 1 missed"), "\(keys)")
        #expect(!keys.contains("pause") && !keys.contains("withdrew"), "\(keys)")
    }

    @Test("speed, distance and the next level are on screen after the status line")
    func details() {
        let lines = LiveScreen.lines(content(at: 8.2), size: ScreenSize(columns: 100, rows: 30)).map(\.text)
        // 20 m in 1.5 s is 48 km/h; 3 shuttles of level 1 and 1 of level 2 are done: 80 m.
        #expect(lines.contains { $0.contains("Speed 48 km/h") && $0.contains("Distance 80 m") })
        // Level 3 starts at 6 + 12 × 1.5 = 24 s, 15.8 s away: shown rounded up.
        #expect(lines.contains { $0.contains("Next: level 3 at 72 km/h in 00:16") })
    }

    @Test("the countdown's time left never reads more than the countdown, nor the time left more than the total")
    func countdownCapped() throws {
        // A device's delay can put the position before the countdown's first pip.
        let early = states.state(at: PlaybackPosition(testTime: -3.4))
        var content = LiveScreenContent(state: early, profileName: "Q")
        content.countdownS = 3
        #expect(LiveScreen.figureTexts(content).time.text == "3")
        let lines = LiveScreen.lines(content, size: ScreenSize(columns: 100, rows: 30)).map(\.text)
        #expect(lines.contains { $0.contains("start in 3.0 s") }, "\(lines)")
        // A total of 6.75 s reads 00:06; the time left, rounded up, would read 00:07 before the start.
        let odd = LiveProfiles.states(
            Profile(
                id: "odd", name: "Odd", distanceM: 20, countdownS: 3,
                levels: [Level(label: "1", pace: .shuttleSeconds(2.25), work: .shuttles(3))]))
        for time in [-3.4, -1.2, 0.001, 0.5, 5.5] {
            content.state = odd.state(at: PlaybackPosition(testTime: time))
            let next = try #require(
                LiveScreen.lines(content, size: ScreenSize(columns: 100, rows: 30)).map(\.text).first {
                    $0.contains("Total ")
                })
            let times = next.matches(of: /(\d\d):(\d\d)/).map { (Int($0.1) ?? 0) * 60 + (Int($0.2) ?? 0) }
            #expect(times.count >= 2 && times[times.count - 1] <= times[times.count - 2], "\(time): \(next)")
        }
    }

    @Test("a test scored by bout shows the bout in the big figures, one scored by shuttle the shuttle")
    func boutFigure() {
        let bouts = LiveProfiles.states(LiveProfiles.bouts)
        // Bout 1 is two 6 s shuttles (12 km/h over 20 m), then 10 s of rest: bout 2 from 22 s.
        var content = LiveScreenContent(state: bouts.state(at: PlaybackPosition(testTime: 23)), profileName: "B")
        content.scoresBouts = LiveProfiles.bouts.scoreNotation == .levelBout
        let figures = LiveScreen.figureTexts(content)
        #expect(content.scoresBouts && figures.shuttle.caption == "BOUT" && figures.shuttle.text == "2/3")
        #expect(LiveScreen.figureTexts(content.state).shuttle.caption == "SHUTTLE")
        #expect(LiveProfiles.shuttles.scoreNotation == .levelShuttle)
    }

    @Test("at 80x24 with 30 athletes: block figures, the key lines whole, Running N of M, the title second")
    func classAt80x24() {
        var content = content(at: 8.2)
        content.roster = (1...30).map { RosterEntry(bib: $0, name: "Pupil with a long name \($0)") }
        content.roster[4].isOut = true
        content.roster[4].status = "out 2.1"
        content.marksByNumber = true
        content.message = "Pupil 5: out at level 2 shuttle 2"
        let lines = LiveScreen.lines(content, size: ScreenSize(columns: 80, rows: 24)).map(\.text)
        #expect(lines.count == 24 && lines.allSatisfy { $0.cells <= 80 })
        #expect(lines[1].hasPrefix("RUN") && lines.filter { $0.contains("█") }.count >= 5, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Running 29 of 30") })
        #expect(lines[21] == "Pupil 5: out at level 2 shuttle 2")
        #expect(LiveScreen.legendLines(content, columns: 80).allSatisfy { lines.contains($0) })
        #expect(lines.joined().contains("u 1 Enter: undo 1"))
        // Fewer rows: the smaller figures, still drawn.
        let short = LiveScreen.lines(content, size: ScreenSize(columns: 80, rows: 22)).map(\.text)
        #expect(short.contains { $0.contains("▀") || $0.contains("▄") }, "\(short)")
    }
}

@Suite("Live summary")
struct LiveSummaryTests {
    let states = LiveProfiles.states(LiveProfiles.shuttles)

    @Test("a finished test reports where it ended and the distance of the whole table")
    func finished() {
        let state = states.state(at: PlaybackPosition(testTime: 100))
        let text = LiveSummary.paragraph(state, profile: LiveProfiles.shuttles)
        // 3 + 12 + 4 shuttles of 20 m; 6 + 18 + 4 s.
        #expect(
            text
                == "Finished Quick shuttles (quick) at level 3, shuttle 4/4, after 00:28: 19 shuttles, 380 m completed (standard table)."
        )
    }

    @Test("a test ended at a standard (--stop-at) says it finished there")
    func finishedAtStandard() throws {
        let standard = PassStandard(score: "2.4", name: "a club's standard")
        let timeline = try Timeline(profile: LiveProfiles.shuttles).stopping(at: standard).get()
        // 3 shuttles of 2 s and 4 of 1.5 s: the end cue at 12 s.
        #expect(timeline.endTime == 12)
        let state = TestStateMap(timeline: timeline).state(at: PlaybackPosition(testTime: 12.5))
        let text = LiveSummary.paragraph(state, profile: LiveProfiles.shuttles, stopAt: standard)
        #expect(
            text.hasPrefix("Finished Quick shuttles (quick) at the standard 2.4 (--stop-at), at level 2, shuttle 4/"))
        #expect(text.contains("7 shuttles, 140 m completed"))
    }

    @Test("a stopped test says so and names the bout")
    func stopped() {
        let bouts = LiveProfiles.states(LiveProfiles.bouts)
        // 12 km/h is 6 s per 20 m: bout 1 runs 0–12 s, rests to 22 s; bout 2 starts at 22 s.
        let state = bouts.state(at: PlaybackPosition(testTime: 23, isFinished: true))
        let text = LiveSummary.paragraph(state, profile: LiveProfiles.bouts)
        #expect(
            text
                == "Stopped Bouts (bouts) during level A, shuttle 1/2 of bout 2/3, after 00:23: 2 shuttles, 40 m completed (standard table)."
        )
    }
}
