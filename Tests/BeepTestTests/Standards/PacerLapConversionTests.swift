import BeepTest
import BeepTestTestSupport
import Testing

@Suite("PACER 15 m laps to 20 m laps (standards.md 1.3)")
struct PacerLapConversionTests {
    /// standards.md 1.3: laps at the end of each level, 15 m and 20 m.
    static let levelEnds15 = [
        9, 19, 30, 42, 54, 67, 80, 94, 108, 123, 138, 154, 171, 188, 206, 224, 243, 262, 282, 302, 323,
    ]
    static let levelEnds20 = [
        7, 15, 23, 32, 41, 51, 61, 72, 83, 94, 106, 118, 131, 144, 157, 171, 185, 200, 215, 231, 247,
    ]

    @Test("Exact at every level's end")
    func levelEnds() {
        for (laps15, laps20) in zip(Self.levelEnds15, Self.levelEnds20) {
            #expect(PacerLapConversion.fitnessGram.laps20m(fromLaps15: laps15) == laps20, "15 m lap \(laps15)")
        }
    }

    @Test("The conversion's level tables are the built-in profiles' level tables")
    func sameAsProfiles() throws {
        func perLevel(_ id: String) throws -> [Int] {
            LevelTable(profile: try BuiltInProfiles.profile(id)).rows.map { Int($0.shuttles) }
        }
        #expect(try perLevel("pacer-15m") == PacerLapConversion.fitnessGram.laps15PerLevel)
        #expect(try perLevel("pacer-20m") == PacerLapConversion.fitnessGram.laps20PerLevel)
    }

    @Test("Within a level the same fraction, to the nearest lap, never going back")
    func withinLevel() {
        let conversion = PacerLapConversion.fitnessGram
        // Level 4: 15 m laps 31…42 (12 laps) map onto 20 m laps 24…32 (9 laps): 6 of 12 is 4.5 of 9.
        #expect(conversion.laps20m(fromLaps15: 36) == 28)  // 23 + 4.5, halves up
        #expect(conversion.laps20m(fromLaps15: 31) == 24)  // 23 + 0.75
        #expect(conversion.laps20m(fromLaps15: 1) == 1)  // 7/9
        #expect(conversion.laps20m(fromLaps15: 0) == 0)
        var previous = 0
        for laps in 0...conversion.maximumLaps15 {
            let converted = conversion.laps20m(fromLaps15: laps)
            #expect(converted >= previous && converted <= laps, "15 m lap \(laps)")
            previous = converted
        }
        #expect(conversion.laps20m(fromLaps15: 400) == 247)
    }
}
