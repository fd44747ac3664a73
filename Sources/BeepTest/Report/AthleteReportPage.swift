/// `report --per-athlete`: one A4 page per athlete, for the pupil, a parent or a candidate's file,
/// with that athlete's name and results alone: the test and when it was run, the score, how the
/// athlete's test ended, the estimate, the zone and target or the pass and standard, and their
/// earlier tests of the same test among the logs as a small chart and a list. No other athlete's
/// name or score is on the page.
public enum AthleteReportPage {
    /// What an empty value shows.
    static let empty = ClassReportPage.empty
    /// Names longer than this are set smaller.
    static let longName = 30

    /// The pages of every athlete of `report`, in bib order, one sheet each in print.
    public static func html(_ report: ClassReport, generated: String? = nil) -> String {
        var body = ""
        for index in report.rows.indices {
            // Each chart on the athlete's own scale: the page compares them with themselves alone.
            let top = ScoreChart.niceTop(report.athletes[index].tests.compactMap { $0.measure?.value }.max() ?? 1)
            body += page(report, index, top: top, generated: generated)
        }
        let title =
            report.heading.title.map { $0 + " — " + tr("athletes' pages") }
            ?? tr("%s — athletes' pages", report.profileName ?? report.profileID)
        return HTMLDocument.page(title: title, css: ReportStyle.css, body: body)
    }

    /// The page of the athlete of row `index`.
    private static func page(_ report: ClassReport, _ index: Int, top: Double, generated: String?) -> String {
        let test = report.rows[index]
        let row = test.row
        var text = "<section class=\"athlete\">\n<header>\n"
        if let title = report.heading.title { text += "<p class=\"kicker\">\(title.htmlEscaped)</p>\n" }
        // A long name in smaller type, so that its longest unbreakable part still fits the sheet.
        text += (row.athlete.count > longName ? "<h1 class=\"long\">" : "<h1>") + HTMLDocument.name(row.athlete)
        text += "</h1>\n"
        var items = ClassReportPage.meta(report.heading)
        var who = [tr("bib %s", String(row.bib))]
        if let id = row.id { who.append(tr("id %s", id.htmlEscaped)) }
        if let group = report.groups[index] { who.append(tr("group %s", group.htmlEscaped)) }
        if let sex = test.sex { who.append(sex == .female ? tr("female") : tr("male")) }
        if let age = test.age { who.append(tr("age %s", Translation.decimal(age, trimmedTo: 1))) }
        items.append((tr("Athlete"), who.joined(separator: ", ")))
        items.append(
            (
                tr("Test"),
                (report.profileName.map { $0.htmlEscaped + " " } ?? "") + "(" + report.profileID.htmlEscaped + ")"
            )
        )
        if let log = report.tests.first(where: { $0.file == test.file }) {
            items.append((tr("Run"), ClassReportPage.runText(log)))
        }
        text += ClassReportPage.definitions(items) + "</header>\n"
        text += result(report, test)
        text += earlier(report, index, top: top)
        text += "<footer>\n<p>" + tr("From the results log %s.", "<bdi>" + test.file.htmlEscaped + "</bdi>") + " "
        text += ClassReportPage.madeBy(generated) + "</p>\n</footer>\n"
        return text + "</section>\n"
    }

    /// The score in large type, then what it means: status, totals, estimate and standards.
    private static func result(_ report: ClassReport, _ test: HistoryTest) -> String {
        let row = test.row
        let standards = row.standards
        var text = "<div class=\"result\"><span class=\"label\">" + tr("Score") + "</span> "
        text += "<span class=\"big\">" + (test.scoreText?.htmlEscaped ?? empty) + "</span>"
        if let measure = test.measure, measure.unit != "laps" || report.distanceM == 15 {
            text += " <span class=\"unit\">(" + Translation.decimal(measure.value, trimmedTo: measure.decimals) + " "
            text += measure.unitText.htmlEscaped + ")</span>"
        } else if let measure = test.measure {
            text += " <span class=\"unit\">" + measure.unitText.htmlEscaped + "</span>"
        }
        text += "</div>\n" + ScoreMeaning.paragraph(test, notation: report.notation)
        var items: [(String, String)] = []
        // In a sentence whose words agree with the athlete's sex ("éliminée" for a girl), where
        // the bare status word ("éliminé") is the masculine.
        items.append((tr("How it ended"), ScoreMeaning.ending(row.status, sex: test.sex).htmlEscaped))
        if let failedAt = row.failedAt { items.append((tr("Where it ended"), Turn.translated(failedAt).htmlEscaped)) }
        if row.status != .out && row.misses > 0 { items.append((tr("Misses"), String(row.misses))) }
        if let metres = row.distanceM { items.append((tr("Distance"), metres.trimmed(decimals: 0) + " m")) }
        if let laps = standards.laps20m, report.distanceM == 15 { items.append((tr("20 m laps"), String(laps))) }
        if let vo2max = row.vo2max {
            let method = row.vo2maxMethod.map { " (" + $0.htmlEscaped + ")" } ?? ""
            items.append(
                (
                    "VO2max",
                    "<span class=\"estimate\">" + Translation.decimal(vo2max, decimals: 1) + "</span> mL/kg/min, "
                        + tr("an estimate").htmlEscaped + method
                        + (row.vo2maxPopulationNote.map { "; " + Translation.shown($0).htmlEscaped } ?? "")
                ))
        } else if let note = row.vo2maxNote {
            items.append(("VO2max", empty + " " + Translation.shown(note).htmlEscaped))
        }
        if report.isFitnessGram { items += zoneItems(standards) }
        if let standard = standards.passStandard {
            let verdict = standards.pass.map { "<strong>" + ($0 ? tr("pass") : tr("fail")) + "</strong>" } ?? empty
            items.append((tr("Result"), tr("%s against %s", verdict, Translation.shown(standard).htmlEscaped)))
        }
        if let group = standards.referenceGroup {
            items.append((tr("Reference group"), Translation.shown(group).htmlEscaped))
        }
        if let change = test.changeText { items.append((tr("Change since last"), change.htmlEscaped)) }
        if let change = test.cumulativeChangeText { items.append((tr("Change since the first"), change.htmlEscaped)) }
        if let note = test.targetNote { items.append((tr("Note"), Translation.shown(note).htmlEscaped)) }
        return text + ClassReportPage.definitions(items)
    }

    /// The PACER's zone (with why there is none) and the HFZ target with the laps still to go.
    private static func zoneItems(_ standards: RowStandards) -> [(String, String)] {
        var items: [(String, String)] = []
        if let zone = standards.zone {
            items.append(
                (
                    tr("Zone"),
                    "<span class=\"zone \(ReportStyle.zoneClass(zone))\">\(ReportStyle.zoneMark(zone)) "
                        + "\(zone.rawValue)</span> \(zone.name)"
                ))
        } else {
            // Called only where zones apply, by the class page's judgement (`ClassReport.isFitnessGram`,
            // `ResultColumn.zonesApply`): the athlete's page says what the class page's row does.
            let note = ZoneNote.shown(standards, zonesApply: true).map { " " + $0.htmlEscaped } ?? ""
            items.append((tr("Zone"), empty + note))
        }
        if let target = standards.hfzLaps {
            let laps = trPlural("%d lap", "%d laps", count: target)
            let toGo = standards.lapsToHFZ.map { $0 == 0 ? tr("reached") : tr("%s to go", String($0)) }
            items.append((tr("HFZ target"), toGo.map { laps + ", " + $0 } ?? laps))
        }
        return items
    }

    /// The athlete's tests of this test among the logs: a chart, then a line each.
    private static func earlier(_ report: ClassReport, _ index: Int, top: Double) -> String {
        let tests = report.athletes[index].tests
        var text = "<section class=\"earlier\">\n<h2>"
        text += tests.count > 1 ? tr("Tests of %s so far", report.profileID.htmlEscaped) : tr("Earlier tests")
        text += "</h2>\n"
        guard tests.count > 1 else {
            return text + "<p>" + tr("This is the first one among the logs.") + "</p>\n</section>\n"
        }
        if let svg = ScoreTrend.svg(tests, top: top, width: 480, height: 130, labelled: true) {
            text += svg + "\n"
        }
        text += "<table class=\"attempts\">\n<thead><tr><th>" + tr("Date and time") + "</th><th class=\"num\">"
        text += tr("Score") + "</th><th>" + tr("Result") + "</th><th>" + tr("Change") + "</th></tr></thead>\n<tbody>\n"
        for test in tests {
            let when = test.date.flatMap(LocalDateTime.init(logText:))?.text ?? test.date ?? tr("date not recorded")
            let standards = test.row.standards
            let verdict =
                standards.pass.map { $0 ? tr("pass") : tr("fail") } ?? standards.zone?.rawValue
                ?? ScoreMeaning.status(test.row.status, sex: test.sex)
            text += "<tr><td>\(when.htmlEscaped)</td><td class=\"num\">\(test.scoreText?.htmlEscaped ?? empty)</td>"
            text += "<td>\(verdict.htmlEscaped)</td><td>\(test.changeText?.htmlEscaped ?? empty)</td></tr>\n"
        }
        return text + "</tbody>\n</table>\n</section>\n"
    }
}
