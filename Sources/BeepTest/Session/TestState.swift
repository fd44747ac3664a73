/// What a live test is doing at one instant.
public enum SessionPhase: String, Sendable, Equatable {
    /// The countdown pips before the start cue.
    case countdown
    /// A work phase: shuttles (or an interval's work) under way.
    case running
    /// The rest after a bout (Yo-Yo recovery, 30-15 walk, interval rest).
    case resting
    /// The test position is frozen; `TestState.pausedPhase` says what was interrupted.
    case paused
    /// The end cue has been heard, or the test was stopped.
    case finished
}

/// The level after the current one, as a front announces it.
public struct UpcomingLevel: Sendable, Equatable {
    /// The level's index in the profile.
    public var index: Int
    /// The level's label.
    public var label: String
    /// Its speed in km/h, if it has a pace.
    public var speedKmh: Double?
    /// Seconds of test time until its level cue sounds.
    public var startsInS: Double
}

/// Everything a front shows of a live test at one position, derived from the timeline alone.
///
/// Shuttle numbers follow the cues: `shuttle` is the one being run, from 1, out of
/// `shuttlesInBout`; while resting (or once finished) it is the last one completed.
public struct TestState: Sendable, Equatable {
    /// What the test is doing.
    public var phase: SessionPhase
    /// While paused, the phase that the pause interrupted; nil otherwise.
    public var pausedPhase: SessionPhase?
    /// Seconds of countdown left before the start cue (0 once started).
    public var countdownRemainingS: Double
    /// The index of the current level in the profile.
    public var levelIndex: Int
    /// The current level's label ("9", "14", "A").
    public var levelLabel: String
    /// The current bout of the level, from 1.
    public var bout: Int
    /// How many bouts the level has.
    public var bouts: Int
    /// The shuttle being run, from 1 (the last one completed while resting or finished).
    public var shuttle: Int
    /// How many shuttles the current bout has.
    public var shuttlesInBout: Int
    /// Seconds until the next cue sounds; nil once finished.
    public var secondsToNextCue: Double?
    /// What the next cue will be; nil once finished.
    public var nextCueKind: CueKind?
    /// How far through the current shuttle (or rest) the athletes are, 0…1.
    public var progress: Double
    /// The running speed now in km/h (nil for a plain interval timer). In continuous stages it
    /// changes on the clock at the stage boundary, before the level cue announces the stage.
    public var speedKmh: Double?
    /// Shuttles completed since the test's first level, as the standard table counts them
    /// (levels before `--start-level` count as run; timed work counts its fractional shuttle).
    public var shuttlesRun: Double
    /// Metres completed, as the standard table counts them; nil without a course length.
    public var distanceM: Double?
    /// Seconds of test time since the start cue (0 during the countdown, frozen while paused).
    public var elapsedS: Double
    /// The position's test time, from the start cue (negative during the countdown), up to the
    /// end cue: what a mark made now is recorded at.
    public var testTime: Double
    /// The next level, if there is one.
    public var nextLevel: UpcomingLevel?
    /// The length of this run, start cue to end cue.
    public var totalS: Double
    /// The profile's word for its levels (`level_word`: "Level", "Stage", or its own), which a
    /// front shows in the calls' word for it (`CallLanguage.word(for:)`), so that the screen
    /// says "Stage"/"Etapa" where the voice does.
    public var levelWord: String = "Level"

    /// Seconds of the run left after `elapsedS`.
    public var remainingS: Double { max(0, totalS - elapsedS) }

    /// True while paused.
    public var isPaused: Bool { phase == .paused }

    /// While paused, the seconds until the test goes on after the count-in of a resume; nil
    /// while the pause holds.
    public var resumingInS: Double?

    /// True once the end cue has been reached (a test stopped early is finished but not complete):
    /// `Timeline.isComplete(at:)` at `testTime`.
    public internal(set) var isComplete = false
}
