/// A class report as one self-contained HTML page: inline CSS and SVG, no script, nothing loaded
/// from anywhere, A4 in print. Every name and recorded text is escaped and each name isolated
/// (`<bdi>`), so a hostile or right-to-left name cannot turn into markup or reorder its row.
public enum ClassReportPage {
    /// What an empty cell shows.
    static let empty = "–"

    /// The page for `report`; `generated` says when it was made (local time text), if given.
    public static func html(_ report: ClassReport, generated: String? = nil) -> String {
        let title = (report.profileName ?? report.profileID) + " — class report"
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title.htmlEscaped)</title>
            <style>
            \(ReportStyle.css)
            </style>
            </head>
            <body>
            <h1>\(title.htmlEscaped)</h1>

            """
        page += meta(report)
        page += resultsTable(report)
        page += chart(report)
        if report.isFitnessGram { page += zoneCounts(report) }
        if report.days.count > 1 { page += overTheDates(report) }
        page += footer(report, generated: generated)
        return page + "</body>\n</html>\n"
    }

    private static func meta(_ report: ClassReport) -> String {
        var items: [(String, String)] = [
            (
                "Test",
                (report.profileName.map { $0.htmlEscaped + " " } ?? "") + "(" + report.profileID.htmlEscaped + ")"
            ),
            (
                report.days.count == 1 ? "Date" : "Dates",
                report.days.isEmpty ? empty : report.days.joined(separator: ", ")
            ),
            ("Athletes", String(report.rows.count)),
        ]
        if report.isFitnessGram {
            items.append(("Standard", FitnessGram.zoneSource.htmlEscaped + "; zones HFZ, NI, NI-HR by sex and age"))
            items.append(
                (
                    "Equation",
                    "<span class=\"estimate\">" + FitnessGram.equation.htmlEscaped + "</span>, rounded to 0.1 ("
                        + FitnessGram.equationSource.htmlEscaped + "); over 17, age \(FitnessGram.adultAgeInEquation)"
                        + " goes in and the &gt;17 row applies"
                ))
            if report.distanceM == 15 { items.append(("Course", "15 m laps, converted to 20 m laps by level")) }
        } else if let method = report.method {
            items.append(("Equation", method.rawValue.htmlEscaped + ": " + method.source.htmlEscaped))
        }
        if let note = sharedVO2maxNote(report) { items.append(("VO2max", "none: " + note.htmlEscaped)) }
        var text = "<dl class=\"meta\">\n"
        for (term, value) in items { text += "<dt>\(term)</dt><dd>\(value)</dd>\n" }
        text += "</dl>\n<p class=\"note\">VO2max (mL/kg/min) is an <strong>estimate</strong> from the score: "
        text += "read the score first. A zone is health information: keep this page private.</p>\n"
        return text
    }

    /// The note every row's null VO2max shares (the police test's), said once; nil when rows differ.
    private static func sharedVO2maxNote(_ report: ClassReport) -> String? {
        let notes = Set(report.rows.map { $0.row.vo2max == nil ? $0.row.vo2maxNote : nil })
        return report.rows.count > 1 && notes.count == 1 ? notes.first ?? nil : nil
    }

    private static func resultsTable(_ report: ClassReport) -> String {
        let lapsWord = report.rows.first?.measure?.unit == "laps" ? "Laps" : "Shuttles"
        // The Yo-Yo tests are read in metres (their groups and noise are published on distance).
        let showsMetres = report.rows.contains { $0.measure?.unit == "m" }
        let metresHeading = showsMetres ? "<th class=\"num\">Metres</th>" : ""
        let showsGroups = ReferenceGroup.groups(for: report.method) != nil
        let groupHeading = showsGroups ? "<th>Reference group</th>" : ""
        let sharedNote = sharedVO2maxNote(report)
        // A pass standard (the police test's) gets its column; other tests do not carry an empty one.
        let passStandard = report.rows.lazy.compactMap(\.row.standards.passStandard).first
        let passHeading = passStandard.map { "<th>Pass<br><span class=\"note\">\($0.htmlEscaped)</span></th>" } ?? ""
        var text = """
            <section id="results">
            <h2>Results</h2>
            <table class="results">
            <thead><tr><th class="num">Bib</th><th>Name</th><th>Sex</th><th class="num">Age</th>\
            <th class="num">Score</th><th class="num">\(lapsWord)</th>\(metresHeading)<th class="num">20 m laps</th>\
            <th class="num">VO2max<br>(estimate)</th><th>Zone</th><th class="num">HFZ target</th>\
            <th class="num">Laps to go</th>\(passHeading)\(groupHeading)<th>Change since last</th></tr></thead>
            <tbody>

            """
        for test in report.rows {
            let row = test.row
            let standards = row.standards
            var cells = [
                number(String(row.bib)), "<td class=\"name\"><bdi>" + row.athlete.htmlEscaped + "</bdi></td>",
                cell(test.sex?.rawValue), number(test.age.map { $0.trimmed(decimals: 1) }),
                number(row.score?.htmlEscaped),
                number(row.totalShuttles.map { $0.trimmed(decimals: 2) }),
            ]
            if showsMetres { cells.append(number(row.distanceM.map { $0.trimmed(decimals: 1) })) }
            cells.append(number(standards.laps20m.map(String.init)))
            if let vo2max = row.vo2max {
                cells.append(number(vo2max.formatted(decimals: 1)))
            } else {
                // Why there is none, unless every row shares the reason (said once above).
                let why = sharedNote == nil ? row.vo2maxNote : nil
                cells.append(number(empty + (why.map { " <span class=\"note\">\($0.htmlEscaped)</span>" } ?? "")))
            }
            if let zone = standards.zone {
                cells.append(
                    "<td><span class=\"zone \(ReportStyle.zoneClass(zone))\" title=\"\(zone.name)\">"
                        + "\(ReportStyle.zoneMark(zone)) \(zone.rawValue)</span></td>")
            } else {
                // Why there is none, for the PACER (for other tests the heading says it all).
                let why = report.isFitnessGram ? standards.zoneNote : nil
                let note = why.map { " <span class=\"note\">\($0.htmlEscaped)</span>" } ?? ""
                cells.append("<td>" + empty + note + "</td>")
            }
            cells.append(number(standards.hfzLaps.map(String.init)))
            cells.append(number(standards.lapsToHFZ.map(String.init)))
            if passStandard != nil {
                cells.append(cell(standards.pass.map { $0 ? "<strong>pass</strong>" : "not yet" }))
            }
            if showsGroups {
                let note = standards.referenceGroupNote.map { "<span class=\"note\">\($0.htmlEscaped)</span>" }
                cells.append(cell(standards.referenceGroup?.htmlEscaped ?? note.map { empty + " " + $0 }))
            }
            var change = test.change.flatMap { change in test.measure.map { $0.changeText(change) } } ?? empty
            if test.isWithinNoise == true { change += " <span class=\"noise\">within the test's noise</span>" }
            if let note = test.targetNote { change += "<br><span class=\"note\">\(note.htmlEscaped)</span>" }
            cells.append("<td>" + change + "</td>")
            text += "<tr>" + cells.joined() + "</tr>\n"
        }
        return text + "</tbody>\n</table>\n</section>\n"
    }

    private static func chart(_ report: ClassReport) -> String {
        guard let svg = ScoreChart.svg(report) else { return "" }
        var text = "<section id=\"chart\">\n<h2>Scores of the class</h2>\n"
        text += "<p class=\"legend\">"
        if report.isFitnessGram {
            for zone in FitnessGramZone.allCases {
                text += "<span><span class=\"zone \(ReportStyle.zoneClass(zone))\">"
                text += "\(ReportStyle.zoneMark(zone)) \(zone.rawValue)</span> \(zone.name)</span>"
            }
            text += "<span><span class=\"tick\"></span> the athlete's HFZ target</span>"
        }
        return text + "</p>\n" + svg + "\n</section>\n"
    }

    private static func zoneCounts(_ report: ClassReport) -> String {
        var text = """
            <section id="zones">
            <h2>Zones by sex</h2>
            <table class="zones">
            <thead><tr><th>Sex</th>
            """
        for zone in FitnessGramZone.allCases { text += "<th class=\"num\">\(zone.rawValue)</th>" }
        text += "<th class=\"num\">No zone</th><th class=\"num\">Total</th></tr></thead>\n<tbody>\n"
        for tally in report.zones {
            let sex = tally.sex.map { $0 == .female ? "Girls (F)" : "Boys (M)" } ?? "Sex not given"
            text += "<tr><td>\(sex)</td>"
            for zone in FitnessGramZone.allCases { text += number(String(tally.counts[zone] ?? 0)) }
            text += number(String(tally.withoutZone)) + number(String(tally.total)) + "</tr>\n"
        }
        return text + "</tbody>\n</table>\n</section>\n"
    }

    private static func overTheDates(_ report: ClassReport) -> String {
        let unit = report.rows.first?.measure?.unit ?? ""
        var text = """
            <section id="dates">
            <h2>Scores over the dates</h2>
            <table class="dates">
            <thead><tr><th>Name</th>
            """
        for day in report.days { text += "<th class=\"num\">\(day)</th>" }
        text += "<th>\(unit.htmlEscaped)</th></tr></thead>\n<tbody>\n"
        let top = ScoreChart.niceTop(report.athletes.flatMap { $0.tests.compactMap { $0.measure?.value } }.max() ?? 1)
        for athlete in report.athletes {
            text += "<tr><td class=\"name\"><bdi>" + athlete.name.htmlEscaped + "</bdi></td>"
            for day in report.days {
                // Two tests on one day are told apart by their times.
                let tests = athlete.tests.filter { $0.day == day }
                let scores = tests.compactMap { test in
                    test.row.score.map { score in
                        score.htmlEscaped + (tests.count > 1 ? test.time.map { " (\($0))" } ?? "" : "")
                    }
                }
                text += number(scores.isEmpty ? nil : scores.joined(separator: ", "))
            }
            text += "<td>" + (ScoreTrend.svg(athlete.tests, top: top) ?? empty) + "</td></tr>\n"
        }
        return text + "</tbody>\n</table>\n</section>\n"
    }

    private static func footer(_ report: ClassReport, generated: String?) -> String {
        var text = "<footer>\n<p>From the results log" + (report.files.count == 1 ? "" : "s") + " "
        text += report.files.map { "<bdi>" + $0.htmlEscaped + "</bdi>" }.joined(separator: ", ") + ".</p>\n"
        if !report.leftOut.isEmpty {
            text += "<p>Left out, being another test: "
            text += report.leftOut.map { "<bdi>" + $0.htmlEscaped + "</bdi>" }.joined(separator: ", ") + ".</p>\n"
        }
        // Said only where a change is within the noise, naming each figure's source.
        var noises: [TestNoise] = []
        for test in report.rows where test.isWithinNoise == true {
            if let noise = test.noise, !noises.contains(noise) { noises.append(noise) }
        }
        if !noises.isEmpty {
            text += "<p>Within the test's noise: a change smaller than its minimal detectable change (MDC95) of "
            text += noises.map { $0.label.htmlEscaped }.joined(separator: "; ") + " is not a change.</p>\n"
        }
        if showsReferenceSource(report), let source = ReferenceGroup.groups(for: report.method)?.first?.source {
            text += "<p>Reference groups: the group means of " + source.htmlEscaped
            text += " (never percentiles); an athlete is placed within each sport on its own.</p>\n"
        }
        text += "<p>Made by beeptest" + (generated.map { " on " + $0.htmlEscaped } ?? "") + ".</p>\n</footer>\n"
        return text
    }

    /// True when someone is placed beside the reference groups.
    private static func showsReferenceSource(_ report: ClassReport) -> Bool {
        report.rows.contains { $0.row.standards.referenceGroup != nil }
    }

    private static func cell(_ text: String?) -> String { "<td>" + (text ?? empty) + "</td>" }

    private static func number(_ text: String?) -> String { "<td class=\"num\">" + (text ?? empty) + "</td>" }
}
