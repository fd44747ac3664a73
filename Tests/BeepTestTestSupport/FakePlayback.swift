import BeepTest

/// A stand-in for the audio engine: test time moves only when the test says so, and not while
/// paused or after a stop, exactly as `LivePlayback.position` behaves. It remembers the controls
/// it received, in order, as "pause", "resume" and "stop".
public final class FakePlayback: LivePlayback, @unchecked Sendable {
    // Used from one test thread at a time.
    public private(set) var calls: [String] = []
    public private(set) var time: Double
    public private(set) var isPaused = false
    public private(set) var isFinished = false
    /// Seconds left of a resume's count-in, as the engine reports them (the test still paused);
    /// set by the test, cleared by a pause.
    public var resumingInS: Double?

    /// A playback at test time `time` (negative during the countdown).
    public init(at time: Double) { self.time = time }

    /// Moves test time on by `seconds`, unless paused or finished.
    public func advance(by seconds: Double) { if !isPaused && !isFinished { time += seconds } }

    public var position: PlaybackPosition {
        PlaybackPosition(
            testTime: time, isPaused: isPaused || resumingInS != nil, isFinished: isFinished, resumingInS: resumingInS)
    }

    public func pause() {
        calls.append("pause")
        isPaused = true
        resumingInS = nil
    }

    public func resume() {
        calls.append("resume")
        isPaused = false
    }

    public func stop() {
        calls.append("stop")
        isFinished = true
    }
}
