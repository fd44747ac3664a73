import BeepTest

/// `beeptest list`: the built-in and user profiles.
enum ListCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "list", operands: .none, summary: tr("list the built-in and user profiles"),
        about: tr(
            """
            Lists the built-in profiles and those in $XDG_CONFIG_HOME/beeptest/profiles
            (default ~/.config/beeptest/profiles). A user profile that does not validate is
            reported on stderr and skipped.
            """),
        options: [format.spec])

    /// `--format table|json`.
    static let format = DefaultedOption<OutputFormat>.format(.table, .json)

    static func run(_ words: [String]) throws(BeepTestError) {
        guard let format = try CommandSupport.format(of: words, spec: spec, option: Self.format) else { return }
        let catalog = ProfileCatalog.standard()
        let (entries, problems) = catalog.all()
        for problem in problems { Output.warning(tr("%s (skipped)", problem.message)) }
        if entries.isEmpty && catalog.builtInFolder == nil {
            Output.warning(tr("no built-in profiles found; set BEEPTEST_PROFILES to the Profiles folder"))
        }
        switch format {
        case .json:
            let array = entries.map { entry -> JSONValue in
                let table = LevelTable(profile: entry.profile)
                return .object([
                    ("id", .string(entry.profile.id)), ("name", .string(entry.profile.name)),
                    ("levels", .int(entry.profile.levels.count)), ("total_s", .num(table.totalS)),
                    ("source", .string(entry.source.rawValue)), ("distance_m", .optionalNum(entry.profile.distanceM)),
                    ("file", .string(entry.file)),
                ])
            }
            Output.line(JSONWriter.prettyString(.array(array)))
        default:
            var table = TextTable(
                headers: [tr("ID"), tr("NAME"), tr("LEVELS"), tr("TOTAL"), tr("SOURCE")], rightAligned: [2, 3])
            for entry in entries {
                let levelTable = LevelTable(profile: entry.profile)
                table.rows.append([
                    entry.profile.id, entry.profile.name, String(entry.profile.levels.count),
                    TimeText.minutesSeconds(levelTable.totalS),
                    entry.source == .builtIn ? tr("built-in") : tr("user"),
                ])
            }
            Output.line(table.rendered())
        }
    }
}
