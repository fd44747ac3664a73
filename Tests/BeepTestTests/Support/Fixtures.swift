import BeepTest
import BeepTestTestSupport
import Testing

/// Built-in profiles and helpers shared by the library tests.
enum Fixtures {
    /// The built-in profile `id`, loaded and validated like the program does.
    static func profile(_ id: String) throws -> Profile {
        try BuiltInProfiles.profile(id)
    }

    /// A session of `id` from level `start` (a label) with the athletes `names`.
    static func session(_ id: String, start: String? = nil, athletes names: [String] = ["Ann", "Bob", "Cy"]) throws
        -> ResultsSession
    {
        let profile = try profile(id)
        let startIndex = try #require(start.map { profile.levelIndex(label: $0) } ?? 0)
        let timeline = Timeline(profile: profile, startLevelIndex: startIndex)
        return ResultsSession(timeline: timeline, roster: Roster(athletes: names.map { Athlete(name: $0) }))
    }

    /// Test time half a second after the turn ending `shuttle` of `bout` in level `level`
    /// (when a coach presses the key for a miss).
    static func justAfter(_ session: ResultsSession, level: String, bout: Int = 1, shuttle: Int) throws -> Double {
        let index = try #require(session.turnMap.turnIndex(level: level, bout: bout, shuttle: shuttle))
        return session.turnMap.turns[index].time + 0.5
    }
}
