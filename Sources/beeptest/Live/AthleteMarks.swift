import BeepTest

/// The hook between the live fronts and the athletes' marks: keys 1–9 ("athlete n missed the
/// line") and u (undo) go to it, and the roster panel shows what it says.
///
/// The fronts call it from one thread; it decides warnings and outs (the profile's stop rule),
/// records results, and answers with a short line for the screen. `ResultsRecorder` does the
/// deciding and recording; the executable's `RecorderMarks` adapts it to this protocol.
protocol AthleteMarks: AnyObject {
    /// The athletes in key order, as the roster panel shows them at `state`.
    func roster(at state: SessionState) -> [RosterEntry]
    /// Key 1–9: athlete `key` missed the line at `state`. Returns a line to show, such as
    /// "Ann: warning" or "Bob is out at 9/4", or nil for nothing to say.
    func missedLine(athlete key: Int, at state: SessionState) -> String?
    /// Key u: takes back the last mark. Returns a line to show, or nil.
    func undoLastMark(at state: SessionState) -> String?
    /// The test paused, resumed, finished or was stopped at `state`.
    func testEvent(_ event: LiveTestEvent, at state: SessionState)
}
