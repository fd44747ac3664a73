import BeepTest
import BeepTestTestSupport

@testable import beeptest

/// Athlete marks that remember what the view sent them.
final class RecordingMarks: AthleteMarks {
    /// The states the marks' positions mean, for the shuttle each mark was made in.
    private let map: TestStateMap
    private(set) var missed: [(athlete: Int, shuttle: Int)] = []
    /// The undos asked for: nil for the last mark, else the bib.
    private(set) var undone: [Int?] = []
    /// The bibs withdrawn, in order.
    private(set) var withdrawn: [Int] = []
    /// The test time of each `finish` the view sent.
    private(set) var finishTimes: [Double] = []
    let marksBySingleKey: Bool
    let entries = [RosterEntry(bib: 1, name: "Ann"), RosterEntry(bib: 2, name: "Bob", status: "warning")]

    /// Marks for a roster marked by keys 1-9 (`bySingleKey`), or by typed bibs, on `map`'s timeline.
    init(bySingleKey: Bool = true, map: TestStateMap = LiveProfiles.states(LiveProfiles.shuttles)) {
        marksBySingleKey = bySingleKey
        self.map = map
    }

    var undos: Int { undone.count }

    func roster(at position: PlaybackPosition) -> [RosterEntry] { entries }

    func apply(_ request: MarkRequest) -> String {
        switch request.entry {
        case .missed(let bibs):
            let shuttle = map.state(at: request.position).shuttle
            missed += bibs.map { ($0, shuttle) }
            return bibs.map { "athlete \($0) warned" }.joined(separator: ", ")
        case .withdrew(let bibs):
            withdrawn += bibs
            return bibs.map { "athlete \($0) withdrew" }.joined(separator: ", ")
        case .undo(let bib):
            undone.append(bib)
            return "undone"
        }
    }

    var everyoneOut: EveryoneOut { .goesOn }
    func endForEveryoneOut() {}

    func finish(at position: PlaybackPosition) { finishTimes.append(position.testTime) }
}

/// Small profiles built in code, one of each kind the screen must show.
enum LiveProfiles {
    /// Three levels of 2 s shuttles over 20 m (36 km/h: fast, so tests reach every phase quickly).
    static let shuttles = Profile(
        id: "quick", name: "Quick shuttles", distanceM: 20, countdownS: 3,
        levels: [
            Level(label: "1", pace: .shuttleSeconds(2), work: .shuttles(3)),
            Level(label: "2", pace: .shuttleSeconds(1.5), work: .shuttles(12)),
            Level(label: "3", pace: .shuttleSeconds(1), work: .shuttles(4)),
        ])

    /// Bouts with rest and letter labels.
    static let bouts = Profile(
        id: "bouts", name: "Bouts", distanceM: 20, countdownS: 2,
        levels: [Level(label: "A", pace: .speedKmh(12), work: .shuttles(2), bouts: 3, restS: 10)])

    static func states(_ profile: Profile) -> TestStateMap { TestStateMap(timeline: Timeline(profile: profile)) }
}

/// The `mm:ss` pattern of the status line, found anywhere in a line.
func containsClockTime(_ line: String) -> Bool {
    let characters = Array(line)
    guard characters.count >= 5 else { return false }
    for start in 0...(characters.count - 5) {
        let window = characters[start..<start + 5]
        let digits = [0, 1, 3, 4].allSatisfy { window[start + $0].isASCII && window[start + $0].isNumber }
        if digits && window[start + 2] == ":" { return true }
    }
    return false
}
