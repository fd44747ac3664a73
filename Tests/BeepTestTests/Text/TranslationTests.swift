import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

/// Text for people through gettext: the placeholders a translation fills, where the catalogues
/// are found, and the catalogues themselves against the messages in the sources
/// (scripts/po/messages.py, which finds each message by its `tr(` call: xgettext reads no Swift).
@Suite("Translations")
struct TranslationTests {
    @Test("placeholders: in order, numbered (a translation may reorder them), %% and a count")
    func placeholders() {
        #expect(Translation.format("%s: no such file", ["a.json"]) == "a.json: no such file")
        #expect(Translation.format("%s of %s passed", ["3", "5"]) == "3 of 5 passed")
        #expect(Translation.format("%2$s sur %1$s", ["5", "3"]) == "3 sur 5")
        #expect(Translation.format("%d%% done", ["40"]) == "40% done")
        #expect(Translation.format("100% %x %s", ["a"]) == "100% %x a")
        #expect(Translation.format("%s and %s", ["only"]) == "only and ")
        #expect(trPlural("%d athlete", "%d athletes", count: 1) == "1 athlete")
        #expect(trPlural("%d athlete", "%d athletes", count: 30) == "30 athletes")
    }

    @Test("without a catalogue (tests never start one) every message reads as the sources write it")
    func untranslated() {
        #expect(tr("no such file") == "no such file")
        #expect(tr("unknown option %s", "--x") == "unknown option --x")
        #expect(Translation.languageCode == "en")
        // A stored note with numbers is English for machines and, without a catalogue, for people.
        let note = trStored("not judged (the test stopped at %s, before %s)", "5.2", "5.4")
        #expect(note == "not judged (the test stopped at 5.2, before 5.4)")
        #expect(Translation.shown(note) == note)
        #expect(CallLanguage.reading.code == "en")
    }

    @Test("catalogues sit in share/locale beside the program's bin folder, installed or built")
    func catalogueFolder() {
        #expect(Translation.catalogueFolder(forExecutable: "/usr/bin/beeptest") == "/usr/share/locale")
        #expect(Translation.catalogueFolder(forExecutable: "/usr/local/bin/beeptest") == "/usr/local/share/locale")
        #expect(
            Translation.catalogueFolder(forExecutable: "/src/.build/x86_64-unknown-linux-gnu/debug/beeptest")
                == "/src/.build/x86_64-unknown-linux-gnu/share/locale")
    }

    @Test("every message in every catalogue, and no catalogue entry that no message uses")
    func cataloguesComplete() throws {
        let result = try Self.check(root: PackageRoot.path)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("the check finds a missing message, an unused entry, an untranslated one and a message that is not a literal")
    func checkFindsFaults() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.file("Sources/Demo"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.file("po"), withIntermediateDirectories: true)
        try """
        let a = tr("Hello")
        let b = tr("Bye %s", name)
        let c = tr(message)
        let d = trPlural("%d lap", "%d laps", count: n)
        """.write(toFile: folder.file("Sources/Demo/Demo.swift"), atomically: true, encoding: .utf8)
        try "fr\n".write(toFile: folder.file("po/LINGUAS"), atomically: true, encoding: .utf8)
        try """
        msgid ""
        msgstr "Language: fr\\n"

        msgid "Hello"
        msgstr "Bonjour"

        msgid "Bye %s"
        msgstr ""

        msgid "Unused"
        msgstr "Inutile"
        """.write(toFile: folder.file("po/fr.po"), atomically: true, encoding: .utf8)
        let result = try Self.check(root: folder.url.path)
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("Sources/Demo/Demo.swift:3: tr( takes one plain literal"), "\(lines)")
        #expect(lines.contains("po/fr.po: \"Bye %s\" is not translated"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("po/fr.po: no entry for \"%d lap\"") }, "\(lines)")
        #expect(lines.contains("po/fr.po: \"Unused\" is used by no message in the sources"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("po/beeptest.pot is out of date") }, "\(lines)")
    }

    /// Runs `scripts/po/messages.py check` on the package at `root`.
    private static func check(root: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [PackageRoot.file("scripts/po/messages.py"), "check", "--root", root]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = process.readToEnd(pipe, of: "messages.py check")
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
