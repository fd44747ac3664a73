import BeepTest

/// `beeptest results FILE...`: each athlete's result from a results log, complete or cut short;
/// with `--format xlsx -o OUT.xlsx`, the results of every log named in one spreadsheet.
///
/// Corrupt lines are reported on stderr as `beeptest: FILE:LINE: …` and skipped; the results are
/// still printed from the rest, and the exit status is then 65. The run's profile is found by
/// its id (built-in, then user); when it cannot be found the rows are what the file recorded.
enum ResultsCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "results", operands: .files("FILE"), summary: tr("print the results recorded in a file"),
        about: tr(
            """
            Reads a results file (JSON Lines, complete or cut short) and prints each athlete's
            result: status (out, completed, stopped, in progress), the score in the test's
            notation (9.4, Yo-Yo 16.2, PACER laps, 30-15 IFT speed), total shuttles and metres
            on the standard table, and the VO2max estimate; for the PACER the FitnessGram zone,
            the HFZ target and the laps to go; pass or fail where a standard applies; reference
            groups beside Yo-Yo distances. --format fitnessgram writes FitnessGram's own CSV
            columns (PACER logs only; %s for others). --format xlsx -o OUT.xlsx
            writes the results of every log named to one spreadsheet, a row per athlete and test,
            with the test's date and time as dates, numbers as numbers and the header row frozen;
            the other formats read one log. A corrupt line is reported as FILE:LINE and skipped;
            the rest is still printed and the exit status is %s.
            """, ExitStatus.invalidData, ExitStatus.invalidData),
        options: [format.spec, FileOutput.output.spec, pass.spec])

    /// `--format table|csv|json|fitnessgram|xlsx`.
    static let format = DefaultedOption<OutputFormat>.format(.table, .csv, .json, .fitnessgram, .xlsx)
    /// `--pass SCORE|POST`.
    static let pass = Option.text(
        "--pass", "SCORE|POST",
        help: tr(
            "judge each athlete against this pass score or standard (police-15m: %s)",
            PassStandard.police.compactMap(\.key).joined(separator: ", ")))

    /// How many bad lines are reported one by one.
    static let maximumProblemsShown = 20

    static func run(_ words: [String]) throws(BeepTestError) -> Int32 {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp {
            Output.line(spec.helpText)
            return 0
        }
        let format = try arguments.value(Self.format)
        let output = try FileOutput.path(arguments, format: format)
        guard !arguments.positionals.isEmpty else { throw arguments.usage(tr("missing FILE")) }
        if format != .xlsx && arguments.positionals.count > 1 {
            throw arguments.usage(
                tr("one FILE for --format %s; several logs only with --format xlsx -o OUT.xlsx", format.rawValue))
        }
        try FileOutput.refuseOverwriting(output, inputs: arguments.positionals, arguments)
        var tests: [LoggedTest] = []
        var corrupt = false
        for path in arguments.positionals {
            let (test, file) = try read(path, format: format, arguments)
            tests.append(test)
            corrupt = corrupt || file.hasCorruptLines
            if format == .fitnessgram, let pacer = test.profile {
                let csv = FitnessGramExport.csv(test.summary, profile: pacer, athletes: file.start.athletes)
                let left = FitnessGramExport.left(test.summary)
                if !left.isEmpty && test.summary.rows.count == left.count {
                    throw BeepTestError(
                        .invalidData,
                        tr("%s: nothing to export: every athlete was still running when the test stopped", path))
                }
                try FileOutput.write(Array(csv.utf8), to: output, format: format)
                for athlete in left {
                    Output.warning(tr("%s left out: still running when the test stopped", athlete))
                }
            } else if format != .xlsx {
                // Fitted to a terminal (or COLUMNS); a file written with -o gets every name whole.
                let width = output == nil ? TerminalInfo.tableWidth() : nil
                let text = ResultsReport.render(test.summary, format: format, file: path, width: width)
                try FileOutput.write(Array(text.utf8), to: output, format: format)
            }
        }
        if format == .xlsx, let output {
            let sheet = ResultsSheet.sheet(tests)
            let logs = trPlural("%d log", "%d logs", count: tests.count)
            try FileOutput.write(sheet, to: output, what: tr("%s results from %s", sheet.rows.count, logs))
        }
        return corrupt ? ExitStatus.invalidData : ExitStatus.success
    }

    /// The log at `path` scored (and judged against `--pass`), its problems reported on stderr.
    private static func read(_ path: String, format: OutputFormat, _ arguments: Arguments) throws(BeepTestError) -> (
        LoggedTest, ResultsFile
    ) {
        var file = try ResultsFile.read(path: path)
        let profile = ResultsLogs.profile(of: file.start)
        var summary = file.summary(profile: profile)
        if let text = try arguments.value(Self.pass) {
            guard let profile else {
                throw BeepTestError(
                    .invalidData,
                    tr("%s: --pass needs the profile '%s', which is not found", path, file.start.profileID))
            }
            let standard = try CommandSupport.passStandard(text, option: pass.spec.name, profile: profile, arguments)
            summary.judgePass(standard, profile: profile)
        }
        let pacer = FitnessGramExport.isPACER(profile) ? profile : nil
        if format == .fitnessgram && pacer == nil {
            throw BeepTestError(
                .invalidData,
                profile == nil
                    ? tr(
                        "%s: --format fitnessgram is for PACER results (%s); this log is of %s, not found", path,
                        FitnessGramExport.profileIDs, file.start.profileID)
                    : tr(
                        "%s: --format fitnessgram is for PACER results (%s); this log is of %s", path,
                        FitnessGramExport.profileIDs, file.start.profileID))
        }
        // A badly damaged file is described by its first problems, not thousands of lines.
        for problem in file.problems.prefix(maximumProblemsShown) {
            let line = problem.description.escapingControlCharacters(limit: 400)
            Output.error("beeptest: " + (problem.isCorrupt ? "" : tr("warning: ")) + line)
        }
        if file.problems.count > maximumProblemsShown {
            Output.error(
                "beeptest: " + tr("%s: %s more bad lines not shown", path, file.problems.count - maximumProblemsShown))
        }
        if profile == nil {
            Output.warning(tr("%s: profile not found; showing the scores the file recorded", file.start.profileID))
        }
        return (LoggedTest(file: path, start: file.start, summary: summary, profile: profile), file)
    }
}
