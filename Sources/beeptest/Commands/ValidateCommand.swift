import BeepTest

/// `beeptest validate FILE...`: one line per file, exit 0 only when every file is valid.
enum ValidateCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "validate", operands: .profileFiles, summary: tr("check profile files; exit 0 when all are valid"),
        about: tr(
            """
            Checks each profile file and prints one line per file. Errors name the file and the
            field: 'FILE: levels[3].speed_kmh: must be > 0'. Exit 0 when every file is valid.
            """),
        options: [])

    static func run(_ words: [String]) throws(BeepTestError) -> Int32 {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp {
            Output.line(spec.helpText)
            return 0
        }
        guard !arguments.positionals.isEmpty else { throw arguments.usage(tr("missing FILE")) }
        var status: Int32 = 0
        for file in arguments.positionals {
            do {
                let profile = try ProfileLoader.load(path: file)
                let table = LevelTable(profile: profile)
                Output.line(
                    trPlural(
                        "%2$s: ok (%3$s: %1$d level, %4$s)", "%2$s: ok (%3$s: %1$d levels, %4$s)",
                        count: profile.levels.count, file, profile.id, TimeText.minutesSeconds(table.totalS)))
            } catch {
                Output.error("beeptest: " + error.message)
                if status == 0 { status = error.exitCode }
            }
        }
        return status
    }
}
