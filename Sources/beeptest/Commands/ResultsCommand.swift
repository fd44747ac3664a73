import BeepTest

/// `beeptest results FILE`: each athlete's result from a results log, complete or cut short.
///
/// Corrupt lines are reported on stderr as `beeptest: FILE:LINE: …` and skipped; the results are
/// still printed from the rest, and the exit status is then 65. The run's profile is found by
/// its id (built-in, then user); when it cannot be found the rows are what the file recorded.
enum ResultsCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "results", operands: .file("FILE"), summary: "print the results recorded in a file",
        about: """
            Reads a results file (JSON Lines, complete or cut short) and prints each athlete's
            result: status (out, completed, stopped, in progress), the score in the test's
            notation (9.4, Yo-Yo 16.2, PACER laps, 30-15 IFT speed), total shuttles and metres
            on the standard table, and the VO2max estimate; for the PACER the FitnessGram zone,
            the HFZ target and the laps to go; pass or fail where a standard applies; reference
            groups beside Yo-Yo distances. --format fitnessgram writes FitnessGram's own CSV
            columns (PACER logs only; 65 for others). A corrupt line is reported as FILE:LINE
            and skipped; the rest is still printed and the exit status is 65.
            """,
        options: [
            .format(ResultsReport.formats),
            .valued(
                "--pass", "SCORE|POST",
                help: "judge each athlete against this pass score or standard (police-15m: "
                    + PassStandard.police.compactMap(\.key).joined(separator: ", ") + ")"),
        ])

    /// How many bad lines are reported one by one.
    static let maximumProblemsShown = 20

    static func run(_ words: [String]) throws(BeepTestError) -> Int32 {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp {
            Output.line(spec.helpText)
            return 0
        }
        let path = try arguments.positionals(exactly: 1, what: "FILE")[0]
        let format = try arguments.choice("--format")
        var file = try ResultsFile.read(path: path)
        let profile = ResultsLogs.findProfile(file.start.profileID)
        var summary = file.summary(profile: profile)
        if let text = arguments.value("--pass") {
            guard let profile else {
                throw BeepTestError(
                    .invalidData, "\(path): --pass needs the profile '\(file.start.profileID)', which is not found")
            }
            let standard = try CommandSupport.passStandard(text, option: "--pass", profile: profile, arguments)
            summary.judgePass(standard, profile: profile)
        }
        let pacer = FitnessGramExport.isPACER(profile) ? profile : nil
        if format == "fitnessgram" && pacer == nil {
            throw BeepTestError(
                .invalidData,
                "\(path): --format fitnessgram is for PACER results (\(FitnessGramExport.profileIDs)); "
                    + "this log is of \(file.start.profileID)" + (profile == nil ? ", not found" : ""))
        }
        // A badly damaged file is described by its first problems, not thousands of lines.
        for problem in file.problems.prefix(maximumProblemsShown) {
            Output.error("beeptest: " + (problem.isCorrupt ? "" : "warning: ") + problem.description)
        }
        if file.problems.count > maximumProblemsShown {
            Output.error("beeptest: \(path): \(file.problems.count - maximumProblemsShown) more bad lines not shown")
        }
        if profile == nil {
            Output.warning("\(file.start.profileID): profile not found; showing the scores the file recorded")
        }
        if format == "fitnessgram", let pacer {
            Output.write(
                FitnessGramExport.csv(summary, profile: pacer, athletes: file.start.athletes), to: .standardOutput)
        } else {
            Output.write(ResultsReport.render(summary, format: format, file: path), to: .standardOutput)
        }
        return file.hasCorruptLines ? BeepTestError(.invalidData, "").exitCode : 0
    }
}
