import BeepTestTestSupport
import Foundation
import Testing

/// Issue 28's view and messages through the real binary, in tmux at 80×24 and 120×35 and
/// headless, in English, German, Spanish and French: a several-bib answer wrapped whole; a
/// withdrawal drawn apart from an out, with a legend; names using a wide terminal; the keys'
/// examples from the roster; a silent run said in the title; an interval profile in bouts; an
/// unreachable sound server named; make run's fallback in another language.
@Suite("View and messages (issue 28)")
struct ViewMessagesCLITests {
    /// What the screen says in one language.
    struct Words: Sendable {
        var warned: String
        var legend: String
        var silent: String
        var missedKey: String
        var bout: String
        var server: String
        /// The parts of the line of the count, each with `%s` for its number.
        var infoParts: [String]
    }

    static let words: [String: Words] = [
        "en": Words(
            warned: "warned", legend: "× out  ~ withdrew", silent: "SILENT: no beeps", missedKey: "3 Enter: 3 missed",
            bout: "Bout", server: "the sound server (PulseAudio) cannot be reached for audio device 'pulse'",
            infoParts: ["Running %s of %s", "Speed %s km/h", "Distance %s m", "Shuttles run %s"]),
        "de": Words(
            warned: "gewarnt", legend: "× ausgeschieden  ~ aufgegeben", silent: "STUMM: keine Signaltöne",
            missedKey: "3 Enter: 3 verpasst", bout: "Serie",
            server: "der Soundserver (PulseAudio) ist für das Audiogerät „pulse“ nicht erreichbar",
            infoParts: ["Im Lauf %s von %s", "Tempo %s km/h", "Strecke %s m", "Gelaufene Bahnen %s"]),
        "es": Words(
            warned: "aviso", legend: "× eliminado  ~ abandonó", silent: "SILENCIO: sin pitidos",
            missedKey: "3 Intro: 3 falla", bout: "Serie",
            server: "no se puede contactar con el servidor de sonido (PulseAudio) para el dispositivo de audio «pulse»",
            infoParts: ["Corriendo %s de %s", "Velocidad %s km/h", "Distancia %s m", "Tramos corridos %s"]),
        "fr": Words(
            warned: "averti", legend: "× éliminé  ~ abandon", silent: "SILENCIEUX : aucun bip",
            missedKey: "3 Entrée : 3 manqué", bout: "Série",
            server: "le serveur de son (PulseAudio) est injoignable pour le périphérique audio « pulse »",
            infoParts: ["En course %s sur %s", "Vitesse %s km/h", "Distance %s m", "Navettes courues %s"]),
    ]

    /// 30 pupils from bib 3 (so no example of the keys can be a fixed 1 or 17), one with a name of 38.
    static let longName = "Maximiliane Charlotte von Hohenzollern"
    static let roster: String = {
        var names = Array(ClassViewTests.names.prefix(30))
        names[2] = longName
        return "bib,name\n" + names.enumerated().map { "\($0.offset + 3),\($0.element)" }.joined(separator: "\n") + "\n"
    }()

    private func language(_ code: String) throws -> TestLocales.Language {
        try #require(TestLocales.all.first { $0.code == code })
    }

    private func shows(_ pane: TmuxPane, _ text: String) -> Bool { pane.screen().contains { $0.contains(text) } }

    @Test(
        "a class at 80x24 and 120x35: answers wrapped whole, ~ withdrew apart from × out, the legend, SILENT, the keys' bib",
        arguments: [("en", 80, 24), ("de", 80, 24), ("es", 80, 24), ("fr", 80, 24), ("de", 120, 35), ("en", 120, 35)])
    func classView(_ code: String, _ columns: Int, _ rows: Int) throws {
        let words = try #require(Self.words[code])
        let pane = try TmuxPane(
            ["run", "profile.json", "--silent", "--countdown", "1", "--roster", "class.csv", "--results", "r.jsonl"],
            files: ["profile.json": ClassViewTests.profile, "class.csv": Self.roster], columns: columns, rows: rows,
            environment: try TestLocales.environment(try language(code)))
        defer { _ = try? pane.press("C-c") }
        #expect(pane.wait { shows(pane, words.silent) }, "\(pane.screen())")
        #expect(pane.screen().dropFirst().first?.contains(words.silent) == true, "the title: \(pane.screen())")
        #expect(shows(pane, words.missedKey), "\(pane.screen())")
        if columns >= 120 { #expect(shows(pane, " 5 " + Self.longName), "\(pane.screen())") }
        // After the first turn (2.5 s): bib 5 withdraws; twelve bibs missed in one entry.
        #expect(pane.wait { seconds(pane) >= 3 }, "\(pane.screen())")
        try pane.type("w 5")
        try pane.press("Enter")
        #expect(pane.wait { shows(pane, "~ 5 ") }, "\(pane.screen())")
        let bibs = [3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]
        try pane.type(bibs.map(String.init).joined(separator: " "))
        try pane.press("Enter")
        #expect(pane.wait { shows(pane, "16 " + words.warned) }, "\(pane.screen())")
        let screen = pane.screen()
        #expect(screen.allSatisfy { $0.unicodeScalars.count <= columns }, "\(screen)")
        // Every answer whole on one row: none cut at the edge nor split across rows.
        for bib in bibs {
            #expect(screen.contains { $0.contains("\(bib) " + words.warned) }, "\(bib): \(screen)")
        }
        // Bib 7 misses the next line too: out, with its own mark, and the legend shows both.
        #expect(pane.wait { seconds(pane) >= 6 }, "\(pane.screen())")
        try pane.type("7")
        try pane.press("Enter")
        #expect(pane.wait { shows(pane, "× 7 ") && shows(pane, words.legend) }, "\(pane.screen())")
        #expect(shows(pane, "~ 5 "), "\(pane.screen())")
        // The line of the count: whole parts only, in their order, the legend among them; none cut.
        let info = try #require(pane.screen().first { $0.contains(words.legend) }, "\(pane.screen())")
        let shapes = [words.infoParts[0], words.legend] + words.infoParts.dropFirst()
        let parts = info.components(separatedBy: "   ").map { $0.replacing(/\d+([.,]\d+)?/, with: "%s") }
        #expect(parts == Array(shapes.prefix(parts.count)), "\(info)")
    }

    /// Seconds on the status line in any language: its first mm:ss.
    private func seconds(_ pane: TmuxPane) -> Int {
        for row in pane.screen() {
            if let match = row.firstMatch(of: /(\d\d):(\d\d)/) { return (Int(match.1) ?? 0) * 60 + (Int(match.2) ?? 0) }
        }
        return -1
    }

    /// Bouts of 2 s work (shuttles of 1 s, a pace only) and 1 s rest, three of them.
    static let intervals = """
        {"format": 1, "id": "quick-intervals", "name": "Quick intervals", "distance_m": 20,
         "levels": [{"label": "1", "shuttle_s": 1, "work_s": 2, "rest_s": 1, "bouts": 3}]}
        """

    @Test(
        "an interval profile is followed in bouts in the view, in English, German and Spanish",
        arguments: ["en", "de", "es"])
    func intervalView(_ code: String) throws {
        let words = try #require(Self.words[code])
        let pane = try TmuxPane(
            ["run", "profile.json", "--silent", "--countdown", "1"], files: ["profile.json": Self.intervals],
            columns: 80, rows: 24, environment: try TestLocales.environment(try language(code)))
        #expect(pane.wait { pane.screen().first?.contains(words.bout + " 2/3") == true }, "\(pane.screen())")
        let status = pane.screen().first ?? ""
        #expect(!status.contains("1/2") && !status.contains("2/2"), "no shuttle count: \(status)")
        #expect(pane.wait { pane.exitStatus != nil }, "\(pane.screen())")
        #expect(pane.exitStatus == 0, "\(pane.standardError)")
        let summary = pane.screen().joined(separator: " ").lowercased()
        #expect(summary.contains(words.bout.lowercased() + " 3/3"), "\(summary)")
    }

    @Test("headless --events text names an interval profile's bouts, not shuttles")
    func intervalEvents() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.url.appendingPathComponent("intervals.json")
        try Self.intervals.write(to: file, atomically: true, encoding: .utf8)
        let run = try BinaryRunner.run(["run", file.path, "--silent", "--countdown", "1", "--events", "text"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("00:00.000  start  level 1  bout 1/3"), "\(lines)")
        #expect(lines.contains { $0.hasSuffix("go  level 1  bout 3/3") }, "\(lines)")
        #expect(lines.contains { $0.contains("  shuttle  level 1  bout") }, "the turns are still there: \(lines)")
        #expect(!lines.contains { $0.contains(/shuttle \d+\/\d+/) }, "no shuttle count: \(lines)")
    }

    @Test(
        "a sound server that cannot be reached is named as such, in the reader's language; make run then runs silent",
        arguments: ["en", "de", "es", "fr"])
    func unreachableServer(_ code: String) throws {
        let words = try #require(Self.words[code])
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var environment = try TestLocales.environment(try language(code))
        environment["PULSE_SERVER"] = "unix:" + folder.url.appendingPathComponent("no-such-socket").path
        let run = try BinaryRunner.run(
            ["run", "msft-20m", "--headless", "--countdown", "1", "--device", "pulse"], environment: environment)
        #expect(run.status == 69, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.hasPrefix("beeptest: " + words.server) == true, "\(run.stderr)")

        // make run's script finds the message in that language too, and falls back to --silent.
        let pane = try TmuxPane(
            command: [
                "bash", PackageRoot.file("scripts/make-run.sh"), BinaryRunner.binaryPath, "msft-20m", "--countdown",
                "1", "--device", "pulse",
            ], columns: 220, environment: environment)
        #expect(pane.wait { shows(pane, words.silent) }, "no silent view: \(pane.screen())")
        try pane.press("C-c")
        #expect(pane.wait { pane.exitStatus != nil })
        let notes = pane.screen().filter { $0.hasPrefix("make run:") }
        #expect(notes.count == 1 && notes.first?.contains(words.server) == true, "\(pane.screen())")
    }
}
