import BeepTest

/// What several commands share: finding the profile and reading the timing options.
enum CommandSupport {
    /// The profile named by the command's single positional argument.
    static func profile(_ arguments: Arguments) throws(BeepTestError) -> ProfileCatalog.Entry {
        let name = try arguments.positionals(exactly: 1, what: "PROFILE")[0]
        return try ProfileCatalog.standard().resolve(name)
    }

    /// The timeline for `profile` with `--countdown`, `--start-level` and `--stop-at` applied.
    static func timeline(_ profile: Profile, _ arguments: Arguments) throws(BeepTestError) -> Timeline {
        let countdown = try arguments.number("--countdown", in: 0...600)
        var startIndex = 0
        if let label = arguments.value("--start-level") {
            guard let index = profile.levelIndex(label: label) else {
                let labels = profile.levels.map(\.label)
                let shown =
                    labels.count > 12
                    ? labels.prefix(6).joined(separator: ", ") + ", …, " + (labels.last ?? "")
                    : labels.joined(separator: ", ")
                throw arguments.usage("--start-level: \(profile.id) has no level '\(label)' (levels: \(shown))")
            }
            startIndex = index
        }
        let timeline = Timeline(profile: profile, startLevelIndex: startIndex, countdownS: countdown)
        guard let text = arguments.value("--stop-at") else { return timeline }
        let standard = try passStandard(text, option: "--stop-at", profile: profile, arguments)
        switch timeline.stopping(at: standard) {
        case .success(let shortened): return shortened
        case .failure(let why): throw arguments.usage("--stop-at: \(why)")
        }
    }

    /// The pass standard `text` names for `profile` (`--pass`, `--stop-at`): a known one by
    /// score, key or post, or a score of the test; else a usage error naming `option`.
    static func passStandard(_ text: String, option: String, profile: Profile, _ arguments: Arguments)
        throws(BeepTestError) -> PassStandard
    {
        guard !text.isEmpty else { throw arguments.usage("\(option) needs a score (\(option) 5.4)") }
        switch PassStandard.resolve(text, profile: profile) {
        case .success(let standard): return standard
        case .failure(let why): throw arguments.usage("\(option): \(why)")
        }
    }

    /// The `--format` of a command with no operands and no other option (list, voices); nil when
    /// its help was asked for, and printed.
    static func format(of words: [String], spec: CommandSpec) throws(BeepTestError) -> String? {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp {
            Output.line(spec.helpText)
            return nil
        }
        _ = try arguments.positionals(exactly: 0, what: "")
        return try arguments.choice("--format")
    }
}
