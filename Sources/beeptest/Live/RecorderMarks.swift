import BeepTest

/// The athletes' marks of both fronts (the view's keys, `run --marks` lines), decided by the
/// stop rule and saved by the results recorder; the roster panel shows each athlete's warnings
/// and outs, in bib order, as the recorder sees them.
final class RecorderMarks: AthleteMarks, Sendable {
    private let recorder: ResultsRecorder
    private let stopRule: StopRule

    init(recorder: ResultsRecorder, stopRule: StopRule) {
        self.recorder = recorder
        self.stopRule = stopRule
    }

    func roster(at state: SessionState) -> [RosterEntry] {
        let results = recorder.results(at: state.testTime)
        let misses = recorder.currentMisses(at: state.testTime)
        let entries = results.enumerated().map { index, result in
            let isOut = result.status == .out
            var status = ""
            if isOut {
                status = "out" + (result.score.text.map { " " + $0 } ?? "")
            } else if index < misses.count, misses[index] > 0 {
                status = "warned \(misses[index])/\(stopRule.misses)"
            }
            return RosterEntry(bib: result.bib, name: result.athlete.name, status: status, isOut: isOut)
        }
        return entries.sorted { $0.bib < $1.bib }
    }

    var marksBySingleKey: Bool { recorder.roster.marksBySingleKey }

    var unsavedNotice: String? { recorder.unsaved?.text }

    /// Bibs are looked up first: an entry naming a bib not on the roster records nothing at all,
    /// so that a typo cannot mark half of what was meant.
    func apply(_ entry: MarkEntry, at state: SessionState) -> String? {
        let roster = recorder.roster
        let position = PlaybackPosition(testTime: state.testTime)
        switch entry {
        case .missed(let bibs):
            let unknown = bibs.filter { roster.index(ofBib: $0) == nil }
            guard unknown.isEmpty else { return Self.notOnRoster(unknown, then: "nothing marked") }
            let outcomes = bibs.compactMap(roster.index(ofBib:)).map { recorder.mark(athleteIndex: $0, at: position) }
            guard outcomes.count > 1 else {
                return outcomes.first.map { Self.line($0.message, saveError: $0.saveError) }
            }
            // Several at once: one short word each, so the answer fits one line of the screen.
            let parts = zip(bibs, outcomes).map { bib, outcome in
                let word: String
                switch outcome.kind {
                case .warning: word = "warned"
                case .out: word = "out" + (outcome.score?.text.map { " " + $0 } ?? "")
                case .refused: word = outcome.message
                }
                return Self.line("\(bib) \(word)", saveError: outcome.saveError)
            }
            return parts.joined(separator: " · ")
        case .undo(let bib):
            var index: Int?
            if let bib {
                guard let found = roster.index(ofBib: bib) else {
                    return Self.notOnRoster([bib], then: "nothing undone")
                }
                index = found
            }
            let outcome = recorder.undo(athleteIndex: index, at: position)
            return Self.line(outcome.message, saveError: outcome.saveError)
        }
    }

    /// The end of the view finishes the recorder, which decides from the time whether the test
    /// was completed. A pause or resume is logged when the engine reports it heard (`TerminalRun`
    /// hands the engine's events to the recorder), not at the key, as in the headless front.
    func testEvent(_ event: LiveTestEvent, at state: SessionState) {
        switch event {
        case .paused, .resumed: break
        case .finished, .stopped: recorder.finish(at: state.testTime)
        }
    }

    private static func notOnRoster(_ bibs: [Int], then consequence: String) -> String {
        let numbers = bibs.map(String.init).joined(separator: ", ")
        return "no athlete \(numbers) on the roster: \(consequence)"
    }

    /// The recorder's line, with a warning the coach cannot miss when it was not saved.
    private static func line(_ message: String, saveError: String?) -> String {
        saveError == nil ? message : message + "  (NOT SAVED)"
    }
}
