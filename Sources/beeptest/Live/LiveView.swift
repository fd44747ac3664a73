import BeepTest

/// The live terminal front of `run`: draws the test's state at the playback's position 15 times a
/// second and turns keys and signals into pause, resume and stop. It keeps no clock: every frame
/// reads `LivePlayback.position`, so the screen shows what the athletes hear.
struct LiveView {
    let states: TestStateMap
    let playback: any LivePlayback
    let marks: (any AthleteMarks)?
    let terminal: TerminalInfo
    /// The signals `SignalWatcher` takes (INT, TERM, HUP end the view; WINCH, CONT redraw).
    let signals: SignalWake?
    /// What the playback reports besides its position, if it reports anything.
    let news: PlaybackNews?
    /// `--flash`: each cue is shown on screen as it is heard.
    var flashesCues = false
    /// `--silent`: nothing is played, and the title says so.
    var isSilent = false

    /// What a playback reports besides its position: a descriptor that becomes readable when
    /// something was heard (so a cue's frame is drawn at once, not up to a frame later), and notes
    /// for the coach (an audio underrun). Taking the notes empties the descriptor.
    struct PlaybackNews {
        let wakeDescriptor: Int32
        let takeNotes: () -> [String]
    }

    static let framesPerSecond: Int32 = 15
    /// Frames the final screen stays up before the summary (a key skips them).
    static let finalFrames = 25

    /// Runs until the test ends or is stopped; returns the exit status (0, or 128 + signal).
    /// The terminal is restored before this returns, and the summary printed on the normal screen.
    func run() -> Int32 {
        let readsKeys = TerminalMode.enter(fullScreen: !terminal.isDumb)
        var display: any LiveDisplay =
            terminal.isDumb ? PlainDisplay() : FullScreenDisplay(usesColour: terminal.usesColour)
        var controls = LiveControls(states: states, playback: playback, marks: marks)
        var input = InputWaiter(readsKeys: readsKeys, signals: signals, playbackWake: news?.wakeDescriptor)
        var note: String?
        var finishedFrames = 0
        var status: Int32?
        var everyoneOut = false
        var askedLastLine = false
        var state = states.state(at: playback.position)
        while status == nil {
            let position = playback.position
            state = states.state(at: position)
            if let latest = news?.takeNotes().last { note = latest }
            // The flash comes from the same position as the rest of the frame; none while paused.
            let flash = flashesCues && state.phase != .paused ? CueFlash(states.timeline, at: state.testTime) : nil
            if state.phase != .finished, endsForEveryoneOut(at: position, &controls) {
                note = EveryoneOut.endedNotice
                everyoneOut = true
            }
            let lastLine = LastLineScreen.isOpen(state, at: position, timeline: states.timeline, marks: marks)
            if lastLine && !askedLastLine {
                controls.forgetMessage()  // an answer from before the end would hide the question
                askedLastLine = true
            }
            display.show(content(state, at: position, controls, note: note, lastLine: lastLine, flash: flash))
            if state.phase == .finished && !lastLine {
                // Finished without a quit: the end cue, or the engine gave up (a lost device).
                if finishedFrames == 0 { marks?.finish(at: position) }
                finishedFrames += 1
                if finishedFrames > Self.finalFrames { status = 0 }
            }
            let arrivals = input.wait(milliseconds: Self.wait(until: flash?.nextChange, from: state.testTime))
            for key in arrivals.keys where status == nil {
                note = nil
                status = controls.handle(key: key)
                if status == nil && state.phase == .finished && !lastLine { status = 0 }
            }
            for signal in arrivals.signals where status == nil {
                if let exitStatus = SignalWake.exitStatus(for: signal) {
                    controls.stop()
                    status = exitStatus
                } else {
                    TerminalMode.reapply()  // SIGCONT: a shell may have reset the terminal meanwhile
                    display.invalidate()  // SIGWINCH or SIGCONT: new size, or a disturbed screen
                }
            }
        }
        // The "test over" screen closed (Enter, q): the last line's marks are in, the run is finished.
        if state.phase == .finished { marks?.finish(at: playback.position) }
        TerminalMode.leave()
        let exitStatus = status ?? 0
        printSummary(state, exitStatus: exitStatus, everyoneOut: everyoneOut)
        return exitStatus
    }

    /// Ends the test when nobody is running and the last cue heard by `position` comes after the
    /// last out (`EveryoneOut`, the rule headless asks at each cue): the ending is recorded, then
    /// the test stopped. True when it ended so.
    private func endsForEveryoneOut(at position: PlaybackPosition, _ controls: inout LiveControls) -> Bool {
        guard let marks, marks.everyoneOut.endsTest(at: position, in: states.timeline) else { return false }
        marks.endForEveryoneOut()
        controls.stop()
        return true
    }

    /// The closing paragraph on the normal screen, folded between words to the terminal the view
    /// was on, as the results table's prose is; on stderr after an interruption.
    private func printSummary(_ state: TestState, exitStatus: Int32, everyoneOut: Bool) {
        let summary = LiveSummary.paragraph(
            state, profile: states.timeline.profile, stopAt: states.timeline.stopAt, everyoneOut: everyoneOut)
        let columns = TerminalInfo.size().columns
        if exitStatus == 0 {
            Output.line(summary.wrapped(to: columns))
        } else {
            Output.error(("beeptest: " + tr("interrupted.") + " " + summary).wrapped(to: columns))
        }
    }

    /// A frame's wait: one frame, or less when a flash turns on or off sooner, so that it keeps
    /// to the audio clock within a millisecond or two rather than a frame.
    static func wait(until change: Double?, from testTime: Double) -> Int32 {
        let frame = 1000 / framesPerSecond
        guard let change, change > testTime else { return frame }
        return min(frame, max(1, Int32(((change - testTime) * 1000).rounded(.up))))
    }

    private func content(
        _ state: TestState, at position: PlaybackPosition, _ controls: LiveControls, note: String?, lastLine: Bool,
        flash: CueFlash?
    ) -> LiveScreenContent {
        // The answer to a mark on the "test over" screen stands in place of its question, so the
        // coach sees what was recorded; the next key brings the question back.
        let question =
            lastLine && controls.message == nil ? LastLineScreen.prompt(marksByNumber: controls.marksByNumber) : nil
        var frame = LiveScreenContent(
            state: state, profileName: ProfileNames.shown(states.timeline.profile), prompt: controls.prompt ?? question,
            message: controls.message ?? note, alarm: marks?.unsavedNotice, roster: marks?.roster(at: position) ?? [],
            marksByNumber: controls.marksByNumber, countdownS: states.timeline.countdownS,
            scoresBouts: states.timeline.profile.scoreNotation == .levelBout, isLastLine: lastLine)
        frame.soundLostForS = position.soundLostForS
        frame.isSilent = isSilent
        let profile = states.timeline.profile
        if profile.isIntervals {
            frame.intervalBout = profile.boutPosition(levelIndex: state.levelIndex, bout: state.bout)
            frame.countsShuttles = profile.countsShuttles(levelIndex: state.levelIndex)
        }
        if let index = flash?.cueIndex {
            frame.flashCueIndex = index
            frame.flashMarker = LiveScreen.flashMarker(
                states.timeline.cues[index].kind, levelWord: states.timeline.profile.levelWord)
        }
        return frame
    }
}
