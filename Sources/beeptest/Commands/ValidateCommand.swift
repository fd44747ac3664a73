import BeepTest

/// `beeptest validate FILE...`: one line per file, exit 0 only when every file is valid.
enum ValidateCommand {
    static func run(_ words: [String]) throws(BeepTestError) -> Int32 {
        let arguments = try Arguments(words, command: "validate")
        if arguments.wantsHelp {
            Output.line(Help.text(for: "validate"))
            return 0
        }
        guard !arguments.positionals.isEmpty else { throw arguments.usage("missing FILE") }
        var status: Int32 = 0
        for file in arguments.positionals {
            do {
                let profile = try ProfileLoader.load(path: file)
                let table = LevelTable(profile: profile)
                Output.line(
                    "\(file): ok (\(profile.id): \(profile.levels.count) levels, \(TimeText.minutesSeconds(table.totalS)))"
                )
            } catch {
                Output.error("beeptest: " + error.message)
                if status == 0 { status = error.exitCode }
            }
        }
        return status
    }
}
