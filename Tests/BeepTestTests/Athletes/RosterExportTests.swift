import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

/// Class lists as spreadsheets and school systems write them, made the way they are made: Excel's
/// `;` with CRLF and a BOM, Windows-1252 and UTF-16 written by the iconv program, German and
/// French school exports, dates with dots and slashes in both orders.
@Suite("Roster files as schools export them")
struct RosterExportTests {
    /// The day the tests' runs take place.
    static let testDay = CalendarDate(year: 2026, month: 12, day: 1)!

    private func read(_ bytes: [UInt8], options: RosterOptions = RosterOptions()) throws(BeepTestError) -> Roster {
        try Roster.parse(bytes, source: "class.csv", options: options, on: Self.testDay)
    }

    static let germanExport = """
        Schüler-ID,Nachname,Vorname,Geburtsdatum,Geschlecht,Klasse
        4711,Müller,Zoë,03.10.2012,W,7b
        4712,Weiß,Jörg,1.2.2012,m,7b
        4713,Müller,Zoë,29.02.2012,weiblich,7c
        """

    @Test("Excel's ';' CSV with CRLF and a BOM: the separator from the header, bibs as given, a column ignored")
    func excelSemicolons() throws {
        let text = "\u{FEFF}name;sex;bib;Bemerkung\r\nZoë Müller;F;7;\r\nBob Smith;M;3;spät\r\nCem Öztürk;F;1;\r\n"
        let roster = try read(Array(text.utf8))
        #expect(roster.athletes.map(\.name) == ["Zoë Müller", "Bob Smith", "Cem Öztürk"])
        #expect(roster.bibs == [7, 3, 1] && roster.index(ofBib: 7) == 0)
        #expect(roster.athletes.map(\.sex) == [.female, .male, .female])
        let format = try #require(roster.format)
        #expect(format.separator == ";" && format.encoding == "UTF-8 with BOM" && !format.encodingGuessed)
        #expect(format.ignored == ["Bemerkung"])
    }

    @Test("a German school export in Windows-1252: first and last names kept, ids, dates with dots, W and weiblich")
    func germanWindows1252() throws {
        let bytes = try IconvProgram.bytes(Self.germanExport, in: "WINDOWS-1252")
        #expect(String(validating: bytes, as: UTF8.self) == nil, "the file is not UTF-8")
        let roster = try read(bytes)
        #expect(roster.format?.encoding == "WINDOWS-1252 (not UTF-8)" && roster.format?.encodingGuessed == true)
        #expect(
            roster.athletes[0]
                == Athlete(
                    name: "Zoë Müller", sex: .female, age: 14, id: "4711", group: "7b",
                    birthDate: CalendarDate(year: 2012, month: 10, day: 3), firstName: "Zoë", lastName: "Müller"))
        #expect(roster.athletes[1].name == "Jörg Weiß" && roster.athletes[1].sex == .male)
        #expect(roster.athletes[1].birthDate == CalendarDate(year: 2012, month: 2, day: 1))
        // Two pupils of one name, told apart by their ids.
        #expect(roster.athletes[2].name == "Zoë Müller" && roster.athletes[2].id == "4713")
        // The same bytes named as Latin-9 read the same (these letters are in both).
        #expect(try read(bytes, options: RosterOptions(encoding: "ISO-8859-15")).athletes == roster.athletes)
        // Named as UTF-8 they are refused at the first line that is not.
        #expect(throws: BeepTestError(.invalidData, "class.csv:1: not UTF-8 text (--encoding NAME to read another)")) {
            try read(bytes, options: RosterOptions(encoding: "UTF-8"))
        }
    }

    @Test("Excel's \"Unicode text\": UTF-16 LE with a BOM, tab-separated")
    func utf16Tabs() throws {
        let text = "Vorname\tNachname\tGeschlecht\tStartnummer\r\nZoë\tMüller\tW\t12\r\nŁukasz\tNowak\tM\t4\r\n"
        let bytes = [0xFF, 0xFE] + (try IconvProgram.bytes(text, in: "UTF-16LE"))
        let roster = try read(bytes)
        #expect(roster.format?.encoding == "UTF-16LE with BOM" && roster.format?.separator == "\t")
        #expect(roster.athletes.map(\.name) == ["Zoë Müller", "Łukasz Nowak"] && roster.bibs == [12, 4])
        #expect(roster.athletes.map(\.lastName) == ["Müller", "Nowak"])
    }

    @Test("a French export: Nom, Prénom, dates with slashes day first, H and F")
    func frenchSlashes() throws {
        let text =
            "Nom;Prénom;Date de naissance;Sexe;Classe;INE\nDurand;Chloé;03/10/2012;F;5e B;123\nLeroy;Théo;25/12/2011;H;5e B;124\n"
        let roster = try read(Array(text.utf8))
        #expect(roster.athletes.map(\.name) == ["Chloé Durand", "Théo Leroy"])
        #expect(roster.athletes.map(\.sex) == [.female, .male])
        #expect(
            roster.athletes.map(\.birthDate) == [
                CalendarDate(year: 2012, month: 10, day: 3), CalendarDate(year: 2011, month: 12, day: 25),
            ])
        #expect(roster.athletes.map(\.id) == ["123", "124"] && roster.athletes[0].group == "5e B")
    }

    @Test("--date-order mdy reads US dates; a date impossible in the order is refused by line, with the fix")
    func dateOrders() throws {
        let us = "first name,last name,DOB\nAmy,Lee,10/03/2012\nBo,Chan,12/25/2011\n"
        let roster = try read(Array(us.utf8), options: RosterOptions(dateOrder: .mdy))
        #expect(
            roster.athletes.map(\.birthDate) == [
                CalendarDate(year: 2012, month: 10, day: 3), CalendarDate(year: 2011, month: 12, day: 25),
            ])
        #expect(
            throws: BeepTestError(
                .invalidData,
                "class.csv:3: DOB: '12/25/2011' is not a day in DD/MM/YYYY order "
                    + "(--date-order mdy reads MM/DD/YYYY)")
        ) { try read(Array(us.utf8)) }
        let impossible = "Name;Geburtsdatum\nAnn;03.10.2012\nBob;31.02.2012\n"
        #expect(
            throws: BeepTestError(
                .invalidData, "class.csv:3: Geburtsdatum: '31.02.2012' is not a day in DD.MM.YYYY order")
        ) { try read(Array(impossible.utf8)) }
        #expect(
            throws: BeepTestError(
                .invalidData, "class.csv:2: DOB: '3/10/12' is not a date (YYYY-MM-DD, DD.MM.YYYY or DD/MM/YYYY)")
        ) {
            try read(Array("name,DOB\nAnn,3/10/12\n".utf8))
        }
    }

    @Test(
        "sex in each language's letters and words; the column decides what M and V mean",
        arguments: [
            ("sex", ["M", "F", "f", "male", "Female"], [Sex.male, .female, .female, .male, .female]),
            ("Geschlecht", ["m", "W", "männlich", "weiblich", "D"], [.male, .female, .male, .female, nil]),
            ("sexe", ["H", "F", "homme", "Femme"], [.male, .female, .male, .female]),
            ("sexe", ["G", "F", "garçon", "fille"], [.male, .female, .male, .female]),
            ("sexo", ["H", "M", "hombre", "mujer"], [.male, .female, .male, .female]),
            ("sexo", ["V", "M"], [.male, .female]),
            ("sexo", ["M", "F", "masculino", "feminino"], [.male, .female, .male, .female]),
            ("geslacht", ["M", "V", "man", "vrouw"], [.male, .female, .male, .female]),
            ("sesso", ["M", "F", "maschio", "femmina"], [.male, .female, .male, .female]),
            ("gender", ["X", ""], [nil, nil]),
        ])
    func sexCodes(header: String, cells: [String], sexes: [Sex?]) throws {
        let text = "name,\(header)\n" + cells.enumerated().map { "P\($0.offset),\($0.element)" }.joined(separator: "\n")
        #expect(try read(Array(text.utf8)).athletes.map(\.sex) == sexes)
    }

    @Test("M alone under 'sexo' (masculino or mujer) is refused, not guessed")
    func ambiguousM() {
        #expect(
            throws: BeepTestError(
                .invalidData,
                "class.csv:2: 'M' under 'sexo' is masculino in Portuguese but mujer in Spanish: write the words, or M and F"
            )
        ) { try read(Array("nombre;apellidos;sexo\nAna;Ruiz;M\nEva;Gil;M\n".utf8)) }
    }

    @Test(
        "headers in seven languages, case and accents ignored",
        arguments: [
            ("Prénom", RosterColumn.firstName), ("PRENOM", .firstName), ("nombre", .firstName),
            ("Voornaam", .firstName),
            ("nome", .firstName), ("Given Name", .firstName), ("Surname", .lastName), ("apellidos", .lastName),
            ("Achternaam", .lastName), ("cognome", .lastName), ("sobrenome", .lastName), ("nom", .lastName),
            ("Date de naissance", .birthDate), ("fecha de nacimiento", .birthDate), ("geboortedatum", .birthDate),
            ("data di nascita", .birthDate), ("Data de Nascimento", .birthDate), ("birth_date", .birthDate),
            ("Schüler-ID", .id), ("Schueler-ID", .id), ("Student ID", .id), ("Startnummer", .bib), ("dossard", .bib),
            ("Dorsal", .bib), ("Klasse", .group), ("classe", .group), ("clase", .group), ("klas", .group),
            ("Sexe", .sex), ("geslacht", .sex), ("mass_kg", .massKg), ("Âge", .age),
        ])
    func headers(header: String, column: RosterColumn) {
        #expect(RosterColumn(header: header) == column)
    }

    @Test("a header that names no known column is refused, saying the separator found and the headers known")
    func unknownHeaders() {
        let text = "Kind;Punkte;Note\nAnn;3;2\n"
        #expect {
            try read(Array(text.utf8))
        } throws: { error in
            guard let message = (error as? BeepTestError)?.message else { return false }
            return message.hasPrefix(
                "class.csv:1: no column of the header is known (separator ';' found); headers read: ")
                && message.contains("; bib (Nº | No. | # | Bib | Nr. | …); id (ID | Student ID |")
        }
    }

    @Test("a plain list of names only when no line holds a separator")
    func plainListOnlyWithoutSeparators() throws {
        #expect(try read(Array("Ann\nBob Smith\n".utf8)).format?.separator == nil)
        #expect {
            try read(Array("Ann\nO'Neil, Jo\nBob\n".utf8))
        } throws: { error in
            (error as? BeepTestError)?.message.hasPrefix("class.csv:2: this line holds a separator but the first")
                == true
        }
    }

    @Test("two athletes of one name: ids tell them apart, else their bibs, with a note; names up to 80 characters")
    func sharedNamesAndLongNames() throws {
        let twins = try read(Array("id,name\nS1,Ann Lee\nS2,Ann Lee\n".utf8))
        #expect(twins.athletes.map(\.id) == ["S1", "S2"] && twins.format?.notes == [])
        let oneWithoutID = try read(Array("id,name\nS1,Ann Lee\n,Ann Lee\n".utf8))
        #expect(oneWithoutID.bibs == [1, 2])
        #expect(oneWithoutID.format?.notes == ["lines 2 and 3 are both 'Ann Lee': kept apart by their bibs, 1 and 2"])
        let long = String(repeating: "Maximilian ", count: 7) + "Schmid-Rz"  // 86 characters
        let eighty = String(long.prefix(80))
        #expect(try read(Array("name\n\(eighty)\n".utf8)).athletes[0].name == eighty)
        #expect(throws: BeepTestError(.invalidData, "class.csv:2: name longer than 80 characters")) {
            try read(Array("Vorname,Nachname\n\(long.prefix(40)),\(long.suffix(41))\n".utf8))
        }
    }

    @Test("`Name` beside `Vorname` is the family name; a decimal comma in a ';' file's mass")
    func germanNameAndDecimalComma() throws {
        let roster = try read(Array("Name;Vorname;Gewicht\nBrandt;Jan;52,5\n".utf8))
        #expect(roster.athletes[0].name == "Jan Brandt" && roster.athletes[0].lastName == "Brandt")
        #expect(roster.athletes[0].massKg == 52.5)
    }

    @Test("an encoding iconv does not know is a usage error (64)")
    func unknownEncoding() {
        #expect(
            throws: BeepTestError(
                .usage, "--encoding: 'KLINGON' is not an encoding iconv knows ('iconv -l' lists them)")
        ) {
            try read(Array("Ann\n".utf8), options: RosterOptions(encoding: "KLINGON"))
        }
    }
}
