import BeepTest

/// The hook between the live fronts and the athletes' marks: the view's keys and typed bibs, and
/// the lines of `run --marks`, go to it as `MarkEntry`s, and the roster panel shows what it says.
///
/// The fronts call it from one thread at a time; it decides warnings and outs (the profile's stop
/// rule), records results, and answers with a short line to show. `ResultsRecorder` does the
/// deciding and recording; the executable's `RecorderMarks` adapts it to this protocol.
protocol AthleteMarks: AnyObject {
    /// The athletes in bib order, as the roster panel shows them at `state`.
    func roster(at state: SessionState) -> [RosterEntry]
    /// True when every bib is 1-9, so that keys 1-9 and u act at once; else bibs are typed, then Enter.
    var marksBySingleKey: Bool { get }
    /// Applies `entry` (athletes who missed the line, or an undo) at `state`, the moment its first
    /// key was pressed. Returns a line to show, such as "Ann: warning at 9/4", or nil.
    func apply(_ entry: MarkEntry, at state: SessionState) -> String?
    /// The test paused, resumed, finished or was stopped at `state`.
    func testEvent(_ event: LiveTestEvent, at state: SessionState)
    /// Marks not yet on disk and why ("2 marks NOT SAVED (No space left on device) …"), shown
    /// until they are saved; nil when everything is.
    var unsavedNotice: String? { get }
}

extension AthleteMarks {
    /// Marks kept in memory only are never "not saved".
    var unsavedNotice: String? { nil }

    /// Applies the entry `text` as typed or read (`MarkEntry.parse`) at `state`: the line to show,
    /// the reason when the entry cannot be read (nothing is recorded then), nil for an empty one.
    func apply(typed text: some StringProtocol, at state: SessionState) -> String? {
        do throws(MarkEntry.Problem) {
            guard let entry = try MarkEntry.parse(text) else { return nil }
            return apply(entry, at: state)
        } catch {
            return error.message + ": nothing recorded"
        }
    }
}
