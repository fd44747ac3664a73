import BeepTest
import BeepTestTestSupport
import Testing

/// Clips made up for the plan: `seconds(text)` long, of a constant audible value.
func fakeLengths(rate: Int, seconds: @escaping (String) -> Double) -> (CallPhrase) -> Int? {
    { phrase in Int(seconds(phrase.text) * Double(rate)) }
}

/// Stand-in clips for `plan`, each as long as the plan placed it and each with a value of its own,
/// so that a clip played in another's place shows.
func fakeClips(for plan: CallPlan) -> [[Int16]] {
    plan.clipPhrases.indices.map { clip in
        let length = plan.calls.first { $0.clip == clip }?.length ?? 0
        return [Int16](repeating: Int16(1000 + clip), count: length)
    }
}

/// The placement rules, checked against the cue sounds as designed (not as the plan saw them):
/// a call starts at least 100 ms after the last sample of the cue sound before it and ends at
/// least 300 ms before the next cue's frame.
func expectPlacementRules(_ plan: CallPlan, _ timeline: Timeline, sourceLocation: SourceLocation = #_sourceLocation) {
    let rate = plan.rate
    let frames = timeline.cues.map { Renderer.frame(of: $0.time, countdownS: timeline.countdownS, rate: rate) }
    for call in plan.calls {
        guard let previous = frames.lastIndex(where: { $0 <= call.frame }) else {
            Issue.record("call '\(call.text)' before the first cue", sourceLocation: sourceLocation)
            continue
        }
        let designed = Int((CueSoundDesign.design(for: timeline.cues[previous].kind).seconds * Double(rate)).rounded())
        let soundEnd = min(frames[previous] + designed, previous + 1 < frames.count ? frames[previous + 1] : .max)
        #expect(
            call.frame >= soundEnd + rate / 10, "'\(call.text)' starts \(call.frame - soundEnd) frames after a sound",
            sourceLocation: sourceLocation)
        if previous + 1 < frames.count {
            #expect(
                call.end <= frames[previous + 1] - rate * 3 / 10,
                "'\(call.text)' ends \(frames[previous + 1] - call.end) frames before a cue",
                sourceLocation: sourceLocation)
        }
    }
    for (a, b) in zip(plan.calls, plan.calls.dropFirst()) {
        #expect(a.end <= b.frame, "calls '\(a.text)' and '\(b.text)' overlap", sourceLocation: sourceLocation)
    }
}

@Suite("Call plan")
struct CallPlanTests {
    static let english = CallLanguage.named("en")!
    static let rate = 48000

    static func plan(
        _ timeline: Timeline, language: CallLanguage = english, seconds: @escaping (String) -> Double
    ) -> CallPlan {
        let beeps = Renderer(timeline: timeline, rate: rate)
        return CallPlan(
            requests: CallRequest.requests(for: timeline, language: language), cueFrames: beeps.cueFrames,
            soundEnds: beeps.cueSoundEnds, rate: rate, length: fakeLengths(rate: rate, seconds: seconds))
    }

    @Test("MSFT: the countdown, every level from 1 to 21 and 'Test complete', in time order, none dropped")
    func msft() throws {
        let timeline = Timeline(profile: try BuiltInProfiles.profile("msft-20m"))
        let plan = Self.plan(timeline) { 0.06 * Double($0.count) }
        let expected = ["5", "4", "3", "2", "1"] + (1...21).map { "Level \($0)" } + ["Test complete"]
        #expect(plan.calls.map(\.text) == expected)
        #expect(plan.dropped.isEmpty)
        expectPlacementRules(plan, timeline)
        // Each call starts as soon as it may: 100 ms after its own cue's sound.
        for call in plan.calls {
            let cue = timeline.cues[call.cueIndex]
            let frame = Renderer.frame(of: cue.time, countdownS: timeline.countdownS, rate: Self.rate)
            let sound = Int((CueSoundDesign.design(for: cue.kind).seconds * Double(Self.rate)).rounded())
            #expect(call.frame == frame + sound + Self.rate / 10, "\(call.text)")
        }
    }

    @Test("Yo-Yo IR1: a level call with no room after its cue goes into the rest, ending 300 ms before the cue")
    func yoyoRest() throws {
        let timeline = Timeline(profile: try BuiltInProfiles.profile("yoyo-ir1"))
        let long = 3.2
        let plan = Self.plan(timeline) { $0.hasPrefix("Level") ? long : 0.3 }
        #expect(plan.dropped.isEmpty)
        expectPlacementRules(plan, timeline)
        let frames = timeline.cues.map {
            Renderer.frame(of: $0.time, countdownS: timeline.countdownS, rate: Self.rate)
        }
        var inRest = 0
        for call in plan.calls where call.kind == .level {
            let index = call.cueIndex
            let levelSound = Int((CueSoundDesign.design(for: .level).seconds * Double(Self.rate)).rounded())
            // The room after the cue, from the timeline: its sound, 100 ms, the call, 300 ms, the next cue.
            let room = frames[index + 1] - frames[index] - levelSound - Self.rate * 4 / 10
            if room >= Int(long * Double(Self.rate)) || timeline.cues[index].kind == .start {
                #expect(call.frame > frames[index], "Level \(timeline.cues[index].level) fits after its cue")
            } else {
                #expect(timeline.cues[index - 1].kind == .rest)
                #expect(call.end == frames[index] - Self.rate * 3 / 10, "Level \(timeline.cues[index].level)")
                inRest += 1
            }
        }
        // 72/v - 0.83 s < 3.2 s above 17.9 km/h: levels 21, 22 and 23.
        #expect(inRest == 3)
        #expect(
            plan.calls.filter { $0.end <= frames[$0.cueIndex] }.map(\.text) == ["Level 21", "Level 22", "Level 23"])
    }

    @Test(
        "30-15 IFT and Léger say their stages in the call's language",
        arguments: [("en", "Stage"), ("fr", "Palier"), ("de", "Stufe"), ("es", "Etapa"), ("pt", "Estágio")])
    func stages(language: String, word: String) throws {
        for id in ["ift-30-15", "leger-1988"] {
            let timeline = Timeline(profile: try BuiltInProfiles.profile(id))
            let plan = Self.plan(timeline, language: try #require(CallLanguage.named(language))) { _ in 0.5 }
            let levels = plan.calls.filter { $0.kind == .level }.map(\.text)
            #expect(levels.first == word + " 1")
            #expect(levels.count == timeline.profile.levels.count)
            #expect(levels.allSatisfy { $0.hasPrefix(word + " ") })
        }
    }

    @Test("levels say 'Level' in English and their own word elsewhere", arguments: CallLanguage.all)
    func levelWords(language: CallLanguage) throws {
        let timeline = Timeline(profile: try BuiltInProfiles.profile("msft-20m"))
        let plan = Self.plan(timeline, language: language) { _ in 0.4 }
        let expected = [
            "en": "Level 5", "fr": "Palier 5", "de": "Stufe 5", "es": "Nivel 5", "nl": "Niveau 5", "it": "Livello 5",
            "pt": "Nível 5",
        ]
        #expect(plan.calls.contains { $0.text == expected[language.code] })
    }

    @Test("where 'Level 2' does not fit, the label alone; where nothing fits, no call")
    func fallbacks() {
        // 1.2 s turns: after the 0.43 s triple beep there is 1.2 - 0.43 - 0.4 = 0.37 s of room.
        let tight = Profile(
            id: "tight", name: "tight", distanceM: 20, countdownS: 0,
            levels: [
                Level(label: "1", pace: .shuttleSeconds(5), work: .shuttles(2)),
                Level(label: "2", pace: .shuttleSeconds(1.2), work: .shuttles(2)),
                Level(label: "3", pace: .shuttleSeconds(1.0), work: .shuttles(2)),
            ])
        let timeline = Timeline(profile: tight)
        let plan = Self.plan(timeline) { $0.hasPrefix("Level") ? 0.8 : 0.3 }
        #expect(plan.calls.map(\.text) == ["Level 1", "2", "Test complete"])
        #expect(plan.dropped.map(\.kind) == [.level])
        #expect(plan.dropped.first.map { timeline.cues[$0.cueIndex].level } == "3")
        expectPlacementRules(plan, timeline)
    }

    @Test("a phrase the engine could not say is skipped for the next one; no clip at all drops the call")
    func missingClips() throws {
        let timeline = Timeline(profile: try BuiltInProfiles.profile("msft-20m"), countdownS: 2)
        let beeps = Renderer(timeline: timeline, rate: Self.rate)
        var asked: [CallPhrase] = []
        let plan = CallPlan(
            requests: CallRequest.requests(for: timeline, language: Self.english), cueFrames: beeps.cueFrames,
            soundEnds: beeps.cueSoundEnds, rate: Self.rate
        ) {
            asked.append($0)
            let unsaid = $0.text.hasPrefix("Level") || $0.packName == "call-count-2"
            return unsaid ? nil : 4800
        }
        #expect(plan.calls.first.map(\.text) == "1")
        #expect(plan.calls.filter { $0.kind == .level }.map(\.text) == (1...21).map(String.init))
        #expect(plan.dropped.map(\.kind) == [.count])
        // Each phrase is asked for once, however many calls say it.
        #expect(asked.count == Set(asked).count)
        #expect(plan.clipPhrases.count == Set(plan.calls.map(\.clip)).count)
    }

    @Test("a profile's own level_word is said as written")
    func ownWord() throws {
        var profile = try BuiltInProfiles.profile("tabata")
        profile.levelWord = "Round"
        let requests = CallRequest.requests(
            for: Timeline(profile: profile), language: try #require(CallLanguage.named("fr")))
        #expect(requests.first { $0.kind == .level }?.phrases.first?.text == "Round 1")
    }
}
