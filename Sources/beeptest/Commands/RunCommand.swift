#if canImport(Glibc)
import Glibc
#endif
import BeepTest

/// `beeptest run`: a test live. The headless front is in `HeadlessRun`; the full-screen terminal
/// view goes beside it and is chosen here when stdout is a terminal.
enum RunCommand {
    /// What a run needs, whichever front shows it.
    struct Options {
        var entry: ProfileCatalog.Entry
        var timeline: Timeline
        /// The ALSA device, or nil with `--silent`.
        var device: String?
        /// `--events`: "text" or "jsonl", or nil for none.
        var events: String?
    }

    static func run(_ words: [String]) throws(BeepTestError) -> Int32 {
        let arguments = try Arguments(
            words, command: "run", valued: ["--device", "--events", "--countdown", "--start-level"],
            switches: ["--silent", "--headless"])
        if arguments.wantsHelp {
            Output.line(Help.text(for: "run"))
            return 0
        }
        let entry = try CommandSupport.profile(arguments)
        let timeline = try CommandSupport.timeline(entry.profile, arguments)
        let events = arguments.value("--events") == nil ? nil : try arguments.choice("--events", ["text", "jsonl"], default: "text")
        let silent = arguments.has("--silent")
        if silent && arguments.value("--device") != nil { throw arguments.usage("--silent plays no audio: drop --device") }
        if arguments.value("--device")?.isEmpty == true { throw arguments.usage("--device needs a PCM name ('beeptest devices')") }
        let options = Options(entry: entry, timeline: timeline, device: silent ? nil : arguments.value("--device") ?? "default", events: events)
        // Headless when asked, or when stdout is not a terminal. The terminal view is not here yet:
        // until it is, a terminal gets the headless run too.
        return try HeadlessRun(options: options).run()
    }
}
