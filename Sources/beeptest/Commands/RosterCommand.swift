import BeepTest

/// `beeptest roster FILE`: a class list as `run --roster` will read it, to check before a test:
/// each athlete's bib, id, names, sex, birth date, age today and group, with the encoding and
/// separator found and the columns ignored.
enum RosterCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "roster", operands: .file("FILE"), summary: tr("show a class list as a run will read it"),
        about: tr(
            """
            Reads a roster as run --roster does and prints the class: each athlete's bib, id,
            name (first and last where given), sex, birth date, age today and group, with the
            encoding and separator found and the columns ignored. A roster is one name a line,
            or a table with a header line, as spreadsheets and school systems export it:
            separated by commas, semicolons or tabs (found from the header); UTF-8 with or
            without a BOM, UTF-16 with a BOM (Excel's Unicode text), else Windows-1252 or
            --encoding NAME; headers in English, German, French, Spanish, Dutch, Italian or
            Portuguese, case and accents ignored: name, or first name (Vorname, prénom, nombre,
            voornaam, nome) and last name (Nachname, nom, apellidos, achternaam, cognome,
            sobrenome); sex (Geschlecht, sexe, sexo, geslacht, sesso): M/F, W, H, V or the
            words; birth date (DOB, Geburtsdatum, date de naissance, ...): YYYY-MM-DD,
            DD.MM.YYYY or DD/MM/YYYY (MM/DD/YYYY with --date-order mdy); id (Schüler-ID, ...);
            bib, the class list's number (Nº, #, Nr., número, Startnummer, dossard, dorsal):
            1-99, every row's own, else the row's position; group (class, Klasse, classe,
            clase, klas); age; mass_kg. A name in one column (Alumno/a, Nom et prénom, Name,
            Vorname, ...) is one name, 'Surname, Given' shown Given Surname. Other columns are
            ignored and listed. Two athletes may share a name: their ids, else their bibs, tell
            them apart, with a note. A fault is one line naming FILE:LINE (exit 65).
            """),
        options: [format.spec, AthleteOptions.encoding.spec, AthleteOptions.dateOrder.spec])

    /// `--format table|json`.
    static let format = DefaultedOption<OutputFormat>.format(.table, .json)

    static func run(_ words: [String]) throws(BeepTestError) {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp {
            Output.line(spec.helpText)
            return
        }
        let path = try arguments.positionals(exactly: 1, what: "FILE")[0]
        let format = try arguments.value(Self.format)
        let roster = try CommandSupport.rosterFile(path, arguments)
        let found = roster.format ?? RosterFormat(encoding: "UTF-8", encodingGuessed: false, separator: nil)
        switch format {
        case .json: Output.line(JSONWriter.prettyString(json(roster, format: found, file: path)))
        default: Output.write(table(roster, format: found, file: path), to: .standardOutput)
        }
    }

    /// The file's format in a few lines, then one row per athlete (ages are today's: the
    /// roster was read with today as the test's day).
    static func table(_ roster: Roster, format: RosterFormat, file: String) -> String {
        var text = file + ": " + trPlural("%d athlete", "%d athletes", count: roster.athletes.count) + "\n"
        text += tr("encoding: %s; separator: %s", format.encodingText, format.separatorText) + "\n"
        if !format.headers.isEmpty {
            let read = zip(format.headers, format.columns).compactMap { header, column in
                column.map { "\(header) (\($0.text))" }
            }
            text += tr("columns read: %s", read.joined(separator: ", ")) + "\n"
            let ignored = format.ignored.isEmpty ? tr("none") : format.ignored.joined(separator: ", ")
            text += tr("columns ignored: %s", ignored) + "\n"
        }
        text += bibSource(format) + "\n"
        for note in format.notes { text += tr("note: %s", note) + "\n" }
        // Mass is for one VO2max equation (30-15 IFT): its column only when the roster has it.
        let hasMass = roster.athletes.contains { $0.massKg != nil }
        var table = TextTable(
            headers: [
                tr("BIB"), tr("ID"), tr("NAME"), tr("FIRST NAME"), tr("LAST NAME"), tr("SEX"), tr("BORN"), tr("AGE"),
                tr("GROUP"),
            ] + (hasMass ? [tr("MASS KG")] : []),
            rightAligned: [0, 7, 9])
        for (athlete, bib) in zip(roster.athletes, roster.bibs) {
            table.rows.append(
                [
                    String(bib), athlete.id ?? "-", athlete.name, athlete.firstName ?? "-", athlete.lastName ?? "-",
                    athlete.sex?.shownLetter ?? "-", athlete.birthDate?.text ?? "-",
                    athlete.age.map { $0.trimmed(decimals: 1) } ?? "-", athlete.group ?? "-",
                ] + (hasMass ? [athlete.massKg.map { $0.trimmed(decimals: 1) } ?? "-"] : []))
        }
        let legend = roster.athletes.contains { $0.sex != nil } ? Sex.shownLegend.map { $0 + "\n" } ?? "" : ""
        return text + "\n" + table.rendered() + "\n" + legend
    }

    /// Where the bibs come from, so that a teacher sees the number called is the class list's:
    /// "bibs: from the column Nº", or the rows' positions when the file has no number column.
    static func bibSource(_ format: RosterFormat) -> String {
        format.bibHeader.map { tr("bibs: from the column %s", $0) }
            ?? tr("bibs: the rows' positions (the file has no number column)")
    }

    /// `{"file", "encoding", "separator", "columns": [{"header", "column"}], "ignored",
    /// "bib_column", "notes", "athletes"}`; each athlete's `bib` is the one marked (from
    /// `bib_column`, or the position when the file has no number column).
    static func json(_ roster: Roster, format: RosterFormat, file: String) -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
        let columns: [JSONValue] = zip(format.headers, format.columns).map { header, column in
            .object([("header", .string(header)), ("column", text(column?.rawValue))])
        }
        let athletes: [JSONValue] = zip(roster.athletes, roster.bibs).map { athlete, bib in
            .object([
                ("bib", .int(bib)), ("id", text(athlete.id)), ("name", .string(athlete.name)),
                ("first_name", text(athlete.firstName)), ("last_name", text(athlete.lastName)),
                ("sex", text(athlete.sex?.rawValue)), ("birth_date", text(athlete.birthDate?.text)),
                ("age", .optionalNum(athlete.age)), ("mass_kg", .optionalNum(athlete.massKg)),
                ("group", text(athlete.group)),
            ])
        }
        return .object([
            ("file", .string(file)), ("encoding", .string(format.encoding)),
            ("separator", format.separator.map { .string(String($0)) } ?? .null), ("columns", .array(columns)),
            ("ignored", .array(format.ignored.map { .string($0) })),
            ("bib_column", format.bibHeader.map { .string($0) } ?? .null),
            ("notes", .array(format.notes.map { .string($0) })), ("athletes", .array(athletes)),
        ])
    }
}
