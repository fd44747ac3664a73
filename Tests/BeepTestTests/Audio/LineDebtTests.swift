import Testing

@testable import BeepTest

@Suite("The line's debt: frames owed after a gap, settled in the quiet or at once, and the position held meanwhile")
struct LineDebtTests {
    /// The gap threshold the stream clock uses at 8000 Hz: 15 ms.
    let threshold = StreamGapWatch.thresholdSeconds * 8000

    @Test("a stall is owed, settled at once as a stall's skip, and the position is held until the skip is heard")
    func stallSkipsAtOnceAndHolds() {
        var debt = LineDebt()
        var held = debt.holdsPosition(heard: 0)
        #expect(!held)
        debt.streamMoved(by: 4000, stalled: true, paused: false)
        #expect(debt.frames == 4000)
        #expect(debt.isStall(threshold: threshold))
        held = debt.holdsPosition(heard: 50_000)
        #expect(held, "held: the skip is not written yet")
        let settled = debt.settle(atStream: 12_000, silenceAtMost: 400, threshold: threshold)
        #expect(settled == .skip(4000, stall: true))
        #expect(debt.frames == 0)
        held = debt.holdsPosition(heard: 11_999)
        #expect(held, "held until the skip's own frame is heard")
        held = debt.holdsPosition(heard: 12_000)
        #expect(!held)
        held = debt.holdsPosition(heard: 11_000)
        #expect(!held, "and not held again by an older reading")
    }

    @Test("a stream off its line without a stall owes frames that wait for the quiet, and holds nothing")
    func offLineOwesWithoutHolding() {
        var debt = LineDebt()
        debt.streamMoved(by: 40, stalled: false, paused: false)
        debt.streamMoved(by: 30, stalled: false, paused: false)
        #expect(debt.frames == 70)
        #expect(!debt.isStall(threshold: threshold), "under the threshold: settled where nothing is heard")
        var held = debt.holdsPosition(heard: 0)
        #expect(!held)
        let settled = debt.settle(atStream: 900, silenceAtMost: 400, threshold: threshold)
        #expect(settled == .skip(70, stall: false))
        held = debt.holdsPosition(heard: 0)
        #expect(!held)
    }

    @Test("paused, a gap owes nothing and holds nothing: the pause's silence takes it")
    func pausedOwesNothing() {
        var debt = LineDebt()
        debt.streamMoved(by: 4000, stalled: true, paused: true)
        #expect(debt.frames == 0)
        let held = debt.holdsPosition(heard: 0)
        #expect(!held)
    }

    @Test("a stream early owes silence, written a period at most at a time")
    func earlyStreamOwesSilenceByPeriods() {
        var debt = LineDebt()
        debt.streamMoved(by: -1000, stalled: false, paused: false)
        var settled = debt.settle(atStream: 100, silenceAtMost: 400, threshold: 5000)
        #expect(settled == .silence(400))
        #expect(debt.frames == -600)
        settled = debt.settle(atStream: 500, silenceAtMost: 400, threshold: 5000)
        #expect(settled == .silence(400))
        settled = debt.settle(atStream: 900, silenceAtMost: 400, threshold: 5000)
        #expect(settled == .silence(200))
        #expect(debt.frames == 0)
    }

    @Test(
        "a cue played late: its note carries how late once, its frames wait for the quiet however many, and a stall takes over"
    )
    func lateCue() {
        var debt = LineDebt()
        debt.playLate(cue: 3, owed: 2400)
        #expect(debt.replaysCue)
        var late = debt.lateFrames(forCue: 2)
        #expect(late == 0)
        late = debt.lateFrames(forCue: 3)
        #expect(late == 2400)
        late = debt.lateFrames(forCue: 3)
        #expect(late == 0, "once")
        #expect(!debt.isStall(threshold: threshold), "2400 frames, yet they wait for the quiet after the cue")
        var held = debt.holdsPosition(heard: 100_000)
        #expect(held)
        var settled = debt.settle(atStream: 7000, silenceAtMost: 400, threshold: threshold)
        #expect(settled == .skip(2400, stall: false))
        #expect(!debt.replaysCue)
        held = debt.holdsPosition(heard: 7000)
        #expect(!held)

        debt.playLate(cue: 5, owed: 800)
        debt.streamMoved(by: 3000, stalled: true, paused: false)
        #expect(!debt.replaysCue, "a stall's skip does not wait for the quiet after the late cue")
        settled = debt.settle(atStream: 9000, silenceAtMost: 400, threshold: threshold)
        #expect(settled == .skip(3800, stall: true))
    }

    @Test("the output found again holds the position until its first frame is heard, unless paused; clear forgets all")
    func resumeHoldsUntilHeard() {
        var debt = LineDebt()
        debt.holdUntilHeard(fromStream: 5000, paused: false)
        var held = debt.holdsPosition(heard: 4999)
        #expect(held)
        held = debt.holdsPosition(heard: 5000)
        #expect(!held)
        debt.holdUntilHeard(fromStream: 6000, paused: true)
        held = debt.holdsPosition(heard: 0)
        #expect(!held)

        debt.playLate(cue: 1, owed: 100)
        debt.clear()
        #expect(debt.frames == 0 && !debt.replaysCue && !debt.holdsPosition(heard: 0))
        let late = debt.lateFrames(forCue: 1)
        #expect(late == 0)
    }
}
