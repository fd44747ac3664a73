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
    /// Where the turn is, for people, in the words of `profile`'s level (`position(level:…)`).
    public func position(in profile: Profile) -> String {
        Self.position(level: level, bout: bout, shuttle: shuttle, inBouts: profile.levels[levelIndex].isRunInBouts)
    }

    /// Where a shuttle is, for people: "level 9 shuttle 5"; in a level run in bouts,
    /// "level 5 bout 1 shuttle 2". The one formatter of a position, for the live view, the
    /// results log and `beeptest results`.
    ///
    /// The bout is named whenever the level is run in bouts, even a level of one bout: a Yo-Yo
    /// score is written level.bout (protocols.md §4: "16.3"), so a coach reads the bout to
    /// find it, and "level 5 bout 1" is the 5.1 on the score sheet.
    public static func position(level: String, bout: Int, shuttle: Int, inBouts: Bool) -> String {
        inBouts ? "level \(level) bout \(bout) shuttle \(shuttle)" : "level \(level) shuttle \(shuttle)"
    }

    /// A position as `position` writes it (the results log keeps it in English, for machines) in
    /// the reader's language: "palier 9 navette 5". Any other text is returned as it is.
    public static func translated(_ position: String) -> String {
        let words = position.split(separator: " ").map(String.init)
        guard words.first == "level" else { return position }
        if words.count == 4 && words[2] == "shuttle" { return tr("level %s shuttle %s", words[1], words[3]) }
        if words.count == 6 && words[2] == "bout" && words[4] == "shuttle" {
            return tr("level %s bout %s shuttle %s", words[1], words[3], words[5])
        }
        return position
    }
}
