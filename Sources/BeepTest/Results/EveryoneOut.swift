/// The one rule that ends a test because nobody is running (README: The live view), for every front: once
/// every athlete on the roster is out or has withdrawn, the test ends at the first cue after the
/// mark that left nobody running; an undo before that cue keeps it going. The run then finishes
/// as stopped before its end (the test was not run to it), every athlete out or withdrew.
///
/// A reading of the marks, nothing more: asking it changes nothing, so a front may ask every
/// frame or at every cue. The front that ends the run on its answer says so to the recorder
/// (`ResultsRecorder.endForEveryoneOut()`), so that the finish line says why (`everyone_out`).
public struct EveryoneOut: Sendable, Equatable {
    /// The test time of the mark that left nobody running, while nobody is; nil while somebody
    /// runs, and always for an empty roster (with nobody to mark, nobody is out).
    public let since: Double?

    /// The rule for `session` after its mark at test time `markTime`, the one that left nobody
    /// running if nobody is.
    public init(_ session: ResultsSession, lastOutAt markTime: Double?) {
        since = session.isEveryoneOut ? markTime : nil
    }

    private init(since: Double?) { self.since = since }

    /// Somebody is running (or nobody can be marked): the test goes on, whatever the cue. For a
    /// front that keeps no marks.
    public static let goesOn = EveryoneOut(since: nil)

    /// What a front says when the last athlete running is out: the cue after it ends the test.
    public static var notice: String {
        tr("everyone is out: the test ends at the next cue (an undo keeps it going)")
    }

    /// What the view shows once the test has ended so.
    public static var endedNotice: String { tr("everyone is out: the test ended at the cue") }

    /// True when a cue at test time `cueTime` comes after the mark that left nobody running: the
    /// test ends at that cue. A cue at the mark's own time was heard before it, so it does not.
    public func endsTest(atCue cueTime: Double) -> Bool {
        since.map { $0 < cueTime } ?? false
    }

    /// True when the last cue of `timeline` heard by `position` ends the test (`endsTest(atCue:)`),
    /// for a front that reads the position rather than hearing each cue.
    public func endsTest(at position: PlaybackPosition, in timeline: Timeline) -> Bool {
        guard let cue = timeline.lastCueIndex(atOrBefore: position.testTime) else { return false }
        return endsTest(atCue: timeline.cues[cue].time)
    }
}
