import BeepTestTestSupport
import Foundation
import Testing

/// A class of 30 on the real binary's screen (tmux) at the default 80×24 and at 120×35: big
/// digits, the whole key line, the title, "Running N of M", names, places kept across warnings,
/// warned and out drawn with attributes (with colour and with NO_COLOR), a Yo-Yo's bout.
@Suite("A class's screen")
struct ClassScreenTests {
    /// Shuttles of 2.5 s: turns at 2.5 s, 5 s, 7.5 s, … after the start.
    static let profile = ClassViewTests.profile

    /// Two levels of two bouts of two 2 s shuttles with 3 s of rest: scored by bout, as a Yo-Yo.
    static let intermittent = """
        {"format": 1, "id": "bouts-check", "name": "Bouts check", "distance_m": 20,
         "levels": [{"label": "5", "shuttle_s": 2, "shuttles": 2, "bouts": 2, "rest_s": 3},
                    {"label": "9", "shuttle_s": 2, "shuttles": 2, "bouts": 2, "rest_s": 3}]}
        """

    /// 30 names; bib 30's has 20 characters.
    static let names = Array(ClassViewTests.names.prefix(29)) + ["Anna-Lena Schmidtner"]

    static let roster =
        "bib,name\n" + names.enumerated().map { "\($0.offset + 1),\($0.element)" }.joined(separator: "\n") + "\n"

    private func start(_ size: (Int, Int), profile: String = Self.profile, noColour: Bool = false) throws -> TmuxPane {
        try TmuxPane(
            ["run", "profile.json", "--silent", "--countdown", "1", "--roster", "class.csv", "--results", "r.jsonl"],
            files: ["profile.json": profile, "class.csv": Self.roster], columns: size.0, rows: size.1,
            environment: noColour ? ["NO_COLOR": "1"] : [:])
    }

    private func seconds(_ pane: TmuxPane) -> Int { pane.statusLine()?.seconds ?? -1 }

    private func shows(_ pane: TmuxPane, _ text: String) -> Bool { pane.screen().contains { $0.contains(text) } }

    /// Where each athlete's cell is: row and column of `bib name…`, for every athlete found once.
    private func places(_ rows: [String]) -> [Int: [Int]] {
        var places: [Int: [Int]] = [:]
        for (row, line) in rows.enumerated() {
            for (index, name) in Self.names.enumerated() {
                let pattern =
                    "(^|[ !×])(\(index + 1) \(NSRegularExpression.escapedPattern(for: String(name.prefix(5)))))"
                guard let regex = try? NSRegularExpression(pattern: pattern),
                    let match = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                    let range = Range(match.range(at: 2), in: line)
                else { continue }
                let column = line.unicodeScalars.distance(
                    from: line.unicodeScalars.startIndex,
                    to: range.lowerBound.samePosition(in: line.unicodeScalars)
                        ?? line.unicodeScalars.startIndex)
                places[index + 1, default: []].append(row * 1000 + column)
            }
        }
        return places
    }

    /// The SGR parameters in force where `needle` is drawn in `escaped` (`capture-pane -e`); nil
    /// when the needle is not on screen in one run of text.
    static func attributes(of needle: String, in escaped: String) -> Set<Int>? {
        var active = Set<Int>()
        var rest = Substring(escaped)
        while !rest.isEmpty {
            guard let escape = rest.range(of: sgr, options: .regularExpression) else {
                return rest.contains(needle) ? active : nil
            }
            if rest[..<escape.lowerBound].contains(needle) { return active }
            let codes = rest[escape].dropFirst(2).dropLast().split(separator: ";", omittingEmptySubsequences: false)
            for code in codes.map({ Int($0) ?? 0 }) {
                switch code {
                case 0: active = []
                case 22: active.subtract([1, 2])
                case 27: active.remove(7)
                case 29: active.remove(9)
                case 39: active.subtract(30...37)
                default: active.insert(code)
                }
            }
            rest = rest[escape.upperBound...]
        }
        return nil
    }

    /// A select-graphic-rendition escape.
    static let sgr = "\u{1B}\\[[0-9;]*m"

    /// Every SGR parameter `escaped` holds.
    static func codes(in escaped: String) -> Set<Int> {
        var codes = Set<Int>()
        var rest = Substring(escaped)
        while let escape = rest.range(of: sgr, options: .regularExpression) {
            for code in rest[escape].dropFirst(2).dropLast().split(separator: ";") { codes.insert(Int(code) ?? 0) }
            rest = rest[escape.upperBound...]
        }
        return codes
    }

    @Test(
        "at 80x24 and 120x35: digits, title, Running N of M, the whole key line, every pupil, names whole at 120",
        arguments: [(80, 24), (120, 35)])
    func screen(columns: Int, rows: Int) throws {
        let pane = try start((columns, rows))
        defer { _ = try? pane.type("qy") }
        #expect(pane.wait { seconds(pane) >= 1 }, "\(pane.screen())")
        let screen = pane.screen()
        #expect(screen.allSatisfy { $0.unicodeScalars.count <= columns })
        // Row 1 is the status line, row 2 the title; the big digits below them, larger than text.
        #expect(StatusLine(screen[0])?.isWellFormed == true, "\(screen)")
        #expect(screen[1].hasPrefix("RUN") && screen[1].contains("Class check"), "\(screen)")
        #expect(screen.filter { $0.contains("█") || $0.contains("▀") || $0.contains("▄") }.count >= 3, "\(screen)")
        #expect(shows(pane, "TIME") && shows(pane, "LEVEL") && shows(pane, "SHUTTLE"), "\(screen)")
        #expect(shows(pane, "Running 30 of 30"), "\(screen)")
        // The key line whole, on the last rows.
        let keys = screen.suffix(3).joined(separator: "\n")
        for key in ["space pause/resume", "q quit", "Ctrl-C stop now", "u Enter: undo", "u 1 Enter: undo 1"] {
            #expect(keys.contains(key), "\(key): \(screen)")
        }
        let found = places(screen)
        #expect(found.count == 30 && found.values.allSatisfy { $0.count == 1 }, "\(found): \(screen)")
        if columns >= 120 {
            #expect(shows(pane, "30 Anna-Lena Schmidtner"), "\(screen)")
        }
    }

    @Test(
        "a warning and an out keep every pupil in their place, marked and in reverse or struck through",
        arguments: [false, true])
    func placesKept(noColour: Bool) throws {
        for size in [(80, 24), (120, 35)] {
            let pane = try start(size, noColour: noColour)
            #expect(pane.wait { seconds(pane) >= 3 }, "\(pane.screen())")
            let before = places(pane.screen())
            #expect(before.count == 30, "\(before): \(pane.screen())")
            try pane.type("12 17")
            try pane.press("Enter")
            #expect(pane.wait { shows(pane, "12 warned · 17 warned") }, "\(pane.screen())")
            #expect(pane.wait { seconds(pane) >= 6 }, "\(pane.screen())")
            // 12 misses again: out; 23 is warned; 17 made the line, so is no longer warned.
            try pane.type("12 23")
            try pane.press("Enter")
            #expect(pane.wait { shows(pane, "×12 ") && shows(pane, "Running 29 of 30") }, "\(pane.screen())")
            let screen = pane.screen()
            #expect(places(screen) == before, "\(size): before \(before)\nafter \(screen)")
            #expect(screen[1].hasPrefix("RUN"), "a message took the title line: \(screen)")
            #expect(shows(pane, "!23 ") && shows(pane, " 17 Zoë"), "\(screen)")

            let escaped = pane.screenWithEscapes()
            let warned = try #require(Self.attributes(of: "!23 ", in: escaped), "\(escaped)")
            let out = try #require(Self.attributes(of: "×12 ", in: escaped), "\(escaped)")
            let plain = try #require(Self.attributes(of: " 3 Alex", in: escaped), "\(escaped)")
            #expect(warned.contains(7) && !plain.contains(7), "\(warned) \(plain)")
            #expect(out.contains(9) && out.contains(1), "\(out)")
            if noColour {
                let colours = Self.codes(in: escaped).filter { (30...38).contains($0) || (90...97).contains($0) }
                #expect(colours.isEmpty, "colour under NO_COLOR: \(colours) \(escaped)")
            } else {
                #expect(warned.contains(33) && out.contains(31), "\(warned) \(out)")
            }
            try pane.type("q")
            try pane.type("y")
            #expect(pane.wait { pane.exitStatus != nil })
        }
    }

    @Test("a test scored by bout shows the bout in the big digits")
    func bouts() throws {
        let pane = try start((80, 24), profile: Self.intermittent)
        defer { _ = try? pane.type("qy") }
        // Bout 2 of level 5 starts after 2 × 2 s of running and 3 s of rest.
        #expect(pane.wait { pane.screen().dropFirst().first?.contains("bout 2 of 2") == true }, "\(pane.screen())")
        let screen = pane.screen()
        #expect(shows(pane, "BOUT") && !shows(pane, "SHUTTLE"), "\(screen)")
        // The figures row: the time, the level 5 and the bout 2/2; the slash only drawn in the last.
        let glyphRows = screen.filter { $0.contains("█") || $0.contains("▀") || $0.contains("▄") }
        #expect(glyphRows.count >= 3, "\(screen)")
    }

    @Test("results fits the terminal or COLUMNS, notes under their rows; a pipe gets the plain table")
    func resultsWidth() throws {
        let fixture = PackageRoot.file("Tests/Fixtures/results/yoyo-ir1-cut-short.jsonl")
        let note = "out at level 12 bout 1 shuttle 1"
        let piped = try BinaryRunner.run(["results", fixture])
        #expect(piped.status == 0 && piped.stdout.contains("VO2MAX  NOTE"), "\(piped.stdout)")
        #expect(piped.stdout.split(separator: "\n").contains { $0.count > 80 }, "the fixture needs fitting")
        let narrow = try BinaryRunner.run(["results", fixture], environment: ["COLUMNS": "60"])
        let lines = narrow.stdout.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 60 } && lines.contains { $0 == "     " + note }, "\(narrow.stdout)")
        #expect(lines.contains { $0.hasPrefix("  1  Ann ") }, "\(narrow.stdout)")

        // On a terminal of 80 columns: its width, every line within it.
        let pane = try TmuxPane(["results", fixture], columns: 80, rows: 24)
        #expect(pane.wait { pane.exitStatus != nil })
        let screen = pane.screen()
        #expect(pane.exitStatus == 0 && screen.allSatisfy { $0.count <= 80 }, "\(screen)")
        #expect(screen.contains("     " + note) && screen.contains { $0.hasPrefix("BIB  ATHLETE") }, "\(screen)")
    }
}
