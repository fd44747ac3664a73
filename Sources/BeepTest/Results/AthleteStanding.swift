/// One athlete as the live roster panel needs them, read under one lock for every athlete at
/// once (`ResultsRecorder.standings`): the result so far and the misses counting now.
public struct AthleteStanding: Sendable, Equatable {
    /// The result at the position asked for (in progress while the test runs).
    public var result: AthleteResult
    /// The misses counting now toward the stop rule (a consecutive count is cleared by a turn
    /// made on time).
    public var currentMisses: Int
    /// The misses the stop rule allows before an out.
    public var allowedMisses: Int
}
