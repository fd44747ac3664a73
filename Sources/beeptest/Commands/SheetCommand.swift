import BeepTest

/// `beeptest sheet PROFILE [--roster FILE] -o OUT.html`: a blank score sheet to print, for
/// partner counting beside the official recording.
enum SheetCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "sheet", operands: .profile, summary: "write a blank score sheet to print (HTML)",
        about: """
            Writes a score sheet to print on A4, black and white: the test's name, its stop rule,
            lines for the date, time, group and assessor, then a block per athlete (bib and name
            from --roster, else \(ScoreSheetPage.blankCount) numbered blank lines) with a box to
            tick for each shuttle, level by level (each lap, numbered through the test, for the
            PACER; each bout for the Yo-Yo tests; each stage for timed tests), for partners
            counting beside the official recording. A block is never split across sheets.
            """,
        options: [
            .valued("--output", "OUT.html", short: "-o", completion: .file, help: "the HTML file to write (required)"),
            .valued("--roster", "FILE", completion: .file, help: "the athletes, as run --roster reads them"),
        ],
        required: ["--output"])

    static func run(_ words: [String]) throws(BeepTestError) {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp { return Output.line(spec.helpText) }
        guard let path = arguments.value("--output"), !path.isEmpty else {
            throw arguments.usage("missing -o OUT.html")
        }
        let profile = try CommandSupport.profile(arguments).profile
        let roster = try arguments.value("--roster").map { path throws(BeepTestError) in try Roster.load(path: path) }
        try FileIO.writeAtomically(Array(ScoreSheetPage.html(profile, roster: roster).utf8), to: path)
        let who = roster.map { "\($0.athletes.count) athletes" } ?? "\(ScoreSheetPage.blankCount) blank rows"
        Output.line("\(path): \(profile.id) score sheet, \(who)")
    }
}
