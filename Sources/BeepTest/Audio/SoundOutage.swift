/// A stretch of a live test with no sound: the output stopped taking audio for good and the
/// engine opened it again later (or never did), while the test went on by the monotonic clock.
/// The closing summary says from when to when it was.
public struct SoundOutage: Sendable, Equatable {
    /// Test time (seconds from the start cue) when the output was found gone.
    public var lostAt: Double
    /// CLOCK_MONOTONIC seconds of the same moment.
    public var lostMonotonicTime: Double
    /// Test time at which the sound was heard again; nil while (or if, to the end) it was not.
    public var backAt: Double?
    /// CLOCK_MONOTONIC seconds at which the sound was heard again, by the new stream's clock.
    public var backMonotonicTime: Double?

    /// Creates an outage that began at test time `lostAt`, monotonic time `lostMonotonicTime`.
    public init(lostAt: Double, lostMonotonicTime: Double, backAt: Double? = nil, backMonotonicTime: Double? = nil) {
        self.lostAt = lostAt
        self.lostMonotonicTime = lostMonotonicTime
        self.backAt = backAt
        self.backMonotonicTime = backMonotonicTime
    }
}
