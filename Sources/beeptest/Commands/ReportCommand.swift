import BeepTest

/// `beeptest report FILE... -o OUT.html`: a class report as one self-contained, printable HTML
/// page, written whole (temporary file and rename) and private to its owner (0600).
enum ReportCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "report", operands: .files("FILE"), summary: "write a printable class report (HTML)",
        about: """
            Writes one self-contained HTML page (inline style and charts, no script, nothing
            loaded from elsewhere; prints on A4) from results logs of one test: the test, its
            date(s), the standard and equation used; a row per athlete with bib, name, sex, age,
            score, laps (metres for the Yo-Yo tests), 20 m laps, the VO2max estimate or why there
            is none, the FitnessGram zone, the HFZ target and laps to go, the Yo-Yo reference
            groups, and the change since the athlete's previous test among the logs; a chart
            of the class's scores with the HFZ targets; the zones by sex; and, with logs of
            several dates, each athlete's scores over them. The test is the newest log's; logs of
            other tests are left out with a warning. The file is written with mode 0600 (zones
            are health information).
            """,
        options: [
            .valued("--output", "OUT.html", short: "-o", completion: .file, help: "the HTML file to write (required)")
        ],
        required: ["--output"])

    static func run(_ words: [String]) throws(BeepTestError) {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp { return Output.line(spec.helpText) }
        guard let path = arguments.value("--output") else { throw arguments.usage("missing -o OUT.html") }
        guard !arguments.positionals.isEmpty else { throw arguments.usage("missing FILE: name the results logs") }
        let report = ClassReport(logs: try ResultsLogs.read(arguments.positionals, defaultFolder: false))
        for file in report.leftOut {
            Output.warning("\(file): not a \(report.profileID) log, the newest log's test; left out")
        }
        let generated = WallClock.localText(WallClock.now(), format: "%Y-%m-%d %H:%M")
        try FileIO.writeAtomically(Array(ClassReportPage.html(report, generated: generated).utf8), to: path)
        Output.line(
            "\(path): \(report.rows.count) athletes, \(report.profileID), " + report.days.joined(separator: ", "))
    }
}
