/// `beeptest sheet`: a blank score sheet for partner counting beside the official recording,
/// A4 and black and white: the test's name, its stop rule, lines for the date, time and assessor,
/// then a block per athlete (their bib and name from a roster, or a numbered blank line) with a
/// box for each thing to tick, level by level: each shuttle (each lap, numbered through the test,
/// for the PACER), each bout of a test run in bouts (the Yo-Yo), each stage of a timed test.
public enum ScoreSheetPage {
    /// Numbered blank blocks on a sheet made without a roster.
    public static let blankCount = 12

    /// One level's boxes: the level's label and the number written in each box.
    struct LevelBoxes: Equatable {
        var label: String
        var numbers: [String]
    }

    /// The sheet of `profile` for `roster`'s athletes, or blank numbered blocks when nil.
    public static func html(_ profile: Profile, roster: Roster?) -> String {
        let boxes = levelBoxes(profile)
        let title = tr("%s — score sheet", ProfileNames.shown(profile))
        var body = "<header>\n<h1>\(title.htmlEscaped)</h1>\n"
        body += "<p class=\"rule\">" + ruleText(profile).htmlEscaped + "</p>\n"
        body += "<p class=\"lines\"><span>" + tr("Date") + " ________________</span><span>" + tr("Time")
        body += " __________</span><span>" + tr("Group") + " ______________</span><span>" + tr("Assessor")
        body += " ______________________</span></p>\n</header>\n"
        if let roster {
            for (athlete, bib) in zip(roster.athletes, roster.bibs) {
                body += block(label: String(bib), name: HTMLDocument.name(athlete.name), boxes: boxes)
            }
        } else {
            for number in 1...blankCount {
                body += block(label: String(number), name: "<span class=\"blank\"></span>", boxes: boxes)
            }
        }
        return HTMLDocument.page(title: title, css: style, body: body)
    }

    /// What is ticked and when an athlete is out, in words.
    static func ruleText(_ profile: Profile) -> String {
        let rule = profile.stopRule
        let out: String
        if rule.misses == 1 {
            out = tr("Out after the first missed line")
        } else if rule.consecutive {
            out = tr("Out after %s missed lines in a row", String(rule.misses))
        } else {
            out = tr("Out after %s missed lines in total", String(rule.misses))
        }
        let what: String
        if profile.recordsStages {
            what = tr("Tick each stage completed")
        } else if profile.levels.contains(where: \.isRunInBouts) {
            what = tr("Tick each bout made on time")
        } else if profile.scoreNotation == .laps {
            what = tr("Tick each lap made on time")
        } else {
            what = tr("Tick each shuttle made on time")
        }
        return what + "; " + tr("circle a missed line.") + " " + out + " (\(profile.id))."
    }

    /// The boxes of each level, as the test is recorded.
    static func levelBoxes(_ profile: Profile) -> [LevelBoxes] {
        var lap = 0
        return profile.levels.map { level in
            switch level.work {
            case .shuttles where level.isRunInBouts:
                return LevelBoxes(label: level.label, numbers: (1...level.bouts).map(String.init))
            case .shuttles(let count) where profile.scoreNotation == .laps:
                defer { lap += count }
                return LevelBoxes(label: level.label, numbers: (1...max(count, 1)).map { String(lap + $0) })
            case .shuttles(let count):
                return LevelBoxes(label: level.label, numbers: (1...max(count, 1)).map(String.init))
            case .timed, .stage:
                return LevelBoxes(label: level.label, numbers: [""])
            }
        }
    }

    private static func block(label: String, name: String, boxes: [LevelBoxes]) -> String {
        var text = "<section class=\"block\">\n<p class=\"who\"><span class=\"bib\">\(label.htmlEscaped)</span> "
        text += name + "<span class=\"score\">" + tr("Score").htmlEscaped + " ________</span></p>\n<p class=\"levels\">"
        for level in boxes {
            text += "<span class=\"level\"><b>\(level.label.htmlEscaped)</b>"
            for number in level.numbers { text += "<i>\(number.htmlEscaped)</i>" }
            text += "</span> "
        }
        return text + "</p>\n</section>\n"
    }

    /// Black and white, A4, a block never split across sheets.
    static let style = """
        @page { size: A4; margin: 12mm 10mm; }
        * { box-sizing: border-box; }
        body { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; font-size: 10pt; color: #000;
          background: #fff; margin: 0 auto; padding: 12px; max-width: 1000px; }
        h1 { font-size: 15pt; margin: 0 0 4px; }
        .rule { margin: 0 0 6px; }
        .lines { display: flex; flex-wrap: wrap; gap: 4mm 8mm; margin: 0 0 8px; }
        .block { break-inside: avoid; border: 1px solid #000; padding: 2mm 2mm 1mm; margin: 0 0 2.5mm; }
        .who { margin: 0 0 1.5mm; font-size: 11pt; display: flex; gap: 3mm; align-items: baseline; }
        .who .bib { font-weight: bold; min-width: 9mm; border: 1px solid #000; text-align: center; }
        .who .blank { flex: 1; border-bottom: 1px solid #000; min-height: 5mm; }
        .who .score { margin-left: auto; white-space: nowrap; }
        .levels { margin: 0; line-height: 5.2mm; }
        .level { display: inline-block; white-space: nowrap; margin-right: 1.6mm; }
        .level b { display: inline-block; min-width: 5mm; font-size: 7.5pt; text-align: right; margin-right: 0.6mm; }
        .level i { display: inline-block; width: 4mm; height: 4mm; border: 0.6px solid #000; font-style: normal;
          font-size: 5pt; line-height: 4mm; text-align: center; vertical-align: middle; margin-right: 0.3mm; }
        .nb { white-space: nowrap; }
        """
}
