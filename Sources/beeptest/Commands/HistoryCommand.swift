import BeepTest

/// `beeptest history [FILE|DIR ...]`: every test of every athlete in the results logs, oldest
/// first, with the change since the athlete's previous test of the same protocol.
enum HistoryCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "history", operands: .optionalFiles("FILE|DIR"), summary: tr("every athlete's tests across results logs"),
        about: tr(
            """
            Reads results logs (the files named, the .jsonl files of the folders named, default the
            results folder $XDG_DATA_HOME/beeptest/results) and prints every test of every athlete,
            oldest first: date, profile, score as `results` writes it, 20 m laps, the VO2max
            estimate, the FitnessGram zone and the change since the athlete's previous test of the
            same profile (never 15 m laps against 20 m laps), marked "within noise" where it is
            smaller than the test's own minimal detectable change (standards.md 4; no verdict
            where none is published), Yo-Yo reference groups, and why a VO2max is missing; two
            tests on one day show their times. Athletes are matched by the roster's
            id where it gave one, else by name ignoring case. A birthday that raises the HFZ target
            is said. --athlete finds an athlete by id, name or part of a name, ignoring
            case and accents ("zoe" finds Zoë Müller); a part in several names lists them
            (exit 64). A log that cannot be read is one warning and skipped. --format xlsx -o
            OUT.xlsx writes a spreadsheet: a row per test, dates as dates, numbers as numbers, the
            header row frozen.
            """)
            + "\n\n"
            + tr(
                """
                Beside each step, the change since the athlete's first test of the profile (or
                their first on or after --since YYYY-MM-DD), with its percentage and its own
                verdict against the same minimal detectable change, "within noise" or "beyond
                noise": steps each within the noise can add up to a change past it.
                """),
        options: [
            athlete.spec, since.spec, format.spec, FileOutput.output.spec,
        ])

    /// `--athlete NAME`.
    static let athlete = Option.text(
        "--athlete", "NAME", help: tr("only this athlete: id, name or part of a name (any case, accents ignored)"))
    /// `--since YYYY-MM-DD`.
    static let since = Option.text(
        "--since", "YYYY-MM-DD",
        help: tr("the baseline of the change since: each athlete's first test on or after this day"))
    /// `--format table|csv|json|xlsx`.
    static let format = DefaultedOption<OutputFormat>.format(.table, .csv, .json, .xlsx)

    static func run(_ words: [String]) throws(BeepTestError) -> Int32 {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp {
            Output.line(spec.helpText)
            return 0
        }
        let format = try arguments.value(Self.format)
        let output = try FileOutput.path(arguments, format: format)
        // Checked before any log is read: a mistyped day is a usage error, not an empty baseline.
        var since: String?
        if let text = try arguments.value(Self.since) {
            guard CalendarDate(iso: text) != nil else {
                throw arguments.usage(tr("--since: not a date YYYY-MM-DD: %s", text))
            }
            since = text
        }
        let logs = try ResultsLogs.read(arguments.positionals, defaultFolder: true)
        try FileOutput.refuseOverwriting(output, inputs: logs.map(\.file), arguments)
        var athletes = SeasonHistory.build(logs, since: since)
        if let wanted = try arguments.value(Self.athlete) {
            switch AthleteMatch(wanted, in: athletes) {
            case .found(let found): athletes = found
            case .none: throw BeepTestError(.notFound, tr("no athlete '%s' in the logs", wanted))
            case .ambiguous(let candidates):
                // The error line, then one line per candidate to choose from.
                let error = arguments.usage(
                    trPlural(
                        "--athlete '%2$s' is in %1$d athlete's name; give more of it or the id",
                        "--athlete '%2$s' is in %1$d athletes' names; give more of it or the id",
                        count: candidates.count,
                        wanted))
                Output.error("beeptest: " + error.message)
                for athlete in candidates { Output.error("  " + HistoryPrinter.heading(athlete)) }
                return error.exitCode
            }
        }
        if format == .xlsx, let output {
            let sheet = HistorySheet.sheet(athletes)
            try FileOutput.write(
                sheet, to: output, what: tr("%s tests of %s athletes", sheet.rows.count, athletes.count))
        } else {
            try FileOutput.write(
                HistoryPrinter.render(athletes, format: format, since: since), to: output, format: format)
        }
        return 0
    }
}
