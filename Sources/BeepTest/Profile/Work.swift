/// A level's work phase: exactly one of a shuttle count, a fixed work time, or a continuous stage.
public enum Work: Sendable, Equatable {
    /// `shuttles`: this many shuttles per bout, a beep at each turn.
    case shuttles(Int)
    /// `work_s`: seconds of work per bout, with turn beeps every shuttle time when there is a pace.
    case timed(Double)
    /// `duration_s`: a continuous stage of this many seconds (Léger 1988).
    case stage(Double)
}
