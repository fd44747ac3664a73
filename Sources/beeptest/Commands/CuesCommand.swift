import BeepTest

/// `beeptest cues`: every cue with its exact time.
enum CuesCommand {
    static func run(_ words: [String]) throws(BeepTestError) {
        let arguments = try Arguments(words, command: "cues", valued: ["--format", "--countdown", "--start-level"])
        if arguments.wantsHelp { return Output.line(Help.text(for: "cues")) }
        let entry = try CommandSupport.profile(arguments)
        let format = try arguments.choice("--format", ["json", "csv"], default: "json")
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
