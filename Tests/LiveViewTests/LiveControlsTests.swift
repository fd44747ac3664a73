import BeepTest
import BeepTestTestSupport
import Testing

@testable import beeptest

@Suite("Live keys")
struct LiveControlsTests {
    let states = LiveProfiles.states(LiveProfiles.shuttles)

    private func press(_ keys: String, _ controls: inout LiveControls, _ playback: FakePlayback) -> Int32? {
        var status: Int32?
        for key in keys.utf8 where status == nil { status = controls.handle(key: key) }
        return status
    }

    @Test("space pauses, the position freezes, space resumes")
    func pauseResume() {
        let playback = FakePlayback(at: 1)
        var controls = LiveControls(states: states, playback: playback, marks: nil)
        #expect(press(" ", &controls, playback) == nil)
        playback.advance(by: 5)
        #expect(states.state(at: playback.position).phase == .paused && playback.position.testTime == 1)
        #expect(press(" ", &controls, playback) == nil)
        playback.advance(by: 0.5)
        #expect(playback.calls == ["pause", "resume"] && playback.position.testTime == 1.5)
    }

    @Test("during a resume's count-in the view says so, and space pauses again rather than resuming twice")
    func countIn() {
        let playback = FakePlayback(at: 7)
        var controls = LiveControls(states: states, playback: playback, marks: nil)
        #expect(press(" ", &controls, playback) == nil)
        #expect(press(" ", &controls, playback) == nil)
        playback.resumingInS = 2.4  // the engine plays the count-in's pips
        let state = states.state(at: playback.position)
        #expect(state.phase == .paused && state.resumingInS == 2.4)
        #expect(press(" ", &controls, playback) == nil)
        #expect(playback.calls == ["pause", "resume", "pause"])
        #expect(states.state(at: playback.position).resumingInS == nil)
    }

    @Test("q asks first; y quits with status 0 and stops the sound")
    func quitConfirmed() {
        let playback = FakePlayback(at: 2)
        var controls = LiveControls(states: states, playback: playback, marks: nil)
        #expect(press("q", &controls, playback) == nil)
        #expect(controls.prompt == "Quit? (y/n)" && playback.calls.isEmpty)
        #expect(press("y", &controls, playback) == 0)
        #expect(playback.calls == ["stop"])
    }

    @Test("any other answer cancels the question and does nothing else", arguments: ["n", " ", "q", "3", "\r"])
    func quitCancelled(answer: String) {
        let playback = FakePlayback(at: 2)
        let marks = RecordingMarks()
        var controls = LiveControls(states: states, playback: playback, marks: marks)
        #expect(press("q" + answer, &controls, playback) == nil)
        #expect(controls.prompt == nil && playback.calls.isEmpty && marks.missed.isEmpty)
    }

    @Test("Ctrl-C quits at once with 130, question or not")
    func controlC() {
        for keys in ["\u{03}", "q\u{03}"] {
            let playback = FakePlayback(at: 2)
            var controls = LiveControls(states: states, playback: playback, marks: nil)
            #expect(press(keys, &controls, playback) == 130)
            #expect(playback.calls == ["stop"])
        }
    }

    @Test("digits and u go to the athletes' marks with the state they were pressed at")
    func athleteKeys() {
        let playback = FakePlayback(at: 4.5)  // level 1, shuttle 3
        let marks = RecordingMarks()
        var controls = LiveControls(states: states, playback: playback, marks: marks)
        #expect(press("2", &controls, playback) == nil)
        #expect(controls.message == "athlete 2 warned")
        #expect(press("9u", &controls, playback) == nil)
        #expect(marks.missed.map(\.athlete) == [2, 9] && marks.missed.map(\.shuttle) == [3, 3])
        #expect(marks.undos == 1 && controls.message == "undone")
        #expect(press("0x", &controls, playback) == nil)
        #expect(marks.missed.count == 2 && controls.message == nil)
    }

    @Test("a key is judged where the playback is when it is pressed, not where the last frame was")
    func positionAtTheKey() {
        // Level 1 has 2 s shuttles: the beep ending shuttle 1 sounds at 2 s.
        let playback = FakePlayback(at: 1.99)
        let marks = RecordingMarks()
        var controls = LiveControls(states: states, playback: playback, marks: marks)
        let frame = states.state(at: playback.position)  // the frame the view drew before its wait
        #expect(frame.shuttle == 1)
        playback.advance(by: 0.03)  // the beep sounds during the wait; the key follows within one frame
        #expect(press("2", &controls, playback) == nil)
        #expect(marks.missed.map(\.shuttle) == [2])
        // A quit confirmed a moment later finishes the marks at that key's position.
        playback.advance(by: 0.03)
        #expect(press("qy", &controls, playback) == 0)
        #expect(marks.finishTimes.count == 1 && abs(marks.finishTimes[0] - 2.05) < 1e-9)
    }

    @Test("with a class, bibs are typed and Enter applies them at the moment of the first digit")
    func typedEntry() {
        let playback = FakePlayback(at: 1.9)  // level 1, shuttle 1; the beep ending it sounds at 2 s
        let marks = RecordingMarks(bySingleKey: false)
        var controls = LiveControls(states: states, playback: playback, marks: marks)
        #expect(press("1", &controls, playback) == nil)
        #expect(controls.prompt?.hasPrefix("Bibs: 1_") == true && marks.missed.isEmpty)
        playback.advance(by: 0.5)  // the entry goes on across the beep
        #expect(press("7 3,22", &controls, playback) == nil)
        #expect(controls.prompt?.hasPrefix("Bibs: 17 3,22_") == true)
        #expect(press("\r", &controls, playback) == nil)
        #expect(marks.missed.map(\.athlete) == [17, 3, 22] && marks.missed.map(\.shuttle) == [1, 1, 1])
        #expect(controls.prompt == nil && controls.message == "athlete 17 warned, athlete 3 warned, athlete 22 warned")
    }

    @Test("Backspace edits an entry, Esc cancels it, and a space inside an entry does not pause")
    func editAndCancel() {
        let playback = FakePlayback(at: 3)
        let marks = RecordingMarks(bySingleKey: false)
        var controls = LiveControls(states: states, playback: playback, marks: marks)
        #expect(press("12 4\u{7F}\u{7F}\u{7F}5\r", &controls, playback) == nil)
        #expect(marks.missed.map(\.athlete) == [15] && playback.calls.isEmpty)
        #expect(press("33 8\u{1B}", &controls, playback) == nil)
        #expect(controls.prompt == nil && controls.message?.contains("nothing recorded") == true)
        #expect(marks.missed.count == 1)
        #expect(press("\r", &controls, playback) == nil)  // Enter with no entry does nothing
        #expect(marks.missed.count == 1 && playback.calls.isEmpty)
        #expect(press(" ", &controls, playback) == nil)  // no entry open: space pauses
        #expect(playback.calls == ["pause"])
    }

    @Test("u Enter undoes the last mark, u 17 Enter athlete 17's; a bad entry records nothing")
    func typedUndo() {
        let playback = FakePlayback(at: 3)
        let marks = RecordingMarks(bySingleKey: false)
        var controls = LiveControls(states: states, playback: playback, marks: marks)
        #expect(press("u", &controls, playback) == nil)
        #expect(marks.undos == 0 && controls.prompt?.hasPrefix("Bibs: u_") == true)
        #expect(press("\ru 17\r", &controls, playback) == nil)
        #expect(marks.undone == [nil, 17])
        #expect(press("3x4\r", &controls, playback) == nil)  // x is ignored inside an entry: 34
        #expect(marks.missed.map(\.athlete) == [34])
        #expect(press("1000\r", &controls, playback) == nil)
        #expect(marks.missed.count == 1 && controls.message == "'1000' is not a bib (1-999): nothing recorded")
    }

    @Test("w opens a withdrawal entry with few athletes or many: w 2 Enter withdraws 2, u 2 Enter undoes it")
    func withdrawal() {
        for bySingleKey in [true, false] {
            let playback = FakePlayback(at: 3)
            let marks = RecordingMarks(bySingleKey: bySingleKey)
            var controls = LiveControls(states: states, playback: playback, marks: marks)
            #expect(press("w", &controls, playback) == nil)
            #expect(controls.prompt?.hasPrefix("Bibs: w_") == true && marks.withdrawn.isEmpty)
            #expect(press(" 2\r", &controls, playback) == nil)
            #expect(marks.withdrawn == [2] && marks.missed.isEmpty && controls.message == "athlete 2 withdrew")
            #expect(press("w\u{1B}", &controls, playback) == nil)  // Esc: nothing withdrawn
            #expect(marks.withdrawn == [2] && controls.message == "entry cancelled: nothing recorded")
            // With keys 1-9, u undoes the last mark at once; with a class, u 2 Enter names the athlete.
            _ = press(bySingleKey ? "u" : "u 2\r", &controls, playback)
            #expect(marks.undone == [bySingleKey ? nil : 2])
        }
    }

    @Test("without athletes a digit explains how to add them")
    func noAthletes() {
        let playback = FakePlayback(at: 1)
        var controls = LiveControls(states: states, playback: playback, marks: nil)
        _ = press("1", &controls, playback)
        #expect(controls.message?.contains("--athletes") == true)
    }

    @Test("pause and resume go to the playback alone; a quit finishes the marks once")
    func events() {
        let playback = FakePlayback(at: 1)
        let marks = RecordingMarks()
        var controls = LiveControls(states: states, playback: playback, marks: marks)
        #expect(press("  ", &controls, playback) == nil)
        #expect(playback.calls == ["pause", "resume"] && marks.finishTimes.isEmpty)
        #expect(press("qy", &controls, playback) == 0)
        #expect(playback.calls == ["pause", "resume", "stop"] && marks.finishTimes == [1])
    }

    @Test("once finished, q leaves without a question and space does nothing")
    func finished() {
        let playback = FakePlayback(at: 100)
        var controls = LiveControls(states: states, playback: playback, marks: nil)
        #expect(press(" ", &controls, playback) == nil && playback.calls.isEmpty)
        #expect(press("q", &controls, playback) == 0)
    }
}

@Suite("Key input")
struct KeyInputTests {
    @Test(
        "escape sequences are dropped whole, plain keys kept",
        arguments: [
            ("\u{1B}[15~", ""), ("\u{1B}[A1", "1"), ("\u{1B}OP q", " q"), ("a\u{1B}", "a\u{1B}"), ("\u{1B}x2", "2"),
            ("\u{1B}[1;5C\u{03}", "\u{03}"), ("12u", "12u"),
        ])
    func escapes(input: String, keys: String) {
        #expect(KeyInput.keys(in: Array(input.utf8)) == Array(keys.utf8))
    }
}
