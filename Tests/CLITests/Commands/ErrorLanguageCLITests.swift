import BeepTestTestSupport
import Foundation
import Testing

/// The error lines a teacher meets with rosters, results logs, options and devices, read in
/// their language (the real binary in a real locale, TestLocales), with the same exit status
/// and, in English, the same words as before; the words a user types (option names, JSON keys)
/// stay as typed in every language.
@Suite("Roster, results log, option and device errors in the teacher's language")
struct ErrorLanguageCLITests {
    static let english = TestLocales.all[0]
    static let french = TestLocales.all[1]
    static let german = TestLocales.all[2]
    static let languages = [english, french, german]

    /// The one line on stderr of `arguments` run in `language`, after the exit status is checked.
    private func errorLine(
        _ arguments: [String], in language: TestLocales.Language, status: Int32, folder: TemporaryFolder? = nil
    ) throws -> String {
        let result = try BinaryRunner.run(
            arguments, environment: try TestLocales.environment(language),
            currentDirectory: folder.map { URL(fileURLWithPath: $0.path) })
        #expect(result.status == status, "\(language.locale): \(result.stderr)")
        #expect(result.errorLines.count == 1, "\(language.locale): \(result.stderr)")
        return result.errorLines.first ?? ""
    }

    @Test("a roster with a header and no one in it", arguments: languages)
    func emptyRoster(_ language: TestLocales.Language) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("Name,Age\n", to: "e.csv")
        let line = try errorLine(["roster", "e.csv"], in: language, status: 65, folder: folder)
        let expected = [
            "en": "beeptest: e.csv: no athletes", "fr": "beeptest: e.csv: aucun élève",
            "de": "beeptest: e.csv: keine Personen",
        ]
        #expect(line == expected[language.code])
    }

    @Test("how a roster was read: the guessed encoding and the separator in the language", arguments: languages)
    func rosterFormat(_ language: TestLocales.Language) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write(Array("Name;Alter\nJos".utf8) + [0xE9] + Array(";12\n".utf8), to: "l.csv")
        let result = try BinaryRunner.run(
            ["roster", "l.csv"], environment: try TestLocales.environment(language),
            currentDirectory: URL(fileURLWithPath: folder.path))
        #expect(result.status == 0, "\(result.stderr)")
        let expected = [
            "en": "encoding: WINDOWS-1252 (not UTF-8); separator: ';'",
            "fr": "encodage : WINDOWS-1252 (pas UTF-8) ; séparateur : « ; »",
            "de": "Kodierung: WINDOWS-1252 (kein UTF-8); Trennzeichen: „;“",
        ]
        #expect(result.stdout.contains(try #require(expected[language.code])), "\(result.stdout)")
        let json = try BinaryRunner.run(
            ["roster", "l.csv", "--format", "json"], environment: try TestLocales.environment(language),
            currentDirectory: URL(fileURLWithPath: folder.path))
        #expect(json.stdout.contains("\"encoding\": \"WINDOWS-1252 (not UTF-8)\""), "\(json.stdout)")
    }

    @Test("one name twice in --athletes, the option named as typed", arguments: languages)
    func sameNameTwice(_ language: TestLocales.Language) throws {
        let line = try errorLine(
            ["run", "msft-20m", "--athletes", "Ann,ann", "--silent", "--headless", "--marks", "-"], in: language,
            status: 64)
        let expected = [
            "en": "beeptest: run: --athletes: name 2: 'ann' is already the athlete of name 1 (usage: ",
            "fr": "beeptest: run: --athletes : nom 2 : « ann » est déjà le nom de l'élève 1 (usage : ",
            "de": "beeptest: run: --athletes: Name 2: „ann“ ist schon der Name von Person 1 (Aufruf: ",
        ]
        #expect(line.hasPrefix(try #require(expected[language.code])), "\(line)")
    }

    @Test("an option's word that is not a number in its range", arguments: languages)
    func volumeOutOfRange(_ language: TestLocales.Language) throws {
        let line = try errorLine(["run", "msft-20m", "--volume", "5"], in: language, status: 64)
        let expected = [
            "en": "beeptest: run: --volume must be a number from -40 to 0, not '5' (usage: ",
            "fr": "beeptest: run: --volume doit être un nombre de -40 à 0, pas « 5 » (usage : ",
            "de": "beeptest: run: --volume muss eine Zahl von -40 bis 0 sein, nicht „5“ (Aufruf: ",
        ]
        #expect(line.hasPrefix(try #require(expected[language.code])), "\(line)")
    }

    @Test("a choice that is not one of the option's words", arguments: languages)
    func unknownChoice(_ language: TestLocales.Language) throws {
        let line = try errorLine(["cues", "msft-20m", "--format", "xml"], in: language, status: 64)
        let expected = [
            "en": "beeptest: cues: --format must be one of json, csv, not 'xml' (usage: ",
            "fr": "beeptest: cues: --format doit être l'une des valeurs json, csv, pas « xml » (usage : ",
            "de": "beeptest: cues: --format muss einer der Werte json, csv sein, nicht „xml“ (Aufruf: ",
        ]
        #expect(line.hasPrefix(try #require(expected[language.code])), "\(line)")
    }

    @Test("athletes with no way to mark them (no screen, no --marks)", arguments: languages)
    func athletesUnmarkable(_ language: TestLocales.Language) throws {
        let line = try errorLine(["run", "msft-20m", "--athletes", "A,B", "--silent"], in: language, status: 64)
        let expected = [
            "en":
                "beeptest: run: athletes but no way to mark them (no screen, so no keys): add --marks FILE, or - for stdin",
            "fr":
                "beeptest: run: des élèves mais aucun moyen de les noter (pas d'écran, donc pas de touches) : ajoutez --marks FILE, ou - pour stdin",
            "de":
                "beeptest: run: Teilnehmende, aber keine Möglichkeit, sie zu markieren (keine Ansicht, also keine Tasten): --marks FILE hinzufügen, oder - für stdin",
        ]
        #expect(line.hasPrefix(try #require(expected[language.code])), "\(line)")
    }

    @Test("a results log's bad lines: reported in the language, JSON keys and event names as written")
    func badLogLines() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write(
            """
            {"event":"start","profile":"msft-20m","athletes":[{"name":"Ann"}]}
            {"event":"bogus"}
            {"event":"out","athlete":"Bob","level":"1","shuttle":1}
            {"event":"finish","completed":true}

            """, to: "log.jsonl")
        let expected = [
            "en": [
                "beeptest: log.jsonl:2: unknown event \"bogus\"",
                "beeptest: log.jsonl:3: \"Bob\" is not an athlete of this run",
                "beeptest: log.jsonl:4: finish: no \"t\"",
            ],
            "fr": [
                "beeptest: log.jsonl:2: événement inconnu \"bogus\"",
                "beeptest: log.jsonl:3: « Bob » n'est pas un élève de ce test",
                "beeptest: log.jsonl:4: finish: pas de \"t\"",
            ],
            "de": [
                "beeptest: log.jsonl:2: unbekanntes Ereignis \"bogus\"",
                "beeptest: log.jsonl:3: „Bob“ ist keine Person dieses Tests",
                "beeptest: log.jsonl:4: finish: kein \"t\"",
            ],
        ]
        for language in Self.languages {
            let result = try BinaryRunner.run(
                ["results", "log.jsonl"], environment: try TestLocales.environment(language),
                currentDirectory: URL(fileURLWithPath: folder.path))
            #expect(result.status == 65, "\(language.locale): \(result.stderr)")
            #expect(result.errorLines == expected[language.code], "\(language.locale)")
        }
    }

    @Test("an audio device that cannot be opened: our words translated around ALSA's", arguments: languages)
    func noDevice(_ language: TestLocales.Language) throws {
        let line = try errorLine(
            ["run", "msft-20m", "--headless", "--device", "no-such-pcm", "--voice", "off"], in: language, status: 69)
        let expected = [
            "en": (
                "beeptest: cannot open audio device 'no-such-pcm': ",
                " (try --device NAME, 'beeptest devices', or --silent)"
            ),
            "fr": (
                "beeptest: impossible d'ouvrir le périphérique audio « no-such-pcm » : ",
                " (essayez --device NAME, « beeptest devices » ou --silent)"
            ),
            "de": (
                "beeptest: Audiogerät „no-such-pcm“ kann nicht geöffnet werden: ",
                " (--device NAME, „beeptest devices“ oder --silent versuchen)"
            ),
        ]
        let (start, end) = try #require(expected[language.code])
        #expect(line.hasPrefix(start) && line.hasSuffix(end), "\(line)")
    }
}
