extension ResultColumn {
    /// The column's header in `output`, as its reader sees it: the table's in capitals, the CSV's
    /// the JSON field's name (programs read it, so it is never translated), the sheet's and the
    /// page's in words. A line break ("\n") is where the page breaks a narrow column's header.
    /// Meant for a column of `columns(in: output)`; another gets the sheet's header.
    public func header(in output: Output) -> String {
        let headers = self.headers
        switch output {
        case .table: return headers.table ?? headers.words
        case .csv: return jsonKey?.rawValue ?? headers.words
        case .sheet: return headers.words
        case .classPage: return headers.page ?? headers.words
        }
    }

    /// The row's JSON field this column is (the CSV's cell and header), nil for a column that is
    /// not one.
    public var jsonKey: ResultsLogKey? {
        switch self {
        case .key: .key
        case .bib: .bib
        case .id: .id
        case .athlete: .athlete
        case .group: .group
        case .sex: .sex
        case .age: .age
        case .status: .status
        case .score: .score
        case .level: .level
        case .shuttle: .shuttle
        case .bout: .bout
        case .viftKmh: .viftKmh
        case .totalShuttles: .totalShuttles
        case .distanceM: .distanceM
        case .laps20m: .laps20m
        case .misses: .misses
        case .failedAt: .failedAt
        case .vo2max: .vo2max
        case .vo2maxMethod: .vo2maxMethod
        case .vo2maxNote: .vo2maxNote
        case .vo2maxPopulationNote: .vo2maxPopulationNote
        case .zone: .zone
        case .zoneStandard: .zoneStandard
        case .hfzLaps: .hfzLaps
        case .lapsToHFZ: .lapsToHFZ
        case .zoneNote: .zoneNote
        case .pass: .pass
        case .passStandard: .passStandard
        case .passNote: .passNote
        case .referenceGroup: .referenceGroup
        case .referenceGroupNote: .referenceGroupNote
        case .date, .test, .birthDate, .note, .file, .attempts, .change, .trend: nil
        }
    }

    /// True for a column of numbers, which the table and the page align right (the score too:
    /// scores are compared down the column).
    public var holdsNumbers: Bool {
        switch self {
        case .bib, .age, .score, .totalShuttles, .distanceM, .vo2max, .laps20m, .hfzLaps, .lapsToHFZ: true
        default: false
        }
    }

    /// The column's headers: the table's (nil where it has no such column), in words (the
    /// sheet's), and the page's where it is shorter, its columns being narrow (nil: the words).
    private var headers: (table: String?, words: String, page: String?) {
        switch self {
        case .date: (nil, tr("Date"), nil)
        case .test: (nil, tr("Test"), nil)
        case .key: (nil, ResultsLogKey.key.rawValue, nil)
        case .bib: (tr("BIB"), tr("Bib"), nil)
        case .id: (tr("ID"), tr("ID"), nil)
        case .athlete: (tr("ATHLETE"), tr("Name"), nil)
        case .group: (tr("GROUP"), tr("Group"), nil)
        case .sex: (tr("SEX"), tr("Sex"), nil)
        case .age: (tr("AGE"), tr("Age"), nil)
        case .birthDate: (nil, tr("Birth date"), nil)
        case .status: (tr("STATUS"), tr("Status"), nil)
        case .score: (tr("SCORE"), tr("Score"), nil)
        case .level: (nil, tr("Level"), nil)
        case .shuttle: (nil, tr("Shuttle"), nil)
        case .bout: (nil, tr("Bout"), nil)
        case .viftKmh: (nil, tr("VIFT km/h"), nil)
        case .totalShuttles: (tr("SHUTTLES"), tr("Total shuttles"), tr("Shuttles"))
        case .distanceM: (tr("METRES"), tr("Metres"), nil)
        case .laps20m: (tr("LAPS 20M"), tr("20 m laps"), nil)
        // The table's is the unit's name, the same in every language.
        case .vo2max: ("VO2MAX", tr("VO2max (estimate)"), "VO2max\n(" + tr("estimate") + ")")
        case .vo2maxMethod: (nil, tr("VO2max method"), nil)
        case .zone: (tr("ZONE"), tr("Zone"), nil)
        case .hfzLaps: (tr("HFZ AT"), tr("HFZ target laps"), tr("HFZ target"))
        case .lapsToHFZ: (tr("TO GO"), tr("Laps to HFZ"), tr("Laps to go"))
        case .pass: (tr("PASS"), tr("Pass"), nil)
        case .passStandard: (nil, tr("Pass standard"), nil)
        case .referenceGroup: (tr("REFERENCE GROUP"), tr("Reference group"), nil)
        case .misses: (nil, tr("Misses"), nil)
        case .failedAt: (nil, tr("Out at"), nil)
        case .note: (tr("NOTE"), tr("Note"), nil)
        case .file: (nil, tr("File"), nil)
        case .attempts: (nil, tr("Attempts: time, score, result"), nil)
        case .change: (nil, tr("Change since last"), nil)
        case .trend: (nil, tr("Over the dates"), nil)
        // Notes the sheet and the page fold into other cells: their field's name.
        case .vo2maxNote, .vo2maxPopulationNote, .zoneStandard, .zoneNote, .passNote, .referenceGroupNote:
            (nil, jsonKey?.rawValue ?? "", nil)
        }
    }
}
