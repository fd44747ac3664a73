import BeepTest
import BeepTestALSA
import Glibc

/// `beeptest tap-test`: measures the delay a device does not report (a Bluetooth speaker's), the
/// figure for `run --latency`. The engine plays the clicks as it plays a test, and reports when
/// each was heard by the device's own delay; the user taps space on each, and the median of tap −
/// click is what the device left out. A run whose taps scatter too widely is refused.
enum TapTestCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "tap-test", operands: .none, summary: tr("measure a speaker's unreported delay for run --latency"),
        about: tr(
            """
            Plays %s clicks a second apart through the device, after two seconds of
            quiet noise that wake a speaker that sleeps. Press space on each click as you hear it, in
            time with the beat (tapping along, not reacting): the median offset of the taps from the
            clicks is the delay the device does not report, printed in ms to give as 'beeptest run
            --latency MS'. Refused (exit 65) when fewer than %s clicks were tapped, or when
            the middle half of the taps scatter over %s ms: run it again. q or Ctrl-C stops it.
            """, TapMeasurement.clickCount, TapMeasurement.fewestTaps, Int(TapMeasurement.widestSpread * 1000)),
        options: [RunCommand.device.spec])

    /// Seconds of quiet noise before the first click: the speaker wakes, the user gets ready.
    static let leadS = 2.0
    /// Seconds after the last click in which a late tap still counts.
    static let graceS = TapMeasurement.window

    static func run(_ words: [String]) throws(BeepTestError) -> Int32 {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp {
            Output.line(spec.helpText)
            return ExitStatus.success
        }
        _ = try arguments.positionals(exactly: 0, what: "")
        let device = try arguments.value(RunCommand.device) ?? "default"
        if device.isEmpty { throw arguments.usage(tr("--device needs a PCM name ('beeptest devices')")) }
        guard isatty(STDIN_FILENO) == 1 else {
            throw arguments.usage(tr("tap-test reads space from a terminal, and stdin is not one"))
        }
        // The watcher first: the engine's thread inherits the blocked signals.
        let signals = try SignalWake()
        _ = try SignalWatcher.start { signals.post($0) }
        let timeline = TapMeasurement.clickTimeline()
        let engine = try Engine(
            timeline: timeline, sink: ALSASink(device: device), wakeS: leadS,
            stream: { rate in TapMeasurement.clickStream(of: timeline, rate: rate) })
        TerminalMode.enter(fullScreen: false)
        let outcome = listen(to: engine, signals: signals)
        engine.stop()
        let failure = engine.join()
        TerminalMode.leave()
        Output.write("\r\u{1B}[K", to: .standardOutput)
        if let failure { throw failure }
        guard let measurement = outcome.measurement else {
            Output.error("beeptest: " + tr("tap-test stopped: nothing measured"))
            return outcome.status
        }
        if let refusal = measurement.refusal {
            throw BeepTestError(.invalidData, "tap-test: " + refusal)
        }
        let median = Int(((measurement.median ?? 0) * 1000).rounded())
        let spread = Int(((measurement.spread ?? 0) * 1000).rounded())
        Output.line(
            tr(
                "offset %s ms (%s of %s clicks tapped, middle half within %s ms): run with --latency %s", median,
                measurement.offsets.count, measurement.clicks, spread, measurement.latencyMS))
        return ExitStatus.success
    }

    /// Reads taps until the clicks have played (and a late tap's grace has passed), showing
    /// progress on one line; nil measurement when q, Ctrl-C or a signal stopped it.
    private static func listen(to engine: Engine, signals: SignalWake) -> (measurement: TapMeasurement?, status: Int32)
    {
        let clock = SystemClock()
        var clicks: [Double] = []
        var taps: [Double] = []
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: engine.wakeDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals.readDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        var shown: (clicks: Int, taps: Int)?
        while true {
            if shown.map({ $0 != (clicks.count, taps.count) }) ?? true {
                showProgress(clicks: clicks.count, taps: taps.count)
                shown = (clicks.count, taps.count)
            }
            _ = poll(&descriptors, nfds_t(descriptors.count), 50)
            // The moment the key arrived: poll returns as soon as it is readable.
            let now = clock.now()
            if descriptors[0].revents != 0 {
                var bytes = [UInt8](repeating: 0, count: 64)
                let count = bytes.withUnsafeMutableBytes { Posix.read(STDIN_FILENO, into: $0) }
                // A terminal that went away ends it as a hang-up would.
                guard count > 0 else { return (nil, ExitStatus.signal(SIGHUP)) }
                for key in KeyInput.keys(in: Array(bytes.prefix(count))) {
                    switch key {
                    case UInt8(ascii: " "): taps.append(now)
                    case UInt8(ascii: "q"), UInt8(ascii: "Q"): return (nil, ExitStatus.success)
                    case 0x03: return (nil, ExitStatus.interrupted)
                    default: break
                    }
                }
            }
            if let status = signals.received().compactMap(SignalWake.exitStatus(for:)).first { return (nil, status) }
            for event in engine.takeEvents() {
                if case .cue = event.kind { clicks.append(event.monotonicTime) }
            }
            if engine.isDone && now >= (clicks.last ?? now) + graceS {
                return (TapMeasurement(clicks: clicks, taps: taps), ExitStatus.success)
            }
        }
    }

    /// `click 5 of 16 · 4 taps` on one line, written over at each step.
    private static func showProgress(clicks: Int, taps: Int) {
        let text =
            clicks == 0
            ? tr("tap space on each click, in time with the beat (q stops) · get ready")
            : tr("click %s of %s", clicks, TapMeasurement.clickCount) + " · "
                + trPlural("%d tap (q stops)", "%d taps (q stops)", count: taps)
        Output.write("\r\u{1B}[K" + text, to: .standardOutput)
    }
}
