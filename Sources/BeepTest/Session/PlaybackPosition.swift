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
    /// Seconds since the output stopped taking audio (the speaker lost), nil while there is sound:
    /// the test goes on without it, and a front must say so plainly.
    public var soundLostForS: Double?
    /// Seconds until the test goes on after a resume's count-in (three pips a second apart);
    /// nil when no count-in is under way. The test is still paused (`isPaused`) until then.
    public var resumingInS: Double?

    /// Creates a position.
    public init(
        testTime: Double, isPaused: Bool = false, isFinished: Bool = false, soundLostForS: Double? = nil,
        resumingInS: Double? = nil
    ) {
        self.testTime = testTime
        self.isPaused = isPaused
        self.isFinished = isFinished
        self.soundLostForS = soundLostForS
        self.resumingInS = resumingInS
    }
}
