import BeepTest

/// The view's "test over" screen (`LastLine`): when the last cue has sounded and
/// there are athletes to mark, the view stays open and asks for whoever missed the last line;
/// their marks count for it, and Enter on an empty entry or q finishes the run.
enum LastLineScreen {
    /// True while the view should stay on the "test over" screen: the test ran to its last cue
    /// (not quit, not a lost device) and has athletes to mark.
    static func isOpen(
        _ state: TestState, at position: PlaybackPosition, timeline: Timeline, marks: (any AthleteMarks)?
    )
        -> Bool
    {
        guard state.phase == .finished, let marks, !marks.roster(at: position).isEmpty else { return false }
        return timeline.isComplete(at: position.testTime)
    }

    /// The question on the prompt line, in the marking form of the class (how to finish is on
    /// the key line, so the question fits 80 columns).
    static func prompt(marksByNumber: Bool) -> String {
        marksByNumber
            ? tr("TEST OVER: who missed the last line? type their bibs, Enter")
            : tr("TEST OVER: who missed the last line? press their keys")
    }
}
