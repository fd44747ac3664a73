/// The "last line" phase (README: The live view): the end of a test is not the end of the run. When the
/// last cue sounds (the table's end or the `--stop-at` standard), the athletes are still running
/// to that line, and the coach marks whoever missed it after the beep, as for any line. The view
/// keeps its screen open for those marks until the coach finishes; a headless run takes them for
/// one shuttle's time after the last cue (less when the marks input ends first).
public enum LastLine {
    /// How long a headless run takes marks after the last cue: one shuttle at the last level's
    /// pace (the time the coach had for every other line); a second for a test without a pace.
    public static func markingSeconds(_ timeline: Timeline) -> Double {
        let profile = timeline.profile
        let level = timeline.cues.last.map { profile.levels[$0.levelIndex] }
        return level?.shuttleSeconds(distanceM: profile.distanceM) ?? 1
    }

    /// The seconds of `markingSeconds` for people, to a tenth, as the locale writes decimals:
    /// "3.6", "3,6" in French.
    public static func text(_ seconds: Double) -> String { Translation.decimal(seconds, decimals: 1) }
}
