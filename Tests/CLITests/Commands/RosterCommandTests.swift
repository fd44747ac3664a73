import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

/// Class lists as schools have them, each previewed with `beeptest roster` and run with the real
/// binary: the marks land on the right child, and the results carry the names, groups, sexes and
/// ages the roster gave.
@Suite("beeptest roster and run --roster with schools' exports")
struct RosterCommandTests {
    /// One export: its file name, its bytes, the options it needs, its athletes' names in order,
    /// the bib marked during the run and whose it is.
    struct Export: Sendable, CustomTestStringConvertible {
        var file: String
        var bytes: @Sendable () throws -> [UInt8]
        var options: [String] = []
        var encoding: String
        var names: [String]
        var marked: Int
        var markedName: String
        var testDescription: String { file }
    }

    /// 80 characters: a first and last name as a school system holds them.
    static let longName = "Alexandria Featherstonehaugh-Montgomery de la Cruz Wiśniewska von Brandenburg-Ha"

    static let exports: [Export] = [
        Export(
            file: "excel.csv",
            bytes: {
                Array(
                    ("\u{FEFF}name;sex;bib;Bemerkung\r\nZoë Müller;F;7;\r\nBob Smith;M;3;spät\r\n"
                        + "\(RosterCommandTests.longName);F;1;\r\n").utf8)
            }, encoding: "UTF-8 with BOM", names: ["Zoë Müller", "Bob Smith", longName], marked: 7,
            markedName: "Zoë Müller"),
        Export(
            file: "schule.csv",
            bytes: {
                try IconvProgram.bytes(
                    """
                    Schüler-ID,Nachname,Vorname,Geburtsdatum,Geschlecht,Klasse
                    4711,Müller,Zoë,03.10.2012,W,7b
                    4712,Weiß,Jörg,1.2.2012,m,7b
                    4713,Müller,Zoë,29.02.2012,weiblich,7c
                    """, in: "WINDOWS-1252")
            }, encoding: "WINDOWS-1252 (not UTF-8)", names: ["Zoë Müller", "Jörg Weiß", "Zoë Müller"], marked: 3,
            markedName: "Zoë Müller"),
        Export(
            file: "unicode.txt",
            bytes: {
                [0xFF, 0xFE]
                    + (try IconvProgram.bytes(
                        "Vorname\tNachname\tGeschlecht\tStartnummer\tKlasse\r\nZoë\tMüller\tW\t12\t7b\r\n"
                            + "Łukasz\tNowak\tM\t4\t7b\r\n", in: "UTF-16LE"))
            }, encoding: "UTF-16LE with BOM", names: ["Zoë Müller", "Łukasz Nowak"], marked: 12,
            markedName: "Zoë Müller"),
        Export(
            file: "classe.csv",
            bytes: {
                Array(
                    "Nom;Prénom;Date de naissance;Sexe;Classe\nDurand;Chloé;03/10/2012;F;5e B\nLeroy;Théo;25/12/2011;H;5e B\n"
                        .utf8)
            }, encoding: "UTF-8", names: ["Chloé Durand", "Théo Leroy"], marked: 2, markedName: "Théo Leroy"),
        Export(
            file: "us.csv",
            bytes: {
                Array("first name,last name,DOB,gender,class\nAmy,Lee,10/03/2012,F,6A\nBo,Chan,12/25/2011,M,6A\n".utf8)
            },
            options: ["--date-order", "mdy"], encoding: "UTF-8", names: ["Amy Lee", "Bo Chan"], marked: 1,
            markedName: "Amy Lee"),
        // A Spanish school's list: its own numbers, not the rows', and one name family name first.
        Export(
            file: "clase.csv",
            bytes: {
                Array("Nº;Apellidos, Nombre;Sexo;Grupo\n14;García López, Ana;M;1ºB\n2;Pérez Ruiz, Juan;H;1ºB\n".utf8)
            },
            encoding: "UTF-8", names: ["Ana García López", "Juan Pérez Ruiz"], marked: 14,
            markedName: "Ana García López"),
        Export(
            file: "liste.csv",
            bytes: { Array("N°;Nom et prénom;Sexe;Classe\n5;Chloé Durand;F;5e B\n1;Théo Leroy;G;5e B\n".utf8) },
            encoding: "UTF-8", names: ["Chloé Durand", "Théo Leroy"], marked: 1, markedName: "Théo Leroy"),
    ]

    /// Four shuttles of 1 s with no countdown, in the user's profile folder under `folder`.
    static func quickProfile(in folder: TemporaryFolder) throws -> [String: String] {
        let profiles = folder.file("config/beeptest/profiles")
        try FileManager.default.createDirectory(atPath: profiles, withIntermediateDirectories: true)
        try """
        {"format": 1, "name": "Roster check", "distance_m": 20, "countdown_s": 0,
         "levels": [{"shuttle_s": 1, "shuttles": 4}]}
        """.write(toFile: profiles + "/roster-check.json", atomically: false, encoding: .utf8)
        return ["XDG_CONFIG_HOME": folder.file("config")]
    }

    private func lines(_ path: String) throws -> [[String: Any]] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
    }

    @Test(
        "each export previewed, then run: the marked bib is the right child; results show names whole and groups",
        arguments: exports)
    func previewAndRun(export: Export) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = try Self.quickProfile(in: folder)
        let path = try folder.write(try export.bytes(), to: export.file)

        let preview = try BinaryRunner.run(["roster", path] + export.options)
        #expect(preview.status == 0 && preview.stderr.isEmpty, "\(preview.stderr)")
        #expect(preview.stdout.contains("encoding: \(export.encoding)"), "\(preview.stdout)")
        for name in export.names { #expect(preview.stdout.contains(name), "\(name): \(preview.stdout)") }
        let json = try #require(
            try BinaryRunner.run(["roster", path, "--format", "json"] + export.options).json() as? [String: Any])
        let athletes = try #require(json["athletes"] as? [[String: Any]])
        #expect(athletes.map { $0["name"] as? String } == export.names)

        // After the first turn (1 s) a miss, after the second the second miss: out at shuttle 2.
        let results = folder.file("r.jsonl")
        let script = """
            bin=$0; (sleep 1.4; echo \(export.marked); sleep 1; echo \(export.marked)) \
            | "$bin" run roster-check --silent --headless --marks - "$@"
            """
        let run = try BinaryRunner.run(
            ["-c", script, BinaryRunner.binaryPath, "--roster", path, "--results", results] + export.options,
            environment: environment, executable: "/bin/sh")
        #expect(run.status == 0, "\(run.stderr)")
        let log = try lines(results)
        let start = try #require(log.first?["athletes"] as? [[String: Any]])
        #expect(start.map { $0["name"] as? String } == export.names)
        let out = try #require(log.first { $0["event"] as? String == "out" }, "\(log)")
        #expect(out["bib"] as? Int == export.marked && out["athlete"] as? String == export.markedName)
        #expect(out["shuttle"] as? Int == 2)

        // Not a terminal: every name whole; the group, sex and age the roster gave.
        let table = try BinaryRunner.run(["results", results], environment: environment)
        #expect(table.status == 0, "\(table.stderr)")
        for name in export.names { #expect(table.stdout.contains(name), "\(name): \(table.stdout)") }
        let header = try #require(table.stdout.split(separator: "\n").first { $0.hasPrefix("BIB") })
        #expect(header.contains("SEX"))
        #expect(header.contains("GROUP") == (export.file != "excel.csv"))
        #expect(header.contains("AGE") == ["schule.csv", "classe.csv", "us.csv"].contains(export.file))
        let rows = try #require(
            try BinaryRunner.run(["results", results, "--format", "json"], environment: environment).json()
                as? [String: Any])
        let resultRows = try #require(rows["athletes"] as? [[String: Any]])
        let marked = try #require(resultRows.first { $0["bib"] as? Int == export.marked })
        #expect(marked["status"] as? String == "out" && marked["athlete"] as? String == export.markedName)

        // History keeps two pupils of one name apart by their ids, each under their group.
        let history = try BinaryRunner.run(["history", results], environment: environment)
        #expect(history.status == 0, "\(history.stderr)")
        if export.file == "schule.csv" {
            #expect(history.stdout.contains("Zoë Müller (id 4711, group 7b)\n"), "\(history.stdout)")
            #expect(history.stdout.contains("Zoë Müller (id 4713, group 7c)\n"), "\(history.stdout)")
        }
    }

    @Test(
        "a ';' file with unknown headers is refused by roster and run alike, saying the separator and the headers known"
    )
    func unknownHeaders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("Kind;Punkte\nZoë;3\n", to: "liste.csv")
        let expected =
            "beeptest: \(path):1: no column of the header is known (separator ';' found); headers read: name (Name | "
            + "Full name | Student | Pupil | Alumno/a | Apellidos y nombre | Apellidos, Nombre | Nom et prénom | "
            + "Name, Vorname | Leerling | Nome e cognome | Nome completo | …); first name (First name | Given name | "
        let preview = try BinaryRunner.run(["roster", path])
        #expect(preview.status == 65 && preview.errorLines.count == 1, "\(preview.stderr)")
        #expect(preview.errorLines.first?.hasPrefix(expected) == true && preview.stdout.isEmpty, "\(preview.stderr)")
        let run = try BinaryRunner.run(
            [
                "run", "msft-20m", "--silent", "--headless", "--roster", path, "--marks", try folder.write("", to: "m"),
                "--results", folder.file("r.jsonl"),
            ])
        #expect(run.status == 65 && run.errorLines == preview.errorLines, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("r.jsonl")), "a refused run leaves no results file")
    }

    @Test("the preview says which column gave the bibs, or that they are the rows'; run marks by the number column")
    func bibColumn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let numbered = try folder.write("Nº;Alumno/a\n14;Ana\n3;Juan\n", to: "clase.csv")
        let preview = try BinaryRunner.run(["roster", numbered])
        #expect(preview.status == 0 && preview.stdout.contains("bibs: from the column Nº\n"), "\(preview.stdout)")
        let json = try #require(
            try BinaryRunner.run(["roster", numbered, "--format", "json"]).json() as? [String: Any])
        #expect(json["bib_column"] as? String == "Nº")
        #expect((json["athletes"] as? [[String: Any]])?.map { $0["bib"] as? Int } == [14, 3])
        let plain = try BinaryRunner.run(["roster", try folder.write("Ana\nJuan\n", to: "lista.txt")])
        #expect(plain.stdout.contains("bibs: the rows' positions (the file has no number column)"), "\(plain.stdout)")
        // The sheet's blocks carry the class list's numbers.
        let sheet = folder.file("sheet.html")
        let made = try BinaryRunner.run(["sheet", "msft-20m", "--roster", numbered, "-o", sheet])
        #expect(made.status == 0, "\(made.stderr)")
        let page = try String(contentsOfFile: sheet, encoding: .utf8)
        #expect(
            page.contains("<span class=\"bib\">14</span> <bdi>Ana")
                && page.contains("<span class=\"bib\">3</span> <bdi>Juan"))
    }

    @Test(
        "a number that is not 1-99, or missing, is one line naming the row (65), in each language",
        arguments: [
            (
                "C.UTF-8", "Nº;Alumno/a\n14;Ana\n;Juan\n",
                ":3: Nº: empty; this column gives each athlete's bib, from 1 to 99"
            ),
            ("C.UTF-8", "#;Name\n14;Ana\n140;Juan\n", ":3: #: '140' is not a whole number from 1 to 99"),
            ("C.UTF-8", "Nr.;Name\n7;Ana\n7;Juan\n", ":3: bib 7 is already the athlete of line 2"),
            (
                "fr", "Nº;Alumno/a\n14;Ana\n;Juan\n",
                ":3: Nº : vide ; cette colonne donne le dossard de chaque élève, de 1 à 99"
            ),
            (
                "es", "Nº;Alumno/a\n14;Ana\n;Juan\n",
                ":3: Nº: vacío; esta columna da el dorsal de cada alumno, de 1 a 99"
            ),
        ])
    func badNumbers(language: String, text: String, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(text, to: "clase.csv")
        var environment = ["LANG": "C.UTF-8"]
        if let locale = TestLocales.all.first(where: { $0.code == language }) {
            environment = try TestLocales.environment(locale)
        }
        for command in [["roster", path], ["sheet", "msft-20m", "--roster", path, "-o", folder.file("s.html")]] {
            let result = try BinaryRunner.run(command, environment: environment)
            #expect(result.status == 65 && result.errorLines == ["beeptest: \(path)\(message)"], "\(result.stderr)")
        }
    }

    @Test(
        "the preview's bib source and shared-name note in English, French and Spanish",
        arguments: [
            (
                "en", "bibs: from the column Nº",
                "note: lines 2 and 4 are both 'Juan Pérez': kept apart by their bibs, 4 and 11"
            ),
            (
                "fr", "dossards : de la colonne Nº",
                "note : les lignes 2 et 4 sont toutes deux « Juan Pérez » : distinguées par leurs dossards, 4 et 11"
            ),
            (
                "es", "dorsales: de la columna Nº",
                "nota: las líneas 2 y 4 son ambas «Juan Pérez»: se distinguen por sus dorsales, 4 y 11"
            ),
        ])
    func previewLanguages(language: String, source: String, note: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write("Nº;Apellidos, Nombre\n4;Pérez, Juan\n9;Ana\n11;Pérez, Juan\n", to: "clase.csv")
        let locale = try #require(TestLocales.all.first { $0.code == language })
        let preview = try BinaryRunner.run(["roster", path], environment: try TestLocales.environment(locale))
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(preview.stdout.contains(source + "\n") && preview.stdout.contains(note + "\n"), "\(preview.stdout)")
    }

    @Test("two pupils of one name and no ids: both kept, told apart by their numbers, with a note (roster and run)")
    func sharedName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let environment = try Self.quickProfile(in: folder)
        let path = try folder.write("Nº;Apellidos y nombre\n4;Pérez, Juan\n9;Ana\n11;Pérez, Juan\n", to: "clase.csv")
        let note = "lines 2 and 4 are both 'Juan Pérez': kept apart by their bibs, 4 and 11"
        let preview = try BinaryRunner.run(["roster", path])
        #expect(preview.status == 0 && preview.stdout.contains("note: " + note), "\(preview.stdout)")
        let results = folder.file("r.jsonl")
        // The marks stay open past the end (4 s and the last line's 2 s): an input that ends earlier
        // leaves those still running with floor scores (issue 33).
        let script = """
            bin=$0; (sleep 1.4; echo 11; sleep 1; echo 11; sleep 5) | "$bin" run roster-check --silent --headless --marks - "$@"
            """
        let run = try BinaryRunner.run(
            ["-c", script, BinaryRunner.binaryPath, "--roster", path, "--results", results],
            environment: environment, executable: "/bin/sh")
        #expect(run.status == 0 && run.stderr.contains("warning: \(path): \(note)"), "\(run.stderr)")
        let read = try #require(
            try BinaryRunner.run(["results", results, "--format", "json"]).json() as? [String: Any])
        let rows = try #require(read["athletes"] as? [[String: Any]])
        let juans = rows.filter { $0["athlete"] as? String == "Juan Pérez" }
        #expect(juans.map { $0["bib"] as? Int } == [4, 11], "\(rows)")
        #expect(juans.map { $0["status"] as? String } == ["completed", "out"], "\(rows)")
        // The season's history keeps them apart too, each by their bib.
        let history = try BinaryRunner.run(["history", results])
        #expect(history.stdout.contains("Juan Pérez (bib 4)\n"), "\(history.stdout)")
        #expect(history.stdout.contains("Juan Pérez (bib 11)\n"), "\(history.stdout)")
        let json = try #require(
            try BinaryRunner.run(["history", results, "--format", "json"]).json() as? [[String: Any]])
        #expect(json.compactMap { $0["bib"] as? Int } == [4, 11], "\(json)")
    }

    @Test("an impossible date is refused by line; --date-order mdy is said as the fix where it is one")
    func impossibleDate() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(
            "Name;Vorname;Geburtsdatum\nBrandt;Jan;03.10.2012\nWeiß;Jörg;31.02.2012\n", to: "k.csv")
        let preview = try BinaryRunner.run(["roster", path])
        #expect(preview.status == 65)
        #expect(
            preview.errorLines == ["beeptest: \(path):3: Geburtsdatum: '31.02.2012' is not a day in DD.MM.YYYY order"])
        let us = try folder.write("name,DOB\nAmy,12/25/2011\n", to: "us.csv")
        let run = try BinaryRunner.run(
            ["run", "msft-20m", "--silent", "--headless", "--roster", us, "--marks", try folder.write("", to: "m")])
        #expect(run.status == 65)
        #expect(
            run.errorLines == [
                "beeptest: \(us):2: DOB: '12/25/2011' is not a day in DD/MM/YYYY order (--date-order mdy reads MM/DD/YYYY)"
            ])
    }

    @Test("--encoding: an unknown name is a usage error (64); a roster read as Windows-1252 says so when run")
    func encodings() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try folder.write(try IconvProgram.bytes("name,group\nZoë,7b\n", in: "WINDOWS-1252"), to: "a.csv")
        let unknown = try BinaryRunner.run(["roster", path, "--encoding", "KLINGON"])
        #expect(unknown.status == 64 && unknown.errorLines.count == 1)
        #expect(unknown.stderr.contains("'KLINGON' is not an encoding iconv knows"))
        let latin9 = try BinaryRunner.run(["roster", path, "--encoding", "ISO-8859-15", "--format", "json"])
        #expect(latin9.status == 0 && latin9.stdout.contains("\"Zoë\"") && latin9.stdout.contains("\"ISO-8859-15\""))
        let run = try BinaryRunner.run(
            [
                "run", "roster-check", "--silent", "--headless", "--roster", path, "--marks",
                try folder.write("", to: "m"), "--results", folder.file("r.jsonl"),
            ],
            environment: try Self.quickProfile(in: folder))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.contains(
                "beeptest: warning: \(path): read as WINDOWS-1252 (not UTF-8); --encoding NAME to read another"))
        let noRoster = try BinaryRunner.run(["run", "msft-20m", "--silent", "--headless", "--encoding", "UTF-8"])
        #expect(noRoster.status == 64 && noRoster.stderr.contains("--encoding and --date-order read a --roster file"))
    }
}
