/// The `"event"` of each line of a results log.
public enum ResultsLogLineKind: String, Sendable, CaseIterable {
    case start, warning, out, undo, pause, resume, finish
    /// An athlete stopped running (`w 17`): out at once, scored at their last line made on time.
    case withdraw
    /// The speaker stopped taking audio (the test went on without sound), and when it came back.
    case soundLost = "sound_lost"
    case soundBack = "sound_back"
}
