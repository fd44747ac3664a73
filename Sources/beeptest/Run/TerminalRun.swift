import BeepTest
import Glibc

/// A live run in the terminal view: the engine plays, the view shows it and takes the keys, and
/// the athletes' results are printed when it closes. SIGINT, SIGTERM and SIGHUP end it with 130,
/// 143 and 129, the terminal restored, and so does a terminal that goes away without a SIGHUP
/// (its read ends or fails: 129); SIGWINCH redraws.
struct TerminalRun {
    let options: RunCommand.Options

    func run() throws(BeepTestError) -> Int32 {
        // The watcher first: every thread made after it (the engine's) inherits the blocked signals.
        let wake = try SignalWake()
        _ = try SignalWatcher.start(extra: SignalWake.viewSignals) { wake.post($0) }
        let engine = try options.startEngine()
        let marks = options.recorder.map { RecorderMarks(recorder: $0) }
        let recorder = options.recorder
        let news = LiveView.PlaybackNews(wakeDescriptor: engine.wakeDescriptor) {
            let events = engine.waitForEvents(timeout: 0)
            for event in events { recorder?.record(event) }  // pauses, logged as heard
            return events.compactMap {
                EventText.underrunNote($0) ?? EventText.soundNote($0) ?? EventText.lateNote($0)
            }
        }
        var view = LiveView(
            states: TestStateMap(timeline: options.timeline), playback: engine, marks: marks,
            terminal: TerminalInfo.fromEnvironment(), signals: wake, news: news)
        view.flashesCues = options.flashesCues
        view.isSilent = options.device == nil
        let status = view.run()
        engine.stop()  // already stopped or finished; makes sure the output is closed before we exit
        let failure = engine.join()
        let unsaved = RunEnding.write(
            options.recorder, at: engine.position, outages: engine.soundOutages, front: .terminal)
        if engine.underruns > 0 {
            Output.warning(tr("%s audio underruns: later cues kept their times", String(engine.underruns)))
        }
        if status == 0, let failure { throw failure }
        return unsaved?.exitCode ?? status
    }
}
