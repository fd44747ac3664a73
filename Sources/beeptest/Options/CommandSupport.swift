import BeepTest

/// What several commands share: finding the profile and reading the timing options.
enum CommandSupport {
    /// The profile named by the command's single positional argument: an id, a path, or a name
    /// the test is known by ("beep test"), which stderr then says which test it took.
    static func profile(_ arguments: Arguments) throws(BeepTestError) -> ProfileCatalog.Entry {
        let name = try arguments.positionals(exactly: 1, what: "PROFILE")[0]
        let entry = try ProfileCatalog.standard().resolve(name)
        if entry.takenForName != nil {
            Output.error("beeptest: " + tr("taking %s (%s)", entry.profile.id, ProfileNames.shown(entry.profile)))
        }
        return entry
    }

    /// `--countdown S` (cues, render, run).
    static let countdown = Option.number(
        "--countdown", "S", in: 0...600, help: tr("seconds of countdown pips before the start (default: the profile's)")
    )
    /// `--start-level L` (cues, render, run).
    static let startLevel = Option.text(
        "--start-level", "L", help: tr("start at the level labelled L, as printed on the tables"))
    /// `--stop-at SCORE` (cues, render, run).
    static let stopAt = Option.text(
        "--stop-at", "SCORE",
        help: tr(
            "end the test with the end cue once this score is run (5.4, 5:4 or 5/4, or a standard: 'beeptest results --help')"
        ))
    /// The timing options, in the order help lists them.
    static let timingOptions = [countdown.spec, startLevel.spec, stopAt.spec]

    /// The timeline for `profile` with `--countdown`, `--start-level` and `--stop-at` applied.
    static func timeline(_ profile: Profile, _ arguments: Arguments) throws(BeepTestError) -> Timeline {
        let countdown = try arguments.value(Self.countdown)
        var startIndex = 0
        if let label = try arguments.value(Self.startLevel) {
            guard let index = profile.levelIndex(label: label) else {
                let labels = profile.levels.map(\.label)
                let shown =
                    labels.count > 12
                    ? labels.prefix(6).joined(separator: ", ") + ", …, " + (labels.last ?? "")
                    : labels.joined(separator: ", ")
                throw arguments.usage(
                    tr("--start-level: %s has no level '%s' (levels: %s)", profile.id, label, shown))
            }
            startIndex = index
        }
        let timeline = Timeline(profile: profile, startLevelIndex: startIndex, countdownS: countdown)
        guard let text = try arguments.value(Self.stopAt) else { return timeline }
        let standard = try passStandard(text, option: stopAt.spec.name, profile: profile, arguments)
        switch timeline.stopping(at: standard) {
        case .success(let shortened): return shortened
        case .failure(let why): throw arguments.usage(tr("--stop-at: %s", Translation.shown(why.description)))
        }
    }

    /// The pass standard `text` names for `profile` (`--pass`, `--stop-at`): a known one by
    /// score, key or post, or a score of the test; else a usage error naming `option`.
    static func passStandard(_ text: String, option: String, profile: Profile, _ arguments: Arguments)
        throws(BeepTestError) -> PassStandard
    {
        guard !text.isEmpty else { throw arguments.usage(tr("%s needs a score (%s 5.4)", option, option)) }
        switch PassStandard.resolve(text, profile: profile) {
        case .success(let standard): return standard
        case .failure(let why):
            let reason = Translation.shown(why.description)
            throw arguments.usage(option == "--pass" ? tr("--pass: %s", reason) : tr("--stop-at: %s", reason))
        }
    }

    /// The `--format` of a command with no operands and no other option (list, voices); nil when
    /// its help was asked for, and printed.
    static func format(of words: [String], spec: CommandSpec, option: DefaultedOption<OutputFormat>)
        throws(BeepTestError) -> OutputFormat?
    {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp {
            Output.line(spec.helpText)
            return nil
        }
        _ = try arguments.positionals(exactly: 0, what: "")
        return try arguments.value(option)
    }
}
