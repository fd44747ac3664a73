import BeepTest
import BeepTestTestSupport
import Testing

/// standards.md 1.2 and 1.4 as published, written here (never read from the code under test).
private enum CooperTable {
    /// Age row (18 stands for ">17"): boys (NI-HR up to, HFZ from), girls (NI-HR up to, HFZ from).
    static let vo2: [(age: Int, boys: (Double, Double), girls: (Double, Double))] = [
        (10, (37.3, 40.2), (37.3, 40.2)), (11, (37.3, 40.2), (37.3, 40.2)), (12, (37.6, 40.3), (37.0, 40.1)),
        (13, (38.6, 41.1), (36.6, 39.7)), (14, (39.6, 42.5), (36.3, 39.4)), (15, (40.6, 43.6), (36.0, 39.1)),
        (16, (41.0, 44.1), (35.8, 38.9)), (17, (41.2, 44.2), (35.7, 38.8)), (18, (41.2, 44.3), (35.3, 38.6)),
    ]
    /// CDE's table (1.4), 20 m laps: boys HFZ from, boys NI-HR up to, girls HFZ from, girls NI-HR up to.
    static let laps: [(age: Int, boysHFZ: Int, boysNIHR: Int, girlsHFZ: Int, girlsNIHR: Int)] = [
        (10, 17, 8, 17, 8), (11, 20, 11, 20, 11), (12, 23, 15, 23, 13), (13, 29, 21, 25, 15), (14, 36, 27, 27, 18),
        (15, 42, 33, 30, 20), (16, 47, 37, 32, 23), (17, 50, 41, 35, 26), (18, 54, 44, 38, 28),
    ]
}

@Suite("FitnessGram PACER: equation, zones, targets (standards.md 1)")
struct FitnessGramTests {
    private func zone(laps: Int, course: PacerCourse = .metres20, age: Int?, sex: Sex?) -> FitnessGramZone? {
        FitnessGramResult(laps: laps, course: course, age: age, sex: sex).zone
    }

    @Test("Boys of 12: 22 laps is NI, 23 laps (40.286, rounded 40.3) is the HFZ")
    func boysOfTwelve() {
        #expect(FitnessGram.vo2max(laps20m: 23, age: 12) == 40.3)
        #expect(zone(laps: 22, age: 12, sex: .male) == .ni)
        #expect(zone(laps: 23, age: 12, sex: .male) == .hfz)
    }

    @Test("All 18 minimum-lap values of CDE's table, and the NI-HR limits, at and beside each edge")
    func cdeMinimumLaps() {
        for row in CooperTable.laps {
            for (sex, hfz, niHR) in [(Sex.male, row.boysHFZ, row.boysNIHR), (.female, row.girlsHFZ, row.girlsNIHR)] {
                let label = "\(sex) \(row.age)"
                #expect(zone(laps: hfz, age: row.age, sex: sex) == .hfz, "\(label) at \(hfz)")
                #expect(zone(laps: hfz - 1, age: row.age, sex: sex) != .hfz, "\(label) at \(hfz - 1)")
                #expect(zone(laps: niHR, age: row.age, sex: sex) == .niHR, "\(label) at \(niHR)")
                #expect(zone(laps: niHR + 1, age: row.age, sex: sex) == .ni, "\(label) at \(niHR + 1)")
                let result = FitnessGramResult(laps: hfz - 5, course: .metres20, age: row.age, sex: sex)
                #expect(result.hfzLaps == hfz, "\(label): target")
                #expect(result.lapsToHFZ == 5, "\(label): laps to go")
            }
        }
    }

    @Test("Every VO2max edge of the Cooper Institute table: HFZ from, NI between, NI-HR up to")
    func everyZoneEdge() throws {
        for row in CooperTable.vo2 {
            for (sex, values) in [(Sex.male, row.boys), (.female, row.girls)] {
                let standard = try AerobicStandard.lookup(age: row.age, sex: sex).get()
                #expect(standard.zone(vo2max: values.1) == .hfz)
                #expect(standard.zone(vo2max: values.1 - 0.1) == .ni)
                #expect(standard.zone(vo2max: values.0 + 0.1) == .ni)
                #expect(standard.zone(vo2max: values.0) == .niHR)
                #expect(standard.ageRow == (row.age == 18 ? ">17" : String(row.age)))
            }
        }
    }

    @Test("Over 17: the >17 row, with 18 in the equation whatever the age")
    func adults() {
        #expect(FitnessGram.vo2max(laps20m: 54, age: 25) == FitnessGram.vo2max(laps20m: 54, age: 18))
        #expect(zone(laps: 54, age: 30, sex: .male) == .hfz)
        #expect(zone(laps: 53, age: 30, sex: .male) == .ni)
        #expect(FitnessGramResult(laps: 0, course: .metres20, age: 40, sex: .female).hfzLaps == 38)
    }

    @Test("No zone under 10 or without age; from 12 none without sex; 10 and 11 need no sex")
    func missingSexOrAge() {
        let noAge = FitnessGramResult(laps: 30, course: .metres20, age: nil, sex: .male)
        #expect(noAge.zone == nil && noAge.hfzLaps == nil)
        #expect(noAge.zoneNote == "needs age")
        let nine = FitnessGramResult(laps: 30, course: .metres20, age: 9, sex: .female)
        #expect(nine.zone == nil)
        #expect(nine.zoneNote?.contains("under age 10") == true)
        #expect(zone(laps: 17, age: 10, sex: nil) == .hfz)
        #expect(zone(laps: 19, age: 11, sex: nil) == .ni)
        let twelve = FitnessGramResult(laps: 30, course: .metres20, age: 12, sex: nil)
        #expect(twelve.zone == nil)
        #expect(twelve.zoneNote?.contains("needs sex") == true)
        #expect(twelve.vo2max == .success(FitnessGram.vo2max(laps20m: 30, age: 12)))
    }

    @Test("No lap run: no estimate, so no zone (the zones are read from it), but the target stands")
    func nothingCompleted() {
        let zero = FitnessGramResult(laps: 0, course: .metres20, age: 12, sex: .male)
        #expect(zero.zone == nil)
        #expect(zero.zoneNote?.contains("nothing completed") == true)
        #expect(zero.hfzLaps == 23 && zero.lapsToHFZ == 23)
        // One lap is an estimate and a zone: 45.619 + 0.353 - 13.452 = 32.5, NI-HR for boys of 12.
        #expect(zone(laps: 1, age: 12, sex: .male) == .niHR)
        // Without an age the missing age is said first.
        #expect(FitnessGramResult(laps: 0, course: .metres15, age: nil, sex: .male).zoneNote == "needs age")
    }

    @Test("The HFZ target of the 15 m PACER is in 15 m laps")
    func fifteenMetreTarget() throws {
        // Boys of 12 need 23 laps of 20 m: level 3's end. On the 15 m track that is 30 laps (1.3).
        let result = FitnessGramResult(laps: 25, course: .metres15, age: 12, sex: .male)
        #expect(result.hfzLaps == 30)
        #expect(result.lapsToHFZ == 5)
        #expect(result.laps20m == PacerLapConversion.fitnessGram.laps20m(fromLaps15: 25))
    }

    @Test("The VO2max method of the PACER profiles is FitnessGram's, on 20 m laps")
    func profilesUseTheEquation() throws {
        for id in ["pacer-20m", "pacer-15m"] {
            #expect(try BuiltInProfiles.profile(id).vo2max == .fitnessGram)
        }
        let athlete = Athlete(name: "A", sex: .male, age: 12)
        let fifteen = Score(notation: .laps, text: "30", levelIndex: 2, totalShuttles: 30, distanceM: 450)
        let estimate = try VO2maxMethod.fitnessGram.estimate(score: fifteen, athlete: athlete).get()
        #expect(estimate.value == 40.3)  // 30 laps of 15 m = 23 laps of 20 m
        let noAge = VO2maxMethod.fitnessGram.estimate(score: fifteen, athlete: Athlete(name: "B"))
        guard case .failure(let why) = noAge else {
            Issue.record("an estimate without an age")
            return
        }
        #expect(why.reason == .missing(["age"]))
    }
}
