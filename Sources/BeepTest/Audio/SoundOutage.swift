/// A stretch of a live test with no sound: the output stopped taking audio for good and the
/// engine opened it again later (or never did), while the test went on by the monotonic clock.
/// The closing summary says from when to when it was.
public struct SoundOutage: Sendable, Equatable {
    /// Test time (seconds from the start cue) when the output was found gone.
    public var lostAt: Double
    /// CLOCK_MONOTONIC seconds of the same moment.
    public var lostWall: Double
    /// Test time at which the sound was heard again; nil while (or if, to the end) it was not.
    public var backAt: Double?
    /// CLOCK_MONOTONIC seconds at which the sound was heard again, by the new stream's clock.
    public var backWall: Double?

    /// Creates an outage that began at test time `lostAt`, monotonic time `lostWall`.
    public init(lostAt: Double, lostWall: Double, backAt: Double? = nil, backWall: Double? = nil) {
        self.lostAt = lostAt
        self.lostWall = lostWall
        self.backAt = backAt
        self.backWall = backWall
    }
}
