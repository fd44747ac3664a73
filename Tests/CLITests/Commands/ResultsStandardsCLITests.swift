import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

/// `beeptest results` with the standards of standards.md through the real binary: FitnessGram
/// zones and targets for the PACER, pass standards, the FitnessGram CSV. Expected figures are
/// the published tables' (standards.md 1.2-1.4, 2), not the code's.
@Suite("beeptest results: zones, pass standards and the FitnessGram export")
struct ResultsStandardsCLITests {
    /// A results log of `id` for the class `rosterCSV`, each athlete out after `laps[i]` laps
    /// made on time (nil: in to the end): their next two lines missed (the PACER's two misses),
    /// or `misses` lines for another stop rule.
    static func classRun(
        in folder: TemporaryFolder, id: String, rosterCSV: String, laps: [Int?], misses: Int = 2
    ) throws -> String {
        let roster = try Roster.parse(Array(rosterCSV.utf8), source: "class.csv")
        let turns = TurnMap(timeline: Timeline(profile: try BuiltInProfiles.profile(id)))
        var marks: [(turn: Int, athlete: Int)] = []
        for (athlete, made) in laps.enumerated() {
            guard let made else { continue }
            marks += (made..<made + misses).map { (turn: $0, athlete: athlete) }
        }
        let path = try ResultsCommandTests.recordedRun(
            in: folder, id: id, roster: roster,
            marks: marks.sorted { $0.turn < $1.turn }.map { mark in
                let turn = turns.turns[mark.turn]
                return (mark.athlete, turn.level, turn.bout, turn.shuttle)
            }
        ).path
        return path
    }

    /// The athletes of `results FILE --format json`, by name, after `extra` options.
    static func athletes(_ path: String, _ extra: [String] = []) throws -> [String: [String: Any]] {
        let result = try BinaryRunner.run(["results", path, "--format", "json"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try result.json() as? [String: Any])
        let rows = try #require(object["athletes"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: rows.map { ($0["athlete"] as? String ?? "", $0) })
    }

    /// Born on 1 January twelve years before this year: 12 in whole years on any day of it
    /// (the roster turns a birth date into the age on the test's day, today).
    static var twelveYearsOldBirthDate: String { "\(CalendarDate.today().year - 12)-01-01" }

    private func withFolder(_ body: (TemporaryFolder) throws -> Void) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try body(folder)
    }

    /// standards.md 1.4: the fewest 20 m laps in the HFZ and the most in NI-HR, by age and sex,
    /// each with the lap beside it; `zone` is what that lap count is.
    static let edges: [(name: String, sex: String, age: String, laps: Int, zone: String, hfzLaps: Int)] = [
        ("Boy12-22", "M", "12", 22, "NI", 23), ("Boy12-23", "M", "12", 23, "HFZ", 23),
        ("Boy12-15", "M", "12", 15, "NI-HR", 23), ("Boy12-16", "M", "12", 16, "NI", 23),
        ("Girl14-26", "F", "14", 26, "NI", 27), ("Girl14-27", "F", "14", 27, "HFZ", 27),
        ("Girl12-13", "F", "12", 13, "NI-HR", 23), ("Girl12-14", "F", "12", 14, "NI", 23),
        ("Boy16-46", "M", "16", 46, "NI", 47), ("Boy16-47", "M", "16", 47, "HFZ", 47),
        ("Man30-53", "M", "30", 53, "NI", 54), ("Man30-54", "M", "30", 54, "HFZ", 54),
        ("Woman18-38", "F", "18", 38, "HFZ", 38), ("Woman18-28", "F", "18", 28, "NI-HR", 38),
        ("Kid10-17", "", "10", 17, "HFZ", 17), ("Kid10-16", "", "10", 16, "NI", 17),
        ("Kid11-11", "", "11", 11, "NI-HR", 20),
    ]

    @Test("every zone edge of a few rows of the tables, through the binary: 22 laps NI, 23 HFZ for boys of 12")
    func zoneEdges() throws {
        try withFolder { folder in
            let csv = "name,sex,age\n" + Self.edges.map { "\($0.name),\($0.sex),\($0.age)" }.joined(separator: "\n")
            let path = try Self.classRun(in: folder, id: "pacer-20m", rosterCSV: csv, laps: Self.edges.map(\.laps))
            let rows = try Self.athletes(path)
            for edge in Self.edges {
                let row = try #require(rows[edge.name])
                #expect(row["score"] as? String == String(edge.laps), "\(edge.name)")
                #expect(row["laps_20m"] as? Int == edge.laps, "\(edge.name)")
                #expect(row["zone"] as? String == edge.zone, "\(edge.name)")
                #expect(row["hfz_laps"] as? Int == edge.hfzLaps, "\(edge.name)")
                #expect(row["laps_to_hfz"] as? Int == max(0, edge.hfzLaps - edge.laps), "\(edge.name)")
                #expect(row["zone_note"] is NSNull, "\(edge.name)")
            }
            // Boys of 12 at 23 laps: 40.286, rounded 40.3, the HFZ (standards.md 1.1).
            #expect(rows["Boy12-23"]?["vo2max"] as? Double == 40.3)
            #expect(rows["Boy12-23"]?["zone_standard"] as? String == "boys 12: HFZ ≥ 40.3, NI-HR ≤ 37.6")
            let table = try BinaryRunner.run(["results", path])
            let line = try #require(table.stdout.split(separator: "\n").first { $0.contains("Boy12-22") })
            let words = line.split(separator: " ").map(String.init)
            #expect(words.indices.contains { words[$0...].starts(with: ["NI", "23", "1", "out"]) }, "\(line)")
            #expect(table.stdout.contains("ZONE") && table.stdout.contains("HFZ AT") && table.stdout.contains("TO GO"))
            // The CSV carries the same: `laps_20m` and `zone` come before the first quoted cell.
            let lines = try BinaryRunner.run(["results", path, "--format", "csv"]).stdout.split(separator: "\n")
            let header = lines[0].split(separator: ",", omittingEmptySubsequences: false)
            let zone = try #require(header.firstIndex(of: "zone"))
            let athlete = try #require(header.firstIndex(of: "athlete"))
            #expect(lines.count == Self.edges.count + 1)
            for line in lines.dropFirst() {
                let cells = line.split(separator: ",", omittingEmptySubsequences: false)
                let edge = try #require(Self.edges.first { $0.name == cells[athlete] })
                #expect(cells[zone] == edge.zone && cells[zone - 1] == String(edge.laps), "\(line)")
            }
        }
    }

    @Test("no zone without age, under 10, or from 12 without sex: null with a note saying why")
    func missingSexOrAge() throws {
        try withFolder { folder in
            let year = CalendarDate.today().year
            let csv = """
                name,sex,birth_date
                NoSex12,,\(Self.twelveYearsOldBirthDate)
                NoAge,M,
                Nine,F,\(year - 9)-01-01
                Born,M,\(Self.twelveYearsOldBirthDate)
                """
            let path = try Self.classRun(in: folder, id: "pacer-20m", rosterCSV: csv, laps: [30, 30, 30, 22])
            let rows = try Self.athletes(path)
            #expect(rows["NoSex12"]?["zone"] is NSNull)
            #expect((rows["NoSex12"]?["zone_note"] as? String)?.contains("needs sex") == true)
            #expect((rows["NoAge"]?["zone_note"] as? String)?.contains("needs age") == true)
            #expect((rows["Nine"]?["zone_note"] as? String)?.contains("under age 10") == true)
            for name in ["NoSex12", "NoAge", "Nine"] {
                #expect(rows[name]?["hfz_laps"] is NSNull && rows[name]?["laps_to_hfz"] is NSNull, "\(name)")
                #expect(rows[name]?["laps_20m"] as? Int == 30, "\(name)")
            }
            // A birth date gives the age on the test's day, and that age goes into the equation.
            #expect(rows["Born"]?["zone"] as? String == "NI")
            #expect(rows["Born"]?["hfz_laps"] as? Int == 23)
            #expect(rows["Born"]?["vo2max"] as? Double == 39.9)  // 45.619 + 0.353 × 22 − 1.121 × 12 = 39.933
        }
    }

    @Test("out before the first lap: no VO2max estimate, so no zone, each null with a note; the target stands")
    func nothingCompleted() throws {
        try withFolder { folder in
            // Boys of 12 (standards.md 1.4): the HFZ from 23 laps, NI-HR up to 15.
            let path = try Self.classRun(
                in: folder, id: "pacer-20m", rosterCSV: "name,sex,age\nZero,M,12\nFive,M,12", laps: [0, 5])
            let rows = try Self.athletes(path)
            let zero = try #require(rows["Zero"])
            #expect(zero["score"] as? String == "0" && zero["laps_20m"] as? Int == 0)
            #expect(zero["vo2max"] is NSNull && zero["vo2max_note"] as? String == "no estimate: nothing completed")
            #expect(zero["zone"] is NSNull)
            let note = try #require(zero["zone_note"] as? String)
            #expect(note.contains("nothing completed") && note.contains("no zone"))
            #expect(zero["hfz_laps"] as? Int == 23 && zero["laps_to_hfz"] as? Int == 23)
            #expect(rows["Five"]?["zone"] as? String == "NI-HR" && rows["Five"]?["zone_note"] is NSNull)
            // The table says it in the note; the FitnessGram CSV carries the 0 laps.
            let table = try BinaryRunner.run(["results", path]).stdout
            let line = try #require(table.split(separator: "\n").first { $0.contains("Zero") })
            #expect(line.contains("zone: " + note), "\(line)")
            let export = try BinaryRunner.run(["results", path, "--format", "fitnessgram"]).stdout
            #expect(export.split(separator: "\n").contains { $0.hasPrefix(",Zero,") && $0.hasSuffix(",0") })
            // history and report read the same rows.
            let history = try BinaryRunner.run(["history", path, "--format", "json"])
            let athletes = try #require(try history.json() as? [[String: Any]])
            let tests = try #require(
                athletes.first { $0["athlete"] as? String == "Zero" }?["tests"] as? [[String: Any]])
            #expect(tests.count == 1 && tests[0]["zone"] is NSNull && tests[0]["hfz_laps"] as? Int == 23)
            let out = folder.file("class.html")
            #expect(try BinaryRunner.run(["report", path, "-o", out]).status == 0)
            let page = try String(contentsOfFile: out, encoding: .utf8)
            #expect(page.contains(note.htmlEscaped))
        }
    }

    @Test("the 15 m PACER: at each level's end the 20 m laps of standards.md 1.3, the target in 15 m laps")
    func fifteenMetres() throws {
        let ends15 = [9, 19, 30, 42, 54, 67, 80, 94, 108, 123, 138, 154, 171, 188, 206, 224, 243, 262, 282, 302, 323]
        let ends20 = [7, 15, 23, 32, 41, 51, 61, 72, 83, 94, 106, 118, 131, 144, 157, 171, 185, 200, 215, 231, 247]
        try withFolder { folder in
            let csv = "name,sex,age\n" + ends15.map { "L\($0),M,12" }.joined(separator: "\n")
            // The last level's end is the test's end: that athlete runs it all.
            let laps: [Int?] = ends15.dropLast().map { $0 } + [nil]
            let path = try Self.classRun(in: folder, id: "pacer-15m", rosterCSV: csv, laps: laps)
            let rows = try Self.athletes(path)
            for (laps15, laps20) in zip(ends15, ends20) {
                let row = try #require(rows["L\(laps15)"])
                #expect(row["score"] as? String == String(laps15))
                #expect(row["laps_20m"] as? Int == laps20, "15 m laps \(laps15)")
            }
            // Boys of 12: HFZ from 23 laps of 20 m, the end of level 3, which is 30 laps of 15 m.
            #expect(rows["L30"]?["hfz_laps"] as? Int == 30 && rows["L30"]?["zone"] as? String == "HFZ")
            #expect(rows["L19"]?["laps_to_hfz"] as? Int == 11)
            let table = try BinaryRunner.run(["results", path])
            #expect(table.stdout.contains("LAPS 20M"))
        }
    }

    /// A police-15m class: Ann out after 5.3, Bob after 5.4, Cy after 7.6 (three missed lines each).
    private func policeRun(in folder: TemporaryFolder) throws -> String {
        // police-15m shuttles before level 5: 31; 5.3 is 34 shuttles, 5.4 35; 7.6 is 53 + 6.
        let before7 = try BuiltInProfiles.profile("police-15m").levels.prefix(6).reduce(0) { total, level in
            if case .shuttles(let count) = level.work { total + count } else { total }
        }
        return try Self.classRun(
            in: folder, id: "police-15m", rosterCSV: "name\nAnn\nBob\nCy", laps: [34, 35, before7 + 6], misses: 3)
    }

    @Test("pass standards: the profile's 5.4 by default; --pass by score or post, with its date; reaching passes")
    func passStandards() throws {
        try withFolder { folder in
            let path = try policeRun(in: folder)
            var rows = try Self.athletes(path)
            #expect(rows["Ann"]?["score"] as? String == "5.3" && rows["Bob"]?["score"] as? String == "5.4")
            #expect(rows["Cy"]?["score"] as? String == "7.6")
            #expect(rows["Ann"]?["pass"] as? Bool == false && rows["Bob"]?["pass"] as? Bool == true)
            #expect(
                rows["Bob"]?["pass_standard"] as? String
                    == "5.4, College of Policing fitness standard (2014 guidance)")
            rows = try Self.athletes(path, ["--pass", "firearms"])
            #expect(rows.values.map { $0["pass"] as? Bool }.filter { $0 == true }.count == 1)
            #expect(rows["Cy"]?["pass"] as? Bool == true && rows["Bob"]?["pass"] as? Bool == false)
            rows = try Self.athletes(path, ["--pass", "3.7"])
            #expect(rows.values.allSatisfy { $0["pass"] as? Bool == true })
            let table = try BinaryRunner.run(["results", path, "--pass", "7.6"])
            #expect(table.status == 0)
            #expect(
                table.stdout.contains(
                    "pass: 7.6, Authorised Firearms Officer (specialist post) "
                        + "(Chief Constables' Council, 18 January 2012)"))
            let forces = try BinaryRunner.run(["results", path, "--pass", "forces-2024"])
            #expect(forces.stdout.contains("3.7") && forces.stdout.contains("from 1 April 2024"))
            let ann = try #require(table.stdout.split(separator: "\n").first { $0.contains("Ann") })
            #expect(ann.contains(" no "))
        }
    }

    @Test("a --pass the test cannot give is one line and 64; --pass without the profile is 65")
    func badPass() throws {
        try withFolder { folder in
            let path = try policeRun(in: folder)
            for bad in ["9.99", "", "cyclist-2030"] {
                let result = try BinaryRunner.run(["results", path, "--pass", bad])
                #expect(result.status == 64, "\(bad): \(result.stderr)")
                #expect(result.stdout.isEmpty)
                #expect(result.stderr.hasPrefix("beeptest: ") && result.stderr.split(separator: "\n").count == 1)
            }
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let gone = try folder.write(
                text.replacingOccurrences(of: #""profile":"police-15m""#, with: #""profile":"police-gone""#),
                to: "gone.jsonl")
            let result = try BinaryRunner.run(["results", gone, "--pass", "5.4"])
            #expect(result.status == 65 && result.stdout.isEmpty)
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }

    @Test("--format fitnessgram: FitnessGram's column names, MM/DD/YYYY dates, PACER20laps or PACER15laps")
    func fitnessGramCSV() throws {
        try withFolder { folder in
            let born = Self.twelveYearsOldBirthDate
            let csv = "id,name,sex,birth_date\nS-1,Ann Marie Lee,F,\(born)\n,Bo,M,\nS-3,Cy,M,\n"
            let path = try Self.classRun(in: folder, id: "pacer-20m", rosterCSV: csv, laps: [23, 17, nil])
            let result = try BinaryRunner.run(["results", path, "--format", "fitnessgram"])
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(
                lines.first
                    == "StudentID,StudentFirstName,StudentLastName,Gender,StudentDOB,TestEventEndDate,PACER20laps")
            let today = CalendarDate.today()
            func us(_ date: CalendarDate) -> String {
                String(format: "%02d/%02d/%04d", date.month, date.day, date.year)
            }
            let dob = try #require(CalendarDate(iso: born))
            #expect(lines[1] == "S-1,Ann Marie,Lee,F,\(us(dob)),\(us(today)),23")
            #expect(lines[2] == ",Bo,,M,,\(us(today)),17")
            #expect(lines[3] == "S-3,Cy,,M,,\(us(today)),247")  // the whole test run
            #expect(lines.count == 5 && lines[4].isEmpty)
            // Cut short (no finish line): Cy was still running, so his laps are a floor, not a
            // result: he is left out and named on stderr.
            let text = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropLast()
            let cut = try folder.write(text.joined(separator: "\n") + "\n", to: "cut.jsonl")
            let cutExport = try BinaryRunner.run(["results", cut, "--format", "fitnessgram"])
            #expect(cutExport.status == 0, "\(cutExport.stderr)")
            #expect(cutExport.stdout.split(separator: "\n").last == ",Bo,,M,,\(us(today)),17")
            #expect(cutExport.stderr.contains("Cy (bib 3, at least"))
            #expect(cutExport.stderr.contains("left out: still running when the test stopped"))

            let other = try TemporaryFolder()
            defer { other.remove() }
            let fifteen = try Self.classRun(in: other, id: "pacer-15m", rosterCSV: "name\nCy\n", laps: [30])
            let export15 = try BinaryRunner.run(["results", fifteen, "--format", "fitnessgram"])
            #expect(export15.stdout.hasPrefix("StudentID,") && export15.stdout.contains(",PACER15laps\n"))
            #expect(export15.stdout.hasSuffix(",30\n"))
        }
    }

    @Test("--format fitnessgram takes the roster's first and last names as given, with no guess at a space")
    func fitnessGramNamesAsGiven() throws {
        try withFolder { folder in
            let csv = "Student ID;First Name;Last Name;Gender\nS-1;Anna Maria;van der Berg;F\nS-2;Jo;Lee;M\n"
            let path = try Self.classRun(in: folder, id: "pacer-20m", rosterCSV: csv, laps: [23, 17])
            let result = try BinaryRunner.run(["results", path, "--format", "fitnessgram"])
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count == 3 && lines[1].hasPrefix("S-1,Anna Maria,van der Berg,F,,"), "\(lines)")
            #expect(lines[2].hasPrefix("S-2,Jo,Lee,M,,"))
        }
    }

    @Test("--format fitnessgram of a log that is not the PACER's: one line, 65, nothing on stdout")
    func fitnessGramRefused() throws {
        try withFolder { folder in
            let path = try policeRun(in: folder)
            let result = try BinaryRunner.run(["results", path, "--format", "fitnessgram"])
            #expect(result.status == 65)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("beeptest: ") && result.stderr.contains("PACER"))
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }
}
