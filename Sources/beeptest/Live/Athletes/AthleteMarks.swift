import BeepTest

/// The hook between the live fronts and the athletes' marks: the view's keys and typed bibs, and
/// the lines of `run --marks`, go to it as `MarkRequest`s (the entry and the playback position at
/// its first key), and the roster panel shows what it says.
///
/// The fronts call it from one thread at a time. `ResultsRecorder` decides warnings and outs (the
/// profile's stop rule, which only it holds), records them and writes the answer; the
/// executable's `RecorderMarks` adapts it to this protocol.
protocol AthleteMarks: AnyObject {
    /// The athletes in bib order, as the roster panel shows them at `position`.
    func roster(at position: PlaybackPosition) -> [RosterEntry]
    /// True when every bib is 1-9, so that keys 1-9 and u act at once; else bibs are typed, then Enter.
    var marksBySingleKey: Bool { get }
    /// Applies `request` (athletes who missed the line, or an undo). Returns the line to show,
    /// such as "Ann: warning at level 9 shuttle 4 (1 of 2 misses)".
    func apply(_ request: MarkRequest) -> String
    /// Whether nobody is running, and since which mark: the rule that says at which cue the
    /// test ends for it (`ResultsRecorder.everyoneOut`). Asking records nothing.
    var everyoneOut: EveryoneOut { get }
    /// The front ends the run because `everyoneOut` said so: the finish line will say why.
    func endForEveryoneOut()
    /// The test ended at `position`, at its end cue or stopped before it: the results are final.
    func finish(at position: PlaybackPosition)
    /// Marks not yet on disk and why ("2 marks NOT SAVED (No space left on device) …"), shown
    /// until they are saved; nil when everything is.
    var unsavedNotice: String? { get }
}

extension AthleteMarks {
    /// Marks kept in memory only are never "not saved".
    var unsavedNotice: String? { nil }

    /// Applies the entry `text` as typed or read (`MarkEntry.parse`) at `position`: the line to
    /// show, the reason when the entry cannot be read (nothing is recorded then), nil for an empty one.
    func apply(typed text: some StringProtocol, at position: PlaybackPosition) -> String? {
        do throws(MarkEntry.Problem) {
            guard let entry = try MarkEntry.parse(text) else { return nil }
            return apply(MarkRequest(entry, at: position))
        } catch {
            // One message, so that a language may put the reason where its grammar wants it.
            return tr("%s: nothing recorded", error.message)
        }
    }
}
