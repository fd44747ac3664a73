import BeepTest

/// Everything drawn on the live screen besides the test state (`TestState`).
struct LiveScreenContent {
    var state: TestState
    var profileName: String
    /// The question being asked ("Quit? (y/n)"), shown in place of the message.
    var prompt: String?
    /// The last athlete mark's answer, or a hint.
    var message: String?
    /// What must stay in sight until it is mended (marks NOT SAVED), before the message, in red.
    var alarm: String?
    var roster: [RosterEntry] = []
    /// `run --flash`: the marker naming the cue being flashed ("*** LEVEL ***"), nil between flashes.
    var flashMarker: String?
    /// The cue being flashed (its index in the timeline), so a plain display says each cue once.
    var flashCueIndex: Int?
    /// True when athletes are marked by typed bibs and Enter (a class), not keys 1-9.
    var marksByNumber = false
    /// Seconds since the speaker stopped taking audio, nil while there is sound: the test goes on
    /// without cues, and the screen says so in red on its top lines.
    var soundLostForS: Double?
    /// The countdown's length: the time left before the start never reads more.
    var countdownS: Double?
    /// True when the test's score counts bouts (Yo-Yo `16.2`): the big figures show the bout.
    var scoresBouts = false
    /// True on the "test over" screen (`LastLineScreen`): the keys are those that still apply.
    var isLastLine = false
    /// The bout under way, `bout` of `of`, for an interval profile (`Profile.isIntervals`): the
    /// view counts its bouts. Nil for a test run in shuttles alone.
    var intervalBout: (bout: Int, of: Int)?
    /// False when the level's work is timed (30-15 IFT, tabata): its shuttles are a pace, not a count.
    var countsShuttles = true
    /// True when the run plays nothing (`--silent`): the title says so, so nobody waits for a beep.
    var isSilent = false

    /// The line under the roster: the question, else the alarm and the message; nil for none.
    var promptLine: String? {
        if let prompt { return prompt }
        let said = [alarm, message].compactMap { $0 }
        return said.isEmpty ? nil : said.joined(separator: " · ")
    }
}
