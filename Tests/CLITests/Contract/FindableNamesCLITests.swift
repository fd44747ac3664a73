import BeepTestTestSupport
import Foundation
import Testing

/// Issue 28, findable names: a test is found by the names teachers know it by in the seven
/// languages; a typo gets the closest id, command or option; an ambiguous name lists the tests;
/// a profile's error names the level as its table does. Through the real binary, in English,
/// Spanish and German.
@Suite("CLI: tests found by their common names, did-you-mean, levels named as in the table")
struct FindableNamesCLITests {
    static let english = TestLocales.english
    static let german = TestLocales.german
    static let spanish = TestLocales.spanish

    private func refusal(_ arguments: [String], in language: TestLocales.Language) throws -> (String, Int32) {
        try TestLocales.refusal(arguments, in: language)
    }

    @Test(
        "a common name in any of the languages, any case or accents, finds the test and says which",
        arguments: [
            ("beep test", "msft-20m"), ("Bleep-Test", "msft-20m"), ("Multistage Fitness Test", "msft-20m"),
            ("course navette", "leger-1988"), ("Course-Navette", "leger-1988"), ("TEST DE LEGER", "leger-1988"),
            ("Pendellauf", "leger-1988"), ("test de Course Navette", "leger-1988"), ("PACER", "pacer-20m"),
            ("vaivém", "pacer-20m"), ("yoyo ir1", "yoyo-ir1"), ("Yo-Yo IR2", "yoyo-ir2"), ("30-15 IFT", "ift-30-15"),
        ])
    func commonName(name: String, id: String) throws {
        let result = try BinaryRunner.run(["show", name, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect((try result.json() as? [String: Any])?["id"] as? String == id)
        #expect(result.errorLines.count == 1)
        #expect(result.errorLines.first?.hasPrefix("beeptest: taking \(id) (") == true, "\(result.stderr)")
    }

    @Test("run takes a common name: the beep test runs, and stderr says it is msft-20m")
    func runByName() throws {
        let result = try BinaryRunner.run(
            ["run", "beep test", "--silent", "--headless", "--countdown", "0", "--stop-at", "1.1", "--events", "jsonl"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.errorLines.first == "beeptest: taking msft-20m (20 m Multistage Fitness Test (UK, 1988))")
        #expect(result.stdout.contains(#""kind":"end""#))
    }

    @Test("the test taken is named in the reader's language")
    func takenInLanguage() throws {
        let expected = [
            "en": "beeptest: taking leger-1988 (Léger 20 m Shuttle Run (1988, 1-min stages))",
            "de": "beeptest: verwende leger-1988 (20-m-Pendellauf nach Léger (1988, Stufen von 1 min))",
            "es": "beeptest: se usa leger-1988 (Course Navette de 20 m de Léger (1988, etapas de 1 min))",
        ]
        for language in [Self.english, Self.german, Self.spanish] {
            let result = try BinaryRunner.run(
                ["cues", "Course Navette", "--format", "csv"], environment: try TestLocales.environment(language))
            #expect(result.status == 0)
            #expect(result.errorLines == [expected[language.code] ?? ""])
        }
    }

    @Test("a name several tests go by is refused (64), listing them")
    func ambiguousName() throws {
        let expected = [
            "en": "beeptest: 'yo-yo' names several tests: yoyo-endurance-1, yoyo-ir1, yoyo-ir2; give one of these ids",
            "de":
                "beeptest: „yo-yo“ bezeichnet mehrere Tests: yoyo-endurance-1, yoyo-ir1, yoyo-ir2; geben Sie eine dieser IDs an",
            "es":
                "beeptest: «yo-yo» designa varias pruebas: yoyo-endurance-1, yoyo-ir1, yoyo-ir2; indique uno de estos identificadores",
        ]
        for language in [Self.english, Self.german, Self.spanish] {
            #expect(try refusal(["show", "yo-yo"], in: language) == (expected[language.code] ?? "", 64))
        }
    }

    @Test("list NAME lists the tests the name finds; one it does not is 66")
    func listByName() throws {
        func ids(_ name: String) throws -> [String] {
            let result = try BinaryRunner.run(["list", name, "--format", "json"])
            #expect(result.status == 0, "\(result.stderr)")
            return (try result.json() as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        }
        #expect(try ids("Yo-Yo") == ["yoyo-endurance-1", "yoyo-ir1", "yoyo-ir2"])
        #expect(try ids("course navette") == ["leger-1988"])
        #expect(try ids("bleep test") == ["msft-20m"])
        #expect(try ids("pacer") == ["pacer-15m", "pacer-20m"])
        let none = try BinaryRunner.run(["list", "xyzzy"])
        #expect(none.status == 66)
        #expect(none.errorLines == ["beeptest: no test is called 'xyzzy' (see 'beeptest list')"])
    }

    @Test("list and show name the built-in tests in the reader's language")
    func translatedNames() throws {
        let expected = [
            "en": "20 m Multistage Fitness Test (UK, 1988) (msft-20m)",
            "de": "20-m-Mehrstufen-Fitnesstest (UK, 1988) (msft-20m)",
            "es": "Test de aptitud multietapa de 20 m (Reino Unido, 1988) (msft-20m)",
        ]
        for language in [Self.english, Self.german, Self.spanish] {
            let environment = try TestLocales.environment(language)
            let show = try BinaryRunner.run(["show", "msft-20m"], environment: environment)
            #expect(show.stdout.split(separator: "\n").first.map(String.init) == expected[language.code])
            let list = try BinaryRunner.run(["list", "msft-20m"], environment: environment)
            let name = expected[language.code].map { String($0.dropLast(" (msft-20m)".count)) } ?? "-"
            #expect(list.stdout.contains(name), "\(list.stdout)")
            // Machines read the file's own name.
            let json = try BinaryRunner.run(["list", "msft-20m", "--format", "json"], environment: environment)
            #expect(json.stdout.contains(#""name":"20 m Multistage Fitness Test (UK, 1988)""#))
        }
    }

    @Test("a typo gets the closest test id, command, option or help topic", arguments: [english, german, spanish])
    func didYouMean(_ language: TestLocales.Language) throws {
        let expected: [String: [String]] = [
            "en": [
                "beeptest: unknown test 'msft-2m'; did you mean 'msft-20m'? (see 'beeptest list')",
                "beeptest: unknown command 'lsit'; did you mean 'list'? (see 'beeptest --help')",
                "beeptest: show: unknown option --fromat; did you mean --format? (usage: beeptest show PROFILE [--format table|json|csv])",
                "beeptest: help: unknown command 'reprot'; did you mean 'report'? (usage: beeptest help COMMAND)",
            ],
            "de": [
                "beeptest: unbekannter Test „msft-2m“; meinten Sie „msft-20m“? (siehe „beeptest list“)",
                "beeptest: unbekannter Befehl „lsit“; meinten Sie „list“? (siehe „beeptest --help“)",
                "beeptest: show: unbekannte Option --fromat; meinten Sie --format? (Aufruf: beeptest show PROFILE [--format table|json|csv])",
                "beeptest: help: unbekannter Befehl „reprot“; meinten Sie „report“? (Aufruf: beeptest help COMMAND)",
            ],
            "es": [
                "beeptest: prueba desconocida «msft-2m»; ¿quería decir «msft-20m»? (véase «beeptest list»)",
                "beeptest: orden desconocida «lsit»; ¿quería decir «list»? (véase «beeptest --help»)",
                "beeptest: show: opción desconocida --fromat; ¿quería decir --format? (uso: beeptest show PROFILE [--format table|json|csv])",
                "beeptest: help: orden desconocida «reprot»; ¿quería decir «report»? (uso: beeptest help COMMAND)",
            ],
        ]
        let lines = expected[language.code] ?? []
        #expect(try refusal(["show", "msft-2m"], in: language) == (lines[0], 66))
        #expect(try refusal(["lsit"], in: language) == (lines[1], 64))
        #expect(try refusal(["show", "msft-20m", "--fromat", "json"], in: language) == (lines[2], 64))
        #expect(try refusal(["help", "reprot"], in: language) == (lines[3], 64))
    }

    @Test("nothing close is suggested: far-off words keep the plain error")
    func nothingClose() throws {
        let command = try BinaryRunner.run(["frobnicate"])
        #expect(command.errorLines == ["beeptest: unknown command 'frobnicate' (see 'beeptest --help')"])
        let option = try BinaryRunner.run(["show", "msft-20m", "--zzzzzz"])
        #expect(option.status == 64)
        #expect(option.errorLines.first?.hasPrefix("beeptest: show: unknown option --zzzzzz (usage:") == true)
    }

    @Test("a results log's profile id is never taken for a common name: its own scores stand")
    func logIDNotAName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let fixture = try String(
            contentsOfFile: PackageRoot.file("Tests/Fixtures/results/pacer-20m-before-standards.jsonl"), encoding: .utf8
        )
        // A user's own "pacer" profile, since deleted: "PACER" names pacer-20m, whose table is not the log's.
        let log = try folder.write(
            fixture.replacingOccurrences(of: #""profile":"pacer-20m""#, with: #""profile":"pacer""#), to: "old.jsonl")
        let result = try BinaryRunner.run(["results", log])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("profile 'pacer' not found: scores as the file recorded them"), "\(result.stdout)")
        #expect(!result.stderr.contains("taking"))
    }

    @Test("results' table, the class report and the score sheet name a built-in test in the reader's language")
    func translatedNamesOfLogs() throws {
        let log = PackageRoot.file("Tests/Fixtures/results/pacer-20m-before-standards.jsonl")
        let expected = [
            "en": "FitnessGram PACER 20 m", "es": "PACER de FitnessGram 20 m", "fr": "PACER FitnessGram 20 m",
        ]
        for language in [Self.english, Self.spanish, TestLocales.all[1]] {
            let environment = try TestLocales.environment(language)
            let name = try #require(expected[language.code])
            let table = try BinaryRunner.run(["results", log], environment: environment)
            #expect(table.stdout.hasPrefix(name + " (pacer-20m)\n"), "\(table.stdout.prefix(200))")
            let json = try BinaryRunner.run(["results", log, "--format", "json"], environment: environment)
            #expect(json.stdout.contains(#""name": "FitnessGram PACER 20 m""#), "\(json.stdout.prefix(300))")
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let page = folder.path + "/7b.html"
            let report = try BinaryRunner.run(["report", log, "-o", page], environment: environment)
            #expect(report.status == 0, "\(report.stderr)")
            let html = try String(contentsOfFile: page, encoding: .utf8)
            #expect(html.contains("<h1>" + name + " — "), "\(html.prefix(600))")
            let sheet = folder.path + "/sheet.html"
            let made = try BinaryRunner.run(["sheet", "pacer-20m", "-o", sheet], environment: environment)
            #expect(made.status == 0, "\(made.stderr)")
            let sheetHTML = try String(contentsOfFile: sheet, encoding: .utf8)
            #expect(sheetHTML.contains("<title>" + name + " — "), "\(sheetHTML.prefix(600))")
        }
    }
}
