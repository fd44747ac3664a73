import BeepTest
import Testing

/// Each equation names who it was built on; an estimate for someone else keeps its value and
/// says so, and a noise figure measured on another group says so beside the verdict.
@Suite("VO2max populations and noise figures' groups")
struct VO2maxPopulationTests {
    private func note(_ method: VO2maxMethod, _ score: Score, _ athlete: Athlete) -> String?? {
        (try? method.estimate(score: score, athlete: athlete).get()).map(\.populationNote)
    }

    private let yoyoScore = Score(
        notation: .levelBout, text: "17.2", levelIndex: 6, level: "17", bout: 2, totalShuttles: 10, distanceM: 200)
    private let vift = Score(
        notation: .stageSpeed, text: "19.0", levelIndex: 22, level: "23", totalShuttles: 100, speedKmh: 19)
    private let ncf = Score(
        notation: .levelShuttle, text: "6.2", levelIndex: 2, level: "6", shuttle: 2, totalShuttles: 43)

    @Test("the adult NCF table for an 8-year-old: kept, with a note naming Ramsbottom's 74 adults")
    func ramsbottomChild() throws {
        let child = try #require(note(.ramsbottom1988, ncf, Athlete(name: "A", sex: .male, age: 8.4)))
        #expect(
            child
                == "estimate outside the method's population (74 active adult men and women, Ramsbottom et al. 1988): the athlete is 8 years old"
        )
        #expect(note(.ramsbottom1988, ncf, Athlete(name: "A", sex: .female, age: 30)) == .some(nil))
        #expect(note(.ramsbottom1988, ncf, Athlete(name: "A")) == .some(nil), "an unknown age is no reason for a note")
    }

    @Test("the IR2 equation for a 12-year-old girl says both; for a woman, her sex; for a man, nothing")
    func yoyoIR2() throws {
        let girl = try #require(note(.yoyoIR2, yoyoScore, Athlete(name: "A", sex: .female, age: 12)))
        #expect(
            girl?.hasSuffix("(trained adult men, Krustrup et al. 2006): the athlete is 12 years old and female") == true
        )
        let woman = try #require(note(.yoyoIR2, yoyoScore, Athlete(name: "A", sex: .female, age: 25)))
        #expect(woman?.hasSuffix("the athlete is female") == true)
        #expect(note(.yoyoIR2, yoyoScore, Athlete(name: "A", sex: .male, age: 25)) == .some(nil))
    }

    @Test("Buchheit's equation (16.2 ± 2.3 y) at 8 and 35 carries the note; at 16 it does not", arguments: [8.0, 35.0])
    func ift(age: Double) throws {
        let outside = try #require(note(.ift3015, vift, Athlete(name: "A", sex: .male, age: age, massKg: 60)))
        #expect(outside?.contains("players aged 16.2 ± 2.3 years, Buchheit 2008") == true)
        #expect(note(.ift3015, vift, Athlete(name: "A", sex: .male, age: 16, massKg: 60)) == .some(nil))
    }

    @Test("the adult men's IR1 noise figure for a woman, the youth figure at 11, the IFT's at 35")
    func noise() throws {
        let women = try #require(TestNoise.of(.yoyoIR1, courseM: 20, age: 25, sex: .female))
        #expect(
            women.note(age: 25, sex: .female)
                == "noise figure measured on adult male soccer players; the athlete is female")
        #expect(women.note(age: 25, sex: .male) == nil)
        let youth = try #require(TestNoise.of(.yoyoIR1, courseM: 20, age: 11, sex: .male))
        #expect(youth.note(age: 11, sex: .male)?.hasSuffix("the athlete is 11 years old") == true)
        #expect(youth.note(age: 15, sex: .male) == nil)
        let ift = try #require(TestNoise.of(.ift3015, courseM: 40, age: 35, sex: .male))
        #expect(ift.note(age: 35, sex: .male)?.contains("rugby league players, 15-20 y") == true)
    }
}
