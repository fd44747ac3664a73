import Testing

@testable import BeepTest

@Suite("Lost output: the test's clock runs on the monotonic clock while there is no sound")
struct LostOutputTests {
    static let rate = 1000.0
    static let total = 10_000

    /// The output lost at monotonic time 20, playing, the fronts' last reading test frame 3000 at 19.5.
    func lostPlaying(advancing: Bool = true) -> LostOutput {
        let published = PositionAnchor(testFrame: 3000, wall: 19.5, advancing: advancing, limit: Self.total)
        return LostOutput(
            lostAt: 20, published: published, written: 3200, leadingIn: false, paused: false, totalFrames: Self.total,
            rate: Self.rate)
    }

    @Test("lost while playing, the test is where the last reading carried on by the monotonic clock puts it")
    func lostWhilePlaying() {
        let output = lostPlaying()
        // Half a second after the reading, past the 3200 frames written: a stall did not stop the test.
        #expect(output.testFrame == 3500)
        #expect(output.wall == 20)
        #expect(!output.paused)
        #expect(output.nextAttempt == 20 + LostOutput.reopenInterval)
        #expect(!output.reopened)
        // A reading that showed the test not advancing (a pause being written) stands where it was.
        #expect(lostPlaying(advancing: false).testFrame == 3000)
    }

    @Test("lost while paused, the test stays where it was written; in the lead-in, it starts from its start, playing")
    func lostPausedOrLeadingIn() {
        let published = PositionAnchor(testFrame: 3000, wall: 19.5, advancing: false, limit: Self.total)
        let paused = LostOutput(
            lostAt: 20, published: published, written: 3200, leadingIn: false, paused: true, totalFrames: Self.total,
            rate: Self.rate)
        #expect(paused.testFrame == 3200)
        #expect(paused.paused)
        let leadingIn = LostOutput(
            lostAt: 20, published: PositionAnchor(), written: 0, leadingIn: true, paused: true,
            totalFrames: Self.total, rate: Self.rate)
        #expect(leadingIn.testFrame == 0)
        #expect(!leadingIn.paused)
    }

    @Test("lost past the end, the test stands at its end")
    func neverPastTheEnd() {
        let published = PositionAnchor(testFrame: 9900, wall: 10, advancing: true, limit: Self.total)
        let output = LostOutput(
            lostAt: 20, published: published, written: 9950, leadingIn: false, paused: false,
            totalFrames: Self.total, rate: Self.rate)
        #expect(output.testFrame == Self.total)
        #expect(output.hasEnded(at: 20))
    }

    @Test("the test's clock advances at the rate while playing, and stands while paused")
    func clock() {
        var output = lostPlaying()
        #expect(output.testFrame(at: 21.25) == 4750)
        #expect(output.testFrame(at: 19) == 3500)
        let pausedAt = output.togglePause(at: 21)
        #expect(pausedAt == 4500)
        #expect(output.paused)
        #expect(output.testFrame(at: 30) == 4500)
        #expect(!output.hasEnded(at: 1000))
        let resumedAt = output.togglePause(at: 40)
        #expect(resumedAt == 4500)
        #expect(output.wall == 40)
        #expect(output.testFrame(at: 41) == 5500)
        #expect(!output.hasEnded(at: 45.4))
        #expect(output.hasEnded(at: 45.5))
    }

    @Test("the fronts' position is the monotonic clock's, advancing unless paused")
    func anchor() {
        var output = lostPlaying()
        let playing = output.anchor
        #expect(playing.testFrame == 3500)
        #expect(playing.wall == 20)
        #expect(playing.advancing)
        #expect(playing.limit == Self.total)
        #expect(!playing.finished)
        _ = output.togglePause(at: 21)
        #expect(!output.anchor.advancing)
        #expect(output.anchor.testFrame == 4500)
    }

    @Test("the thread looks again at the next attempt, after a step at the most, or at the test's end")
    func nextLook() {
        var output = lostPlaying()
        #expect(output.nextLook(at: 20, step: 0.05) == 20 + 0.05)
        #expect(output.nextLook(at: 20.48, step: 0.05) == output.nextAttempt)
        // 50 frames before the end, the end comes first.
        output.nextAttempt = 100
        #expect((output.nextLook(at: 26.45, step: 0.1) * 1000).rounded() == 26_500)
        _ = output.togglePause(at: 26.45)
        #expect(output.nextLook(at: 50, step: 0.05) == 50 + 0.05)
    }
}
