import BeepTestTestSupport
import Foundation
import Testing

/// The real binary in each of its seven languages, chosen from the locale as glibc's gettext
/// chooses (TestLocales: real locales, the catalogues compiled from po/): the view in a terminal,
/// the results table, an error line and the class report, each in its language; machine formats
/// the same in every language; a locale that is missing reads in English.
@Suite("The program in the teacher's language")
struct LanguageCLITests {
    /// The words each language is checked by: the level's word (the calls'), an out athlete's
    /// status, the unknown-command error, the class report's title and the view's legend.
    struct Words {
        var level: String
        var out: String
        var unknownCommand: String
        var classReport: String
        var legend: String
        var decimalSeparator: String
    }

    static let words: [String: Words] = [
        "en": Words(
            level: "Level", out: "out", unknownCommand: "unknown command 'nosuchcommand'",
            classReport: "— class report", legend: "space pause/resume", decimalSeparator: "."),
        "fr": Words(
            level: "Palier", out: "éliminé", unknownCommand: "commande inconnue « nosuchcommand »",
            classReport: "— bilan de la classe", legend: "espace pause/reprise", decimalSeparator: ","),
        "de": Words(
            level: "Stufe", out: "ausgeschieden", unknownCommand: "unbekannter Befehl „nosuchcommand“",
            classReport: "— Klassenbericht", legend: "Leertaste Pause/weiter", decimalSeparator: ","),
        "es": Words(
            level: "Nivel", out: "eliminado", unknownCommand: "orden desconocida «nosuchcommand»",
            classReport: "— informe de la clase", legend: "espacio pausa/sigue", decimalSeparator: ","),
        "nl": Words(
            level: "Niveau", out: "uit", unknownCommand: "onbekend commando 'nosuchcommand'",
            classReport: "— klassenrapport", legend: "spatie pauze/verder", decimalSeparator: ","),
        "it": Words(
            level: "Livello", out: "eliminato", unknownCommand: "comando sconosciuto «nosuchcommand»",
            classReport: "— resoconto della classe", legend: "spazio pausa/riprendi", decimalSeparator: ","),
        "pt": Words(
            level: "Nível", out: "eliminado", unknownCommand: "comando desconhecido «nosuchcommand»",
            classReport: "— relatório da turma", legend: "espaço pausa/retoma", decimalSeparator: ","),
    ]

    /// Two PACER runners, Ann out at 22 laps and Bob at 29, with sexes and ages: VO2max estimates.
    static let log = PackageRoot.file("Tests/Fixtures/results/pacer-20m-before-standards.jsonl")

    private func words(_ language: TestLocales.Language) throws -> Words {
        try #require(Self.words[language.code])
    }

    @Test("an error line in each language, with the same exit status", arguments: TestLocales.all)
    func errorLine(_ language: TestLocales.Language) throws {
        let result = try BinaryRunner.run(["nosuchcommand"], environment: try TestLocales.environment(language))
        #expect(result.status == 64)
        #expect(result.errorLines == ["beeptest: " + (try words(language).unknownCommand) + errorTail(language)])
    }

    /// What follows the unknown command in each language: "(see 'beeptest --help')".
    private func errorTail(_ language: TestLocales.Language) -> String {
        switch language.code {
        case "fr": " (voir « beeptest --help »)"
        case "de": " (siehe „beeptest --help“)"
        case "es": " (véase «beeptest --help»)"
        case "nl": " (zie 'beeptest --help')"
        case "it": " (vedi «beeptest --help»)"
        case "pt": " (veja «beeptest --help»)"
        default: " (see 'beeptest --help')"
        }
    }

    /// The answer to a marks line that is no entry: the reason and the refusal one sentence of
    /// the language, never a translated reason with English glued on.
    static let refusedLine: [String: String] = [
        "en": "'1000' is not a bib (1-999): nothing recorded",
        "fr": "« 1000 » n'est pas un dossard (1-999) : rien d'enregistré",
        "de": "„1000“ ist keine Nummer (1-999): nichts erfasst",
        "es": "«1000» no es un dorsal (1-999): nada registrado",
        "nl": "'1000' is geen nummer (1-999): niets vastgelegd",
        "it": "«1000» non è un pettorale (1-999): nulla registrato",
        "pt": "«1000» não é um dorsal (1-999): nada registado",
    ]

    @Test("a marks line that is no entry is refused in one sentence of the language", arguments: TestLocales.all)
    func refusedMarksLine(_ language: TestLocales.Language) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try HostileInputCLITests.markedRun(in: folder, environment: try TestLocales.environment(language))
        run.send("1000")
        let expected = try #require(Self.refusedLine[language.code])
        #expect(run.wait { $0.contains(expected) }, "\(run.stderr)")
        run.signal(SIGINT)
        #expect(run.finish() == 130, "\(run.stderr)")
    }

    @Test(
        "the results table in each language, VO2max with the locale's decimal separator, scores as the test writes them",
        arguments: TestLocales.all)
    func resultsTable(_ language: TestLocales.Language) throws {
        let environment = try TestLocales.environment(language)
        let words = try words(language)
        let table = try BinaryRunner.run(["results", Self.log], environment: environment)
        #expect(table.status == 0, "\(table.stderr)")
        let json = try BinaryRunner.run(["results", Self.log, "--format", "json"])
        let rows = try #require((try json.json() as? [String: Any])?["athletes"] as? [[String: Any]])
        for row in rows {
            let name = try #require(row["athlete"] as? String)
            let line = try #require(table.stdout.split(separator: "\n").first { $0.contains(" " + name + " ") })
            let vo2max = try #require(row["vo2max"] as? Double)
            let written = String(format: "%.1f", vo2max).replacingOccurrences(of: ".", with: words.decimalSeparator)
            #expect(line.contains(" " + written), "\(name)'s VO2max \(written) in: \(line)")
            #expect(line.contains(" " + words.out + " "), "\(line)")
            #expect(line.contains(" " + (try #require(row["score"] as? String)) + " "), "\(line)")
        }
        if language.code != "en" {
            #expect(!table.stdout.contains("ATHLETE") && !table.stdout.contains("started"), "\(table.stdout)")
        }
    }

    @Test("JSON and CSV are the same bytes in every language", arguments: TestLocales.all)
    func machineFormats(_ language: TestLocales.Language) throws {
        let environment = try TestLocales.environment(language)
        for format in ["json", "csv"] {
            let english = try BinaryRunner.run(["results", Self.log, "--format", format])
            let translated = try BinaryRunner.run(["results", Self.log, "--format", format], environment: environment)
            #expect(english.status == 0 && translated.status == 0)
            #expect(translated.stdout == english.stdout, "\(format) in \(language.locale)")
        }
    }

    /// A PACER class stopped at 02:30 with Ann and Bob still running: 18 laps each, a floor.
    static let stoppedLog = """
        {"event":"start","format":1,"profile":"pacer-20m","name":"FitnessGram PACER 20 m","start_level":"1","countdown_s":5,\
        "stop_rule":{"misses":2,"consecutive":false},"athletes":[{"name":"Ann","bib":4,"id":"S-1","group":"7B","sex":"F",\
        "age":12},{"name":"Bob","bib":7,"id":"S-2","group":"7B","sex":"M","age":13}],"wall":1764583200.5,\
        "date":"2025-12-01T10:00:00+0000"}
        {"event":"finish","completed":false,"t":150.0,"wall":1764583356.0}

        """

    /// Ann's zone and pass notes (18 laps, the HFZ at 23, a pass at 30) as each language writes them.
    static let stoppedNotes: [String: (zone: String, pass: String)] = [
        "en": (
            "zone: the test stopped first (at least 18 laps, before the HFZ target of 23)",
            "pass: not judged (the test stopped at 18, before 30)"
        ),
        "fr": (
            "zone : le test s'est arrêté avant (au moins 18 tours, avant l'objectif HFZ de 23)",
            "réussite : non jugé (le test s'est arrêté à 18, avant 30)"
        ),
        "de": (
            "Zone: der Test brach vorher ab (mindestens 18 Bahnen, vor dem HFZ-Ziel von 23)",
            "bestanden: nicht bewertet (der Test brach bei 18 ab, vor 30)"
        ),
        "es": (
            "zona: la prueba se detuvo antes (al menos 18 vueltas, antes del objetivo HFZ de 23)",
            "apto: sin juzgar (la prueba se detuvo en 18, antes de 30)"
        ),
        "nl": (
            "zone: de test stopte eerst (minstens 18 rondes, vóór het HFZ-doel van 23)",
            "geslaagd: niet beoordeeld (de test stopte bij 18, vóór 30)"
        ),
        "it": (
            "zona: il test si è fermato prima (almeno 18 giri, prima dell'obiettivo HFZ di 23)",
            "superamento: non valutato (il test si è fermato a 18, prima di 30)"
        ),
        "pt": (
            "zona: o teste parou antes (pelo menos 18 voltas, antes do objetivo HFZ de 23)",
            "aprovação: não avaliado (o teste parou em 18, antes de 30)"
        ),
    ]

    @Test(
        "a stopped class's notes with numbers in each language in the table; the same English in JSON",
        arguments: TestLocales.all)
    func stoppedNotes(_ language: TestLocales.Language) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let log = try folder.write(Self.stoppedLog, to: "stopped.jsonl")
        let environment = try TestLocales.environment(language)
        let table = try BinaryRunner.run(["results", log, "--pass", "30"], environment: environment)
        #expect(table.status == 0, "\(table.stderr)")
        let ann = try #require(table.stdout.split(separator: "\n").first { $0.contains(" Ann ") })
        let (zone, pass) = try #require(Self.stoppedNotes[language.code])
        #expect(ann.contains(zone) && ann.contains(pass), "\(ann)")
        let json = try BinaryRunner.run(["results", log, "--pass", "30", "--format", "json"], environment: environment)
        let rows = try #require((try json.json() as? [String: Any])?["athletes"] as? [[String: Any]])
        #expect(
            rows.first?["zone_note"] as? String
                == "the test stopped first (at least 18 laps, before the HFZ target of 23)")
        #expect(rows.first?["pass_note"] as? String == "not judged (the test stopped at 18, before 30)")
    }

    @Test(
        "the class report in each language: its title, the page's lang, VO2max as the locale writes decimals",
        arguments: TestLocales.all)
    func classReport(_ language: TestLocales.Language) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let page = folder.file("class.html")
        let result = try BinaryRunner.run(
            ["report", Self.log, "-o", page], environment: try TestLocales.environment(language))
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let words = try words(language)
        #expect(html.contains("<html lang=\"\(language.code)\">"))
        // The test's name is in the language too (findable names, issue 28).
        let names = [
            "es": "PACER de FitnessGram 20 m", "fr": "PACER FitnessGram 20 m", "it": "PACER FitnessGram 20 m",
            "pt": "PACER FitnessGram (vaivém) 20 m",
        ]
        let name = names[language.code] ?? "FitnessGram PACER 20 m"
        #expect(html.contains("<title>" + name + " " + words.classReport + "</title>"), "\(html.prefix(600))")
        #expect(html.contains("<td>" + words.out + "</td>"), "a status in the table")
        // The zones keep FitnessGram's names in every language.
        #expect(html.contains("HFZ, NI, NI-HR"))
        let json = try BinaryRunner.run(["results", Self.log, "--format", "json"])
        let rows = try #require((try json.json() as? [String: Any])?["athletes"] as? [[String: Any]])
        let vo2max = try #require(rows.first?["vo2max"] as? Double)
        let written = String(format: "%.1f", vo2max).replacingOccurrences(of: ".", with: words.decimalSeparator)
        #expect(html.contains(">" + written + "<"), "VO2max \(written)")
    }

    @Test(
        "the view in each language at 80x24 with 30 athletes: the calls' level word, every bib, no line too wide",
        arguments: TestLocales.all)
    func view(_ language: TestLocales.Language) throws {
        let words = try words(language)
        let names = Array(ClassViewTests.names.prefix(30))
        let roster = "bib,name\n" + names.enumerated().map { "\($0.offset + 1),\($0.element)" }.joined(separator: "\n")
        let pane = try TmuxPane(
            ["run", "profile.json", "--silent", "--countdown", "1", "--roster", "class.csv", "--results", "r.jsonl"],
            files: ["profile.json": ClassViewTests.profile, "class.csv": roster + "\n"], columns: 80, rows: 24,
            environment: try TestLocales.environment(language))
        let status = words.level + " 1  "
        #expect(pane.wait { pane.screen().contains { $0.hasPrefix(status) } }, "\(pane.screen())")
        #expect(pane.wait { pane.screen().contains { $0.contains(words.legend) } }, "\(pane.screen())")
        let screen = pane.screen()
        for (index, name) in names.enumerated() {
            let cell = "\(index + 1) " + String(name.prefix(8))
            #expect(screen.contains { $0.contains(cell) }, "\(cell) in \(language.locale): \(screen)")
        }
        #expect(screen.allSatisfy { $0.count <= 80 })
        #expect(pane.standardError.isEmpty, "\(pane.standardError)")
    }

    @Test(
        "q asks in the reader's language with its own yes letter: a digit keeps the test going, the letter quits",
        arguments: [("fr", "Quitter ? (o/n)", "o"), ("de", "Beenden? (j/n)", "j"), ("es", "¿Salir? (s/n)", "s")])
    func quitQuestion(_ code: String, _ question: String, _ yes: String) throws {
        let language = try #require(TestLocales.all.first { $0.code == code })
        let pane = try TmuxPane(
            ["run", "msft-20m", "--silent", "--countdown", "1", "--athletes", "Ann,Bob", "--results", "r.jsonl"],
            environment: try TestLocales.environment(language))
        func asks() -> Bool { pane.screen().contains { $0.contains(question) } }
        #expect(pane.wait { (pane.statusLine()?.seconds ?? -1) >= 1 }, "\(pane.screen())")
        try pane.press("q")
        #expect(pane.wait { asks() }, "\(pane.screen())")
        try pane.type("1")  // YESEXPR takes 1 as yes too; a bib must not end the test
        #expect(pane.wait { !asks() }, "\(pane.screen())")
        #expect(pane.exitStatus == nil)
        try pane.press("q")
        #expect(pane.wait { asks() }, "\(pane.screen())")
        try pane.type(yes)
        #expect(pane.wait { pane.exitStatus != nil }, "\(pane.screen())")
        #expect(pane.exitStatus == 0, "\(pane.standardError)")
    }

    @Test("LANGUAGE=fr on an English locale: the question is French, and its o quits as y does")
    func quitQuestionInLanguage() throws {
        let english = try TestLocales.environment(try #require(TestLocales.all.first { $0.code == "en" }))
        let pane = try TmuxPane(
            ["run", "msft-20m", "--silent", "--countdown", "1"],
            environment: english.merging(["LANGUAGE": "fr"]) { $1 })
        func asks() -> Bool { pane.screen().contains { $0.contains("Quitter ? (o/n)") } }
        #expect(pane.wait { (pane.statusLine()?.seconds ?? -1) >= 1 }, "\(pane.screen())")
        try pane.press("q")
        #expect(pane.wait { asks() }, "\(pane.screen())")
        try pane.type("o")
        #expect(pane.wait { pane.exitStatus != nil }, "\(pane.screen())")
        #expect(pane.exitStatus == 0, "\(pane.standardError)")
    }

    @Test(
        "roster's preview in each language: the count, the headings; a bad cell's error too", arguments: TestLocales.all
    )
    func rosterPreview(_ language: TestLocales.Language) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let good = try folder.write("bib;name;sex\n1;Ann;F\n2;Bob;M\n", to: "class.csv")
        let bad = try folder.write("bib;name;sex\n1;Ann;Q\n", to: "bad.csv")
        let environment = try TestLocales.environment(language)
        let preview = try BinaryRunner.run(["roster", good], environment: environment)
        #expect(preview.status == 0, "\(preview.stderr)")
        let (count, heading, notASex) = try #require(Self.rosterWords[language.code])
        #expect(preview.stdout.hasPrefix(good + ": " + count + "\n"), "\(preview.stdout)")
        #expect(preview.stdout.contains(heading), "\(preview.stdout)")
        let refused = try BinaryRunner.run(["roster", bad], environment: environment)
        #expect(refused.status == 65)
        #expect(refused.errorLines.count == 1 && refused.stderr.contains(notASex), "\(refused.stderr)")
    }

    /// Two athletes, the bib column's heading and a refused sex, in each language.
    static let rosterWords: [String: (String, String, String)] = [
        "en": ("2 athletes", "BIB", "is not a sex"), "fr": ("2 élèves", "DOSSARD", "n'est pas un sexe"),
        "de": ("2 Teilnehmende", "NR.", "ist kein Geschlecht"), "es": ("2 alumnos", "DORSAL", "no es un sexo"),
        "nl": ("2 leerlingen", "NR.", "is geen geslacht"), "it": ("2 atleti", "PETT.", "non è un sesso"),
        "pt": ("2 alunos", "DORSAL", "não é um sexo"),
    ]

    @Test(
        "the view's test-over screen and the closing summary in each language, after the last cue",
        arguments: TestLocales.all)
    func testOverScreen(_ language: TestLocales.Language) throws {
        let profile = """
            {"format": 1, "id": "tiny", "name": "Tiny", "distance_m": 20, "levels": [{"shuttle_s": 1.5, "shuttles": 3}]}
            """
        let pane = try TmuxPane(
            ["run", "tiny.json", "--silent", "--countdown", "1", "--athletes", "Ann,Bob", "--results", "r.jsonl"],
            files: ["tiny.json": profile], columns: 100, rows: 30, environment: try TestLocales.environment(language))
        let (over, finished) = try #require(Self.endWords[language.code])
        #expect(pane.wait { pane.screen().contains { $0.hasPrefix(over) } }, "\(pane.screen())")
        try pane.press("Enter")
        #expect(pane.wait { pane.exitStatus != nil }, "\(pane.screen())")
        #expect(pane.exitStatus == 0, "\(pane.standardError)")
        #expect(pane.wait { pane.screen().contains { $0.contains(finished) } }, "\(pane.screen())")
    }

    /// The test-over prompt's start and the closing summary's words for a whole test, in each language.
    static let endWords: [String: (String, String)] = [
        "en": ("TEST OVER:", "Finished Tiny (tiny)"), "fr": ("TEST FINI :", "Tiny (tiny) terminé"),
        "de": ("TEST VORBEI:", "Tiny (tiny) beendet"), "es": ("PRUEBA TERMINADA:", "Tiny (tiny) terminado"),
        "nl": ("TEST VOORBIJ:", "Tiny (tiny) beëindigd"), "it": ("TEST FINITO:", "Tiny (tiny) terminato"),
        "pt": ("TESTE ACABADO:", "Tiny (tiny) terminado"),
    ]

    @Test("the flash marker in French where the screen cannot invert: the cue's name, a level in the calls' word")
    func flashMarker() throws {
        let french = try #require(TestLocales.all.first { $0.code == "fr" })
        var environment = try TestLocales.environment(french)
        environment["NO_COLOR"] = "1"
        let profile = """
            {"format": 1, "id": "two", "name": "Two", "distance_m": 20,
             "levels": [{"shuttle_s": 1.5, "shuttles": 2}, {"shuttle_s": 1.5, "shuttles": 2}]}
            """
        let pane = try TmuxPane(
            [
                "run", "two.json", "--silent", "--flash", "--countdown", "1", "--athletes", "Ann", "--results",
                "r.jsonl",
            ],
            files: ["two.json": profile], columns: 80, rows: 24, environment: environment)
        #expect(pane.wait { pane.screen().contains { $0.contains("*** NAVETTE ***") } }, "\(pane.screen())")
        #expect(pane.wait { pane.screen().contains { $0.contains("*** PALIER ***") } }, "\(pane.screen())")
        #expect(!pane.screen().contains { $0.contains("SHUTTLE") || $0.contains("LEVEL") })
        try pane.press("C-c")
    }

    @Test("help paragraphs with a run-time value in French: the value filled into the translation")
    func helpWithValues() throws {
        let french = try TestLocales.environment(try #require(TestLocales.all.first { $0.code == "fr" }))
        let expected = [
            "results": ["Lit un fichier de résultats", "le code de sortie est 65."],
            "sheet": ["Écrit une feuille de score", "sinon 12 lignes vierges numérotées"],
            "tap-test": ["Joue 16 clics", "moins de 10 clics", "plus de 40 ms"],
        ]
        for (command, phrases) in expected {
            let help = try BinaryRunner.run([command, "--help"], environment: french)
            #expect(help.status == 0, "\(help.stderr)")
            let paragraph = help.stdout.replacingOccurrences(of: "\n", with: " ")
            for phrase in phrases { #expect(paragraph.contains(phrase), "\(command): \(phrase) in \(help.stdout)") }
            #expect(!help.stdout.contains("%s"), "\(help.stdout)")
        }
    }

    @Test("list's and show's tables in French: headings, words and totals; English without a catalogue")
    func profileTables() throws {
        let french = try TestLocales.environment(try #require(TestLocales.all.first { $0.code == "fr" }))
        let list = try BinaryRunner.run(["list"], environment: french)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.hasPrefix("ID ") && list.stdout.contains("PALIERS") && list.stdout.contains(" intégré"))
        let show = try BinaryRunner.run(["show", "msft-20m"], environment: french)
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("parcours : 20 m   arrêt : éliminé après 2 lignes manquées d'affilée"))
        #expect(show.stdout.contains("\nPALIER  KM/H  S/NAVETTE  NAVETTES"), "\(show.stdout)")
        #expect(show.stdout.hasSuffix("total : 22:01.15, 247 navettes, 4940 m\n"), "\(show.stdout.suffix(80))")
        let english = try BinaryRunner.run(["show", "msft-20m"])
        #expect(english.stdout.contains("\nLEVEL  KM/H  S/SHUTTLE  SHUTTLES"))
        #expect(english.stdout.hasSuffix("total: 22:01.15, 247 shuttles, 4940 m\n"))
    }

    @Test("voices and devices: headings and the languages' names in the reader's language; JSON in English")
    func voicesAndDevices() throws {
        let german = try TestLocales.environment(try #require(TestLocales.all.first { $0.code == "de" }))
        let voices = try BinaryRunner.run(["voices"], environment: german)
        let lines = voices.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("SPRACHE  NAME") == true, "\(voices.stdout)")
        #expect(
            lines.contains { $0.hasPrefix("fr ") && $0.contains("Französisch (français)") && $0.contains("Palier 5") })
        #expect(lines.contains { $0.hasPrefix("de ") && $0.contains(" Deutsch ") && $0.contains("Stufe 5") })
        let json = try BinaryRunner.run(["voices", "--format", "json"], environment: german)
        #expect(json.stdout == (try BinaryRunner.run(["voices", "--format", "json"])).stdout)
        #expect(json.stdout.contains(#""name":"French (français)""#))
        let devices = try BinaryRunner.run(["devices"], environment: german)
        #expect(
            devices.stdout.hasPrefix("NAME")
                && devices.stdout.split(separator: "\n").first?.hasSuffix("BESCHREIBUNG") == true)
        let english = try BinaryRunner.run(["voices"])
        #expect(english.stdout.hasPrefix("LANG  NAME") && english.stdout.contains("French (français)"))
    }

    @Test("the blank score sheet's score line and the chart's label for screen readers in German")
    func sheetAndChartWords() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let german = try TestLocales.environment(try #require(TestLocales.all.first { $0.code == "de" }))
        let sheet = folder.file("sheet.html")
        #expect(try BinaryRunner.run(["sheet", "msft-20m", "-o", sheet], environment: german).status == 0)
        let blank = try String(contentsOfFile: sheet, encoding: .utf8)
        #expect(blank.contains(">Ergebnis ________<") && !blank.contains(">Score ________<"))
        let page = folder.file("class.html")
        #expect(try BinaryRunner.run(["report", Self.log, "-o", page], environment: german).status == 0)
        let report = try String(contentsOfFile: page, encoding: .utf8)
        #expect(report.contains("aria-label=\"Ergebnisse der Klasse in "), "\(report.prefix(400))")
    }

    @Test("a pass score given on the command line is named in French in the table; in English in JSON")
    func passStandardName() throws {
        let french = try TestLocales.environment(try #require(TestLocales.all.first { $0.code == "fr" }))
        let table = try BinaryRunner.run(["results", Self.log, "--pass", "30"], environment: french)
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("réussite : 30, seuil de réussite donné pour pacer-20m\n"), "\(table.stdout)")
        let json = try BinaryRunner.run(["results", Self.log, "--pass", "30", "--format", "json"], environment: french)
        let rows = try #require((try json.json() as? [String: Any])?["athletes"] as? [[String: Any]])
        #expect(rows.first?["pass_standard"] as? String == "30, pass score given for pacer-20m")
    }

    @Test("a log that cannot be read is skipped with a warning in the reader's language")
    func skippedLog() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bad = try folder.write("not a log\n", to: "notes.jsonl")
        let french = try TestLocales.environment(try #require(TestLocales.all.first { $0.code == "fr" }))
        let history = try BinaryRunner.run(["history", bad, Self.log], environment: french)
        #expect(history.status == 0, "\(history.stderr)")
        #expect(history.errorLines.count == 1 && history.stderr.hasSuffix(" (ignoré)\n"), "\(history.stderr)")
        let english = try BinaryRunner.run(["history", bad, Self.log])
        #expect(english.errorLines.count == 1 && english.stderr.hasSuffix(" (skipped)\n"), "\(english.stderr)")
    }

    @Test("a locale that is not installed, or a language without a catalogue, reads in English")
    func missingLocale() throws {
        // The catalogues compiled and a French locale that reads French first, so the English below
        // is the fallback's and not a missing catalogue's.
        let french = try TestLocales.environment(try #require(TestLocales.all.first { $0.code == "fr" }))
        #expect(try BinaryRunner.run(["nosuchcommand"], environment: french).stderr.contains("commande inconnue"))
        for locale in ["xx_XX.UTF-8", "sv_SE.UTF-8", "fr_FR.UTF-8@nowhere"] {
            let result = try BinaryRunner.run(["nosuchcommand"], environment: ["LANG": locale])
            #expect(result.status == 64)
            #expect(
                result.errorLines == ["beeptest: unknown command 'nosuchcommand' (see 'beeptest --help')"], "\(locale)")
        }
        let table = try BinaryRunner.run(["results", Self.log], environment: ["LANG": "xx_XX.UTF-8"])
        #expect(table.stdout.contains("ATHLETE") && table.stdout.contains(" out "))
    }

    // glibc reads LANGUAGE only where the locale that LANG names is installed (it ignores it in
    // the plain C locale a missing one falls back to), so the locale here is one the tests make sure
    // of, not whatever C.UTF-8 the machine may lack.
    @Test("LANGUAGE comes first, as glibc reads it, over an English locale's own language")
    func languageVariable() throws {
        let english = try TestLocales.environment(try #require(TestLocales.all.first { $0.code == "en" }))
        let french = try BinaryRunner.run(
            ["nosuchcommand"], environment: english.merging(["LANGUAGE": "fr"]) { $1 })
        #expect(french.stderr.contains("commande inconnue"), "\(french.stderr)")
        let german = try BinaryRunner.run(
            ["nosuchcommand"], environment: english.merging(["LANGUAGE": "sv:de:fr"]) { $1 })
        #expect(german.stderr.contains("unbekannter Befehl"), "\(german.stderr)")
        let plain = try BinaryRunner.run(["nosuchcommand"], environment: english)
        #expect(plain.errorLines == ["beeptest: unknown command 'nosuchcommand' (see 'beeptest --help')"])
    }

    @Test("without --voice the calls speak the locale's language; --voice still chooses")
    func voiceFollowsLanguage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let german = try #require(TestLocales.all.first { $0.code == "de" })
        var environment = try TestLocales.environment(german)
        environment["XDG_CACHE_HOME"] = folder.file("cache")
        let arguments = ["cues", "yoyo-ir1", "--calls", "--format", "json"]
        func calls(_ result: BinaryRunner.Result) throws -> [String] {
            #expect(result.status == 0, "\(result.stderr)")
            let rows = try #require(try result.json() as? [[String: Any]])
            return rows.filter { $0["kind"] as? String == "call" }.compactMap { $0["text"] as? String }
        }
        let spoken = try calls(try BinaryRunner.run(arguments, environment: environment))
        #expect(spoken.contains { $0.hasPrefix("Stufe ") }, "\(spoken)")
        #expect(!spoken.contains { $0.hasPrefix("Level ") })
        let chosen = try calls(try BinaryRunner.run(arguments + ["--voice", "fr"], environment: environment))
        #expect(chosen.contains { $0.hasPrefix("Palier ") }, "\(chosen)")
    }
}
