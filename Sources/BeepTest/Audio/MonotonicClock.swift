#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The time source of live playback: CLOCK_MONOTONIC seconds, and sleeping until an absolute
/// time on that clock. A protocol so that scheduler logic can be tested with a fake clock.
public protocol MonotonicClock: Sendable {
    /// Seconds on the monotonic clock now.
    func now() -> Double
    /// Sleeps until the monotonic clock reads `deadline` (returns at once if it has passed).
    func sleep(until deadline: Double)
}

/// The system's CLOCK_MONOTONIC, with `clock_nanosleep(TIMER_ABSTIME)` so that sleeping to a
/// series of absolute deadlines never accumulates the error of relative sleeps.
public struct SystemClock: MonotonicClock {
    /// Creates the system clock.
    public init() {}

    public func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    public func sleep(until deadline: Double) {
        guard deadline.isFinite, deadline > 0 else { return }
        let seconds = deadline.rounded(.down)
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int((deadline - seconds) * 1e9))
        // Interrupted by a signal: sleep again to the same absolute deadline.
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil) == EINTR {}
    }
}
