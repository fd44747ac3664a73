import BeepTest

/// `beeptest sheet PROFILE [--roster FILE] -o OUT.html`: a blank score sheet to print, for
/// partner counting beside the official recording.
enum SheetCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "sheet", operands: .profile, summary: tr("write a blank score sheet to print (HTML)"),
        about: tr(
            """
            Writes a score sheet to print on A4, black and white: the test's name, its stop rule,
            lines for the date, time, group and assessor, then a block per athlete (bib and name
            from --roster, else %s numbered blank lines) with a box to
            tick for each shuttle, level by level (each lap, numbered through the test, for the
            PACER; each bout for the Yo-Yo tests; each stage for timed tests), for partners
            counting beside the official recording. A block is never split across sheets.
            """, ScoreSheetPage.blankCount),
        options: [ReportCommand.output.spec, roster.spec, AthleteOptions.encoding.spec, AthleteOptions.dateOrder.spec],
        required: [ReportCommand.output.spec.name])

    /// `--roster FILE`: the athletes to print, read as `run --roster` reads them.
    static let roster = Option.text(
        "--roster", "FILE", completion: .file, help: tr("the athletes, as run --roster reads them"))

    static func run(_ words: [String]) throws(BeepTestError) {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp { return Output.line(spec.helpText) }
        guard let path = try arguments.value(ReportCommand.output), !path.isEmpty else {
            throw arguments.usage(tr("missing -o OUT.html"))
        }
        let profile = try CommandSupport.profile(arguments).profile
        let rosterPath = try arguments.value(Self.roster)
        if rosterPath == nil
            && (arguments.isGiven(AthleteOptions.encoding) || arguments.isGiven(AthleteOptions.dateOrder))
        {
            throw arguments.usage(tr("--encoding and --date-order read a --roster file: add --roster"))
        }
        try FileOutput.refuseOverwriting(path, inputs: [rosterPath].compactMap { $0 }, arguments)
        let roster = try rosterPath.map { file throws(BeepTestError) in try CommandSupport.rosterFile(file, arguments) }
        try FileIO.writeAtomically(Array(ScoreSheetPage.html(profile, roster: roster).utf8), to: path)
        let who =
            roster.map { trPlural("%d athlete", "%d athletes", count: $0.athletes.count) }
            ?? tr("%s blank rows", ScoreSheetPage.blankCount)
        Output.line(tr("%s: %s score sheet, %s", path, profile.id, who))
    }
}
