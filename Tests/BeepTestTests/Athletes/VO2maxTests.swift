import BeepTest
import Testing

@Suite("VO2max estimates against published values")
struct VO2maxTests {
    /// A level.shuttle score as the session would make it (only the fields the methods read).
    private func score(level: String, shuttle: Int? = nil, distance: Double? = nil, speed: Double? = nil) -> Score {
        Score(
            notation: .levelShuttle, text: level, levelIndex: 0, level: level, shuttle: shuttle, totalShuttles: 1,
            distanceM: distance, speedKmh: speed, announcedSpeedKmh: speed)
    }

    private func value(_ method: VO2maxMethod, _ score: Score, _ athlete: Athlete = Athlete(name: "A")) -> Double? {
        try? method.estimate(score: score, athlete: athlete).get().value
    }

    private func reason(_ method: VO2maxMethod, _ score: Score, _ athlete: Athlete = Athlete(name: "A"))
        -> VO2maxUnavailable.Reason?
    {
        if case .failure(let why) = method.estimate(score: score, athlete: athlete) { why.reason } else { nil }
    }

    @Test(
        "Ramsbottom 1988: the NCF table's own entries",
        arguments: [
            (4, 2, 26.8), (4, 9, 29.5), (5, 6, 31.8), (6, 10, 36.4), (7, 8, 39.2), (8, 11, 43.3), (9, 4, 44.5),
            (10, 11, 50.2), (11, 12, 53.7), (12, 6, 55.4), (13, 13, 60.6), (14, 10, 63.2), (15, 2, 64.6),
            (16, 14, 70.9),
            (17, 12, 73.9), (18, 15, 77.9), (19, 8, 79.7), (20, 16, 84.8), (21, 2, 85.2), (21, 16, 88.2),
        ])
    func ramsbottomTable(level: Int, shuttle: Int, published: Double) {
        #expect(value(.ramsbottom1988, score(level: String(level), shuttle: shuttle)) == published)
    }

    @Test(
        "Ramsbottom 1988: between entries, linear in shuttles run (across a level change too)",
        arguments: [
            (4, 3, 27.2), (4, 7, 28.3 + 1.2 / 3), (10, 1, 47.1), (21, 15, 88.0),
        ])
    func ramsbottomBetween(level: Int, shuttle: Int, expected: Double) throws {
        let estimate = try #require(value(.ramsbottom1988, score(level: String(level), shuttle: shuttle)))
        #expect(abs(estimate - expected) < 1e-9)
    }

    @Test("Ramsbottom 1988: no estimate outside the table or for a shuttle the level does not have")
    func ramsbottomOutside() {
        for (level, shuttle) in [(4, 1), (3, 8), (1, 7)] {
            guard case .notInTable(let text)? = reason(.ramsbottom1988, score(level: String(level), shuttle: shuttle))
            else {
                Issue.record("\(level).\(shuttle) has an estimate")
                continue
            }
            #expect(text.contains("starts at 4.2"))
        }
        #expect(
            reason(.ramsbottom1988, score(level: "9", shuttle: 12)) == .notInTable("9.12 is not a score of this test"))
    }

    @Test(
        "Yo-Yo Endurance: theyoyotest.com's conversion table",
        arguments: [
            (5, 2, 27.1), (6, 9, 33.2), (8, 2, 37.5), (10, 11, 47.4), (12, 10, 53.7), (15, 13, 64.7), (18, 6, 73.5),
            (19, 15, 80.0), (20, 2, 80.5),
        ])
    func yoyoEndurance(level: Int, shuttle: Int, published: Double) {
        #expect(value(.yoyoEndurance, score(level: String(level), shuttle: shuttle)) == published)
    }

    @Test("Yo-Yo Endurance: no estimate below 5.2 or beyond the last row seen (20.2)")
    func yoyoEnduranceOutside() {
        #expect(value(.yoyoEndurance, score(level: "4", shuttle: 8)) == nil)
        #expect(value(.yoyoEndurance, score(level: "20", shuttle: 4)) == nil)
    }

    @Test(
        "Yo-Yo IR1 and IR2 (Bangsbo 2008): published IR1 rows and the IR2 equation",
        arguments: [
            (VO2maxMethod.yoyoIR1, 40.0, 36.74), (.yoyoIR1, 80, 37.07), (.yoyoIR1, 280, 38.75), (.yoyoIR1, 3640, 66.98),
            (.yoyoIR2, 40, 45.84), (.yoyoIR2, 1000, 58.9), (.yoyoIR2, 2680, 81.75),
        ])
    func yoyoIntermittent(method: VO2maxMethod, metres: Double, published: Double) throws {
        let estimate = try #require(value(method, score(level: "5", distance: metres)))
        #expect(abs(estimate - published) < 0.005 + 1e-9)
    }

    @Test("Léger 1988: adults take A = 18, which is Léger & Gadoury's −27.4 + 6.0·S within 0.1")
    func legerAdults() throws {
        for stage in 1...21 {
            let speed = 8 + 0.5 * Double(stage)
            let leger = try #require(
                value(.leger1988, score(level: String(stage), speed: speed), Athlete(name: "A", age: 35)))
            let gadoury = try #require(value(.legerGadoury1989, score(level: String(stage), speed: speed)))
            #expect(abs(leger - gadoury) < 0.1)
            #expect(abs(gadoury - (-27.4 + 6 * speed)) < 1e-9)
        }
    }

    @Test("Léger 1988 for a child: the age term and the age × speed term")
    func legerChild() throws {
        // 12-year-old, last stage announced 8 (12 km/h): 31.025 + 3.238·12 − 3.248·12 + 0.1536·144.
        let estimate = try #require(value(.leger1988, score(level: "8", speed: 12), Athlete(name: "A", age: 12)))
        #expect(abs(estimate - 53.0234) < 1e-9)
    }

    @Test("Léger methods: age needed, under-8s and (for the adult equation) under-18s get none")
    func legerRefusals() {
        let stage8 = score(level: "8", speed: 12)
        #expect(reason(.leger1988, stage8) == .missing(["age"]))
        #expect(
            reason(.leger1988, stage8, Athlete(name: "A", age: 6))
                == .outsidePopulation("the equation is for ages 8 and over"))
        guard case .outsidePopulation? = reason(.legerGadoury1989, stage8, Athlete(name: "A", age: 15)) else {
            Issue.record("an adult equation for a 15-year-old")
            return
        }
    }

    @Test("30-15 IFT (Buchheit 2008): sex, age and mass in the equation; each missing input named")
    func ift() throws {
        let vift = Score(
            notation: .stageSpeed, text: "19.0", levelIndex: 22, level: "23", totalShuttles: 100, speedKmh: 19)
        let man = try #require(value(.ift3015, vift, Athlete(name: "A", sex: .male, age: 25, massKg: 75)))
        // 28.3 − 2.15 − 0.741·25 − 0.0357·75 + 0.0586·25·19 + 1.03·19
        #expect(abs(man - 52.3525) < 1e-9)
        let woman = try #require(value(.ift3015, vift, Athlete(name: "A", sex: .female, age: 25, massKg: 75)))
        #expect(abs(man - woman - 2.15) < 1e-9)
        #expect(reason(.ift3015, vift, Athlete(name: "A", age: 25)) == .missing(["sex", "body mass"]))
    }

    @Test("each estimate names its method and source; a result carries the profile's method")
    func methodAndSource() throws {
        var session = try Fixtures.session("msft-20m")
        for shuttle in [1, 2] {
            _ = session.mark(athlete: 0, at: try Fixtures.justAfter(session, level: "11", shuttle: shuttle))
        }
        let estimate = try #require(try session.result(of: 0, at: 900).vo2max?.get())
        #expect(estimate.value == 50.2 && estimate.method == .ramsbottom1988)
        #expect(estimate.source.contains("Ramsbottom"))
        // The PACER's method is FitnessGram's equation, which needs an age the fixture does not give.
        let pacer = try Fixtures.session("pacer-20m").result(of: 0, at: 100).vo2max
        guard case .failure(let why)? = pacer else {
            Issue.record("no FitnessGram method on pacer-20m")
            return
        }
        #expect(why.method == .fitnessGram && why.reason == .missing(["age"]))
    }
}
