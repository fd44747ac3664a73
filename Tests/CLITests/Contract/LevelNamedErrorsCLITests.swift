import BeepTestTestSupport
import Foundation
import Testing

/// Issue 28: an error about a level names it as the test's table does ("level 11" of a test
/// whose levels are its speed levels), beside the JSON path whose index counts from 0. Through
/// the real binary, in English, German and Spanish.
@Suite("CLI: errors name the table's level")
struct LevelNamedErrorsCLITests {
    static let english = TestLocales.english
    static let german = TestLocales.german
    static let spanish = TestLocales.spanish

    private func refusal(_ arguments: [String], in language: TestLocales.Language) throws -> (String, Int32) {
        try TestLocales.refusal(arguments, in: language)
    }

    @Test("a profile's error names the level as its table does, not the index from 0")
    func levelNamedAsInTable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Yo-Yo style: the levels are labelled by their speed level, 5, 9, 11.
        let file = try folder.write(
            #"{"format": 1, "name": "Speeds", "distance_m": 20, "levels": [{"label": "5", "speed_kmh": 10, "shuttles": 2},"#
                + #" {"label": "9", "speed_kmh": 12, "shuttles": 2}, {"label": "11", "speed_kmh": 0, "shuttles": 2}]}"#,
            to: "speeds.json")
        let expected = [
            "en": "beeptest: \(file): levels[2].speed_kmh (level 11): must be > 0",
            "de": "beeptest: \(file): levels[2].speed_kmh (Stufe 11): muss > 0 sein",
            "es": "beeptest: \(file): levels[2].speed_kmh (nivel 11): debe ser > 0",
        ]
        for language in [Self.english, Self.german, Self.spanish] {
            #expect(try refusal(["validate", file], in: language) == (expected[language.code] ?? "", 65))
        }
    }
}
