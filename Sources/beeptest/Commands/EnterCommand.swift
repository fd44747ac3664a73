import BeepTest

/// `beeptest enter PROFILE --roster FILE`: a test run on paper or with the official recording,
/// entered afterwards as a results log that `results`, `history` and `report` read like a run's.
enum EnterCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "enter", operands: .profile, summary: tr("enter a test run on paper as a results log"),
        about: tr(
            """
            Writes the results log of a test run on paper or with the official recording: one
            line per athlete, BIB SCORE, from --scores FILE or standard input. The score is
            written in the test's own notation: PACER laps (48), level.shuttle (9.4, 9:4 or 9/4),
            Yo-Yo level.bout (16.3), 30-15 IFT stage speed (18.5); every score a run of the test
            gives is taken, and for a test ticked stage by stage on its score sheet (Léger), a
            stage alone (6: its last line made); blank lines and lines starting
            with # are skipped. BIB w SCORE records a withdrawal (status withdrew, as w 17 in a
            run). A bib not on the roster, a score the test cannot give, a bib
            twice or a line of another form is refused with a line each (FILE:LINE) and nothing
            is written (exit 65). Athletes of the roster with no line were absent: they are
            named on stderr and left out of the log. The log says it was entered, not timed:
            each athlete is out at the line whose miss gives their score, as a run records it,
            or ran the whole test; the dates are --date (default today: YYYY-MM-DD, or with
            dots or slashes in --date-order, else the locale's order), and ages are on that day;
            a test entered shows its day, never a time. It is written to --results FILE (never
            over an existing file), else to a new file under $XDG_DATA_HOME/beeptest/results, as
            run's results are.
            """),
        options: [
            AthleteOptions.roster.spec, scores.spec, date.spec, AthleteOptions.results.spec,
            AthleteOptions.encoding.spec, AthleteOptions.dateOrder.spec,
        ],
        required: [AthleteOptions.roster.spec.name])

    /// `--scores FILE`: the BIB SCORE lines (default: standard input).
    static let scores = Option.text(
        "--scores", "FILE", completion: .file, help: tr("the BIB SCORE lines (default: standard input)"))
    /// `--date DATE`: the day the test was run, ISO or in the locale's order (`--date-order`).
    static let date = Option.text(
        "--date", "DATE",
        help: tr("the day the test was run: YYYY-MM-DD, or DD/MM/YYYY in the locale's order (default today)"))

    static func run(_ words: [String]) throws(BeepTestError) {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp { return Output.line(spec.helpText) }
        let profile = try CommandSupport.profile(arguments).profile
        guard let rosterPath = try arguments.value(AthleteOptions.roster) else {
            throw arguments.usage(tr("missing --roster FILE"))
        }
        let (day, unixTime) = try testDay(arguments)
        let roster = try CommandSupport.rosterFile(rosterPath, arguments, on: day)
        CommandSupport.sayWhatWasGuessed(roster, path: rosterPath)
        let source = try arguments.value(Self.scores)
        let bytes: [UInt8]
        if let source { bytes = try FileIO.read(source) } else { bytes = try FileIO.readStandardInput() }
        let text = try DecodedText.decode(bytes, source: source ?? "stdin").text
        let timeline = Timeline(profile: profile)
        let entered = EnteredScores(text, source: source ?? "stdin", roster: roster, timeline: timeline)
        for problem in entered.problems { Output.error("beeptest: " + problem) }
        if !entered.problems.isEmpty {
            let count = entered.problems.count
            throw BeepTestError(
                .invalidData,
                trPlural("%d line refused: nothing written", "%d lines refused: nothing written", count: count))
        }
        guard !entered.entries.isEmpty else {
            throw BeepTestError(
                .invalidData, tr("%s: no scores (one BIB SCORE line per athlete)", source ?? "stdin"))
        }
        let absent = entered.absent(from: roster)
        let lines = entered.logLines(timeline: timeline, roster: roster, unixTime: unixTime)
        let log = try CommandSupport.resultsLog(arguments, profileID: profile.id, unixTime: unixTime)
        for line in lines {
            do {
                try log.append(line: JSONWriter.string(line))
            } catch {
                log.discard()  // a log cut part way would read as a test stopped: none at all
                throw error
            }
        }
        if !absent.isEmpty {
            let bibs = roster.bibs
            let named = absent.map { "\(bibs[$0]) \(roster.athletes[$0].name)" }
            Output.warning(tr("no score, so left out of the log as absent: %s", named.joined(separator: ", ")))
        }
        let count = entered.entries.count
        Output.line(
            trPlural(
                "%2$s: %3$s on %4$s, %1$d athlete entered", "%2$s: %3$s on %4$s, %1$d athletes entered", count: count,
                log.path, profile.id, day.text))
    }

    /// The day of the test and the log's Unix time (its local noon: a paper test has a day, not a
    /// time): `--date` as the teacher writes it, ISO or with dots or slashes in the locale's
    /// order (`--date-order`), else today and now.
    private static func testDay(_ arguments: Arguments) throws(BeepTestError) -> (CalendarDate, Double) {
        guard let text = try arguments.value(Self.date) else { return (CalendarDate.today(), WallClock.now()) }
        let order = try CommandSupport.dateOrder(arguments)
        guard let given = CalendarDate(written: text, order: order), let noon = WallClock.localNoon(of: given) else {
            throw arguments.usage(tr("--date: not a date YYYY-MM-DD or %s: %s", order.pattern(separator: "/"), text))
        }
        return (given, noon)
    }
}
