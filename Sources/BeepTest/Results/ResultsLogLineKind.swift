/// The `"event"` of each line of a results log.
public enum ResultsLogLineKind: String, Sendable, CaseIterable {
    case start, warning, out, undo, pause, resume, finish
}
