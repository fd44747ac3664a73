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

    /// The rows of `summary` as the column model reads them, and the test they are of.
    private static func scope(_ summary: ResultsSummary) -> ResultColumnScope {
        ResultColumnScope(
            rows: summary.rows.map { ResultCellSource($0, notation: summary.notation) }, notation: summary.notation)
    }

    /// A cell of the table: the model's value as text ("-" for none), a name cut to the fit's
    /// limit, a floor written "≥48" when the fit says so.
    private static func text(_ value: ResultCell?, fit: TableFit) -> String {
        switch value {
        case nil, .empty?: "-"
        case .text(let text)?, .identifier(let text)?, .label(let text)?: text
        case .name(let name)?: cut(name, to: fit.nameLimit)
        case .stored(let text)?: Translation.shown(text)
        case .place(let place)?: Turn.translated(place)
        case .whole(let number)?: String(number)
        case .fixed(let number, let decimals)?: Translation.decimal(number, decimals: decimals)
        case .trimmed(let number, let decimals)?: Translation.decimal(number, trimmedTo: decimals)
        case .sex(let sex)?: sex.shownLetter
        case .status(let status)?: status.text
        // Fitted to a narrow terminal, a floor reads "≥48", the heading saying what ≥ means.
        case .score(let score)?: fit.marksFloors && score.isFloor ? "≥" + score.text : score.shown
        case .zone(let zone)?: zone.rawValue
        case .verdict(let pass)?: pass ? tr("yes") : tr("no")
        case .date(let date)?: date.text
        case .started(let date, let entered)?: LocalDateTime.shown(date, entered: entered) ?? date
        }
    }

    /// A name cut to `limit` characters, an ellipsis last, when it is longer. Escaped before it
    /// is cut: what is cut is already harmless text.
    private static func cut(_ name: String, to limit: Int?) -> String {
        let name = name.escapingControlCharacters()
        guard let limit, name.count > limit else { return name }
        return String(name.prefix(limit - 1)) + "…"
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
        let scope = scope(summary)
        let (rendered, fit) = fitted(summary, scope, perRowNote: sharedNote == nil, width: width)
        let heading = heading(summary) + fitHeading(fit, scope)
        // Everything but the table is prose, folded between words on a terminal.
        let throughTable = (width.map { heading.wrapped(to: $0, indent: "  ") } ?? heading) + "\n\n" + rendered + "\n"
        let under = footer(summary, scope, sharedNote: sharedNote)
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
    private static func fitted(_ summary: ResultsSummary, _ scope: ResultColumnScope, perRowNote: Bool, width: Int?)
        -> (String, TableFit)
    {
        let missedFinal = Set(summary.rows.filter(summary.missedFinalLine).map(\.key))
        func render(_ fit: TableFit) -> String {
            rows(scope, perRowNote: perRowNote, fit: fit, width: width, missedFinal: missedFinal)
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
                guard ResultColumn.id.applies(in: .table, to: scope) else { continue }
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
    private static func fitHeading(_ fit: TableFit, _ scope: ResultColumnScope) -> String {
        var heading = ""
        if let group = fit.sharedGroup { heading += "\n" + tr("group %s", group.escapingControlCharacters()) }
        if fit.marksFloors { heading += "\n≥: " + tr("at least (a floor score: the test stopped first)") }
        if fit.leavesOutIDs { heading += "\n" + tr("ids left out to fit the terminal (--format csv or json has them)") }
        if fit.leavesOutSums {
            let headers = ResultColumn.shown(in: .table, for: scope).filter(TableFit.sums.contains).map {
                $0.header(in: .table)
            }
            heading +=
                "\n"
                + tr("left out to fit the terminal, as they follow from the score: %s", headers.joined(separator: ", "))
        }
        return heading
    }

    /// Under the table: the note every athlete shares, the sex legend, the sources of the estimate
    /// and the standards, and a profile not found.
    private static func footer(_ summary: ResultsSummary, _ scope: ResultColumnScope, sharedNote: String?) -> String {
        var text = ""
        if let sharedNote { text += tr("VO2max: %s, for every athlete", Translation.shown(sharedNote)) + "\n" }
        if ResultColumn.sex.applies(in: .table, to: scope), let legend = Sex.shownLegend { text += legend + "\n" }
        if let row = summary.rows.first(where: { $0.vo2maxMethod != nil }), let method = row.vo2maxMethod {
            let source = VO2maxMethod(rawValue: method)?.source
            text += "\nVO2max (ml/kg/min): \(method)" + (source.map { ", \($0)" } ?? "") + "\n"
        }
        if ResultColumn.zonesApply(in: .table, to: scope) {
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

    /// The table's header and rows, without a final newline: the model's columns that apply
    /// (`ResultColumn.rule(in: .table)`) and that the fit keeps. The NOTE column carries each
    /// row's VO2max note when `perRowNote`.
    private static func rows(
        _ scope: ResultColumnScope, perRowNote: Bool, fit: TableFit, width: Int?, missedFinal: Set<Int> = []
    ) -> String {
        let shown = ResultColumn.shown(in: .table, for: scope).filter { !fit.leavesOut($0) }
        let showsZone = ResultColumn.zonesApply(in: .table, to: scope)
        // Groups only once someone is placed: a roster without sexes keeps the table it had.
        let placed = ResultColumn.referenceGroup.applies(in: .table, to: scope)
        var table = TextTable(
            headers: shown.map { $0.header(in: .table) },
            rightAligned: Set(shown.indices.filter { shown[$0].holdsNumbers }))
        table.rows = scope.rows.map { source in
            shown.map { column in
                guard column == .note else { return text(column.value(of: source), fit: fit) }
                return notes(
                    source.row, perRowNote: perRowNote, showsZone: showsZone, showsGroups: placed,
                    missedFinal: missedFinal.contains(source.row.key)
                )
                .joined(separator: "; ")
            }
        }
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
