import BeepTest
import Testing

@testable import beeptest

/// A class of 35 on the live screen: the sizes of a laptop's terminal and of the smallest one.
@Suite("Roster panel")
struct RosterPanelTests {
    let states = LiveProfiles.states(LiveProfiles.shuttles)

    /// 35 pupils with bibs 101-135 given out of order, names of every length.
    static let names = [
        "Lena Lonsdale", "Mo Ali", "Alexandria Featherstonehaugh", "Kim Park", "Jo", "Ravi Chandrasekhar",
        "Ann-Marie Olsen", "Tom Berg", "Wiktoria Wiśniewska", "Ben Otieno", "Chloé Dubois", "Sam Reyes",
        "Isabella Montgomery", "Noah Schmidt", "Ava Rossi", "Liam O'Connor", "Zoë Adeyemi", "Omar Haddad",
        "Maja Lindqvist", "Yuki Tanaka", "Finn Murphy", "Priya Natarajan", "Leo Novak", "Ella Kowalczyk",
        "Hugo Martin", "Aisha Bello", "Jonas Weber", "Mila Horvat", "Oscar Nilsson", "Grace Mensah",
        "Luca Bianchi", "Sofia Papadopoulou", "Elias Virtanen", "Nora Jensen", "Max Müller",
    ]

    private func entries(outs: Set<Int> = [], warned: Set<Int> = []) -> [RosterEntry] {
        Self.names.enumerated().reversed().map { index, name in
            let bib = 101 + index
            if outs.contains(bib) { return RosterEntry(bib: bib, name: name, status: "out 10/11", isOut: true) }
            return RosterEntry(bib: bib, name: name, status: warned.contains(bib) ? "warned 1/2" : "")
        }
    }

    private func screen(_ roster: [RosterEntry], columns: Int, rows: Int) -> [String] {
        var content = LiveScreenContent(
            state: states.state(at: PlaybackPosition(testTime: 8.2)), profileName: "Quick shuttles")
        content.roster = roster
        content.marksByNumber = true
        return LiveScreen.lines(content, size: ScreenSize(columns: columns, rows: rows)).map(\.text)
    }

    private func statusLineIntact(_ lines: [String]) -> Bool {
        lines.first(where: containsClockTime) == "Level 2  Shuttle 2/12  00:08"
    }

    @Test("at 100x30 every athlete shows bib and 8 characters of name, with states, under the status line")
    func classAt100x30() {
        for roster in [entries(), entries(outs: [103, 117, 135], warned: [101, 120, 128])] {
            let lines = screen(roster, columns: 100, rows: 30)
            #expect(lines.count <= 30 && lines.allSatisfy { $0.cells <= 100 })
            #expect(statusLineIntact(lines))
            for entry in roster {
                let cell = "\(entry.bib) " + String(entry.name.unicodeScalars.prefix(8))
                #expect(lines.contains { $0.contains(cell) }, "\(cell)")
            }
            for entry in roster where !entry.status.isEmpty {
                let mark = entry.isOut ? "×" : "!"
                let cell = "\(mark)\(entry.bib) " + String(entry.name.unicodeScalars.prefix(8))
                #expect(lines.contains { $0.contains(cell) && $0.contains(entry.note) }, "\(entry.bib)")
            }
        }
    }

    @Test("the panel reads in columns by bib")
    func columnsByBib() {
        let lines = RosterPanel.lines(entries(), columns: 100, rows: 30)
        let firstColumn = lines.map { String($0.text.dropFirst().prefix(3)) }
        #expect(firstColumn == (0..<lines.count).map { String(101 + $0) })
    }

    @Test("at 80x24 the status line stays and every athlete out or warned is visible by bib")
    func classAt80x24() {
        let outs: Set<Int> = [102, 109, 113, 121, 130, 134]
        let warned: Set<Int> = [101, 105, 118, 127]
        for (columns, rows) in [(80, 24), (80, 12), (60, 10)] {
            let lines = screen(entries(outs: outs, warned: warned), columns: columns, rows: rows)
            #expect(lines.count <= rows && lines.allSatisfy { $0.cells <= columns })
            #expect(statusLineIntact(lines), "\(columns)x\(rows)")
            let words = lines.map { line in line.split { !$0.isNumber }.compactMap { Int($0) } }
            for bib in outs.union(warned) {
                // In a cell with its mark, or on the folded out:/warned: lines.
                let cell = lines.contains { $0.contains("×\(bib) ") || $0.contains("!\(bib) ") }
                let folded = zip(lines, words).contains { line, numbers in
                    (line.hasPrefix("out:") || line.hasPrefix("warned:") || line.hasPrefix("  "))
                        && numbers.contains(bib)
                }
                #expect(cell || folded, "\(bib) at \(columns)x\(rows): \(lines.joined(separator: "\n"))")
            }
        }
    }

    @Test("too many for cells, the athletes fold by bib with out first")
    func folded() {
        let lines = RosterPanel.lines(entries(outs: [110, 111], warned: [104]), columns: 40, rows: 4).map(\.text)
        #expect(lines.count == 4)
        #expect(lines[0] == "out: 110 10/11, 111 10/11")
        #expect(lines[1] == "warned: 104")
        #expect(lines[2].hasPrefix("in: 101 102 103 105"))
    }

    /// Each bib's row and column on the screen, where its cell begins.
    private func places(_ lines: [String]) -> [Int: [Int]] {
        var places: [Int: [Int]] = [:]
        for (row, line) in lines.enumerated() {
            let scalars = Array(line.unicodeScalars)
            for entry in entries() {
                let cell = "\(entry.bib) " + String(entry.name.unicodeScalars.prefix(6))
                if let range = line.range(of: cell) {
                    let column = line.unicodeScalars.distance(
                        from: line.unicodeScalars.startIndex, to: range.lowerBound)
                    if column == 0 || [" ", "!", "×"].contains(scalars[column - 1]) {
                        places[entry.bib, default: []].append(row * 1000 + column)
                    }
                }
            }
        }
        return places
    }

    @Test(
        "every athlete keeps their cell when anyone is warned or out, at any size",
        arguments: [(80, 24), (120, 35), (100, 30), (80, 20)])
    func placesKept(columns: Int, rows: Int) {
        let before = places(screen(entries(), columns: columns, rows: rows))
        #expect(before.count == 35 && before.values.allSatisfy { $0.count == 1 }, "\(columns)x\(rows): \(before)")
        let marked = entries(outs: [102, 109, 113, 121, 130, 134], warned: [101, 105, 118, 127])
        let after = places(screen(marked, columns: columns, rows: rows))
        #expect(after == before, "\(columns)x\(rows)")
    }

    @Test("a warned cell is drawn in reverse and an out one struck through, mark and all")
    func spans() throws {
        let lines = RosterPanel.lines(
            entries(outs: [102], warned: [101]), columns: 120, rows: [15, 20])
        let first = try #require(lines.first)
        #expect(first.text.hasPrefix("!101 Lena Lonsdale"), "\(first.text)")
        let warned = try #require(first.spans.first)
        #expect(warned.start == 0 && warned.style == .warned)
        #expect(first.text.unicodeScalars.dropFirst(warned.length).first == " ", "the span covers the whole cell")
        let second = try #require(lines.dropFirst().first)
        #expect(second.text.hasPrefix("×102 Mo Ali") && second.spans.first?.style == .out, "\(second.text)")
        var painter = ScreenPainter(usesColour: false)
        let bytes = painter.frame([first])
        #expect(bytes.contains("\u{1B}[0;7m!101 Lena Lonsdale"), "\(bytes)")
        var colour = ScreenPainter(usesColour: true)
        #expect(colour.frame([second]).contains("\u{1B}[0;1;9;31m×102 Mo Ali"))
    }

    @Test("at 120x35 names of 20 characters are whole, with the states in words")
    func wholeNames() {
        let roster = entries(warned: [101]) + [RosterEntry(bib: 136, name: "Anna-Lena Schmidtner")]
        let lines = screen(roster, columns: 120, rows: 35)
        #expect(lines.contains { $0.contains("136 Anna-Lena Schmidtner") }, "\(lines)")
        #expect(lines.contains { $0.contains("!101 Lena Lonsdale") && $0.contains("warned 1/2") }, "\(lines)")
        #expect(lines.contains { $0.contains("Isabella Montgomery") })
    }
}
