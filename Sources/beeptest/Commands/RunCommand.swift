import BeepTest
import BeepTestALSA
import BeepTestSounds
import Glibc

/// `beeptest run`: a test live. The full-screen terminal view (`TerminalRun`) when stdout is a
/// terminal and neither --headless nor --events asks otherwise; else the headless front.
enum RunCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "run", operands: .profile, summary: tr("run a test live"),
        about: tr(
            """
            Runs a test live: the beeps and the spoken calls (the seconds of the countdown, each
            level, the end) through ALSA and, on a terminal, a full-screen view with the elapsed
            time, the level and the shuttle in big digits, and the athletes by bib. With --headless
            or --events (or when stdout is not a terminal) there is no view and only the cues and
            calls play; --marks then reads the marks as lines.
            """),
        options: [
            device.spec, latency.spec, wake.spec, silent.spec, headless.spec, events.spec, flash.spec, marks.spec,
        ]
            + CommandSupport.timingOptions + SoundOptions.stream + AthleteOptions.all,
        footer: tr(
            """
            Keys: space pause/resume (the test goes on after three pips a second apart, where it
            paused), q quit (asks), Ctrl-C quit at once. Athletes with bibs 1-9:
            the bib's key marks a missed line, u undoes the last mark. Ten or more athletes (or a
            bib above 9): type the bibs, with spaces or commas between them, then Enter ('3 17
            22'); Backspace edits, Esc cancels; 'u' Enter undoes the last mark, 'u 17' Enter
            athlete 17's. A mark belongs to the line passed when its first digit was typed.
            With any number of athletes, 'w 17' Enter records that athlete 17 stopped running
            (withdrew: out at once, scored at the last line made on time); 'u 17' Enter undoes it.
            At the last cue the view stays open on a TEST OVER screen for the misses of the last
            line; Enter alone or q finishes.
            """))

    /// `--device PCM`.
    static let device = Option.text(
        "--device", "PCM", completion: .device, help: tr("ALSA device (default 'default'); see 'beeptest devices'"))
    /// `--latency MS`.
    static let latency = Option.number(
        "--latency", "MS", in: 0...2000,
        help: tr("the speaker's delay beyond what the device reports (Bluetooth), as 'beeptest tap-test' measures it"))
    /// `--wake S`.
    static let wake = Option.number(
        "--wake", "S", in: 0...10,
        help: tr("seconds of quiet noise before the countdown, to wake a speaker that sleeps"))
    /// `--silent`.
    static let silent = Flag(
        "--silent", help: tr("no audio and no calls (rehearsal); the clock still runs in real time"))
    /// `--headless`.
    static let headless = Flag("--headless", help: tr("no screen: the cues only (also when stdout is not a terminal)"))
    /// `--events text|jsonl`.
    static let events = Option<EventFormat>.choice(
        "--events", "FORMAT", [.text, .jsonl], help: tr("print each cue as it is heard (stdout carries nothing else)"))
    /// `--flash`.
    static let flash = Flag("--flash", help: tr("invert the screen at each cue as heard, three times for a level"))
    /// `--marks FILE|-`.
    static let marks = Option.text(
        "--marks", "FILE", completion: .file,
        help: tr(
            "headless: read marks as lines ('12', '3 27', 'w 17', 'u', 'u 17') from FILE or - (stdin); needed for athletes"
        ))

    /// What a run needs, whichever front shows it.
    struct Options {
        var entry: ProfileCatalog.Entry
        var timeline: Timeline
        /// The ALSA device, or nil with `--silent`.
        var device: String?
        /// `--events`: text or JSON lines, or nil for none.
        var events: EventFormat?
        /// Marks and results (`--athletes`, `--roster`, `--results`), started; nil when none was asked for.
        var recorder: ResultsRecorder?
        /// `--flash`: the view shows each cue.
        var flashesCues = false
        /// `--marks`: where a headless run reads its marks ("-" for stdin), checked to exist.
        var marksSource: String?
        /// The sounds chosen (`--voice`, `--voice-command`, `--sounds`); nil with `--silent`.
        var sounds: StreamSounds?
        /// The stream made for `rate` before anything started, so that a pack or a voice that
        /// fails does so before the device opens or a results file is made; nil with `--silent`.
        var prepared: Renderer?
        /// `--latency` in seconds: added to the delay the device reports.
        var latencyS = 0.0
        /// `--wake`: seconds of quiet noise before the countdown.
        var wakeS = 0.0
        /// The rate asked of the device, and the rate `prepared` was made for.
        static let rate = 48000

        /// Opens the ALSA device (or the silent sink) and starts playing: the test begins now.
        /// Start the `SignalWatcher` first, so that the audio thread inherits its signal mask.
        /// `BEEPTEST_CLOCK_LOG=FILE` records the audio clock's readings there (a diagnostic).
        func startEngine() throws(BeepTestError) -> Engine {
            // Said before the device is opened: the other run holds it, and may hold the device too.
            if let device, let warning = DeviceLock.take(device) { Output.warning(warning) }
            let sink: any AudioSink = device.map { ALSASink(device: $0) } ?? SilentSink()
            var clockLog: ClockLog?
            if let path = FileIO.environment("BEEPTEST_CLOCK_LOG") { clockLog = try ClockLog(path: path) }
            let sounds = sounds
            let prepared = prepared
            let timeline = timeline
            do {
                return try Engine(
                    timeline: timeline, sink: sink, rate: Self.rate, clockLog: clockLog, latencyS: latencyS,
                    wakeS: wakeS, timesAthletes: recorder != nil,
                    stream: { rate throws(BeepTestError) in
                        // A device that grants another rate gets the stream made again at that rate
                        // (its calls spoken and made again for it), its notes already said.
                        if let prepared, prepared.rate == rate { return prepared }
                        guard let sounds else { return Renderer(timeline: timeline, rate: rate) }
                        return try sounds.stream(of: timeline, rate: rate) { _ in }.renderer
                    })
            } catch {
                recorder?.discard()  // a run refused before it began leaves no results file
                throw error
            }
        }
    }

    static func run(_ words: [String]) throws(BeepTestError) -> Int32 {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp {
            Output.line(spec.helpText)
            return 0
        }
        let entry = try CommandSupport.profile(arguments)
        let timeline = try CommandSupport.timeline(entry.profile, arguments)
        let events = try arguments.value(Self.events)
        let silent = arguments.isSet(Self.silent)
        let device = try arguments.value(Self.device)
        if silent && device != nil {
            throw arguments.usage(tr("--silent plays no audio: drop --device"))
        }
        if device?.isEmpty == true {
            throw arguments.usage(tr("--device needs a PCM name ('beeptest devices')"))
        }
        let marksSource = try marksSource(arguments)  // before the recorder writes its first line
        let latencyMS = try arguments.value(Self.latency) ?? 0
        let wakeS = try arguments.value(Self.wake) ?? 0
        let showsView = !arguments.isSet(Self.headless) && events == nil && TerminalInfo.stdoutIsTerminal
        if showsView && marksSource != nil {
            throw arguments.usage(
                tr("--marks is for a headless run (add --headless); the view takes marks from its keys"))
        }
        try checkMarkable(arguments, showsView: showsView, marksSource: marksSource)
        // The options are checked even with --silent, which plays nothing: no pack is read and no
        // call is spoken, so a rehearsal starts at once.
        let chosen = try CommandSupport.sounds(arguments)
        let sounds = silent ? nil : chosen
        let prepared = try sounds.map { sounds throws(BeepTestError) in
            try CommandSupport.stream(of: timeline, rate: Options.rate, sounds: sounds).renderer
        }
        let options = Options(
            entry: entry, timeline: timeline, device: silent ? nil : device ?? "default",
            events: events,
            recorder: try recorder(arguments, timeline: timeline, marksSource: marksSource, entry: entry),
            flashesCues: arguments.isSet(Self.flash),
            marksSource: marksSource, sounds: sounds, prepared: prepared, latencyS: latencyMS / 1000, wakeS: wakeS)
        if showsView {
            return try TerminalRun(options: options).run()
        }
        return try HeadlessRun(options: options).run()
    }

    /// `--marks FILE|-`: needs athletes, and FILE must exist (a FIFO is opened by the reader,
    /// which waits there for a writer without holding up the run).
    private static func marksSource(_ arguments: Arguments) throws(BeepTestError) -> String? {
        guard let source = try arguments.value(Self.marks) else { return nil }
        if !arguments.isGiven(AthleteOptions.athletes) && !arguments.isGiven(AthleteOptions.roster) {
            throw arguments.usage(tr("--marks needs athletes to mark: add --athletes or --roster"))
        }
        if source != "-" && !FileIO.exists(source) {
            throw BeepTestError(.notFound, tr("%s: no such file (--marks)", source))
        }
        return source
    }

    /// A run with athletes needs a way to mark them, or everyone would be "completed" whatever
    /// happened: the view's keys (stdin a terminal), else `--marks`. Checked before any file is made.
    private static func checkMarkable(_ arguments: Arguments, showsView: Bool, marksSource: String?)
        throws(BeepTestError)
    {
        guard arguments.isGiven(AthleteOptions.athletes) || arguments.isGiven(AthleteOptions.roster), marksSource == nil
        else {
            return
        }
        if showsView && isatty(STDIN_FILENO) == 1 { return }
        throw arguments.usage(
            showsView
                ? tr(
                    "athletes but no way to mark them (stdin is not a terminal): add --headless --marks FILE, or - for stdin"
                )
                : tr("athletes but no way to mark them (no screen, so no keys): add --marks FILE, or - for stdin"))
    }

    /// The results recorder for the athletes of `--athletes`/`--roster`, saving to `--results`
    /// (or the default results folder), with its start line written: a results file that cannot
    /// be written is known before anyone runs. Nil when neither athletes nor a results file were given.
    /// A `marksSource` at its end already is refused here, once the athletes are known and
    /// before the file is made.
    private static func recorder(
        _ arguments: Arguments, timeline: Timeline, marksSource: String?, entry: ProfileCatalog.Entry
    ) throws(BeepTestError) -> ResultsRecorder? {
        let roster = try CommandSupport.roster(arguments)
        if let source = marksSource, roster?.athletes.isEmpty == false, MarksReader.endsBeforeStart(source) {
            throw arguments.usage(
                tr(
                    "--marks %s: the marks input is at its end already (closed or /dev/null): nobody could be marked",
                    source == "-" ? tr("- (stdin)") : source.escapingControlCharacters()))
        }
        guard roster != nil || arguments.isGiven(AthleteOptions.results) else { return nil }
        let log = try CommandSupport.resultsLog(arguments, profileID: timeline.profile.id, unixTime: WallClock.now())
        // A profile named by its file is found again by that file when the log is read.
        let profileFile = entry.source == .path ? FileIO.absolutePath(entry.file) : nil
        let recorder = ResultsRecorder(
            timeline: timeline, roster: roster ?? Roster(athletes: []), log: log, profileFile: profileFile)
        do {
            try recorder.start()
        } catch {
            recorder.discard()  // a full or read-only disk: refused, and no empty file left
            throw error
        }
        return recorder
    }
}
