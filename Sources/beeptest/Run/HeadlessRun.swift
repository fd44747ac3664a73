import BeepTest
import Glibc
import Synchronization

/// A live run without a screen: the cues play; with `--events`, stdout carries one line per cue
/// as it is heard, and `pause`/`resume` lines, each written as it happens. Summaries go to stderr.
/// SIGUSR1 pauses and SIGUSR2 resumes; SIGINT, SIGTERM and SIGHUP stop (exit 130, 143, 129).
struct HeadlessRun {
    let options: RunCommand.Options

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
        if let source = options.marksSource, let recorder = options.recorder {
            let marks = RecorderMarks(recorder: recorder, stopRule: profile.stopRule)
            try MarksReader(
                source: source, marks: marks, session: Session(timeline: options.timeline), playback: engine
            )
            .start()
        }
        if options.flashesCues {
            Output.warning("--flash shows cues in the terminal view: a headless run has no screen")
        }
        Output.error(
            "beeptest: \(profile.id): \(profile.name), on '\(engine.sinkName)' at \(engine.format.rate) Hz; Ctrl-C stops"
        )
        // Each event is written at the moment it is heard (the engine sleeps to its time on the
        // audio clock's estimate), not when the audio thread next reads the clock.
        while let event = engine.nextEvent() { report(event) }
        let failure = engine.join()
        let end = engine.position.testTime
        if let recorder = options.recorder {
            // Stdout may carry only events: the results table goes to stderr.
            recorder.finish(at: end)
            if !recorder.roster.athletes.isEmpty {
                Output.write(ResultsReport.table(recorder.summary(at: end)), to: .standardError)
            }
            if let path = recorder.logPath { Output.error("beeptest: results saved to \(path)") }
        }
        let heard = TimeText.minutesSecondsHundredths(max(0, end))
        if let note = EventText.outagesNote(engine.soundOutages) { Output.error("beeptest: " + note) }
        if let code = signals.exitCode {
            Output.error("beeptest: stopped at \(heard)")
            return code
        }
        if let failure { throw failure }
        Output.error(
            "beeptest: finished at \(heard), \(options.timeline.cues.count) cues, \(engine.underruns) underruns")
        return 0
    }

    private func report(_ event: PlaybackEvent) {
        if let note = EventText.underrunNote(event) {
            Output.error("beeptest: " + note)
            return
        }
        if let note = EventText.soundNote(event) { Output.error("beeptest: " + note) }
        options.recorder?.record(event)
        switch options.events {
        case "jsonl": Output.line(JSONWriter.string(event.json))
        case "text": Output.line(EventText.line(event))
        default: break
        }
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
