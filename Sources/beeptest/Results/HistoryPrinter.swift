import BeepTest

/// Prints athletes' histories as a table, CSV or JSON.
enum HistoryPrinter {
    /// The histories in `format` as UTF-8, ending with a newline.
    /// `since`: the `--since` day the cumulative change is counted from (nil: each athlete's first test).
    static func render(_ athletes: [AthleteHistory], format: OutputFormat, since: String? = nil) -> [UInt8] {
        switch format {
        case .csv: return Array(csv(athletes).utf8)
        case .json: return json(athletes)
        case .table, .fitnessgram, .xlsx: return Array(table(athletes, since: since).utf8)
        }
    }

    /// The list as `JSONWriter.prettyString` writes it, each athlete written on a thread of its
    /// own, then put together in one buffer.
    static func json(_ athletes: [AthleteHistory]) -> [UInt8] {
        guard !athletes.isEmpty else { return Array("[]\n".utf8) }
        let objects = ThreadPool.map(athletes) { athlete in
            var out: [UInt8] = [0x20, 0x20]
            out.reserveCapacity(512 * (athlete.tests.count + 1))  // a test's object is some 450 bytes
            JSONWriter.writePretty(json(athlete), indent: "  ", into: &out)
            return out
        }
        var out: [UInt8] = []
        out.reserveCapacity(objects.reduce(4) { $0 + $1.count + 2 })
        out += Array("[\n".utf8)
        for (offset, object) in objects.enumerated() {
            if offset > 0 { out += Array(",\n".utf8) }
            out += object
        }
        out += Array("\n]\n".utf8)
        return out
    }

    /// One block per athlete: a heading, then a line per test; a test on a day the athlete was
    /// tested twice shows its time. Reference groups get their column where someone is placed.
    /// Under the blocks: a VO2max note every test shares, and what "within noise" means for the
    /// tests so marked, with each figure's source. The column after the change is the change since
    /// the baseline: the first test, or the first on or after `since`.
    static func table(_ athletes: [AthleteHistory], since: String? = nil) -> String {
        // Each test is read in place (a copy of one retains some twenty texts; a season has 30,000).
        var notes: Set<String?> = []
        var count = 0
        var noises: [TestNoise] = []
        var isAnyBeyond = false
        for athlete in athletes {
            for index in athlete.tests.indices {
                count += 1
                notes.insert(athlete.tests[index].row.vo2maxNote)
                let cumulative = athlete.tests[index].isCumulativeWithinNoise
                if cumulative == false { isAnyBeyond = true }
                // Only the noises of changes given a verdict, each once (a season has a few at most).
                guard athlete.tests[index].isWithinNoise == true || cumulative != nil,
                    let noise = athlete.tests[index].noise, !noises.contains(noise)
                else { continue }
                noises.append(noise)
            }
        }
        let sharedNote = count > 1 && notes.count == 1 ? notes.first ?? nil : nil
        let tables = ThreadPool.map(athletes) { block($0, since: since, sharedNote: sharedNote) }
        // A column no test has a value in (laps and zones beside a Yo-Yo, VO2max without ages)
        // is left out of every block, so the blocks keep one layout; CSV and JSON keep them all.
        let empty = emptyColumns(tables)
        let blocks = zip(athletes, tables).map { athlete, table in
            heading(athlete) + "\n" + table.dropping(empty).rendered()
        }
        var text = blocks.joined(separator: "\n\n") + "\n"
        if let sharedNote {
            text +=
                "\n" + tr("VO2max: %s, for every test", Translation.shown(sharedNote).escapingControlCharacters())
                + "\n"
        }
        if !noises.isEmpty {
            text +=
                "\n"
                + tr(
                    "within noise: a change smaller than the test's minimal detectable change (MDC95) of %s",
                    noises.sorted { $0.label < $1.label }.map(\.shownLabel).joined(separator: "; ")) + "\n"
            if isAnyBeyond {
                text += tr("beyond noise: a change as large as that minimal detectable change or larger") + "\n"
            }
        }
        return text
    }

    /// The date, profile and score stay even when empty: they say which test the line is.
    private static let fixedColumns = 3

    /// One athlete's tests as a table; a test on a day the athlete was tested twice shows its time.
    private static func block(_ athlete: AthleteHistory, since: String?, sharedNote: String?) -> TextTable {
        var days: [String: Int] = [:]
        for test in athlete.tests { days[test.day ?? "", default: 0] += 1 }
        let placed = athlete.tests.contains { $0.row.standards.referenceGroup != nil }
        var headers = [
            tr("DATE"), tr("PROFILE"), tr("SCORE"), tr("20M LAPS"), "VO2MAX", tr("ZONE"), tr("CHANGE"),
            since.map { tr("SINCE %s", $0) } ?? tr("SINCE FIRST"), tr("NOTE"),
        ]
        if placed { headers.insert(tr("REFERENCE GROUP"), at: 6) }
        var table = TextTable(headers: headers, rightAligned: [2, 3, 4])
        for test in athlete.tests {
            var notes: [String] = []
            if test.row.isFloor { notes.append(tr("the test stopped first: a floor")) }
            if test.row.status == .withdrew { notes.append(test.row.status.text) }
            if test.isEntered { notes.append(tr("entered")) }
            if sharedNote == nil, test.row.vo2max == nil, let note = test.row.vo2maxNote {
                notes.append(tr("VO2max: %s", Translation.shown(note)))
            }
            if let note = test.row.vo2maxPopulationNote { notes.append(tr("VO2max: %s", Translation.shown(note))) }
            if let note = test.noiseNote { notes.append(Translation.shown(note)) }
            if placed, let note = test.row.standards.referenceGroupNote {
                notes.append(tr("reference: %s", Translation.shown(note)))
            }
            if let note = test.targetNote { notes.append(Translation.shown(note)) }
            var date = test.day ?? "-"
            if let day = test.day, days[day, default: 0] > 1, let time = test.time {
                date += " " + time
            }
            var cells = [
                date, test.profileID, test.scoreText ?? "-", test.row.standards.laps20m.map(String.init) ?? "-",
                test.row.vo2max.map { Translation.decimal($0, decimals: 1) } ?? "-",
                test.row.standards.zone?.rawValue ?? "-", test.changeText ?? "-", test.cumulativeChangeText ?? "-",
                notes.joined(separator: "; "),
            ]
            if placed { cells.insert(test.row.standards.referenceGroup.map(Translation.shown) ?? "-", at: 6) }
            table.rows.append(cells)
        }
        return table
    }

    /// The headers of columns every table that has them leaves empty ("-" or nothing).
    private static func emptyColumns(_ tables: [TextTable]) -> Set<String> {
        var filled: Set<String> = []
        var seen: Set<String> = []
        for table in tables {
            for (index, header) in table.headers.enumerated() where index >= fixedColumns {
                seen.insert(header)
                if table.rows.contains(where: { index < $0.count && $0[index] != "-" && !$0[index].isEmpty }) {
                    filled.insert(header)
                }
            }
        }
        return seen.subtracting(filled)
    }

    /// The athlete as the table heads their block: "Robert (id S2, group 7b)"; one of two pupils
    /// of one name without ids by their bib: "Juan Pérez (bib 4, group 1ºB)".
    static func heading(_ athlete: AthleteHistory) -> String {
        // The group of the latest test: a class moves up a year, and the table says where the athlete is now.
        let about = [
            athlete.bib.map { tr("bib %s", String($0)) }, athlete.id.map { tr("id %s", $0) },
            athlete.tests.last?.row.group.map { tr("group %s", $0) },
        ]
        let known = about.compactMap { $0 }
        return (athlete.name + (known.isEmpty ? "" : " (" + known.joined(separator: ", ") + ")"))
            .escapingControlCharacters()
    }

    /// A header line and one line per test.
    static func csv(_ athletes: [AthleteHistory]) -> String {
        var lines = [
            CSV.line([
                "athlete", "id", "group", "date", "file", "profile", "score", "laps_20m", "vo2max", "zone", "hfz_laps",
                "change", "change_unit", "within_noise", "target_note", "vo2max_note", "reference_group",
                "reference_group_note", "noise", "status", "cumulative_change", "cumulative_change_percent",
                "cumulative_within_noise", "baseline_date", "vo2max_population_note", "noise_note",
            ])
        ]
        for athlete in athletes {
            for test in athlete.tests {
                lines.append(
                    CSV.line([
                        athlete.name, athlete.id ?? "", test.row.group ?? "",
                        LocalDateTime.shown(test.date, entered: test.isEntered) ?? "", test.file,
                        test.profileID,
                        test.row.score ?? "", test.row.standards.laps20m.map(String.init) ?? "",
                        test.row.vo2max.map { JSONWriter.number($0) } ?? "",
                        test.row.standards.zone?.rawValue ?? "", test.row.standards.hfzLaps.map(String.init) ?? "",
                        test.change.map { JSONWriter.number($0) } ?? "",
                        test.change == nil ? "" : test.measure?.unit ?? "",
                        test.isWithinNoise.map { $0 ? "true" : "false" } ?? "", test.targetNote ?? "",
                        test.row.vo2maxNote ?? "", test.row.standards.referenceGroup ?? "",
                        test.row.standards.referenceGroupNote ?? "", test.noise?.label ?? "",
                        test.row.status.rawValue,
                        test.cumulativeChange.map { JSONWriter.number($0) } ?? "",
                        test.cumulativePercent.map { JSONWriter.number(($0 * 10).rounded() / 10) } ?? "",
                        test.isCumulativeWithinNoise.map { $0 ? "true" : "false" } ?? "", test.baselineDate ?? "",
                        test.row.vo2maxPopulationNote ?? "", test.noiseNote ?? "",
                    ]))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"athlete", "id", "group", "tests": [...]}`: the group of the latest test, each test's own.
    static func json(_ athlete: AthleteHistory) -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
        let tests: [JSONValue] = athlete.tests.map { test in
            let standards = test.row.standards
            return .object(
                [
                    ("date", text(LocalDateTime.shown(test.date, entered: test.isEntered))),
                    ("file", .string(test.file)),
                    ("profile", .string(test.profileID)),
                    ("name", .string(test.row.athlete)), ("group", text(test.row.group)),
                    ("status", .string(test.row.status.rawValue)),
                    ("age", .optionalNum(test.age)), ("score", text(test.row.score)),
                    ("laps_20m", standards.laps20m.map { .int($0) } ?? .null),
                    ("vo2max", .optionalNum(test.row.vo2max)), ("vo2max_note", text(test.row.vo2maxNote)),
                    ("vo2max_population_note", text(test.row.vo2maxPopulationNote)),
                    ("zone", text(standards.zone?.rawValue)), ("hfz_laps", standards.hfzLaps.map { .int($0) } ?? .null),
                    ("laps_to_hfz", standards.lapsToHFZ.map { .int($0) } ?? .null),
                    ("reference_group", text(standards.referenceGroup)),
                    ("reference_group_note", text(standards.referenceGroupNote)),
                    ("change", .optionalNum(test.change)),
                    ("change_unit", text(test.change == nil ? nil : test.measure?.unit)),
                    ("within_noise", test.isWithinNoise.map { .bool($0) } ?? .null),
                    ("noise", text(test.noise?.label)), ("noise_note", text(test.noiseNote)),
                    ("cumulative_change", .optionalNum(test.cumulativeChange)),
                    (
                        "cumulative_change_percent",
                        .optionalNum(test.cumulativePercent.map { ($0 * 10).rounded() / 10 })
                    ),
                    ("cumulative_within_noise", test.isCumulativeWithinNoise.map { .bool($0) } ?? .null),
                    ("baseline_date", text(test.baselineDate)),
                    ("target_note", text(test.targetNote)),
                ].map { (key: $0.0, value: $0.1) })
        }
        return .object([
            ("athlete", .string(athlete.name)), ("id", text(athlete.id)),
            ("bib", athlete.bib.map { .int($0) } ?? .null), ("group", text(athlete.tests.last?.row.group)),
            ("tests", .array(tests)),
        ])
    }
}

extension TextTable {
    /// The table without the columns headed `headers`, right alignment kept on the others.
    fileprivate func dropping(_ headers: Set<String>) -> TextTable {
        let kept = self.headers.indices.filter { !headers.contains(self.headers[$0]) }
        guard kept.count < self.headers.count else { return self }
        var table = TextTable(
            headers: kept.map { self.headers[$0] },
            rightAligned: Set(kept.enumerated().filter { rightAligned.contains($0.element) }.map(\.offset)))
        table.rows = rows.map { row in kept.map { $0 < row.count ? row[$0] : "" } }
        return table
    }
}
