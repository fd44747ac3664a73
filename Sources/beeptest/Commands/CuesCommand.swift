import BeepTest

/// `beeptest cues`: every cue with its exact time.
enum CuesCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "cues", operands: .profile, summary: "print every cue with its exact time",
        about: """
            Prints every cue with its exact time in seconds from the start cue (countdown pips are
            negative). Kinds: countdown, start, shuttle, level, rest, go, end.
            """,
        options: [.format(["json", "csv"]), .countdown, .startLevel, .stopAt])

    static func run(_ words: [String]) throws(BeepTestError) {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp { return Output.line(spec.helpText) }
        let entry = try CommandSupport.profile(arguments)
        let format = try arguments.choice("--format")
        let timeline = try CommandSupport.timeline(entry.profile, arguments)
        var out = ""
        switch format {
        case "csv":
            out = "t,kind,level,bout,shuttle\n"
            for cue in timeline.cues {
                out +=
                    CSV.line([
                        JSONWriter.number(cue.time), cue.kind.rawValue, cue.level, String(cue.bout),
                        String(cue.shuttle),
                    ]) + "\n"
            }
        default:
            out = "[\n" + timeline.cues.map { "  " + JSONWriter.string($0.json) }.joined(separator: ",\n") + "\n]\n"
        }
        Output.write(out, to: .standardOutput)
    }
}
