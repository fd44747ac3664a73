import BeepTestTestSupport
import Foundation
import Testing

/// The lines that refuse a profile, a typed score or a sound pack, in the teacher's language: what
/// is wrong translated, what the user typed (the file, the field's path, the option, the score) as
/// typed; the exit status the same in every language, and the English as it always was.
@Suite("Profile, score and sound pack errors in the teacher's language")
struct ProfileErrorLanguageCLITests {
    static let english = TestLocales.Language(code: "en", locale: "en_GB.UTF-8")
    static let french = TestLocales.Language(code: "fr", locale: "fr_FR.UTF-8")
    static let german = TestLocales.Language(code: "de", locale: "de_DE.UTF-8")

    /// A profile file (`text`) validated in `language`: its one error line, and the exit status.
    private func validate(_ text: String, in language: TestLocales.Language) throws -> (String?, Int32) {
        let folder = try TemporaryFolder(prefix: "profile-language")
        defer { folder.remove() }
        let file = try folder.write(text, to: "p.json")
        let result = try BinaryRunner.run(["validate", file], environment: try TestLocales.environment(language))
        #expect(result.errorLines.count == 1, "\(result.stderr)")
        return (result.errorLines.first.map { $0.replacing(file, with: "p.json") }, result.status)
    }

    @Test("a missing field: the file and the field as written, what is wrong in the language")
    func missingField() throws {
        let profile = #"{"format": 1}"#
        #expect(try validate(profile, in: Self.english) == ("beeptest: p.json: name: missing", 65))
        #expect(try validate(profile, in: Self.french) == ("beeptest: p.json: name: manquant", 65))
        #expect(try validate(profile, in: Self.german) == ("beeptest: p.json: name: fehlt", 65))
    }

    @Test("a value of the wrong type names both types in the language")
    func wrongType() throws {
        let profile = #"{"format": 1, "name": "Test", "levels": {"speed_kmh": 8}}"#
        #expect(
            try validate(profile, in: Self.english) == (
                "beeptest: p.json: levels: expected an array, found an object", 65
            ))
        #expect(
            try validate(profile, in: Self.french) == (
                "beeptest: p.json: levels: une liste est attendue, pas un objet", 65
            ))
        #expect(
            try validate(profile, in: Self.german) == (
                "beeptest: p.json: levels: eine Liste erwartet, gefunden: ein Objekt", 65
            ))
    }

    @Test("a JSON syntax error: the line, the column and the fault in the language")
    func syntaxError() throws {
        let profile = #"{"format": 1,}"#
        #expect(
            try validate(profile, in: Self.english)
                == ("beeptest: p.json: not valid JSON: line 1, column 14: expected a quoted key", 65))
        #expect(
            try validate(profile, in: Self.french)
                == ("beeptest: p.json: JSON non valide : ligne 1, colonne 14 : clé entre guillemets attendue", 65))
        #expect(
            try validate(profile, in: Self.german)
                == (
                    "beeptest: p.json: kein gültiges JSON: Zeile 1, Spalte 14: Schlüssel in Anführungszeichen erwartet",
                    65
                ))
    }

    @Test("a number out of range, and an unknown key with its suggestion kept as written")
    func rangeAndUnknownKey() throws {
        let range = #"{"format": 1, "name": "Test", "levels": [{"speed_kmh": -8, "shuttles": 3}], "distance_m": 20}"#
        #expect(
            try validate(range, in: Self.french) == (
                "beeptest: p.json: levels[0].speed_kmh (palier 1): doit être > 0", 65
            ))
        #expect(
            try validate(range, in: Self.german) == (
                "beeptest: p.json: levels[0].speed_kmh (Stufe 1): muss > 0 sein", 65
            ))
        let typo = #"{"format": 1, "name": "Test", "levles": []}"#
        #expect(
            try validate(typo, in: Self.english)
                == (#"beeptest: p.json: levles: unknown key (did you mean "levels"?)"#, 65))
        #expect(
            try validate(typo, in: Self.french)
                == ("beeptest: p.json: levles: clé inconnue (vouliez-vous dire « levels » ?)", 65))
        #expect(
            try validate(typo, in: Self.german) == (
                "beeptest: p.json: levles: unbekannter Schlüssel (meinten Sie „levels“?)", 65
            ))
    }

    @Test("a --stop-at score the test cannot give: the option and the score as typed, the reason in the language")
    func stopAt() throws {
        func line(_ language: TestLocales.Language) throws -> (String?, Int32) {
            let result = try BinaryRunner.run(
                ["cues", "msft-20m", "--stop-at", "99.9"], environment: try TestLocales.environment(language))
            return (result.errorLines.first, result.status)
        }
        let english = try line(Self.english)
        #expect(english.1 == 64)
        #expect(
            english.0?.hasPrefix(
                "beeptest: cues: --stop-at: pass score '99.9': not a level.shuttle score of msft-20m (5.4, 5:4 or 5/4)")
                == true, "\(english.0 ?? "")")
        let french = try line(Self.french)
        #expect(french.1 == 64)
        #expect(
            french.0?.contains(
                "--stop-at : seuil de réussite « 99.9 » : pas un score palier.navette de msft-20m (5.4, 5:4 ou 5/4)")
                == true, "\(french.0 ?? "")")
        let german = try line(Self.german)
        #expect(german.1 == 64)
        #expect(
            german.0?.contains(
                "--stop-at: Bestehensgrenze „99.9“: kein Stufe.Bahn-Ergebnis von msft-20m (5.4, 5:4 oder 5/4)")
                == true, "\(german.0 ?? "")")
    }

    @Test("a sound pack's misspelt file: the file and the suggestion as written, the fault in the language")
    func soundPack() throws {
        let folder = try TemporaryFolder(prefix: "pack-language")
        defer { folder.remove() }
        let pack = try TemporaryFolder(prefix: "pack", in: folder.path)
        _ = try pack.write(HostileSoundPack.riff(tag: 1), to: "shutle.wav")
        func line(_ language: TestLocales.Language) throws -> (String?, Int32) {
            var environment = try TestLocales.environment(language)
            environment["XDG_CACHE_HOME"] = folder.file("cache")
            let result = try BinaryRunner.run(
                ["render", "msft-20m", "--sounds", pack.path, "-o", folder.file("out.wav")], environment: environment)
            return (result.errorLines.first, result.status)
        }
        #expect(
            try line(Self.english)
                == ("beeptest: \(pack.path)/shutle.wav: not a sound pack name: did you mean 'shuttle.wav'?", 65))
        #expect(
            try line(Self.french)
                == (
                    "beeptest: \(pack.path)/shutle.wav : pas un nom de jeu de sons : vouliez-vous dire « shuttle.wav » ?",
                    65
                ))
        #expect(
            try line(Self.german)
                == ("beeptest: \(pack.path)/shutle.wav: kein Name eines Klangpakets: meinten Sie „shuttle.wav“?", 65))
    }

    @Test(
        "a WAV file the reader refuses: the fault in the language, the encoding's name and tag as the file gives them")
    func wavFault() throws {
        let folder = try TemporaryFolder(prefix: "wav-language")
        defer { folder.remove() }
        let pack = try TemporaryFolder(prefix: "pack", in: folder.path)
        _ = try pack.write(HostileSoundPack.riff(tag: 0x55), to: "go.wav")
        var environment = try TestLocales.environment(Self.french)
        environment["XDG_CACHE_HOME"] = folder.file("cache")
        let result = try BinaryRunner.run(
            ["render", "msft-20m", "--sounds", pack.path, "-o", folder.file("out.wav")], environment: environment)
        #expect(result.status == 65)
        #expect(
            result.errorLines == [
                "beeptest: \(pack.path)/go.wav : MP3 dans un WAV (code de format 0x0055) ; utilisez du PCM ou du flottant 32 bits"
            ])
    }

    @Test(
        "a score sheet's refused score in the language; the VO2max note's missing inputs English in JSON, translated in the table"
    )
    func scoreSheetAndNote() throws {
        let folder = try TemporaryFolder(prefix: "enter-language")
        defer { folder.remove() }
        let roster = try folder.write("name\nAnn\n", to: "roster.csv")
        let french = try TestLocales.environment(Self.french)
        let refused = try BinaryRunner.run(
            ["enter", "ift-30-15", "--roster", roster, "--scores", try folder.write("1 15.7\n", to: "bad.txt")],
            environment: french)
        #expect(refused.status == 65)
        #expect(
            refused.errorLines.contains { $0.hasSuffix("1 (Ann) : 15.7 : pas la vitesse d'un palier de ift-30-15") },
            "\(refused.stderr)")
        let log = folder.file("ift.jsonl")
        let entered = try BinaryRunner.run(
            [
                "enter", "ift-30-15", "--roster", roster, "--scores", try folder.write("1 15.5\n", to: "good.txt"),
                "--results", log,
            ],
            environment: french)
        #expect(entered.status == 0, "\(entered.stderr)")
        let table = try BinaryRunner.run(["results", log], environment: french)
        #expect(table.stdout.contains("VO2max : sexe, âge et masse corporelle requis"), "\(table.stdout)")
        let json = try BinaryRunner.run(["results", log, "--format", "json"], environment: french)
        #expect(json.stdout.contains(#""vo2max_note":"needs sex, age, body mass""#), "\(json.stdout)")
    }
}
