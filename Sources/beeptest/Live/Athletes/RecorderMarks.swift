import BeepTest

/// The athletes' marks of both fronts (the view's keys, `run --marks` lines), decided, saved and
/// answered by the results recorder; the roster panel shows each athlete's warnings, outs and
/// withdrawals, in
/// bib order, as the recorder sees them.
final class RecorderMarks: AthleteMarks, Sendable {
    private let recorder: ResultsRecorder

    init(recorder: ResultsRecorder) { self.recorder = recorder }

    func roster(at position: PlaybackPosition) -> [RosterEntry] {
        let entries = recorder.standings(at: position).map { standing in
            let result = standing.result
            let isOut = result.status == .out || result.status == .withdrew
            var status = ""
            var note = ""
            if isOut {
                status =
                    result.status == .withdrew
                    ? RosterStatusText.withdrew(score: result.score.text)
                    : RosterStatusText.out(score: result.score.text)
                note = result.score.text ?? ""
            } else if standing.currentMisses > 0 {
                status = RosterStatusText.warned(misses: standing.currentMisses, allowed: standing.allowedMisses)
                note = RosterStatusText.note(misses: standing.currentMisses, allowed: standing.allowedMisses)
            }
            var entry = RosterEntry(
                bib: result.bib, name: result.athlete.name, status: status, isOut: isOut, note: note)
            entry.isWithdrawn = result.status == .withdrew
            return entry
        }
        return entries.sorted { $0.bib < $1.bib }
    }

    var marksBySingleKey: Bool { recorder.roster.marksBySingleKey }

    var unsavedNotice: String? { recorder.unsaved?.text }

    func apply(_ request: MarkRequest) -> String { recorder.apply(request) }

    var everyoneOut: EveryoneOut { recorder.everyoneOut }

    func endForEveryoneOut() { recorder.endForEveryoneOut() }

    /// The recorder decides from the position whether the test was completed. Pauses and resumes
    /// are logged when the engine reports them heard (`ResultsRecorder.record`), not at the key.
    func finish(at position: PlaybackPosition) { recorder.finish(at: position) }

    /// `run --marks`' input ended: see `ResultsRecorder.marksEnded(at:)`.
    func marksEnded(at position: PlaybackPosition) -> Bool { recorder.marksEnded(at: position) }

    /// `run --marks`' input is read again (a FIFO's next writer): see `ResultsRecorder.marksResumed`.
    func marksResumed() -> Bool { recorder.marksResumed() }
}
