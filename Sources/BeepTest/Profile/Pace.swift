/// A level's pace: exactly one of a speed or a shuttle time.
public enum Pace: Sendable, Equatable {
    /// Running speed in km/h (`speed_kmh`); the shuttle time is `distance_m / speed`.
    case speedKmh(Double)
    /// Seconds per shuttle (`shuttle_s`), for tables published as times.
    case shuttleSeconds(Double)
}
