import BeepTest
import Testing

@Suite("Roster")
struct RosterTests {
    private func parse(_ text: String, source: String = "squad.txt") throws(BeepTestError) -> Roster {
        try Roster.parse(Array(text.utf8), source: source)
    }

    @Test("--athletes: names trimmed, in key order")
    func list() throws {
        let roster = try Roster.parse(list: " Ann ,Bob,  Cy Dee")
        #expect(roster.athletes.map(\.name) == ["Ann", "Bob", "Cy Dee"])
    }

    @Test(
        "--athletes refuses empty, duplicate and too many names as usage errors",
        arguments: [
            ("Ann,,Bob", "name 2: empty name"), ("Ann,ann", "already the athlete of name 1"),
            ("", "name 1: empty name"),
            ("A,B,C,D,E,F,G,H,I,J", "10 athletes; at most 9"),
        ])
    func listErrors(list: String, message: String) {
        #expect {
            try Roster.parse(list: list)
        } throws: { error in
            guard let error = error as? BeepTestError else { return false }
            return error.kind == .usage && error.message.hasPrefix("--athletes: ") && error.message.contains(message)
        }
    }

    @Test("a plain file: one name a line, comments, blank lines, CRLF and a BOM ignored")
    func plainFile() throws {
        let roster = try parse("\u{FEFF}# squad A\r\nAnn\r\n\r\n  Bob Smith  \n# end\nO'Neil, Jo\n")
        #expect(roster.athletes.map(\.name) == ["Ann", "Bob Smith", "O'Neil, Jo"])
        #expect(roster.athletes.allSatisfy { $0.sex == nil && $0.age == nil && $0.massKg == nil })
    }

    @Test("a CSV file with the header's columns in any order and subset, quotes and empty cells")
    func csvFile() throws {
        let roster = try parse(
            """
            # name, sex, age and mass
            age, NAME ,mass_kg,sex
            14,Ann,52.5,F
            15,"Smith, Bob",,male
            ,Cy,60,
            """)
        #expect(
            roster.athletes == [
                Athlete(name: "Ann", sex: .female, age: 14, massKg: 52.5),
                Athlete(name: "Smith, Bob", sex: .male, age: 15),
                Athlete(name: "Cy", massKg: 60),
            ])
        let namesOnly = try parse("name\nAnn\nBob\n")
        #expect(namesOnly.athletes.map(\.name) == ["Ann", "Bob"])
    }

    @Test(
        "bad rows are one-line errors naming file:line (65)",
        arguments: [
            ("name,sex\nAnn,F\nBob,X\n", "squad.txt:3: sex: 'X' is not M or F"),
            ("name,age\nAnn,12\nBob,twelve\n", "squad.txt:3: age: 'twelve' is not a number from 3 to 120"),
            ("name,mass_kg\nAnn,500\n", "squad.txt:2: mass_kg: '500' is not a number from 10 to 300"),
            ("name,age\nAnn\n", "squad.txt:2: 1 fields; the header has 2 (name,age)"),
            ("name,weight\nAnn,50\n", "squad.txt:1: unknown column 'weight'"),
            ("sex,age\nF,12\n", "squad.txt:1: the header has no 'name' column"),
            ("name,sex\n\"Ann,F\n", "squad.txt:2: unbalanced quotes"),
            ("Ann\n# x\nBob\nANN\n", "squad.txt:4: 'ANN' is already the athlete of line 1"),
            ("name,sex\n,F\n", "squad.txt:2: empty name"),
            ("# nobody\n\n", "squad.txt: no athletes"),
            ("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n", "squad.txt: 10 athletes; at most 9"),
            ("Ann\u{7}\n", "squad.txt:1: name contains control characters"),
        ])
    func fileErrors(text: String, message: String) {
        #expect {
            try parse(text)
        } throws: { error in
            guard let error = error as? BeepTestError else { return false }
            return error.kind == .invalidData && error.message.hasPrefix(message)
        }
    }

    @Test("a file that is not UTF-8 is refused")
    func notUTF8() {
        #expect(throws: BeepTestError(.invalidData, "x.csv: not UTF-8 text")) {
            try Roster.parse([0x41, 0xFF, 0x0A], source: "x.csv")
        }
    }

    @Test("a missing roster file is 'not found' (66)")
    func missingFile() {
        #expect {
            try Roster.load(path: "/nonexistent/squad.csv")
        } throws: { error in (error as? BeepTestError)?.exitCode == 66 }
    }
}
