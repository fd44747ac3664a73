import BeepTest
import Glibc
import Synchronization

/// A live run without a screen: the cues play; with `--events`, stdout carries one line per cue
/// as it is heard, and `pause`/`resume` lines, each written as it happens. Summaries go to stderr.
/// SIGUSR1 pauses and SIGUSR2 resumes; SIGINT, SIGTERM and SIGHUP stop (exit 130, 143, 129), and
/// so does a reader of `--events` that has gone (`| head -3`: 141, as SIGPIPE would, but with
/// the results finished and saved).
struct HeadlessRun {
    let options: RunCommand.Options
    /// Where `--events` lines go, from this loop and the marks' reader alike.
    let events: EventWriter

    init(options: RunCommand.Options) {
        self.options = options
        self.events = EventWriter(format: options.events)
    }

    func run() throws(BeepTestError) -> Int32 {
        let engineBox = EngineSlot()
        let signals = try SignalWatcher.start(extra: [SIGUSR1, SIGUSR2]) { number in
            guard let engine = engineBox.engine else { return }
            switch number {
            case SIGUSR1: engine.pause()
            case SIGUSR2: engine.resume()
            default: engine.stop()
            }
        }
        let engine = try options.startEngine()
        engineBox.engine = engine
        if signals.exitCode != nil { engine.stop() }
        let profile = options.entry.profile
        let marks = options.recorder.map { RecorderMarks(recorder: $0) }
        var intake: MarksReader.Intake?
        if let source = options.marksSource, let marks {
            intake = try MarksReader(source: source, marks: marks, playback: engine, events: events).start()
        }
        if options.flashesCues {
            Output.warning(tr("--flash shows cues in the terminal view: a headless run has no screen"))
        }
        Output.error(
            "beeptest: "
                + tr(
                    "%s: %s, on '%s' at %s Hz; Ctrl-C stops", profile.id, ProfileNames.shown(profile), engine.sinkName,
                    String(engine.format.rate)))
        let readerGone = play(engine, marks: marks)
        let failure = engine.join()
        let end = engine.position
        let ranToItsEnd = signals.exitCode == nil && !readerGone && options.timeline.isComplete(at: end.testTime)
        takeLastMarks(intake, takingLastLine: ranToItsEnd)
        let unsaved = RunEnding.write(options.recorder, at: end, outages: engine.soundOutages, front: .headless)
        let stopCode = signals.exitCode ?? (readerGone ? ExitStatus.signal(SIGPIPE) : nil)
        if stopCode != nil { Output.error("beeptest: " + stopText(at: end, readerGone: readerGone)) }
        if let code = unsaved?.exitCode ?? stopCode { return code }
        if let failure { throw failure }
        // The cues that sounded: all of them, or fewer when everyone was out before the end.
        let played = options.timeline.cues.partitioningIndex { $0.time > end.testTime + 0.001 }
        let heard = TimeText.minutesSecondsHundredths(max(0, end.testTime))
        Output.error(
            "beeptest: " + tr("finished at %s, %s cues, %s underruns", heard, String(played), String(engine.underruns)))
        return 0
    }

    /// Reports the engine's events until it ends; true when the reader of `--events` has gone
    /// (the run was stopped for it). Each event is written at the moment it is heard (the engine
    /// sleeps to its time on the audio clock's estimate), not when the audio thread next reads
    /// the clock.
    private func play(_ engine: Engine, marks: (any AthleteMarks)?) -> Bool {
        var readerGone = false
        var everyoneOut = false
        while let event = engine.nextEvent() {
            if report(event) == EPIPE && !readerGone {
                readerGone = true
                engine.stop()
            }
            // Nobody is running: the test ends at the first cue after the last out (`EveryoneOut`),
            // asked as the view asks it, at the position of the cue just heard.
            let heard = PlaybackPosition(testTime: event.testTime)
            if case .cue = event.kind, !everyoneOut, let marks,
                marks.everyoneOut.endsTest(at: heard, in: options.timeline)
            {
                marks.endForEveryoneOut()
                everyoneOut = true
                // After the cue's own line, with its time as that line writes it.
                events.write(RunEvent(kind: .everyoneOut, testTime: event.testTime, monotonicTime: event.monotonicTime))
                Output.error(
                    "beeptest: "
                        + tr("everyone is out: the test ended at %s", TimeText.minutesSecondsHundredths(event.testTime))
                )
                engine.stop()
            }
        }
        return readerGone
    }

    /// The marks' end, before the run's (`RunEnding`): marks for the last line for one shuttle's
    /// time more when the test ran to its end cue (and the marks input is open still), then every
    /// line read applied.
    private func takeLastMarks(_ intake: MarksReader.Intake?, takingLastLine: Bool) {
        if let intake, takingLastLine, !intake.inputHasEnded {
            let seconds = LastLine.markingSeconds(options.timeline)
            Output.error(
                "beeptest: "
                    + tr(
                        "the test is over: marks for the last line are taken for %s s (or until the marks input ends)",
                        LastLine.text(seconds)))
            intake.takeLastLine(for: seconds)
        }
        // Lines that arrived before the end count, even if a slow disk kept them waiting.
        intake?.finishApplying()
    }

    /// What a stopped run says last: where it stopped, or that it stopped in the countdown (a
    /// clock before zero is no time of the test, and "00:00.00" would say it had started).
    private func stopText(at end: PlaybackPosition, readerGone: Bool) -> String {
        let heard = TimeText.minutesSecondsHundredths(max(0, end.testTime))
        if readerGone { return tr("stopped at %s: the reader of --events has gone", heard) }
        return end.testTime < 0 ? tr("stopped in the countdown") : tr("stopped at %s", heard)
    }

    /// Records and prints `event`; 0, or the errno of a failed write of its line (EPIPE).
    private func report(_ event: PlaybackEvent) -> Int32 {
        if let note = EventText.underrunNote(event) {
            Output.error("beeptest: " + note)
            return 0
        }
        if options.recorder?.record(event) != nil, let unsaved = options.recorder?.unsaved {
            Output.error("beeptest: " + unsaved.text)
        }
        if let note = EventText.soundNote(event) ?? EventText.lateNote(event) { Output.error("beeptest: " + note) }
        return events.write(json: event.json, text: EventText.line(event, profile: options.timeline.profile))
    }
}

/// The engine, once it exists, for the signal thread (which starts before it).
private final class EngineSlot: Sendable {
    private let value = Mutex<Engine?>(nil)

    var engine: Engine? {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
