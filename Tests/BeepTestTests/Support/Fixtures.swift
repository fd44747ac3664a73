import BeepTest
import Foundation
import Glibc
import Testing

/// Built-in profiles and helpers shared by the library tests.
enum Fixtures {
    /// The package's `Profiles/` folder.
    static let profilesFolder: String = packageRoot + "/Profiles"

    /// The package's root: the nearest folder above this file that holds `Package.swift`, so that
    /// the test files can move between folders without counting path components.
    static let packageRoot: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        while parts.count > 1 {
            parts.removeLast()
            let folder = parts.joined(separator: "/")
            if access(folder + "/Package.swift", F_OK) == 0 { return folder }
        }
        return "."
    }()

    /// The built-in profile `id`, loaded and validated like the program does.
    static func profile(_ id: String) throws -> Profile {
        try ProfileLoader.load(path: profilesFolder + "/" + id + ".json")
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

    /// Removes a temporary folder and what is in it.
    static func remove(_ folder: String) { try? FileManager.default.removeItem(atPath: folder) }

    /// A fresh temporary folder path (created; `remove` it when done).
    static func temporaryFolder() -> String {
        var template = Array("/tmp/beeptest-test-XXXXXX".utf8CString)
        let path = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        return path.map { String(cString: $0) } ?? "/tmp"
    }
}
