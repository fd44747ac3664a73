import BeepTest
import BeepTestTestSupport
import Testing

/// A score that is a floor (the test stopped with the athlete still running) decides a zone, a
/// pass or a reference group only when more running could not change it; the same score of an
/// athlete who went out is judged as always.
@Suite("Standards of a stopped test's floors")
struct FloorStandardsTests {
    /// The row of `athlete` with `status` and a score of `shuttles` (and `metres`) judged in `profile`.
    static func judged(
        _ status: AthleteResult.Status, score: String, shuttles: Double, metres: Double? = nil, athlete: Athlete,
        profile: Profile
    ) -> RowStandards {
        var row = ResultRow(
            key: 1, athlete: athlete.name, status: status, score: score, totalShuttles: shuttles, distanceM: metres)
        row.applyStandards(athlete: athlete, profile: profile, pass: profile.defaultPass)
        return row.standards
    }

    @Test("PACER: a floor at or above the HFZ target is HFZ; below it no zone, where an out is NI-HR")
    func zones() throws {
        let pacer = try BuiltInProfiles.profile("pacer-20m")
        let boy = Athlete(name: "Bob", sex: .male, age: 17)  // HFZ from 50 laps (standards.md 1.4)
        let above = Self.judged(.stopped, score: "52", shuttles: 52, athlete: boy, profile: pacer)
        #expect(above.zone == .hfz && above.hfzLaps == 50)
        let below = Self.judged(.stopped, score: "20", shuttles: 20, athlete: boy, profile: pacer)
        #expect(below.zone == nil && below.hfzLaps == 50)
        #expect(below.zoneNote == "the test stopped first (at least 20 laps, before the HFZ target of 50)")
        #expect(Self.judged(.out, score: "20", shuttles: 20, athlete: boy, profile: pacer).zone == .niHR)
        // A row of an earlier version, in progress when its record stopped, is a floor too.
        #expect(Self.judged(.inProgress, score: "20", shuttles: 20, athlete: boy, profile: pacer).zone == nil)
    }

    @Test("police 15 m: a floor at the standard passes; below it not judged, where an out fails")
    func passes() throws {
        let police = try BuiltInProfiles.profile("police-15m")
        let candidate = Athlete(name: "Cy")
        #expect(Self.judged(.stopped, score: "5.4", shuttles: 35, athlete: candidate, profile: police).pass == true)
        let short = Self.judged(.stopped, score: "5.2", shuttles: 33, athlete: candidate, profile: police)
        #expect(short.pass == nil && short.passNote == "not judged (the test stopped at 5.2, before 5.4)")
        #expect(Self.judged(.out, score: "5.2", shuttles: 33, athlete: candidate, profile: police).pass == false)
        #expect(Self.judged(.withdrew, score: "5.2", shuttles: 33, athlete: candidate, profile: police).pass == false)
    }

    @Test("Yo-Yo IR1: a floor is placed only above every group of its sex; an out is placed as always")
    func groups() throws {
        let yoyo = try BuiltInProfiles.profile("yoyo-ir1")
        let man = Athlete(name: "Al", sex: .male)
        let high = Self.judged(.stopped, score: "23.8", shuttles: 150, metres: 3000, athlete: man, profile: yoyo)
        #expect(high.referenceGroup?.contains("at or above") == true, "\(high)")
        let low = Self.judged(.stopped, score: "15.2", shuttles: 50, metres: 1000, athlete: man, profile: yoyo)
        #expect(low.referenceGroup == nil && low.referenceGroupNote == "the test stopped first (at least 1000 m)")
        let out = Self.judged(.out, score: "15.2", shuttles: 50, metres: 1000, athlete: man, profile: yoyo)
        #expect(out.referenceGroup?.contains("below every group") == true, "\(out)")
    }
}
