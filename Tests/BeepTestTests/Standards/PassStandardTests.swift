import BeepTest
import BeepTestTestSupport
import Testing

@Suite("Pass standards (standards.md 2) and reference groups (3), test noise (4)")
struct PassStandardTests {
    @Test("police-15m passes at 5.4, the College of Policing's 2014 standard: 35 shuttles, 525 m")
    func collegeOfPolicing() throws {
        let profile = try BuiltInProfiles.profile("police-15m")
        let standard = try #require(profile.defaultPass)
        #expect(standard.score == "5.4")
        #expect(standard.name == "College of Policing fitness standard")
        #expect(standard.date == "2014 guidance")
        #expect(try standard.threshold(in: profile).get() == 35)
        #expect(try standard.threshold(in: profile).get() * 15 == 525)
    }

    @Test(
        "Specialist posts and the 2024 change by score or key, with their dates",
        arguments: [
            ("3.7", "3.7", "from 1 April 2024"), ("forces-2024", "3.7", "from 1 April 2024"),
            ("firearms", "7.6", "Chief Constables' Council, 18 January 2012"),
            ("7.6", "7.6", "Chief Constables' Council, 18 January 2012"), ("Police Divers", "6.8", "18 January 2012"),
            ("psu", "6.3", "18 January 2012"), ("dog-handler", "5.7", "18 January 2012"),
        ])
    func selectable(text: String, score: String, date: String) throws {
        let profile = try BuiltInProfiles.profile("police-15m")
        let standard = try PassStandard.resolve(text, profile: profile).get()
        #expect(standard.score == score)
        #expect(standard.date?.contains(date) == true)
    }

    @Test("A score is checked against the test: shuttles of the level, laps of the PACER")
    func thresholds() throws {
        let police = try BuiltInProfiles.profile("police-15m")
        // Levels 1-3 have 7, 8, 8 shuttles: 3.7 is shuttle 22; 7.6 is 7+8+8+8+9+9+6 = 55.
        #expect(try PassStandard.resolve("3.7", profile: police).get().threshold(in: police).get() == 22)
        #expect(try PassStandard.resolve("7.6", profile: police).get().threshold(in: police).get() == 55)
        #expect(throws: StandardUnavailable.self) { try PassStandard.resolve("5.10", profile: police).get() }
        #expect(throws: StandardUnavailable.self) { try PassStandard.resolve("99.1", profile: police).get() }
        let pacer = try BuiltInProfiles.profile("pacer-20m")
        #expect(try PassStandard.resolve("40", profile: pacer).get().threshold(in: pacer).get() == 40)
        #expect(throws: StandardUnavailable.self) { try PassStandard.resolve("firearms", profile: pacer).get() }
        #expect(throws: StandardUnavailable.self) { try PassStandard.resolve("5.4", profile: pacer).get() }
    }

    @Test("Yo-Yo IR1 distances beside the published group means, by sex; none without sex")
    func referenceGroups() throws {
        let groups = ReferenceGroup.yoyoIR1
        #expect(
            try ReferenceGroup.placing(distanceM: 2040, sex: .male, groups: groups).get()
                == "at or above the mean of male soccer, sub-elite (2030 m)")
        #expect(
            try ReferenceGroup.placing(distanceM: 2420, sex: .male, groups: groups).get()
                == "at or above the mean of male soccer, top-class (2420 m)")
        #expect(
            try ReferenceGroup.placing(distanceM: 1000, sex: .female, groups: groups).get()
                == "below the mean of female soccer, sub-elite (1160 m)")
        #expect(throws: StandardUnavailable.self) {
            try ReferenceGroup.placing(distanceM: 2000, sex: nil, groups: groups).get()
        }
        #expect(
            try ReferenceGroup.placing(distanceM: 800, sex: .male, groups: ReferenceGroup.yoyoIR2).get()
                == "at or above the mean of moderate elite soccer (771 m)")
    }

    @Test("A change smaller than the test's noise is not a change")
    func noise() throws {
        let ir2 = try #require(TestNoise.of(.yoyoIR2))
        #expect(ir2.isWithinNoise(from: 1000, to: 1090))  // 9 % < 9.6 %
        #expect(!ir2.isWithinNoise(from: 1000, to: 1100))
        let ift = try #require(TestNoise.of(.ift3015))
        #expect(ift.text == "1.5-6 %")
        #expect(TestNoise.of(.fitnessGram) == nil)
    }
}
