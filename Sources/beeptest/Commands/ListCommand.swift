import BeepTest

/// `beeptest list`: the built-in and user profiles.
enum ListCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "list", operands: .optionalName("NAME"), summary: tr("list the built-in and user profiles"),
        about: tr(
            """
            Lists the built-in profiles and those in $XDG_CONFIG_HOME/beeptest/profiles
            (default ~/.config/beeptest/profiles). A user profile that does not validate is
            reported on stderr and skipped.
            """)
            + "\n"
            + tr(
                """
                With NAME, only the tests it names: an id, part of a test's name, or a name the test
                is known by in one of the seven languages ("beep test", "course navette",
                "Pendellauf", "Yo-Yo"), case and accents ignored.
                """),
        options: [format.spec])

    /// `--format table|json`.
    static let format = DefaultedOption<OutputFormat>.format(.table, .json)

    static func run(_ words: [String]) throws(BeepTestError) {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp { return Output.line(spec.helpText) }
        guard arguments.positionals.count <= 1 else {
            throw arguments.usage(tr("unexpected argument '%s'", arguments.positionals[1]))
        }
        let format = try arguments.value(Self.format)
        let catalog = ProfileCatalog.standard()
        var (entries, problems) = catalog.all()
        if let name = arguments.positionals.first { entries = try matching(name, entries) }
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
                    entry.profile.id, ProfileNames.shown(entry.profile), String(entry.profile.levels.count),
                    TimeText.minutesSeconds(levelTable.totalS),
                    entry.source == .builtIn ? tr("built-in") : tr("user"),
                ])
            }
            Output.line(table.rendered())
        }
    }

    /// The entries `name` names: the built-ins it is a common name of, and any profile whose id or
    /// name holds it (case and accents ignored); none is an error with the closest name, if any.
    static func matching(_ name: String, _ entries: [ProfileCatalog.Entry]) throws(BeepTestError)
        -> [ProfileCatalog.Entry]
    {
        let named = Set(ProfileNames.ids(named: name))
        let part = name.folded
        let found = entries.filter { entry in
            named.contains(entry.profile.id) || entry.profile.id.folded.contains(part)
                || entry.profile.name.folded.contains(part) || ProfileNames.shown(entry.profile).folded.contains(part)
        }
        guard found.isEmpty else { return found }
        let candidates = entries.map(\.profile.id) + ProfileNames.allNames
        if let suggestion = Suggestion.closest(to: name, among: candidates) {
            throw BeepTestError(
                .notFound, tr("unknown test '%s'; did you mean '%s'? (see 'beeptest list')", name, suggestion))
        }
        throw BeepTestError(.notFound, tr("no test is called '%s' (see 'beeptest list')", name))
    }
}
