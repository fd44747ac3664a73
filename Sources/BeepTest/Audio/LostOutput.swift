/// The test's clock while the output is gone, and the state of the attempts to open it again.
///
/// Without sound there is no audio clock: the test goes on by the monotonic clock from where it
/// was when the output was lost (frozen while paused), so that the fronts' position, the end of
/// the test and the point where the sound comes back all keep the test's own time. Apart from the
/// worker, which keeps what touches the sink and the shared state, so that this time is plain to
/// test.
struct LostOutput {
    /// How often a lost output is opened again: about twice a second.
    static let reopenInterval = 0.5

    /// The test frame at monotonic time `wall`; it advances from there at the rate unless paused.
    var testFrame: Int
    var wall: Double
    /// True while paused: the test's clock stands at `testFrame`.
    var paused: Bool
    /// When to try to open the device again.
    var nextAttempt: Double
    /// True once it is open again: silence plays until its clock is seen playing.
    var reopened = false
    /// The test's last frame (its end), and its frames a second.
    private let totalFrames: Int
    private let rate: Double

    /// The output lost at monotonic time `now`, with `written` test frames written and `published`
    /// the position the fronts last had: lost in the lead-in, the test starts without sound from
    /// its start, as it would have; paused, it stays where it paused; playing, it goes on from the
    /// last reading carried on by the monotonic clock (as the front's position is), past what was
    /// written if the device stalled before it was called lost: that did not stop the test.
    init(
        lostAt now: Double, published: PositionAnchor, written: Int, leadingIn: Bool, paused: Bool, totalFrames: Int,
        rate: Double
    ) {
        var frame = written
        if leadingIn {
            frame = 0
        } else if !paused, let wall = published.wall {
            let elapsed = published.advancing ? max(0, Int(((now - wall) * rate).rounded())) : 0
            frame = min(totalFrames, published.testFrame + elapsed)
        }
        testFrame = frame
        wall = now
        self.paused = paused && !leadingIn
        nextAttempt = now + Self.reopenInterval
        self.totalFrames = totalFrames
        self.rate = rate
    }

    /// The test frame at monotonic time `now`.
    func testFrame(at now: Double) -> Int {
        guard !paused else { return testFrame }
        return testFrame + max(0, Int(((now - wall) * rate).rounded()))
    }

    /// True when the test has reached its end without sound by `now`.
    func hasEnded(at now: Double) -> Bool { !paused && testFrame(at: now) >= totalFrames }

    /// The position for the fronts: the monotonic clock's.
    var anchor: PositionAnchor {
        PositionAnchor(testFrame: testFrame, wall: wall, advancing: !paused, limit: totalFrames, finished: false)
    }

    /// Pauses or resumes at `now`: the clock stands, or goes on, from the frame it reached then,
    /// which is returned.
    mutating func togglePause(at now: Double) -> Int {
        let frame = testFrame(at: now)
        paused.toggle()
        testFrame = frame
        wall = now
        return frame
    }

    /// When the thread, waiting at `now` for the output, is to look again: at the next attempt,
    /// after `step` at the most (so that a pause, a stop or an attempt's outcome is seen at once),
    /// or at the test's end.
    func nextLook(at now: Double, step: Double) -> Double {
        let end = paused ? Double.infinity : now + Double(totalFrames - testFrame(at: now)) / rate
        return min(nextAttempt, now + step, end)
    }
}
