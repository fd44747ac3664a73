import BeepTestTestSupport
import Foundation
import Testing

/// Issue 28: the sex letters in tables for people follow the reader's language (Spanish H/M,
/// German M/W), with a line saying what they mean where "M" could be read both ways; CSV and
/// JSON keep M/F, the contract machines read. Through the real binary in English, Spanish, German.
@Suite("CLI: sex letters in the reader's language")
struct SexLettersCLITests {
    static let english = TestLocales.all[0]
    static let german = TestLocales.all[2]
    static let spanish = TestLocales.all[3]
    static let log = PackageRoot.file("Tests/Fixtures/results/pacer-20m-before-standards.jsonl")

    /// Each language's letters for Ann (F) and Bob (M), and its legend (nil: none).
    static let expected: [String: (female: String, male: String, legend: String?)] = [
        "en": ("F", "M", nil),
        "es": ("M", "H", "sexo: H hombre, M mujer"),
        "de": ("W", "M", "Geschlecht: M männlich, W weiblich"),
    ]

    /// The cell under `header` in the table line of `name`, by the header's column.
    private func cell(_ header: String, of name: String, in text: String) -> String? {
        let lines = text.split(separator: "\n").map(String.init)
        guard let head = lines.first(where: { $0.contains(" " + header + " ") }),
            let start = head.range(of: " " + header + " ")?.lowerBound,
            let row = lines.first(where: { $0.contains(" " + name + " ") })
        else { return nil }
        let from = head.distance(from: head.startIndex, to: start) + 1
        return String(row.dropFirst(from).prefix(header.count)).trimmingCharacters(in: .whitespaces)
    }

    @Test(
        "results: the SEX column and its legend in the language; CSV keeps M and F",
        arguments: [english, spanish, german])
    func results(_ language: TestLocales.Language) throws {
        let environment = try TestLocales.environment(language)
        let table = try BinaryRunner.run(["results", Self.log], environment: environment)
        #expect(table.status == 0, "\(table.stderr)")
        let want = try #require(Self.expected[language.code])
        let header = ["en": "SEX", "es": "SEXO", "de": "GESCHLECHT"][language.code] ?? "SEX"
        #expect(cell(header, of: "Ann", in: table.stdout) == want.female, "\(table.stdout)")
        #expect(cell(header, of: "Bob", in: table.stdout) == want.male, "\(table.stdout)")
        if let legend = want.legend {
            #expect(table.stdout.split(separator: "\n").contains { $0 == legend }, "\(table.stdout)")
        } else {
            #expect(!table.stdout.contains("sex:"), "\(table.stdout)")
        }
        let csv = try BinaryRunner.run(["results", Self.log, "--format", "csv"], environment: environment)
        #expect(csv.stdout.contains(",7B,F,12,") && csv.stdout.contains(",7B,M,13,"), "\(csv.stdout)")
    }

    @Test(
        "roster: the table's letters and legend in the language; JSON keeps M and F",
        arguments: [english, spanish, german])
    func roster(_ language: TestLocales.Language) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Name,Sex\nAnn,F\nBob,M\n", to: "class.csv")
        let environment = try TestLocales.environment(language)
        let table = try BinaryRunner.run(["roster", file], environment: environment)
        #expect(table.status == 0, "\(table.stderr)")
        let want = try #require(Self.expected[language.code])
        let rows = table.stdout.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rows.contains { $0.count > 2 && $0[2] == "Ann" && $0.contains(want.female) }, "\(table.stdout)")
        #expect(rows.contains { $0.count > 2 && $0[2] == "Bob" && $0.contains(want.male) }, "\(table.stdout)")
        #expect(table.stdout.contains(want.legend ?? "\u{0}") == (want.legend != nil), "\(table.stdout)")
        let json = try BinaryRunner.run(["roster", file, "--format", "json"], environment: environment)
        #expect(json.stdout.contains(#""sex":"F""#) && json.stdout.contains(#""sex":"M""#), "\(json.stdout)")
    }
}
