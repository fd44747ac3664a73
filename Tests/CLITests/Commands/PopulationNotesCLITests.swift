import BeepTestTestSupport
import Foundation
import Testing

/// Estimates and noise figures used outside the people they were built on say so, through the
/// binary: `results` and `history` in each format, the report beside the estimate.
@Suite("Population notes")
struct PopulationNotesCLITests {
    /// A Yo-Yo IR2 test of a 12-year-old girl and an adult man, and an IR1 season of a woman,
    /// entered from paper.
    static func logs(in folder: TemporaryFolder) throws -> (ir2: String, ir1: [String]) {
        let environment = EnterCommandTests.environment(folder)
        let roster = try folder.write(
            "bib,name,sex,birth date\n1,Ines,F,2014-03-01\n2,Marc,M,1991-05-05\n3,Eva,F,1996-01-10\n", to: "team.csv")
        func enter(_ profile: String, _ day: String, _ scores: String, _ log: String) throws -> String {
            let scoresFile = try folder.write(scores, to: log + ".txt")
            let path = folder.file(log)
            let entered = try BinaryRunner.run(
                ["enter", profile, "--roster", roster, "--scores", scoresFile, "--date", day, "--results", path],
                environment: environment)
            #expect(entered.status == 0, "\(entered.stderr)")
            return path
        }
        let ir2 = try enter("yoyo-ir2", "2026-11-20", "1 17.2\n2 17.2\n", "ir2.jsonl")
        let first = try enter("yoyo-ir1", "2026-09-07", "3 16.5\n", "ir1-a.jsonl")
        let second = try enter("yoyo-ir1", "2026-10-05", "3 16.7\n", "ir1-b.jsonl")
        return (ir2, [first, second])
    }

    @Test("results: the girl's IR2 estimate keeps its value and carries the note; the man's does not")
    func results() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let logs = try Self.logs(in: folder)
        let json = try BinaryRunner.run(["results", logs.ir2, "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        let rows = try #require((try json.json() as? [String: Any])?["athletes"] as? [[String: Any]])
        #expect(rows.map { $0["vo2max"] as? Double } == [47.5, 47.5])
        #expect(rows.first?["vo2max_note"] is NSNull, "vo2max_note still says only why there is none")
        let note = try #require(rows.first?["vo2max_population_note"] as? String)
        #expect(
            note
                == "estimate outside the method's population (trained adult men, Krustrup et al. 2006): the athlete is 12 years old and female"
        )
        #expect(rows.last?["vo2max_population_note"] is NSNull)
        let table = try BinaryRunner.run(["results", logs.ir2])
        let ines = try #require(table.stdout.split(separator: "\n").first { $0.contains("Ines") })
        #expect(ines.contains("VO2max: estimate outside the method's population"), "\(ines)")
        let csv = try BinaryRunner.run(["results", logs.ir2, "--format", "csv"])
        #expect(csv.stdout.split(separator: "\n").first?.hasSuffix(",age,vo2max_population_note") == true)
        let page = folder.file("ir2.html")
        let report = try BinaryRunner.run(["report", logs.ir2, "-o", page])
        #expect(report.status == 0, "\(report.stderr)")
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("the athlete is 12 years old and female"))
    }

    @Test("history: a woman judged by the adult men's IR1 noise figure is told so, in JSON, CSV and the table")
    func noise() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let logs = try Self.logs(in: folder)
        let json = try BinaryRunner.run(["history"] + logs.ir1 + ["--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        let athletes = try #require(try json.json() as? [[String: Any]])
        let tests = try #require(athletes.first?["tests"] as? [[String: Any]])
        let expected = "noise figure measured on adult male soccer players; the athlete is female"
        #expect(tests.map { $0["noise_note"] as? String } == [expected, expected])
        #expect(tests.last?["within_noise"] as? Bool == true, "the closest figure still gives its verdict")
        let csv = try BinaryRunner.run(["history"] + logs.ir1 + ["--format", "csv"])
        #expect(csv.stdout.split(separator: "\n").last?.hasSuffix(",\(expected)") == true, "\(csv.stdout)")
        let table = try BinaryRunner.run(["history"] + logs.ir1)
        #expect(table.stdout.contains(expected))
    }
}
