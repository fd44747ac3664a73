import BeepTest

/// Prints a `ResultsSummary` as a table, CSV or JSON: `beeptest results` and the end-of-run
/// summary of `beeptest run` use the same printer.
enum ResultsReport {
    /// The formats `--format` accepts.
    static let formats = ["table", "csv", "json"]

    /// The summary in `format` ("table", "csv" or "json"), ending with a newline.
    static func render(_ summary: ResultsSummary, format: String, file: String? = nil) -> String {
        switch format {
        case "csv": return csv(summary)
        case "json": return JSONWriter.prettyString(json(summary, file: file)) + "\n"
        default: return table(summary)
        }
    }

    /// A heading, one row per athlete and the VO2max method's source.
    static func table(_ summary: ResultsSummary) -> String {
        var heading = summary.profileName.map { "\($0) (\(summary.profileID))" } ?? summary.profileID
        heading += "\nstarted " + (summary.date.map { $0 + " " } ?? "") + "at level \(summary.startLevel); "
        heading += endingText(summary)
        if let notation = summary.notation { heading += "\nscore: " + notationText(notation) }
        // A note every athlete shares (no estimate for anyone) is said once, under the table, and a
        // class's long names are cut there: the table of a class reads in 80 columns.
        let notes = Set(summary.rows.map(\.vo2maxNote))
        let sharedNote = summary.rows.count > 1 && notes.count == 1 ? notes.first ?? nil : nil
        var rendered = self.table(summary.rows, perRowNote: sharedNote == nil, nameLimit: nil)
        let longestName = summary.rows.map(\.athlete.count).max() ?? 0
        let width = rendered.split(separator: "\n").map(\.count).max() ?? 0
        if width > tableColumns && longestName > shortestCutName {
            let limit = max(shortestCutName, longestName - (width - tableColumns))
            rendered = self.table(summary.rows, perRowNote: sharedNote == nil, nameLimit: limit)
        }
        var text = heading + "\n\n" + rendered + "\n"
        if let sharedNote { text += "VO2max: \(sharedNote), for every athlete\n" }
        if let row = summary.rows.first(where: { $0.vo2maxMethod != nil }), let method = row.vo2maxMethod {
            let source = VO2maxMethod(rawValue: method)?.source
            text += "\nVO2max (ml/kg/min): \(method)" + (source.map { ", \($0)" } ?? "") + "\n"
        }
        if !summary.profileFound {
            text += "\nprofile '\(summary.profileID)' not found: scores as the file recorded them\n"
        }
        return text
    }

    /// The width a results table keeps to when names can be cut (the closing table of a class).
    static let tableColumns = 80
    /// Names are never cut shorter than this (11 characters and an ellipsis).
    static let shortestCutName = 12

    /// The table's rows: the NOTE column with each row's VO2max note when `perRowNote`, names cut
    /// to `nameLimit` characters (an ellipsis last) when given.
    private static func table(_ rows: [ResultRow], perRowNote: Bool, nameLimit: Int?) -> String {
        // The ID column only when the roster gave ids: a class list without them keeps its width.
        let showsIDs = rows.contains { $0.id != nil }
        var table = TextTable(
            headers: ["BIB", "ATHLETE", "STATUS", "SCORE", "SHUTTLES", "METRES", "VO2MAX", "NOTE"],
            rightAligned: [0, 3, 4, 5, 6])
        if showsIDs { table.headers.insert("ID", at: 1) }
        for row in rows {
            var notes: [String] = []
            if let failedAt = row.failedAt { notes.append("out at \(failedAt)") }
            if row.status != .out && row.misses > 0 { notes.append("\(row.misses) miss\(row.misses == 1 ? "" : "es")") }
            if perRowNote, let note = row.vo2maxNote { notes.append("VO2max: \(note)") }
            var name = row.athlete
            if let nameLimit, name.count > nameLimit { name = String(name.prefix(nameLimit - 1)) + "…" }
            var cells = [
                String(row.bib), name, row.status.text, row.score ?? "-",
                row.totalShuttles.map { $0.trimmed(decimals: 2) } ?? "-",
                row.distanceM.map { $0.trimmed(decimals: 1) } ?? "-",
                row.vo2max.map { $0.formatted(decimals: 1) } ?? "-", notes.joined(separator: "; "),
            ]
            if showsIDs { cells.insert(row.id ?? "-", at: 1) }
            table.rows.append(cells)
        }
        if showsIDs { table.rightAligned = Set(table.rightAligned.map { $0 == 0 ? 0 : $0 + 1 }) }
        return table.rendered()
    }

    /// A header line and one line per athlete.
    static func csv(_ summary: ResultsSummary) -> String {
        var lines = [
            CSV.line([
                "key", "bib", "id", "athlete", "status", "score", "level", "shuttle", "bout", "vift_kmh",
                "total_shuttles",
                "distance_m",
                "misses", "failed_at", "vo2max", "vo2max_method", "vo2max_note",
            ])
        ]
        func number(_ value: Double?) -> String { value.map { JSONWriter.number($0) } ?? "" }
        for row in summary.rows {
            lines.append(
                CSV.line([
                    String(row.key), String(row.bib), row.id ?? "", row.athlete, row.status.rawValue, row.score ?? "",
                    row.level ?? "",
                    row.shuttle.map(String.init) ?? "", row.bout.map(String.init) ?? "", number(row.viftKmh),
                    number(row.totalShuttles), number(row.distanceM), String(row.misses), row.failedAt ?? "",
                    number(row.vo2max), row.vo2maxMethod ?? "", row.vo2maxNote ?? "",
                ]))
        }
        return lines.joined(separator: "\n") + "\n"
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
            ("date", summary.date.map { .string($0) } ?? .null), ("ending", .string(summary.ending.rawValue)),
            ("end_t", .optionalNum(summary.endTime)), ("athletes", .array(summary.rows.map(\.json))),
        ]
        return .object(members)
    }

    private static func notationText(_ notation: ScoreNotation) -> String {
        switch notation {
        case .levelShuttle: "level.shuttle, the last shuttle made on time"
        case .levelBout: "level.bout, the last bout made on time"
        case .laps: "laps made on time (missed laps not counted)"
        case .stageSpeed: "speed in km/h of the last stage completed (VIFT)"
        }
    }

    private static func endingText(_ summary: ResultsSummary) -> String {
        let at = summary.endTime.map { " at " + TimeText.minutesSeconds($0) } ?? ""
        switch summary.ending {
        case .completed: return "finished" + at + ": the whole test was run"
        case .stopped: return "stopped" + at + ", before the end"
        case .cutShort:
            return "cut short" + (summary.endTime.map { " after " + TimeText.minutesSeconds($0) } ?? "")
                + " (no finish line: the run crashed, was killed, or is still going)"
        }
    }
}
