import BeepTest

/// The live view's athlete keys, decided by the stop rule and saved by the results recorder;
/// the roster panel shows each athlete's warnings and outs as the recorder sees them.
final class RecorderMarks: AthleteMarks {
    private let recorder: ResultsRecorder
    private let stopRule: StopRule

    init(recorder: ResultsRecorder, stopRule: StopRule) {
        self.recorder = recorder
        self.stopRule = stopRule
    }

    func roster(at state: SessionState) -> [RosterEntry] {
        let results = recorder.results(at: state.testTime)
        let misses = recorder.currentMisses(at: state.testTime)
        return results.enumerated().map { index, result in
            let isOut = result.status == .out
            var status = ""
            if isOut {
                status = "OUT" + (result.score.text.map { " " + $0 } ?? "")
            } else if index < misses.count, misses[index] > 0 {
                status = "warned \(misses[index])/\(stopRule.misses)"
            }
            return RosterEntry(key: result.key, name: result.athlete.name, status: status, isOut: isOut)
        }
    }

    func missedLine(athlete key: Int, at state: SessionState) -> String? {
        let outcome = recorder.mark(athleteIndex: key - 1, at: PlaybackPosition(testTime: state.testTime))
        return Self.line(outcome.message, saveError: outcome.saveError)
    }

    func undoLastMark(at state: SessionState) -> String? {
        let outcome = recorder.undo(at: PlaybackPosition(testTime: state.testTime))
        return Self.line(outcome.message, saveError: outcome.saveError)
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

    /// The recorder's line, with a warning the coach cannot miss when it was not saved.
    private static func line(_ message: String, saveError: String?) -> String {
        saveError.map { message + "  (NOT SAVED: \($0))" } ?? message
    }
}
