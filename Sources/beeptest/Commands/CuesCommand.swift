import BeepTest
import BeepTestSounds

/// `beeptest cues`: every cue with its exact time, and with `--calls` the spoken calls too.
enum CuesCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "cues", operands: .profile, summary: tr("print every cue with its exact time"),
        about: tr(
            """
            Prints every cue with its exact time in seconds from the start cue (countdown pips are
            negative). Kinds: countdown, start, shuttle, level, rest, go, end. With --calls the
            spoken calls come too, in time order, as kind call with their text and length, placed
            as render and run place them at 48000 Hz; a call with no room is named on stderr.
            """),
        options: [format.spec] + CommandSupport.timingOptions + [calls.spec] + SoundOptions.all)

    /// `--format json|csv`.
    static let format = DefaultedOption<OutputFormat>.format(.json, .csv)
    /// `--calls`.
    static let calls = Flag("--calls", help: tr("the spoken calls too: t, kind call, text, duration_s"))

    /// The rate the calls are placed at: the one `render` and `run` use by default.
    static let callRate = 48000

    /// A line of the list: a cue, or a call placed after one.
    private enum Row {
        case cue(Cue)
        case call(time: Double, text: String, seconds: Double)

        var time: Double {
            switch self {
            case .cue(let cue): cue.time
            case .call(let time, _, _): time
            }
        }
    }

    static func run(_ words: [String]) throws(BeepTestError) {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp { return Output.line(spec.helpText) }
        let entry = try CommandSupport.profile(arguments)
        let format = try arguments.value(Self.format)
        let timeline = try CommandSupport.timeline(entry.profile, arguments)
        let sounds = try CommandSupport.sounds(arguments)
        var rows = timeline.cues.map(Row.cue)
        let withCalls = arguments.isSet(Self.calls)
        if withCalls {
            rows = merged(rows, try calls(of: timeline, sounds: sounds))
        } else if let folder = sounds.packFolder {
            // Without --calls no sound is placed, but a pack that render and run would refuse is
            // refused here too (66, 65), not taken without a word.
            _ = try SoundPack(folder: folder, rate: callRate)
        }
        var out = ""
        switch format {
        case .csv:
            out = "t,kind,level,bout,shuttle" + (withCalls ? ",text,duration_s" : "") + "\n"
            for row in rows {
                var cells: [String]
                switch row {
                case .cue(let cue):
                    cells = [
                        JSONWriter.number(cue.writtenTime), cue.kind.rawValue, cue.level, String(cue.bout),
                        String(cue.shuttle),
                    ]
                    if withCalls { cells += ["", ""] }
                case .call(let time, let text, let seconds):
                    cells = [
                        JSONWriter.number(Cue.written(time)), "call", "", "", "", text,
                        JSONWriter.number(Cue.written(seconds)),
                    ]
                }
                out += CSV.line(cells) + "\n"
            }
        default:
            out = "[\n" + rows.map { "  " + JSONWriter.string(json($0)) }.joined(separator: ",\n") + "\n]\n"
        }
        Output.write(out, to: .standardOutput)
    }

    /// The calls of `timeline`, placed as the stream places them; each one with no room is a
    /// warning on stderr.
    private static func calls(of timeline: Timeline, sounds: StreamSounds) throws(BeepTestError) -> [Row] {
        let plan = try sounds.callPlan(of: timeline, rate: callRate) { Output.warning($0) }
        for request in plan.dropped {
            let cue = timeline.cues[request.cueIndex]
            // A phrase offered drawn out and at its own pace is one text: named once.
            let said = CallPhrase.texts(of: request.phrases).map { tr("'%s'", $0) }.joined(separator: tr(" or "))
            let time = JSONWriter.number(cue.writtenTime).replacing(".", with: Translation.decimalSeparator)
            Output.warning(
                tr("no room for the call after the %s cue at %s s: %s is not spoken", cue.kind.rawValue, time, said))
        }
        let rate = Double(plan.rate)
        // To the microsecond (a twentieth of a frame): round((countdown + t) x 48000) is still the
        // call's frame, and the list reads 24.93, not 24.930000000000003.
        func microseconds(_ seconds: Double) -> Double { (seconds * 1e6).rounded() / 1e6 }
        return plan.calls.map { call in
            .call(
                time: microseconds(Double(call.frame) / rate - timeline.countdownS), text: call.text,
                seconds: microseconds(Double(call.length) / rate))
        }
    }

    /// `cues` and `calls`, each in time order, as one list in time order.
    private static func merged(_ cues: [Row], _ calls: [Row]) -> [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(cues.count + calls.count)
        var next = 0
        for cue in cues {
            while next < calls.count && calls[next].time < cue.time {
                rows.append(calls[next])
                next += 1
            }
            rows.append(cue)
        }
        return rows + calls[next...]
    }

    private static func json(_ row: Row) -> JSONValue {
        switch row {
        case .cue(let cue): cue.json
        case .call(let time, let text, let seconds):
            .object([
                ("t", .number(Cue.written(time))), ("kind", .string("call")), ("text", .string(text)),
                ("duration_s", .number(Cue.written(seconds))),
            ])
        }
    }
}
