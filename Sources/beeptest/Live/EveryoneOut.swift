import BeepTest

/// The view's end when nobody is running (DESIGN.md §7): once every athlete is out or has
/// withdrawn, the test ends at the next cue (the mark's answer has said so; an undo before that
/// cue keeps it going). The run is finished as stopped before its end, everyone out or withdrew.
enum EveryoneOut {
    /// The note the view shows once the test has ended so.
    static var ended: String { tr("everyone is out: the test ended at the cue") }

    /// True when a cue at or before `position` follows the mark that left nobody running.
    static func endsTest(at position: PlaybackPosition, _ timeline: Timeline, _ marks: any AthleteMarks) -> Bool {
        guard let cue = timeline.lastCueIndex(atOrBefore: position.testTime) else { return false }
        return marks.endsTest(atCue: timeline.cues[cue].time)
    }
}
