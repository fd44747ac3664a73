import BeepTestTestSupport
import Foundation
import Testing

/// History, results and the class report in the teacher's language through the real binary: the
/// units of a change and of the mean score with their plural, the HFZ target's rise, the noise
/// footnote (sources as published), Yo-Yo reference groups, the FitnessGram equation, the chart and
/// the lines a command prints when it writes; JSON and CSV keep their English, and English reads as
/// it always did.
@Suite("History, results and report texts in the teacher's language")
struct HistoryReportLanguageCLITests {
    static let english = TestLocales.Language(code: "en", locale: "en_GB.UTF-8")
    static let french = TestLocales.Language(code: "fr", locale: "fr_FR.UTF-8")
    static let german = TestLocales.Language(code: "de", locale: "de_DE.UTF-8")

    /// Two PACER tests of a class a year of age apart (`A.jsonl`, `B.jsonl`), entered from paper:
    /// Anna +8 laps, Bob +1, Cleo -1, each within the noise; Eve withdrew the second time.
    static func pacerSeason(in folder: TemporaryFolder) throws -> [String] {
        let first = try folder.write(
            "name,sex,age,id\nAnna,F,13,S1\nBob,M,13,S2\nCleo,F,14,S3\nDan,M,14,S4\nEve,F,13,S5\n", to: "r1.csv")
        let second = try folder.write(
            "name,sex,age,id\nAnna,F,14,S1\nBob,M,14,S2\nCleo,F,15,S3\nDan,M,15,S4\nEve,F,14,S5\n", to: "r2.csv")
        let logs = [folder.file("A.jsonl"), folder.file("B.jsonl")]
        for (roster, scores, date, log) in [
            (first, "1 20\n2 30\n3 25\n4 40\n5 22\n", "2026-03-01", logs[0]),
            (second, "1 28\n2 31\n3 24\n4 45\n5 w 23\n", "2026-12-02", logs[1]),
        ] {
            let result = try BinaryRunner.run(
                ["enter", "pacer-20m", "--roster", roster, "--date", date, "--results", log],
                input: Data(scores.utf8))
            #expect(result.status == 0, "\(result.stderr)")
        }
        return logs
    }

    /// A Yo-Yo IR1 log of a man and a woman, placed below every reference group.
    static func yoyoLog(in folder: TemporaryFolder) throws -> String {
        let roster = try folder.write("name,sex,age\nMax,M,20\nLea,F,20\n", to: "y.csv")
        let log = folder.file("y.jsonl")
        let result = try BinaryRunner.run(
            ["enter", "yoyo-ir1", "--roster", roster, "--date", "2026-03-01", "--results", log],
            input: Data("1 15.2\n2 14.1\n".utf8))
        #expect(result.status == 0, "\(result.stderr)")
        return log
    }

    private func run(_ arguments: [String], in language: TestLocales.Language) throws -> BinaryRunner.Result {
        let result = try BinaryRunner.run(arguments, environment: try TestLocales.environment(language))
        #expect(result.status == 0, "\(result.stderr)")
        return result
    }

    @Test("history: a change's unit with its plural, the target's rise and the noise's words translated")
    func historyTable() throws {
        let folder = try TemporaryFolder(prefix: "history-language")
        defer { folder.remove() }
        let logs = try Self.pacerSeason(in: folder)
        let english = try run(["history"] + logs, in: Self.english).stdout
        #expect(english.contains("+8 laps (within noise)"))
        #expect(english.contains("HFZ target up from 27 to 30 laps (age 14 → 15)"))
        #expect(
            english.contains(
                "(MDC95) of 2.2 stages: SD of test-retest differences 1.1 stages, adolescent girls, 13.6 y (HELENA) "
                    + "(Ortega et al. 2008, in Ruiz et al. 2011, Br J Sports Med)"))
        let french = try run(["history"] + logs, in: Self.french).stdout
        #expect(french.contains("+8 tours (dans le bruit)"))
        #expect(french.contains("+1 tour (dans le bruit)"))
        #expect(french.contains("-1 tour (dans le bruit)"))
        #expect(french.contains("objectif HFZ relevé de 27 à 30 tours (âge 14 → 15)"))
        #expect(
            french.contains(
                "2,2 paliers : écart type des différences test-retest 1,1 palier, filles adolescentes, 13,6 ans "
                    + "(HELENA) (Ortega et al. 2008, in Ruiz et al. 2011, Br J Sports Med)"))
        #expect(!french.contains(" laps") && !french.contains("stages"))
        let german = try run(["history"] + logs, in: Self.german).stdout
        #expect(german.contains("+8 Bahnen (im Rauschen)"))
        #expect(german.contains("+1 Bahn (im Rauschen)"))
        #expect(german.contains("HFZ-Ziel von 27 auf 30 Bahnen gestiegen (Alter 14 → 15)"))
        #expect(german.contains("2,9 Stufen: SD der Test-Retest-Differenzen 1,5 Stufen, männliche Jugendliche"))
    }

    @Test("history's CSV and JSON keep the unit, the target note and the noise in English in every language")
    func historyMachineFields() throws {
        let folder = try TemporaryFolder(prefix: "history-language")
        defer { folder.remove() }
        let logs = try Self.pacerSeason(in: folder)
        for language in [Self.english, Self.french, Self.german] {
            let csv = try run(["history"] + logs + ["--format", "csv"], in: language).stdout
            #expect(csv.contains(",8,laps,true,HFZ target up from 25 to 27 laps (age 13 → 14),"))
            #expect(csv.contains("\"2.2 stages: SD of test-retest differences 1.1 stages, adolescent girls"))
            let json = try run(["history"] + logs + ["--format", "json"], in: language).stdout
            #expect(json.contains(#""change_unit":"laps""#))
            #expect(json.contains(#""target_note":"HFZ target up from 27 to 30 laps (age 14 → 15)""#))
        }
    }

    @Test("results and history of a Yo-Yo test: reference groups in the language, English in JSON")
    func referenceGroups() throws {
        let folder = try TemporaryFolder(prefix: "yoyo-language")
        defer { folder.remove() }
        let log = try Self.yoyoLog(in: folder)
        let english =
            "male soccer: below every group (lowest: moderately trained, 1810 m); "
            + "male rugby: below every group (lowest: sub-elite, 1564 m)"
        #expect(try run(["results", log], in: Self.english).stdout.contains(english))
        let french = try run(["results", log], in: Self.french).stdout
        #expect(
            french.contains(
                "football masculin : sous tous les groupes (le plus bas : modérément entraînés, 1810 m) ; "
                    + "rugby masculin : sous tous les groupes (le plus bas : sous-élite, 1564 m)"))
        #expect(french.contains("football féminin : sous tous les groupes (le plus bas : sous-élite, 1160 m)"))
        let german = try run(["history", log], in: Self.german).stdout
        #expect(german.contains("Fußball Frauen: unter allen Gruppen (niedrigste: Subelite, 1160 m)"))
        let json = try run(["history", log, "--format", "json"], in: Self.german).stdout
        #expect(json.contains(#""reference_group":"\#(english)""#))
    }

    @Test("the FitnessGram equation under results reads in the language")
    func equation() throws {
        let folder = try TemporaryFolder(prefix: "results-language")
        defer { folder.remove() }
        let logs = try Self.pacerSeason(in: folder)
        #expect(
            try run(["results", logs[0]], in: Self.english).stdout.contains(
                "VO2max = 45.619 + 0.353 × laps(20 m) − 1.121 × age"))
        #expect(
            try run(["results", logs[0]], in: Self.french).stdout.contains(
                "VO2max = 45,619 + 0,353 × tours(20 m) − 1,121 × âge"))
        #expect(
            try run(["results", logs[0]], in: Self.german).stdout.contains(
                "VO2max = 45,619 + 0,353 × Bahnen(20 m) − 1,121 × Alter"))
    }

    @Test("report: what it wrote, the summary's plurals and mean, the change column, the chart and the equation")
    func report() throws {
        let folder = try TemporaryFolder(prefix: "report-language")
        defer { folder.remove() }
        let logs = try Self.pacerSeason(in: folder)
        let out = folder.file("r.html")
        let english = try run(["report"] + logs + ["-o", out], in: Self.english)
        #expect(english.stdout == "\(out): 5 athletes, pacer-20m, 2026-03-01, 2026-12-02\n")
        let page = try String(contentsOfFile: out, encoding: .utf8)
        #expect(page.contains("athletes · 4 out · 1 withdrew · mean score 30.2 laps · 2 HFZ"))
        #expect(page.contains("Change since last") && page.contains("<title>HFZ target 30</title>"))
        #expect(page.contains("aria-label=\"Scores of the class in laps\""))

        let french = try run(["report"] + logs + ["-o", out], in: Self.french)
        #expect(french.stdout == "\(out) : 5 élèves, pacer-20m, 2026-03-01, 2026-12-02\n")
        let pageFR = try String(contentsOfFile: out, encoding: .utf8)
        #expect(pageFR.contains("élèves · 4 éliminés · 1 abandon · score moyen 30,2 tours · 2 HFZ"))
        #expect(pageFR.contains("Évolution depuis le test précédent"))
        #expect(pageFR.contains("<title>Objectif HFZ 30</title>"))
        #expect(pageFR.contains("aria-label=\"Scores de la classe en tours\""))
        #expect(pageFR.contains("VO2max = 45,619 + 0,353 × tours(20 m) − 1,121 × âge"))
        #expect(pageFR.contains("objectif HFZ relevé de 27 à 30 tours (âge 14 → 15)"))
        #expect(pageFR.contains("de 2,2 paliers : écart type des différences test-retest 1,1 palier"))

        let german = try run(["report"] + logs + ["-o", out, "--per-athlete"], in: Self.german)
        #expect(german.stdout == "\(out): 5 Teilnehmende, je eine Seite, pacer-20m, 2026-03-01, 2026-12-02\n")
        let pageDE = try String(contentsOfFile: out, encoding: .utf8)
        #expect(pageDE.contains("Veränderung seit dem vorigen Test</dt><dd>+8 Bahnen (im Rauschen)"))
        #expect(pageDE.contains("HFZ-Ziel von 27 auf 30 Bahnen gestiegen (Alter 14 → 15)"))
        let englishPages = try run(["report"] + logs + ["-o", out, "--per-athlete"], in: Self.english)
        #expect(englishPages.stdout == "\(out): 5 athletes, a page each, pacer-20m, 2026-03-01, 2026-12-02\n")
    }

    @Test("history --format xlsx: the note cells in the language")
    func spreadsheetNotes() throws {
        let folder = try TemporaryFolder(prefix: "xlsx-language")
        defer { folder.remove() }
        let logs = try Self.pacerSeason(in: folder)
        let out = folder.file("h.xlsx")
        _ = try run(["history"] + logs + ["--format", "xlsx", "-o", out], in: Self.french)
        let (_, rows) = try SpreadsheetCLITests.rows(try SpreadsheetCLITests.read(out), sheet: "Historique")
        let notes = rows.compactMap { $0["Remarque"]?.dropFirst().first as? String }
        #expect(notes.contains("objectif HFZ relevé de 27 à 30 tours (âge 14 → 15)"), "\(notes)")
    }
}
