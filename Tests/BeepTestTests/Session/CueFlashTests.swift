import BeepTest
import BeepTestTestSupport
import Testing

/// The 20 m beep test: level 1 is 7 shuttles of 9 s (20 m at 8 km/h), so turns sound at 9 s,
/// 18 s, … and level 2's cue at 63 s.
@Suite("Cue flash")
struct CueFlashTests {
    let timeline: Timeline

    init() throws { timeline = try BuiltInProfiles.session("msft-20m").timeline }

    private func close(_ value: Double?, _ expected: Double) -> Bool {
        value.map { abs($0 - expected) < 1e-9 } ?? false
    }

    @Test("a turn flashes once for 200 ms from the moment it is heard")
    func turn() {
        #expect(!CueFlash(timeline, at: 8.9).isOn && close(CueFlash(timeline, at: 8.9).nextChange, 9))
        let on = CueFlash(timeline, at: 9.1)
        #expect(on.isOn && timeline.cues[on.cueIndex ?? 0].kind == .shuttle && close(on.nextChange, 9.2))
        let after = CueFlash(timeline, at: 9.25)
        #expect(!after.isOn && close(after.nextChange, 18))
    }

    @Test("a level cue flashes three times: on, off, on, off, on, 200 ms each")
    func level() {
        let expected: [(Double, Bool, Double)] = [
            (63.1, true, 63.2), (63.3, false, 63.4), (63.5, true, 63.6), (63.7, false, 63.8), (63.9, true, 64.0),
            (64.05, false, 71),  // level 2 runs at 9 km/h: 20 m in 8 s
        ]
        for (time, isOn, next) in expected {
            let flash = CueFlash(timeline, at: time)
            #expect(flash.isOn == isOn && close(flash.nextChange, next), "\(time)")
        }
        #expect(timeline.cues[CueFlash(timeline, at: 63.5).cueIndex ?? 0].kind == .level)
    }
}
