/// Where a live test is, as the athletes hear it: the contract between the audio engine (which
/// owns the master clock) and the fronts (which only read it and never keep a clock of their own).
public struct PlaybackPosition: Sendable, Equatable {
    /// Seconds from the start cue of the sound being heard now (negative during the countdown).
    /// It stops advancing while paused.
    public var testTime: Double
    /// True while the test is paused (silence is being played).
    public var isPaused: Bool
    /// True once the end cue has been heard, or the test was stopped.
    public var isFinished: Bool

    /// Creates a position.
    public init(testTime: Double, isPaused: Bool = false, isFinished: Bool = false) {
        self.testTime = testTime
        self.isPaused = isPaused
        self.isFinished = isFinished
    }
}
