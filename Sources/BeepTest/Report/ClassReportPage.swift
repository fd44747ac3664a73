/// A class report as one self-contained HTML page: inline CSS and SVG, no script, nothing loaded
/// from anywhere, A4 in print (30 athletes on at most two sheets). Every name and recorded text is
/// escaped and each name isolated (`<bdi>`), so a hostile or right-to-left name cannot turn into
/// markup or reorder its row. Only the columns that apply to the test are shown: zones for the
/// PACER, metres and reference groups for the Yo-Yo, pass and candidate id where there is a
/// standard.
public enum ClassReportPage {
    /// What an empty cell shows.
    static let empty = "–"

    /// The page for `report`; `generated` says when it was made (local time text), if given.
    public static func html(_ report: ClassReport, generated: String? = nil) -> String {
        var body = header(report)
        body += summary(report)
        body += resultsTable(report)
        body += chart(report)
        if report.isFitnessGram { body += zoneCounts(report) }
        body += footer(report, generated: generated)
        return HTMLDocument.page(title: title(report), css: ReportStyle.css, body: body)
    }

    /// The page's title: `--title`, else the test's name and "class report".
    static func title(_ report: ClassReport) -> String {
        report.heading.title ?? tr("%s — class report", report.profileName ?? report.profileID)
    }

    /// The title, the school and assessor, then the test: its name, group, each test's date,
    /// time, start level and how it ended, and the standard or equation used.
    static func header(_ report: ClassReport) -> String {
        var text = "<header>\n<h1>\(title(report).htmlEscaped)</h1>\n"
        var items = meta(report.heading)
        items.append(
            (
                tr("Test"),
                (report.profileName.map { $0.htmlEscaped + " " } ?? "") + "(" + report.profileID.htmlEscaped + ")"
            ))
        let groups = report.groupNames
        if !groups.isEmpty {
            items.append(
                (groups.count == 1 ? tr("Group") : tr("Groups"), groups.map { $0.htmlEscaped }.joined(separator: ", ")))
        }
        items.append(
            (
                report.tests.count == 1 ? tr("Run") : tr("Runs"),
                report.tests.map(runText).joined(separator: "<br>")
            ))
        if report.isFitnessGram {
            items.append(
                (
                    tr("Standard"),
                    tr("%s; zones HFZ, NI, NI-HR by sex and age", FitnessGram.zoneSource).htmlEscaped
                ))
            items.append(
                (
                    tr("Equation"),
                    "<span class=\"estimate\">" + FitnessGram.shownEquation.htmlEscaped + "</span>"
                        + tr(
                            ", rounded to %s (%s); over 17, age %s goes in and the >17 row applies",
                            Translation.decimal(0.1, decimals: 1), FitnessGram.equationSource,
                            String(FitnessGram.adultAgeInEquation)
                        ).htmlEscaped
                ))
            if report.distanceM == 15 {
                items.append((tr("Course"), tr("15 m laps, converted to 20 m laps by level").htmlEscaped))
            }
        } else if let method = report.method {
            items.append((tr("Equation"), method.rawValue.htmlEscaped + ": " + method.source.htmlEscaped))
        }
        if let standard = report.passStandard {
            items.append((tr("Pass standard"), Translation.shown(standard).htmlEscaped))
        }
        text += definitions(items) + "</header>\n"
        return text
    }

    /// `--school` and `--assessor` as definition items, each only when given.
    static func meta(_ heading: ReportHeading) -> [(String, String)] {
        var items: [(String, String)] = []
        if let school = heading.school { items.append((tr("School"), school.htmlEscaped)) }
        if let assessor = heading.assessor { items.append((tr("Assessor"), assessor.htmlEscaped)) }
        return items
    }

    /// A definition list of `items` (terms and HTML values).
    static func definitions(_ items: [(String, String)]) -> String {
        var text = "<dl class=\"meta\">\n"
        for (term, value) in items { text += "<dt>\(term.htmlEscaped)</dt><dd>\(value)</dd>\n" }
        return text + "</dl>\n"
    }

    /// When a test was run, for people: its day and time, or its day alone for a test entered
    /// from paper (its log holds the day at noon, not a time anyone saw).
    static func when(_ date: String?, entered: Bool) -> String {
        guard let date else { return tr("date not recorded") }
        if entered { return LocalDateTime.shown(date, entered: true) ?? date }
        return LocalDateTime(logText: date)?.text ?? date
    }

    /// One test as a line: its date and time, the start level and how it ended.
    static func runText(_ test: LoggedTest) -> String {
        let summary = test.summary
        let when = Self.when(summary.date, entered: summary.isEntered)
        let time = summary.endTime.map { TimeText.minutesSeconds($0) }
        let place = summary.endPlace.map(Turn.translated)
        var ending: String
        switch (summary.ending, time) {
        case (.completed, let time?):
            ending =
                summary.stopAt.map { tr("ended at %s at the standard %s", time, Translation.shown($0)) }
                ?? tr("the whole test was run at %s", time)
        case (.completed, nil):
            ending =
                summary.stopAt.map { tr("ended at the standard %s", Translation.shown($0)) }
                ?? tr("the whole test was run")
        case (.stopped, let time?) where summary.everyoneOut:
            ending =
                place.map { tr("ended at %s, after %s: everyone was out", time, $0) }
                ?? tr("ended at %s: everyone was out", time)
        case (.stopped, _) where summary.marksEnded:
            ending = ResultsSummary.marksEndedText(summary.endTime)
        case (.stopped, _) where (summary.endTime ?? 0) < 0:
            ending = tr("stopped in the countdown, before the test started")
        case (.stopped, let time?):
            ending =
                place.map { tr("stopped at %s, after %s, before the test's end", time, $0) }
                ?? tr("stopped at %s, before the test's end", time)
        case (.stopped, nil):
            ending =
                place.map { tr("stopped after %s, before the test's end", $0) } ?? tr("stopped before the test's end")
        case (.cutShort, let time?):
            ending =
                place.map { tr("the record stops at %s, after %s (no finish line)", time, $0) }
                ?? tr("the record stops at %s (no finish line)", time)
        case (.cutShort, nil):
            ending =
                place.map { tr("the record stops after %s (no finish line)", $0) }
                ?? tr("the record stops (no finish line)")
        }
        if summary.ending != .completed && summary.rows.contains(where: \.isFloor) {
            ending += ": " + tr("the scores of those still running are floors (at least)")
        }
        if summary.isEntered { ending = tr("entered from paper, not timed") }
        return "<span class=\"when\">" + when.htmlEscaped + "</span>"
            + tr(", from level %s; %s", summary.startLevel, ending).htmlEscaped
    }

    /// How many took part and how it went: statuses, zones or passes, and the mean score.
    static func summary(_ report: ClassReport) -> String {
        let count = report.rows.count
        var parts = [
            trPlural("%d athlete", "%d athletes", count: count).replacing("\(count)", with: "<strong>\(count)</strong>")
        ]
        parts += report.statusCounts.map { $0.status.countText($0.count) }
        if let mean = report.meanScore {
            // A mean over floors (the test stopped while some still ran) is a floor too.
            let value = Translation.decimal(mean.value, decimals: mean.decimals)
            let floor = report.rows.contains { $0.row.isFloor }
            parts.append(
                tr("mean score %s", floor ? tr("at least %s", value) : value) + " " + mean.unitText.htmlEscaped)
        }
        if report.isFitnessGram {
            var counts = [FitnessGramZone: Int]()
            var none = 0
            for tally in report.zones {
                for (zone, count) in tally.counts { counts[zone, default: 0] += count }
                none += tally.withoutZone
            }
            parts += FitnessGramZone.allCases.map { "\(counts[$0] ?? 0) \($0.rawValue)" }
            if none > 0 { parts.append(tr("%s without a zone", String(none))) }
        }
        if report.passStandard != nil {
            let passed = report.rows.filter { $0.row.standards.pass == true }.count
            parts.append("<strong>" + tr("%s of %s passed", String(passed), String(report.rows.count)) + "</strong>")
        }
        let estimate = "<strong>" + tr("estimate") + "</strong>"
        var note = tr("VO2max (mL/kg/min) is an %s from the score: read the score first.", estimate)
        if report.isFitnessGram { note += " " + tr("A zone is health information: keep this page private.") }
        return "<p class=\"summary\">" + parts.joined(separator: " · ") + "</p>\n"
            + "<p class=\"note\">" + note + "</p>\n"
    }

    /// A results table cell of the model's `column` for the athlete of row `index`: the model's
    /// value as HTML, the athlete's history for the page's own columns, and the number of a note
    /// under the table beside a VO2max or a zone that has one.
    private static func cell(_ column: ResultColumn, _ index: Int, _ source: ResultCellSource, _ table: Table)
        -> String
    {
        let report = table.report
        switch column {
        case .attempts: return attempts(report, index)
        case .change: return change(report.rows[index])
        case .trend: return trend(report.athletes[index].tests, latest: report.rows[index], top: table.top)
        case .distanceM:
            // Whole metres, as the page has always written them (a bout's distance is whole).
            guard case .trimmed(let metres, _)? = column.value(of: source) else { return empty }
            return metres.trimmed(decimals: 0)
        // A null estimate says why, one outside its method's group says so: by the number of a
        // note under the table, as does a missing zone.
        case .vo2max: return html(column.value(of: source)) + table.notes.vo2maxMark(source.row)
        case .zone: return html(column.value(of: source)) + table.notes.zoneMark(source.row)
        default: return html(column.value(of: source))
        }
    }

    /// `value` as HTML: recorded text escaped, a name isolated (`<bdi>`), numbers in the reader's
    /// decimals, a zone in its colour.
    private static func html(_ value: ResultCell?) -> String {
        switch value {
        case nil, .empty?: empty
        case .text(let text)?, .label(let text)?: text.htmlEscaped
        case .name(let name)?: HTMLDocument.name(name)
        case .identifier(let id)?: "<span class=\"nb\">\(id.htmlEscaped)</span>"
        case .stored(let text)?: Translation.shown(text).htmlEscaped
        case .place(let place)?: Turn.translated(place).htmlEscaped
        case .whole(let number)?: String(number)
        case .fixed(let number, let decimals)?: Translation.decimal(number, decimals: decimals)
        case .trimmed(let number, let decimals)?: Translation.decimal(number, trimmedTo: decimals)
        case .sex(let sex)?: sex.rawValue
        case .status(let status)?: status.text
        case .score(let score)?: score.shown.htmlEscaped
        case .zone(let zone)?:
            "<span class=\"zone \(ReportStyle.zoneClass(zone))\" title=\"\(zone.name)\">"
                + "\(ReportStyle.zoneMark(zone)) \(zone.rawValue)</span>"
        case .verdict(let pass)?: pass ? tr("pass") : tr("fail")
        case .date(let date)?: date.text
        case .started(let date, let entered)?: when(date, entered: entered).htmlEscaped
        }
    }

    /// The athlete's line of scores, with the change since the first test under it: steps each
    /// within the noise may add up to one past it, which no single step shows. With two tests it
    /// is the step itself, already beside it, and the row keeps to one line.
    private static func trend(_ tests: [HistoryTest], latest: HistoryTest, top: Double) -> String {
        let line = ScoreTrend.svg(tests, top: top) ?? empty
        guard tests.lazy.filter({ $0.measure != nil }).count > 2, let since = latest.cumulativeChangeText else {
            return line
        }
        return line + "<br><span class=\"note\">" + tr("since the first: %s", since).htmlEscaped + "</span>"
    }

    /// The change since the athlete's previous test, marked when it is within the test's noise.
    private static func change(_ test: HistoryTest) -> String {
        var change = test.change.flatMap { change in test.measure.map { $0.changeText(change) } } ?? empty
        // A mark the footnote explains: a class's column of changes keeps to one line a row.
        if test.isWithinNoise == true {
            change += "<span class=\"noise\" title=\"" + tr("within the test's noise") + "\">*</span>"
        }
        if let note = test.targetNote {
            change += "<br><span class=\"note\">" + Translation.shown(note).htmlEscaped + "</span>"
        }
        return change
    }

    /// Every attempt of the athlete of row `index` among the logs, oldest first: its time, score,
    /// and pass or fail against the standard.
    static func attempts(_ report: ClassReport, _ index: Int) -> String {
        report.athletes[index].tests.map { test in
            let when = Self.when(test.date, entered: test.isEntered)
            let result =
                test.row.standards.pass.map { $0 ? "<strong>" + tr("pass") + "</strong>" : tr("fail") } ?? empty
            return "<span class=\"attempt\"><span class=\"when\">\(when.htmlEscaped)</span> "
                + "\(test.scoreText?.htmlEscaped ?? empty) \(result)</span>"
        }.joined(separator: "<br>")
    }

    /// Names longer than this may wrap (between words) in the table.
    static let longName = 24

    /// What the results table is made of: the report, its rows as the column model reads them,
    /// the columns that apply, the notes under it and the scale of its lines of scores.
    private struct Table {
        let report: ClassReport
        let sources: [ResultCellSource]
        let columns: [ResultColumn]
        let notes: TableNotes
        let top: Double

        init(_ report: ClassReport) {
            self.report = report
            let scope = report.columnScope
            sources = scope.rows
            columns = ResultColumn.shown(in: .classPage, for: scope)
            notes = TableNotes(
                report.rows, vo2max: ResultColumn.vo2max.applies(in: .classPage, to: scope),
                zones: ResultColumn.zonesApply(in: .classPage, to: scope))
            // One scale for every athlete's line, so that the lines can be compared down the column.
            top = ScoreChart.niceTop(report.athletes.flatMap { $0.tests.compactMap { $0.measure?.value } }.max() ?? 1)
        }
    }

    private static func resultsTable(_ report: ClassReport) -> String {
        let table = Table(report)
        var text = "<section id=\"results\">\n<table class=\"results\">\n<thead><tr>"
        for column in table.columns {
            // Headers are the program's own words; a line break is where a narrow one wraps.
            let header = column.header(in: .classPage).replacing("\n", with: "<br>")
            text += column.holdsNumbers ? "<th class=\"num\">\(header)</th>" : "<th>\(header)</th>"
        }
        text += "</tr></thead>\n<tbody>\n"
        for (index, source) in table.sources.enumerated() {
            text += "<tr>"
            for column in table.columns {
                let cell = cell(column, index, source, table)
                if column == .athlete {
                    // A short name keeps to one line; a long one wraps between its words only.
                    let long = source.row.athlete.count > longName
                    text += (long ? "<td class=\"name long\">" : "<td class=\"name\">") + cell + "</td>"
                } else {
                    text += (column.holdsNumbers ? "<td class=\"num\">" : "<td>") + cell + "</td>"
                }
            }
            text += "</tr>\n"
        }
        return text + "</tbody>\n</table>\n" + table.notes.list + "</section>\n"
    }

    private static func chart(_ report: ClassReport) -> String {
        guard let svg = ScoreChart.svg(report) else { return "" }
        var text = "<section id=\"chart\">\n<h2>" + tr("Scores of the class") + "</h2>\n"
        if report.isFitnessGram {
            text += "<p class=\"legend\">"
            for zone in FitnessGramZone.allCases {
                text += "<span><span class=\"zone \(ReportStyle.zoneClass(zone))\">"
                text += "\(ReportStyle.zoneMark(zone)) \(zone.rawValue)</span> \(zone.name)</span>"
            }
            text += "<span><span class=\"tick\"></span> " + tr("the athlete's HFZ target") + "</span></p>\n"
        }
        return text + svg + "\n</section>\n"
    }

    private static func zoneCounts(_ report: ClassReport) -> String {
        var text = "<section id=\"zones\">\n<h2>" + tr("Zones by sex") + "</h2>\n<table class=\"zones\">\n"
        text += "<thead><tr><th>" + tr("Sex") + "</th>"
        for zone in FitnessGramZone.allCases { text += "<th class=\"num\">\(zone.rawValue)</th>" }
        text += "<th class=\"num\">" + tr("No zone") + "</th><th class=\"num\">" + tr("Total")
        text += "</th></tr></thead>\n<tbody>\n"
        for tally in report.zones {
            let sex = tally.sex.map { $0 == .female ? tr("Girls (F)") : tr("Boys (M)") } ?? tr("Sex not given")
            text += "<tr><td>\(sex)</td>"
            for zone in FitnessGramZone.allCases { text += number(String(tally.counts[zone] ?? 0)) }
            text += number(String(tally.withoutZone)) + number(String(tally.total)) + "</tr>\n"
        }
        return text + "</tbody>\n</table>\n</section>\n"
    }

    /// The logs the page was made from, those left out, the noise and when it was made.
    static func footer(_ report: ClassReport, generated: String?) -> String {
        let files = report.files.map { "<bdi>" + $0.htmlEscaped + "</bdi>" }.joined(separator: ", ")
        var text = "<footer>\n<p>"
        text +=
            (report.files.count == 1 ? tr("From the results log %s.", files) : tr("From the results logs %s.", files))
        text += "</p>\n"
        if !report.leftOut.isEmpty {
            let leftOut = report.leftOut.map { "<bdi>" + $0.htmlEscaped + "</bdi>" }.joined(separator: ", ")
            text += "<p>" + tr("Left out, being another test: %s.", leftOut) + "</p>\n"
        }
        // Said only where a change is within the noise, naming each figure's source.
        var noises: [TestNoise] = []
        for test in report.rows where test.isWithinNoise == true {
            if let noise = test.noise, !noises.contains(noise) { noises.append(noise) }
        }
        if !noises.isEmpty {
            let labels = noises.map { $0.shownLabel.htmlEscaped }.joined(separator: "; ")
            text +=
                "<p>* "
                + tr(
                    "Within the test's noise: a change smaller than its minimal detectable change (MDC95) of %s is not a change.",
                    labels) + "</p>\n"
        }
        text += "<p>" + madeBy(generated) + "</p>\n</footer>\n"
        return text
    }

    /// "Made by beeptest on DATE." for a page's footer.
    static func madeBy(_ generated: String?) -> String {
        generated.map { tr("Made by beeptest on %s.", $0.htmlEscaped) } ?? tr("Made by beeptest.")
    }

    private static func number(_ text: String?) -> String { "<td class=\"num\">" + (text ?? empty) + "</td>" }
}
