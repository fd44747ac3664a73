import BeepTest

/// `beeptest show`: a profile's level table, like the published tables.
enum ShowCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "show", operands: .profile, summary: tr("print a profile's level table"),
        about: tr(
            """
            Prints a profile's level table: speed, shuttle time, shuttles, bouts, rest, level time,
            and cumulative time, shuttles and distance at each level's end, like the published tables.
            """),
        options: [format.spec])

    /// `--format table|json|csv`.
    static let format = DefaultedOption<OutputFormat>.format(.table, .json, .csv)

    static func run(_ words: [String]) throws(BeepTestError) {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp { return Output.line(spec.helpText) }
        let entry = try CommandSupport.profile(arguments)
        let format = try arguments.value(Self.format)
        let profile = entry.profile
        let table = LevelTable(profile: profile)
        switch format {
        case .json: Output.line(JSONWriter.prettyString(json(profile, table)))
        case .csv: Output.line(csv(table))
        default: Output.line(text(profile, table))
        }
    }

    static func json(_ profile: Profile, _ table: LevelTable) -> JSONValue {
        let rows = table.rows.map { row -> JSONValue in
            .object([
                ("level", .string(row.level)), ("speed_kmh", .optionalNum(row.speedKmh)),
                ("shuttle_s", .optionalNum(row.shuttleS)), ("shuttles", .num(row.shuttles)), ("bouts", .int(row.bouts)),
                ("rest_s", .num(row.restS)), ("duration_s", .num(row.durationS)),
                ("cumulative_s", .num(row.cumulativeS)), ("cumulative_shuttles", .num(row.cumulativeShuttles)),
                ("cumulative_m", .optionalNum(row.cumulativeM)),
            ])
        }
        return .object([
            ("id", .string(profile.id)), ("name", .string(profile.name)),
            ("distance_m", .optionalNum(profile.distanceM)), ("levels", .array(rows)), ("total_s", .num(table.totalS)),
            ("total_shuttles", .num(table.totalShuttles)), ("total_m", .optionalNum(table.totalM)),
        ])
    }

    static func csv(_ table: LevelTable) -> String {
        var lines = [
            CSV.line([
                "level", "speed_kmh", "shuttle_s", "shuttles", "bouts", "rest_s", "duration_s", "cumulative_s",
                "cumulative_shuttles", "cumulative_m",
            ])
        ]
        for row in table.rows {
            lines.append(
                CSV.line([
                    row.level, row.speedKmh.map { JSONWriter.number($0) } ?? "",
                    row.shuttleS.map { JSONWriter.number($0) } ?? "",
                    JSONWriter.number(row.shuttles), String(row.bouts), JSONWriter.number(row.restS),
                    JSONWriter.number(row.durationS), JSONWriter.number(row.cumulativeS),
                    JSONWriter.number(row.cumulativeShuttles), row.cumulativeM.map { JSONWriter.number($0) } ?? "",
                ]))
        }
        return lines.joined(separator: "\n")
    }

    static func text(_ profile: Profile, _ table: LevelTable) -> String {
        var header = "\(ProfileNames.shown(profile)) (\(profile.id))"
        if let distance = profile.distanceM { header += "\n" + tr("course: %s m", distance.trimmed(decimals: 2)) }
        header +=
            "   "
            + (profile.stopRule.consecutive
                ? tr("stop: out after %s consecutive misses", profile.stopRule.misses)
                : tr("stop: out after %s misses", profile.stopRule.misses))
        if let reference = profile.reference { header += "\n" + tr("source: %s", reference) }
        var text = TextTable(
            headers: [
                CallLanguage.reading.word(for: profile.levelWord).uppercased(), tr("KM/H"), tr("S/SHUTTLE"),
                tr("SHUTTLES"), tr("BOUTS"),
                tr("REST"), tr("LEVEL TIME"),
                tr("CUM TIME"), tr("CUM SHUTTLES"), tr("CUM M"),
            ],
            rightAligned: Set(1...9))
        for row in table.rows {
            text.rows.append([
                row.level, row.speedKmh.map { $0.trimmed(decimals: 2) } ?? "-",
                row.shuttleS.map { $0.formatted(decimals: 2) } ?? "-",
                row.shuttles.trimmed(decimals: 2), String(row.bouts), row.restS.trimmed(decimals: 1),
                row.durationS.formatted(decimals: 1), TimeText.minutesSecondsHundredths(row.cumulativeS),
                row.cumulativeShuttles.trimmed(decimals: 2), row.cumulativeM.map { $0.trimmed(decimals: 1) } ?? "-",
            ])
        }
        let time = TimeText.minutesSecondsHundredths(table.totalS)
        let shuttles = table.totalShuttles.trimmed(decimals: 2)
        let totals =
            table.totalM.map { tr("total: %s, %s shuttles, %s m", time, shuttles, $0.trimmed(decimals: 1)) }
            ?? tr("total: %s, %s shuttles", time, shuttles)
        return header + "\n\n" + text.rendered() + "\n\n" + totals
    }
}
