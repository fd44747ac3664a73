/// When an athlete is out: after `misses` missed lines, counted consecutively or in total.
public struct StopRule: Sendable, Equatable {
    /// Missed lines that end the athlete's test (the first ones are warnings).
    public var misses: Int
    /// True when only consecutive misses count (a shuttle made on time clears the count).
    public var consecutive: Bool

    /// The beep-test default: out on the second consecutive miss.
    public init(misses: Int = 2, consecutive: Bool = true) {
        self.misses = misses
        self.consecutive = consecutive
    }
}
