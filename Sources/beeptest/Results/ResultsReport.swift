import BeepTest

/// Prints a `ResultsSummary` as a table, CSV or JSON: `beeptest results` and the end-of-run
/// summary of `beeptest run` use the same printer.
enum ResultsReport {
    /// The summary in `format` (a table, CSV or JSON), ending with a newline; a table's names are
    /// cut to keep it within `width` columns when one is given (a terminal's).
    static func render(_ summary: ResultsSummary, format: OutputFormat, file: String? = nil, width: Int? = nil)
        -> String
    {
        switch format {
        case .csv: return csv(summary)
        case .json: return JSONWriter.prettyString(json(summary, file: file)) + "\n"
        case .table, .fitnessgram, .xlsx: return table(summary, width: width)
        }
    }

    /// A column of the table: its header, whether it holds numbers (right-aligned), and its cell.
    private struct Column {
        var header: String
        var isNumber = false
        var cell: (ResultRow) -> String
    }

    /// The table's columns for `rows`: the ID, group, sex and age only when the roster gave
    /// them (a class list without them keeps its width), the PACER's zone and target when a zone applies, 20 m laps
    /// for the 15 m track, pass when a standard applies, reference groups beside Yo-Yo distances.
    /// The NOTE column carries each row's VO2max note when `perRowNote`; names are cut to
    /// `nameLimit` characters (an ellipsis last) when given.
    private static func columns(
        _ rows: [ResultRow], notation: ScoreNotation?, perRowNote: Bool, fit: TableFit, missedFinal: Set<Int> = []
    )
        -> [Column]
    {
        var columns = athleteColumns(rows, fit: fit) + scoreColumns(notation: notation, fit: fit)
        columns += standardsColumns(rows, fit: fit)
        let showsZone = rows.contains { $0.standards.laps20m != nil }
        // Groups only once someone is placed: a roster without sexes keeps the table it had.
        let placed = rows.contains { $0.standards.referenceGroup != nil }
        columns.append(
            Column(header: tr("NOTE")) {
                notes(
                    $0, perRowNote: perRowNote, showsZone: showsZone, showsGroups: placed,
                    missedFinal: missedFinal.contains($0.key)
                )
                .joined(separator: "; ")
            })
        return columns
    }

    /// Who each row is: the bib, the ID, the name (cut to the fit's limit), the group, sex and age.
    private static func athleteColumns(_ rows: [ResultRow], fit: TableFit) -> [Column] {
        let nameLimit = fit.nameLimit
        var columns = [Column(header: tr("BIB"), isNumber: true) { String($0.bib) }]
        if !fit.leavesOutIDs && rows.contains(where: { $0.id != nil }) {
            columns.append(Column(header: tr("ID")) { $0.id ?? "-" })
        }
        columns += [
            Column(header: tr("ATHLETE")) { row in
                // Escaped before it is cut: what is cut is already harmless text.
                let name = row.athlete.escapingControlCharacters()
                guard let nameLimit, name.count > nameLimit else { return name }
                return String(name.prefix(nameLimit - 1)) + "…"
            }
        ]
        if fit.sharedGroup == nil && rows.contains(where: { $0.group != nil }) {
            columns.append(Column(header: tr("GROUP")) { ($0.group ?? "-").escapingControlCharacters() })
        }
        if rows.contains(where: { $0.sex != nil }) {
            columns.append(Column(header: tr("SEX")) { $0.sex?.shownLetter ?? "-" })
        }
        if rows.contains(where: { $0.age != nil }) {
            columns.append(
                Column(header: tr("AGE"), isNumber: true) {
                    $0.age.map { Translation.decimal($0, trimmedTo: 1) } ?? "-"
                })
        }
        return columns
    }

    /// How it went: the status, the score, the shuttles and metres it makes, the estimate.
    private static func scoreColumns(notation: ScoreNotation?, fit: TableFit) -> [Column] {
        var columns = [
            Column(header: tr("STATUS")) { $0.status.text },
            Column(header: tr("SCORE"), isNumber: true) { row in
                // Fitted to a narrow terminal, a floor reads "≥48", the heading saying what ≥ means.
                guard fit.marksFloors, row.isFloor, let score = row.score else {
                    return row.scoreText(notation: notation) ?? "-"
                }
                return "≥" + score
            },
        ]
        // A score in laps is the count of shuttles: the column would say it twice.
        if notation != .laps {
            columns.append(
                Column(header: tr("SHUTTLES"), isNumber: true) {
                    $0.totalShuttles.map { Translation.decimal($0, trimmedTo: 2) } ?? "-"
                })
        }
        if !fit.leavesOutSums {
            columns.append(
                Column(header: tr("METRES"), isNumber: true) {
                    $0.distanceM.map { Translation.decimal($0, trimmedTo: 1) } ?? "-"
                })
        }
        columns.append(
            Column(header: "VO2MAX", isNumber: true) { $0.vo2max.map { Translation.decimal($0, decimals: 1) } ?? "-" })
        return columns
    }

    /// What the standards say, each where it applies: the PACER's 20 m laps (on the 15 m track),
    /// zone, target and laps to go; pass; the reference group.
    private static func standardsColumns(_ rows: [ResultRow], fit: TableFit) -> [Column] {
        func number(_ value: Int?) -> String { value.map(String.init) ?? "-" }
        var columns: [Column] = []
        let pacer = rows.filter { $0.standards.laps20m != nil }
        if pacer.contains(where: { Double($0.standards.laps20m ?? 0) != $0.totalShuttles }) {
            columns.append(Column(header: tr("LAPS 20M"), isNumber: true) { number($0.standards.laps20m) })
        }
        if !pacer.isEmpty {
            columns += [
                Column(header: tr("ZONE")) { $0.standards.zone?.rawValue ?? "-" },
                Column(header: tr("HFZ AT"), isNumber: true) { number($0.standards.hfzLaps) },
            ]
            if !fit.leavesOutSums {
                columns.append(Column(header: tr("TO GO"), isNumber: true) { number($0.standards.lapsToHFZ) })
            }
        }
        if rows.contains(where: { $0.standards.passStandard != nil }) {
            columns.append(Column(header: tr("PASS")) { $0.standards.pass.map { $0 ? tr("yes") : tr("no") } ?? "-" })
        }
        if rows.contains(where: { $0.standards.referenceGroup != nil }) {
            columns.append(
                Column(header: tr("REFERENCE GROUP")) { $0.standards.referenceGroup.map(Translation.shown) ?? "-" })
        }
        return columns
    }

    /// What the row's cells leave unsaid: where the athlete went out, misses, and why an
    /// estimate, a zone, a pass or a reference group is missing.
    private static func notes(
        _ row: ResultRow, perRowNote: Bool, showsZone: Bool, showsGroups: Bool, missedFinal: Bool = false
    ) -> [String] {
        var notes: [String] = []
        // "completed" says the run reached its stop with them in it; what is judged is their score.
        if missedFinal, let score = row.score {
            notes.append(tr("in at the stop, final line missed: judged on %s", score))
        }
        if let failedAt = row.failedAt {
            // A withdrawal is recorded on the shuttle the athlete stopped on, as an out is on the one missed.
            let place = Turn.translated(failedAt)
            notes.append(row.status == .withdrew ? tr("withdrew at %s", place) : tr("out at %s", place))
        }
        if row.status != .out && row.misses > 0 { notes.append(trPlural("%d miss", "%d misses", count: row.misses)) }
        if perRowNote, let note = row.vo2maxNote { notes.append(tr("VO2max: %s", Translation.shown(note))) }
        // Beside the estimate, never folded into a shared note: it is about this athlete alone.
        if let note = row.vo2maxPopulationNote { notes.append(tr("VO2max: %s", Translation.shown(note))) }
        let standards = row.standards
        if let note = ZoneNote.shown(standards, zonesApply: showsZone) { notes.append(tr("zone: %s", note)) }
        if standards.passStandard != nil, let note = standards.passNote {
            notes.append(tr("pass: %s", Translation.shown(note)))
        }
        if showsGroups, let note = standards.referenceGroupNote {
            notes.append(tr("reference: %s", Translation.shown(note)))
        }
        return notes
    }

    /// A heading, one row per athlete and the sources of the estimate and the standards. Names
    /// are whole unless `width` (a terminal's columns) is given and the table would pass it.
    static func table(_ summary: ResultsSummary, width: Int? = nil) -> String {
        // A note every athlete shares (no estimate for anyone) is said once, under the table.
        let notes = Set(summary.rows.map(\.vo2maxNote))
        let sharedNote = summary.rows.count > 1 && notes.count == 1 ? notes.first ?? nil : nil
        let (rendered, fit) = fitted(summary, perRowNote: sharedNote == nil, width: width)
        let heading = heading(summary) + fitHeading(fit, summary)
        // Everything but the table is prose, folded between words on a terminal.
        let throughTable = (width.map { heading.wrapped(to: $0, indent: "  ") } ?? heading) + "\n\n" + rendered + "\n"
        let under = footer(summary, sharedNote: sharedNote)
        guard let width else { return throughTable + under }
        return throughTable + under.wrapped(to: width, indent: "  ")
    }

    /// The profile, when and how the test started and ended, and how scores are written.
    private static func heading(_ summary: ResultsSummary) -> String {
        // The log's own words (a hand-edited log may hold anything) shown escaped, as the table's cells are.
        let id = summary.profileID.escapingControlCharacters()
        let name = summary.profileName.map { ProfileNames.shown(name: $0, id: summary.profileID) }
        var heading = name.map { "\($0.escapingControlCharacters()) (\(id))" } ?? id
        let level = summary.startLevel.escapingControlCharacters()
        if let when = LocalDateTime.shown(summary.date, entered: summary.isEntered) {
            heading += "\n" + tr("started %s at level %s", when.escapingControlCharacters(), level) + "; "
        } else {
            heading += "\n" + tr("started at level %s", level) + "; "
        }
        heading += summary.isEntered ? tr("entered from paper (beeptest enter), not timed") : endingText(summary)
        if let notation = summary.notation { heading += "\n" + tr("score: %s", notationText(notation)) }
        return heading
    }

    /// The table's rows, fitted to `width` when one is given: a class's long names are cut on a
    /// terminal, to its width; elsewhere (a file, a pipe) whole. On a terminal the notes go under
    /// their rows first; then, while the table is still too wide, floors are written "≥48", a
    /// group the whole class shares is said once above the table, the ids (for machines: CSV and
    /// JSON keep them) are left out, and last names are cut.
    private static func fitted(_ summary: ResultsSummary, perRowNote: Bool, width: Int?) -> (String, TableFit) {
        let missedFinal = Set(summary.rows.filter(summary.missedFinalLine).map(\.key))
        func render(_ fit: TableFit) -> String {
            rows(
                summary.rows, notation: summary.notation, perRowNote: perRowNote, fit: fit, width: width,
                missedFinal: missedFinal)
        }
        var fit = TableFit()
        var rendered = render(fit)
        guard let width else { return (rendered, fit) }
        let groups = Set(summary.rows.map(\.group))
        let longestName = summary.rows.map(\.athlete.count).max() ?? 0
        for step in TableFit.Step.allCases {
            let widest = rendered.split(separator: "\n").map(\.count).max() ?? 0
            guard widest > width else { break }
            switch step {
            case .markFloors:
                guard summary.rows.contains(where: \.isFloor) else { continue }
                fit.marksFloors = true
            case .shareGroup:
                guard summary.rows.count > 1, groups.count == 1, let group = groups.first ?? nil else { continue }
                fit.sharedGroup = group
            case .leaveOutIDs:
                guard summary.rows.contains(where: { $0.id != nil }) else { continue }
                fit.leavesOutIDs = true
            case .leaveOutSums:
                fit.leavesOutSums = true
            case .cutNames:
                guard longestName > shortestCutName else { continue }
                fit.nameLimit = max(shortestCutName, longestName - (widest - width))
            }
            rendered = render(fit)
        }
        return (rendered, fit)
    }

    /// What the heading says of the fitting: the group said once, what ≥ means, what was left out.
    private static func fitHeading(_ fit: TableFit, _ summary: ResultsSummary) -> String {
        var heading = ""
        if let group = fit.sharedGroup { heading += "\n" + tr("group %s", group.escapingControlCharacters()) }
        if fit.marksFloors { heading += "\n≥: " + tr("at least (a floor score: the test stopped first)") }
        if fit.leavesOutIDs { heading += "\n" + tr("ids left out to fit the terminal (--format csv or json has them)") }
        if fit.leavesOutSums {
            let headers = [tr("METRES")] + (summary.rows.contains { $0.standards.laps20m != nil } ? [tr("TO GO")] : [])
            heading +=
                "\n"
                + tr("left out to fit the terminal, as they follow from the score: %s", headers.joined(separator: ", "))
        }
        return heading
    }

    /// Under the table: the note every athlete shares, the sex legend, the sources of the estimate
    /// and the standards, and a profile not found.
    private static func footer(_ summary: ResultsSummary, sharedNote: String?) -> String {
        var text = ""
        if let sharedNote { text += tr("VO2max: %s, for every athlete", Translation.shown(sharedNote)) + "\n" }
        if summary.rows.contains(where: { $0.sex != nil }), let legend = Sex.shownLegend { text += legend + "\n" }
        if let row = summary.rows.first(where: { $0.vo2maxMethod != nil }), let method = row.vo2maxMethod {
            let source = VO2maxMethod(rawValue: method)?.source
            text += "\nVO2max (ml/kg/min): \(method)" + (source.map { ", \($0)" } ?? "") + "\n"
        }
        if summary.rows.contains(where: { $0.standards.laps20m != nil }) {
            text +=
                tr(
                    "zones: %s; %s, age in whole years on the test's day (18 over 17)", FitnessGram.zoneSource,
                    FitnessGram.shownEquation) + "\n"
        }
        if let standard = summary.rows.lazy.compactMap(\.standards.passStandard).first {
            text += tr("pass: %s", Translation.shown(standard)) + "\n"
        }
        if !summary.profileFound {
            let id = summary.profileID.escapingControlCharacters()
            text += "\n" + tr("profile '%s' not found: scores as the file recorded them", id) + "\n"
        }
        return text
    }

    /// Names are never cut shorter than this (11 characters and an ellipsis).
    static let shortestCutName = 12

    /// The table's header and rows, without a final newline.
    private static func rows(
        _ rows: [ResultRow], notation: ScoreNotation?, perRowNote: Bool, fit: TableFit, width: Int?,
        missedFinal: Set<Int> = []
    ) -> String {
        let shown = columns(rows, notation: notation, perRowNote: perRowNote, fit: fit, missedFinal: missedFinal)
        var table = TextTable(
            headers: shown.map(\.header), rightAligned: Set(shown.indices.filter { shown[$0].isNumber }))
        table.rows = rows.map { row in shown.map { $0.cell(row) } }
        return table.rendered(width: width)
    }

    /// A header line and one line per athlete, in the model's CSV order
    /// (`ResultColumn.columns(in: .csv)`), each cell the row's JSON field of the column's name.
    static func csv(_ summary: ResultsSummary) -> String {
        let columns = ResultColumn.columns(in: .csv)
        var lines = [CSV.line(columns.map { $0.header(in: .csv) })]
        for row in summary.rows {
            let fields = Dictionary(row.jsonMembers, uniquingKeysWith: { first, _ in first })
            lines.append(CSV.line(columns.map { cell($0.jsonKey.flatMap { fields[$0] } ?? .null) }))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A field as a CSV cell: empty for null, `true`/`false`, numbers as JSON writes them.
    private static func cell(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .number(let number): JSONWriter.number(number)
        case .bool(let flag): flag ? "true" : "false"
        default: ""
        }
    }

    /// The run and its rows as one JSON object.
    static func json(_ summary: ResultsSummary, file: String?) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let file { members.append(("file", .string(file))) }
        members += [
            ("profile", .string(summary.profileID)), ("name", summary.profileName.map { .string($0) } ?? .null),
            ("profile_found", .bool(summary.profileFound)),
            ("score_notation", summary.notation.map { .string($0.rawValue) } ?? .null),
            ("start_level", .string(summary.startLevel)),
            ("date", LocalDateTime.shown(summary.date, entered: summary.isEntered).map { .string($0) } ?? .null),
            ("ending", .string(summary.ending.rawValue)),
            ("end_t", .optionalNum(summary.endTime)), ("end_place", summary.endPlace.map { .string($0) } ?? .null),
            ("entered", .bool(summary.isEntered)), ("stop_at", summary.stopAt.map { .string($0) } ?? .null),
            ("athletes", .array(summary.rows.map(\.json))),
        ]
        return .object(members)
    }

    private static func notationText(_ notation: ScoreNotation) -> String {
        switch notation {
        case .levelShuttle: tr("level.shuttle, the last shuttle made on time")
        case .levelBout: tr("level.bout, the last bout made on time")
        case .laps: tr("laps made on time (missed laps not counted)")
        case .stageSpeed: tr("speed in km/h of the last stage completed (VIFT)")
        }
    }

    private static func endingText(_ summary: ResultsSummary) -> String {
        let time = summary.endTime.map { TimeText.minutesSeconds($0) }
        let place = summary.endPlace.map { Turn.translated($0).escapingControlCharacters() }
        let floors =
            summary.rows.contains(where: \.isFloor)
            ? ";\n" + tr("those still running have a floor score (at least)") : ""
        switch summary.ending {
        case .completed:
            switch (time, summary.stopAt.map(Translation.shown)) {
            case (let time?, let standard?): return tr("finished at %s at the standard (--stop-at %s)", time, standard)
            case (nil, let standard?): return tr("finished at the standard (--stop-at %s)", standard)
            case (let time?, nil): return tr("finished at %s: the whole test was run", time)
            case (nil, nil): return tr("finished: the whole test was run")
            }
        case .stopped where summary.everyoneOut:
            switch (time, place) {
            case (let time?, let place?): return tr("ended at %s, after %s: everyone was out", time, place)
            case (let time?, nil): return tr("ended at %s: everyone was out", time)
            default: return tr("ended: everyone was out")
            }
        case .stopped where summary.marksEnded:
            return ResultsSummary.marksEndedText(summary.endTime) + floors
        case .stopped where (summary.endTime ?? 0) < 0:
            return tr("stopped in the countdown, before the test started") + floors
        case .stopped:
            let stopped: String
            switch (time, place) {
            case (let time?, let place?): stopped = tr("stopped at %s, after %s, before the end", time, place)
            case (let time?, nil): stopped = tr("stopped at %s, before the end", time)
            case (nil, let place?): stopped = tr("stopped after %s, before the end", place)
            case (nil, nil): stopped = tr("stopped before the end")
            }
            return stopped + floors
        case .cutShort:
            var cut = time.map { tr("cut short after %s", $0) } ?? tr("cut short")
            if let place { cut += tr(", past %s", place) }
            let why = tr("(no finish line: the run crashed, was killed, or is still going)")
            return cut + " " + why + floors
        }
    }
}
