/// The `"event"` of each line of a results log.
public enum ResultsLogLineKind: String, Sendable, CaseIterable {
    case start, warning, out, undo, pause, resume, finish
    /// The speaker stopped taking audio (the test went on without sound), and when it came back.
    case soundLost = "sound_lost"
    case soundBack = "sound_back"
}
