import BeepTest
import Testing

@Suite("Roster")
struct RosterTests {
    private func parse(_ text: String, source: String = "squad.txt") throws(BeepTestError) -> Roster {
        try Roster.parse(Array(text.utf8), source: source)
    }

    @Test("--athletes: names trimmed, in key order")
    func list() throws {
        let roster = try Roster.parse(list: " Ann ,Bob,  Cy Dee")
        #expect(roster.athletes.map(\.name) == ["Ann", "Bob", "Cy Dee"])
    }

    @Test(
        "--athletes refuses empty, duplicate and too many names as usage errors",
        arguments: [
            ("Ann,,Bob", "name 2: empty name"), ("Ann,ann", "already the athlete of name 1"),
            ("", "name 1: empty name"),
            ((1...100).map { "A\($0)" }.joined(separator: ","), "100 athletes; at most 99"),
        ])
    func listErrors(list: String, message: String) {
        #expect {
            try Roster.parse(list: list)
        } throws: { error in
            guard let error = error as? BeepTestError else { return false }
            return error.kind == .usage && error.message.hasPrefix("--athletes: ") && error.message.contains(message)
        }
    }

    @Test("a plain file: one name a line, comments, blank lines, CRLF and a BOM ignored")
    func plainFile() throws {
        let roster = try parse("\u{FEFF}# squad A\r\nAnn\r\n\r\n  Bob Smith  \n# end\nO'Neil Jo\n")
        #expect(roster.athletes.map(\.name) == ["Ann", "Bob Smith", "O'Neil Jo"])
        #expect(roster.athletes.allSatisfy { $0.sex == nil && $0.age == nil && $0.massKg == nil })
    }

    @Test("a CSV file with the header's columns in any order and subset, quotes and empty cells")
    func csvFile() throws {
        let roster = try parse(
            """
            # name, sex, age and mass
            age, NAME ,mass_kg,sex
            14,Ann,52.5,F
            15,"Smith, Bob",,male
            ,Cy,60,
            """)
        #expect(
            roster.athletes == [
                Athlete(name: "Ann", sex: .female, age: 14, massKg: 52.5),
                // Family name first, as schools export it: shown as people say it.
                Athlete(name: "Bob Smith", sex: .male, age: 15, firstName: "Bob", lastName: "Smith"),
                Athlete(name: "Cy", massKg: 60),
            ])
        let namesOnly = try parse("name\nAnn\nBob\n")
        #expect(namesOnly.athletes.map(\.name) == ["Ann", "Bob"])
    }

    @Test(
        "bad rows are one-line errors naming file:line (65)",
        arguments: [
            (
                "name,sex\nAnn,F\nBob,Q\n",
                "squad.txt:3: sex: 'Q' is not a sex (M or F, or a word or letter of its language)"
            ),
            ("name,age\nAnn,12\nBob,twelve\n", "squad.txt:3: age: 'twelve' is not a number from 3 to 120"),
            ("name,mass_kg\nAnn,500\n", "squad.txt:2: mass_kg: '500' is not a number from 10 to 300"),
            ("name,age\nAnn,12,\nBob\n", "squad.txt:3: 1 fields; the header has 2 (name,age, separated by ',')"),
            ("name,weight\nAnn,50\nBob,60,7\n", "squad.txt:3: 3 fields; the header has 2"),
            ("sex,age\nF,12\n", "squad.txt:1: the header has no name column (a name, or first and last names)"),
            ("Surname,Nachname\nAnn,Lee\n", "squad.txt:1: columns 'Surname' and 'Nachname' both give the last name"),
            ("name,sex\n\"Ann,F\n", "squad.txt:2: unbalanced quotes"),
            ("name,sex\n,F\n", "squad.txt:2: empty name"),
            ("# nobody\n\n", "squad.txt: no athletes"),
            ((1...100).map { "P\($0)\n" }.joined(), "squad.txt: 100 athletes; at most 99"),
            ("bib,name\n3,Ann\n3,Bob\n", "squad.txt:3: bib 3 is already the athlete of line 2"),
            ("bib,name\n2,Ann\n,Bob\n", "squad.txt:3: bib: empty; this column gives each athlete's bib, from 1 to 99"),
            ("Nº;Alumno/a\n2;Ann\n2;Bob\n", "squad.txt:3: bib 2 is already the athlete of line 2"),
            ("bib,name\n0,Ann\n", "squad.txt:2: bib: '0' is not a whole number from 1 to 99"),
            ("bib,name\n100,Ann\n", "squad.txt:2: bib: '100' is not a whole number from 1 to 99"),
            ("bib,name\n+5,Ann\n", "squad.txt:2: bib: '+5' is not a whole number from 1 to 99"),
            ("#,name\n4.0,Ann\n", "squad.txt:2: #: '4.0' is not a whole number from 1 to 99"),
            ("No.,name\n 4 5,Ann\n", "squad.txt:2: No.: '4 5' is not a whole number from 1 to 99"),
            ("id,name\nS1,Ann\nS1,Bob\n", "squad.txt:3: id 'S1' is already the athlete of line 2"),
            ("name,birth_date\nAnn,2011-02-29\n", "squad.txt:2: birth_date: '2011-02-29' is not a date (YYYY-MM-DD"),
            ("name,birth_date\nAnn,2011-13-01\n", "squad.txt:2: birth_date: '2011-13-01' is not a date"),
            (
                "name,birth_date\nAnn,11/13/2011\n",
                "squad.txt:2: birth_date: '11/13/2011' is not a day in DD/MM/YYYY order (--date-order mdy"
            ),
            ("name,birth_date\nAnn,2027-01-01\n", "squad.txt:2: birth_date: 2027-01-01 is after the test's date"),
            ("name,age,birth_date\nAnn,12,2014-01-01\n", "squad.txt:1: give an age or a birth date, not both"),
            ("Ann\u{202E}8.9\n", "squad.txt:1: name contains an invisible or text-direction character (U+202E)"),
            ("Ann\u{2067}\n", "squad.txt:1: name contains an invisible or text-direction character (U+2067)"),
            ("An\u{200B}n\n", "squad.txt:1: name contains an invisible or text-direction character (U+200B)"),
            ("An\u{FEFF}n\n", "squad.txt:1: name contains an invisible or text-direction character (U+FEFF)"),
            ("name,id\nAnn,S\u{200F}1\n", "squad.txt:2: id contains an invisible or text-direction character"),
            ("Ann\u{85}\n", "squad.txt:1: name contains control characters"),
            ("Ann\u{7}\n", "squad.txt:1: name contains control characters"),
        ])
    func fileErrors(text: String, message: String) {
        #expect {
            try Roster.parse(Array(text.utf8), source: "squad.txt", on: Self.testDay)
        } throws: { error in
            guard let error = error as? BeepTestError else { return false }
            return error.kind == .invalidData && error.message.hasPrefix(message)
        }
    }

    /// The day the tests' runs take place.
    static let testDay = CalendarDate(year: 2026, month: 12, day: 1)!

    @Test("the full header: bib, id, group, birth date as whole years on the test's day, any order")
    func classList() throws {
        let roster = try Roster.parse(
            Array(
                """
                group,birth_date,Name,id,bib,sex,mass_kg
                7B,2012-12-01,Ann,S-101,12,F,41
                7B,2012-12-02,Bob,S-102,5,M,
                7C,2008-02-29,Cem,,3,,
                """.utf8), source: "class.csv", on: Self.testDay)
        #expect(
            roster.athletes == [
                Athlete(
                    name: "Ann", sex: .female, age: 14, massKg: 41, bib: 12, id: "S-101", group: "7B",
                    birthDate: CalendarDate(year: 2012, month: 12, day: 1)),
                Athlete(
                    name: "Bob", sex: .male, age: 13, bib: 5, id: "S-102", group: "7B",
                    birthDate: CalendarDate(year: 2012, month: 12, day: 2)),
                Athlete(
                    name: "Cem", age: 18, bib: 3, group: "7C", birthDate: CalendarDate(year: 2008, month: 2, day: 29)),
            ])
        #expect(roster.bibs == [12, 5, 3] && roster.index(ofBib: 3) == 2 && roster.index(ofBib: 1) == nil)
        #expect(roster.format?.bibHeader == "bib")
        #expect(!roster.marksBySingleKey)
        #expect(try parse("Ann\nBob\n").marksBySingleKey)
    }

    @Test(
        "a number column is the bib, whatever its header: Nº, No., Nr., N°, #, Num, número, numéro, Nummer, dorsal",
        arguments: [
            "Nº", "No", "No.", "Nr", "Nr.", "N°", "#", "Num", "número", "numéro", "Nummer", "numero", "dorsal", "BIB",
            "n.º",
        ])
    func numberColumn(header: String) throws {
        let roster = try Roster.parse(
            Array("\(header);Alumno/a\n14;Ana\n3;Juan\n".utf8), source: "clase.csv", on: Self.testDay)
        #expect(roster.bibs == [14, 3] && roster.index(ofBib: 3) == 1, "\(header)")
        #expect(roster.format?.bibHeader == header)
    }

    @Test("no number column: the bibs are the rows' positions", arguments: ["Name\nAnn\nBob\n", "Ann\nBob\n"])
    func positions(text: String) throws {
        let roster = try parse(text)
        #expect(roster.bibs == [1, 2] && roster.format?.bibHeader == nil)
    }

    @Test(
        "one-column names as schools export them are one name; 'Surname, Given' reads 'Given Surname'",
        arguments: [
            "Alumno/a", "Apellidos y nombre", "\"Apellidos, Nombre\"", "Nom et prénom", "\"Name, Vorname\"", "Leerling",
            "Nome e cognome", "Nome completo", "Student", "Pupil", "Full name",
        ])
    func oneColumnNames(header: String) throws {
        let text = "Nº,\(header)\n1,\"García López, Ana\"\n2,Jan de Vries\n"
        let roster = try Roster.parse(Array(text.utf8), source: "class.csv", on: Self.testDay)
        #expect(roster.athletes.map(\.name) == ["Ana García López", "Jan de Vries"], "\(header)")
        #expect(roster.athletes[0].firstName == "Ana" && roster.athletes[0].lastName == "García López")
        #expect(roster.athletes[1].firstName == nil && roster.athletes[1].lastName == nil)
    }

    @Test("two pupils of one name and no ids are kept apart by their numbers, or rows, with a note")
    func sharedNames() throws {
        let numbered = try Roster.parse(
            Array("Nº;Alumno/a\n4;Pérez, Juan\n9;Ana\n11;Juan Pérez\n".utf8), source: "clase.csv", on: Self.testDay)
        #expect(numbered.athletes.map(\.name) == ["Juan Pérez", "Ana", "Juan Pérez"] && numbered.bibs == [4, 9, 11])
        #expect(numbered.format?.notes == ["lines 2 and 4 are both 'Juan Pérez': kept apart by their bibs, 4 and 11"])
        let listed = try parse("Ann\n# x\nBob\nANN\n")
        #expect(listed.bibs == [1, 2, 3])
        #expect(listed.format?.notes == ["lines 1 and 4 are both 'ANN': kept apart by their bibs, 1 and 3"])
        let withIDs = try parse("id,name\nS1,Ann\nS2,Ann\n")
        #expect(withIDs.format?.notes == [])
    }

    @Test("a header with no name column lists the name headers known; one with none known, every column's")
    func headersListed() {
        for (text, words) in [
            ("Alumnx;Edad\nAna;12\n", "headers read for names: name (Name | Full name | Student | Pupil | Alumno/a"),
            ("Foo;Bar\nAna;12\n", "headers read: name (Name | Full name"),
        ] {
            #expect {
                try Roster.parse(Array(text.utf8), source: "c.csv", on: Self.testDay)
            } throws: { error in
                (error as? BeepTestError)?.message.contains(words) == true
                    && (error as? BeepTestError)?.message.contains("bib (Nº | No. | #") == !words.contains("names")
            }
        }
    }

    @Test("a leap-day birthday counts from March 1 in common years")
    func leapDay() throws {
        let born = try #require(CalendarDate(iso: "2012-02-29"))
        #expect(born.wholeYears(until: CalendarDate(year: 2026, month: 2, day: 28)!) == 13)
        #expect(born.wholeYears(until: CalendarDate(year: 2026, month: 3, day: 1)!) == 14)
        #expect(born.wholeYears(until: CalendarDate(year: 2028, month: 2, day: 29)!) == 16)
        #expect(CalendarDate(iso: "1900-02-29") == nil && CalendarDate(iso: "2000-02-29") != nil)
    }

    @Test("99 athletes, the most a run takes")
    func ninetyNine() throws {
        let roster = try Roster.parse(list: (1...99).map { "Pupil \($0)" }.joined(separator: ","))
        #expect(roster.athletes.count == 99 && roster.bibs == Array(1...99))
    }

    @Test("--athletes refuses a text-direction override like a control character")
    func listBidi() {
        #expect(
            throws: BeepTestError(
                .usage, "--athletes: name 2: name contains an invisible or text-direction character (U+202E)")
        ) {
            try Roster.parse(list: "Ann,Bob\u{202E}")
        }
    }

    @Test("a file named UTF-8 that is not is refused by line")
    func notUTF8() {
        #expect(throws: BeepTestError(.invalidData, "x.csv:2: not UTF-8 text (--encoding NAME to read another)")) {
            try Roster.parse(
                [0x41, 0x0A, 0x41, 0xFF, 0x0A], source: "x.csv", options: RosterOptions(encoding: "utf-8"))
        }
    }

    @Test("a missing roster file is 'not found' (66)")
    func missingFile() {
        #expect {
            try Roster.load(path: "/nonexistent/squad.csv")
        } throws: { error in (error as? BeepTestError)?.exitCode == 66 }
    }
}
