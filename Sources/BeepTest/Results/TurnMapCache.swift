import Synchronization

/// Turn maps already made, by profile, start level and countdown, shared by the threads that
/// read a season's logs: those are a few tests run again and again, and making the timeline and
/// its turn map again for every log was a tenth of replaying it.
public final class TurnMapCache: Sendable {
    private struct Key: Hashable {
        var profileID: String
        var startLevelIndex: Int
        var countdownS: Double
    }

    private let maps = Mutex<[Key: TurnMap]>([:])

    /// An empty cache.
    public init() {}

    /// The turn map of `profile` started at level `startLevelIndex` after `countdownS` seconds
    /// of countdown, made once (a profile of the same id that differs is made afresh).
    public func turnMap(profile: Profile, startLevelIndex: Int, countdownS: Double) -> TurnMap {
        let key = Key(profileID: profile.id, startLevelIndex: startLevelIndex, countdownS: countdownS)
        if let known = maps.withLock({ $0[key] }), known.timeline.profile == profile { return known }
        let made = TurnMap(
            timeline: Timeline(profile: profile, startLevelIndex: startLevelIndex, countdownS: countdownS))
        maps.withLock { $0[key] = made }
        return made
    }
}
