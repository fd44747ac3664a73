/// A moment at which the athletes must be at a line: the end of one full shuttle.
///
/// Marks ("missed the line") refer to turns, scores are the last turn made on time.
public struct Turn: Sendable, Equatable {
    /// The index in `Timeline.cues` of the cue that ends the shuttle.
    public var cueIndex: Int
    /// The cue's test time.
    public var time: Double
    /// The level of the shuttle that ends here (the one it began in: at a level change the shuttle
    /// belongs to the level that is ending).
    public var levelIndex: Int
    /// That level's label.
    public var level: String
    /// The bout of the shuttle, from 1.
    public var bout: Int
    /// The shuttle within its bout, from 1.
    public var shuttle: Int
    /// The level announced at this cue or before it: at a level cue, the new level. The Léger
    /// equations use the speed of the last stage announced.
    public var announcedLevelIndex: Int
    /// True when this shuttle is the last one of its bout (Yo-Yo scores count whole bouts).
    public var endsBout: Bool
}

extension Turn {
    /// Where the turn is, for people: "level 9 shuttle 5", or "level 16 bout 2 shuttle 1" in a
    /// level of several bouts.
    public func position(in profile: Profile) -> String {
        if profile.levels[levelIndex].bouts > 1 || profile.levels[levelIndex].restS > 0 {
            return "level \(level) bout \(bout) shuttle \(shuttle)"
        }
        return "level \(level) shuttle \(shuttle)"
    }
}
