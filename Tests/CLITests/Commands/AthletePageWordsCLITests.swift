import BeepTestTestSupport
import Foundation
import Testing

/// `report --per-athlete` says what the score means to a pupil or a parent: how the run ended,
/// worded for a girl or a boy where the language agrees its words with them and neutrally when
/// the roster gave no sex, then what the score counts and what the estimate is.
@Suite("The athlete's page: the result in words")
struct AthletePageWordsCLITests {
    typealias Runner = ResultsLogText.Runner

    /// Per language: the out for a girl, a boy and an athlete of unknown sex; the score's meaning.
    static let words: [String: (female: String, male: String, neutral: String, meaning: String)] = [
        "en": (
            "She was out by the test", "He was out by the test", "The run ended by the test",
            "The score is level 5, shuttle 3: the last shuttle made on time"
        ),
        "es": (
            "Quedó eliminada por la regla", "Quedó eliminado por la regla", "La carrera terminó por la regla",
            "El resultado es nivel 5, tramo 3: el último tramo hecho a tiempo"
        ),
        "fr": (
            "Elle a été éliminée par la règle", "Il a été éliminé par la règle", "terminée par la règle du test",
            "Le score est palier 5, navette 3 : la dernière navette faite à temps"
        ),
    ]

    @Test("a girl's, a boy's and an unknown athlete's page, each in its words", arguments: ["en", "es", "fr"])
    func words(language: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let misses: [(level: String, bout: Int, shuttle: Int)] = [("5", 1, 4), ("5", 1, 5)]
        // Two tests a week apart, so that the page lists them with how each ended.
        let runners = [
            Runner("Ana Ruiz", bib: 1, sex: "F", misses: misses), Runner("Ben Roe", bib: 2, sex: "M", misses: misses),
            Runner("Cy Poe", bib: 3, misses: misses),
        ]
        let paths = try [(1_764_583_200.0, "2025-12-01T10:00:00+0000"), (1_765_188_000.0, "2025-12-08T10:00:00+0000")]
            .enumerated().map { index, day in
                try folder.write(
                    ResultsLogText.log(profile: "msft-20m", wall: day.0, date: day.1, runners: runners),
                    to: "class\(index).jsonl")
            }
        let out = folder.file("pupils.html")
        let locale = try #require(TestLocales.all.first { $0.code == language })
        let result = try BinaryRunner.run(
            ["report"] + paths + ["-o", out, "--per-athlete"], environment: try TestLocales.environment(locale))
        #expect(result.status == 0, "\(result.stderr)")
        let pdf = try ReportPagesTests.printed(out)
        #expect(try ReportPagesTests.pages(pdf) == 3, "still a page each")
        let expected = try #require(Self.words[language])
        let pages = try (1...3).map { try ReportPagesTests.text(pdf, page: $0).split(whereSeparator: \.isWhitespace) }
            .map { $0.joined(separator: " ") }
        for (page, (own, others)) in zip(
            pages,
            [
                (expected.female, [expected.male, expected.neutral]),
                (expected.male, [expected.female, expected.neutral]),
                (expected.neutral, [expected.female, expected.male]),
            ])
        {
            #expect(page.contains(own), "\(language): \(own) missing on \(page)")
            #expect(!others.contains { page.contains($0) }, "\(language): another's words on \(page)")
            #expect(page.contains(expected.meaning), "\(language): the score's meaning missing on \(page)")
        }
        // Nor the bare status word, which is the masculine, on the girl's page.
        if let masculine = ["es": "eliminado", "fr": "éliminé", "en": "out at"][language] {
            #expect(!pages[0].lowercased().replacing(masculine + "e", with: "").contains(masculine), "\(pages[0])")
        }
        // The list of their tests says how each ended in the same agreement.
        let listed = [
            "en": ("she was out", "he was out"), "es": ("eliminada", "eliminado"), "fr": ("éliminée", "éliminé"),
        ]
        if let (girl, boy) = listed[language] {
            #expect(pages[0].lowercased().contains(girl) && pages[1].lowercased().contains(boy), "\(pages[0])")
        }
        if language == "es" {
            #expect(pages[1].contains("eliminado"), "the boy's page is masculine")
        }
    }
}
