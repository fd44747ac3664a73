import BeepTest

/// The overview and `help COMMAND`. Each command's usage and help come from its `CommandSpec`.
enum Help {
    static let version = "0.1.0"

    static var overview: String {
        var text = """
            beeptest \(version) — shuttle-run fitness tests (beep test, PACER, Yo-Yo, 30-15 IFT) with
            sample-exact beeps.

            usage: beeptest COMMAND [OPTIONS]

            commands:

            """
        for entry in CommandCatalog.all { text += "  " + entry.spec.name.padding(9) + entry.spec.summary + "\n" }
        text += """

            PROFILE is a built-in id (see 'beeptest list') or a path to a profile JSON file.
            'beeptest help COMMAND' or 'beeptest COMMAND --help' tells more.
            Exit codes: \(ExitStatus.summary)
            """
        return text
    }

    /// `beeptest help [COMMAND]`: the command's help, or the overview.
    static func run(_ words: [String]) throws(BeepTestError) -> Int32 {
        guard let topic = words.first else {
            Output.line(overview)
            return 0
        }
        guard let entry = CommandCatalog.entry(topic) else {
            let spec = CommandCatalog.helpSpec
            throw BeepTestError(.usage, "help: unknown command '\(topic)' (usage: \(spec.usage))")
        }
        Output.line(entry.spec.helpText)
        return 0
    }
}

extension String {
    /// The string padded with spaces to at least `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
