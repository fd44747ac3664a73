import BeepTest

/// `beeptest report FILE... -o OUT.html`: a class report as one self-contained, printable HTML
/// page, or with `--per-athlete` a page for each athlete; written whole (temporary file and
/// rename) and private to its owner (0600).
enum ReportCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "report", operands: .files("FILE"), summary: tr("write a printable class report (HTML)"),
        about: tr(
            """
            Writes one self-contained HTML page (inline style and charts, no script, nothing
            loaded from elsewhere; prints on A4, a class of 30 on at most two sheets) from
            results logs of one test: the title, school and assessor when given; the test, the
            group, the date and time of each run, its start level and how it ended; a summary
            (statuses, the mean score, how many in each zone or passing); a row per athlete with
            only the columns that apply to the test (zones, HFZ target and laps to go for the
            PACER; metres and reference groups for the Yo-Yo; every attempt with its time and
            pass or fail, and the candidate's id, where there is a pass standard; the change since
            the athlete's previous test with several dates); and a chart of the class's scores.
            --per-athlete writes instead one A4 page per athlete with that athlete's results
            alone and their earlier tests as a small chart, for the pupil, a parent or a
            candidate's file. The test is the newest log's; logs of other tests are left out
            with a warning. The file is written with mode 0600 (zones are health information).
            """),
        options: [output.spec, perAthlete.spec, title.spec, school.spec, assessor.spec], required: [output.spec.name])

    /// `-o, --output OUT.html` (required).
    static let output = Option.text(
        "--output", "OUT.html", short: "-o", completion: .file, help: tr("the HTML file to write (required)"))
    /// `--per-athlete`.
    static let perAthlete = Flag("--per-athlete", help: tr("one A4 page per athlete, with their results alone"))
    /// `--title TEXT`.
    static let title = Option.text("--title", "TEXT", help: tr("the page's title (default: the test's name)"))
    /// `--school TEXT`.
    static let school = Option.text("--school", "TEXT", help: tr("the school, club or force, in the header"))
    /// `--assessor NAME`.
    static let assessor = Option.text("--assessor", "NAME", help: tr("who ran the test, in the header"))

    static func run(_ words: [String]) throws(BeepTestError) {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp { return Output.line(spec.helpText) }
        guard let path = try arguments.value(Self.output), !path.isEmpty else {
            throw arguments.usage(tr("missing -o OUT.html"))
        }
        guard !arguments.positionals.isEmpty else { throw arguments.usage(tr("missing FILE: name the results logs")) }
        let logs = try ResultsLogs.read(arguments.positionals, defaultFolder: false)
        try FileOutput.refuseOverwriting(path, inputs: logs.map(\.file), arguments)
        var report = ClassReport(logs: logs)
        report.heading = ReportHeading(
            title: try arguments.value(Self.title), school: try arguments.value(Self.school),
            assessor: try arguments.value(Self.assessor))
        for file in report.leftOut {
            Output.warning(tr("%s: not a %s log, the newest log's test; left out", file, report.profileID))
        }
        let generated = WallClock.localText(WallClock.now(), format: "%Y-%m-%d %H:%M")
        let perAthlete = arguments.isSet(Self.perAthlete)
        let page =
            perAthlete
            ? AthleteReportPage.html(report, generated: generated) : ClassReportPage.html(report, generated: generated)
        try FileIO.writeAtomically(Array(page.utf8), to: path)
        let count = report.rows.count
        let days = report.days.joined(separator: ", ")
        Output.line(
            perAthlete
                ? trPlural(
                    "%2$s: %1$d athlete, a page each, %3$s, %4$s", "%2$s: %1$d athletes, a page each, %3$s, %4$s",
                    count: count, path, report.profileID, days)
                : trPlural(
                    "%2$s: %1$d athlete, %3$s, %4$s", "%2$s: %1$d athletes, %3$s, %4$s", count: count, path,
                    report.profileID, days))
    }
}
