import BeepTest

/// The overview and `help COMMAND`. Each command's usage and help come from its `CommandSpec`.
enum Help {
    static let version = "0.1.0"

    static var overview: String {
        var text =
            "beeptest \(version) — "
            + tr("shuttle-run fitness tests (beep test, PACER, Yo-Yo, 30-15 IFT) with\nsample-exact beeps.") + "\n\n"
        text += tr("usage: %s", "beeptest COMMAND [OPTIONS]") + "\n\n" + tr("commands:") + "\n"
        for entry in CommandCatalog.all { text += "  " + entry.spec.name.padding(9) + entry.spec.summary + "\n" }
        text += "\n" + tr("PROFILE is a built-in id (see 'beeptest list') or a path to a profile JSON file.") + "\n"
        text +=
            tr("It may also be a name the test is known by: \"beep test\", \"course navette\", \"Yo-Yo IR1\".") + "\n"
        text += tr("'beeptest help COMMAND' or 'beeptest COMMAND --help' tells more.") + "\n\n"
        text += tr("examples:") + "\n" + CommandExamples.overview.map { "  " + $0 + "\n" }.joined() + "\n"
        text += tr("Exit codes: %s", ExitStatus.summary)
        return text
    }

    /// `beeptest help [COMMAND]`: the command's help, or the overview.
    static func run(_ words: [String]) throws(BeepTestError) -> Int32 {
        guard let topic = words.first else {
            Output.line(overview)
            return 0
        }
        if topic == "--help" || topic == "-h" {
            Output.line(CommandCatalog.helpSpec.helpText)
            return 0
        }
        guard let entry = CommandCatalog.entry(topic) else {
            let spec = CommandCatalog.helpSpec
            let unknown =
                Suggestion.closest(to: topic, among: CommandCatalog.all.map(\.spec.name)).map {
                    tr("unknown command '%s'; did you mean '%s'?", topic, $0)
                } ?? tr("unknown command '%s'", topic)
            throw BeepTestError(.usage, "help: " + tr("%s (usage: %s)", unknown, spec.usage))
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
