import Glibc

/// The time source of live playback: CLOCK_MONOTONIC seconds, and sleeping until an absolute
/// time on that clock. A protocol so that scheduler logic can be tested with a fake clock (the
/// tests' `ManualClock`, in their support target).
public protocol MonotonicClock: Sendable {
    /// Seconds on the monotonic clock now.
    func now() -> Double
    /// Sleeps until the monotonic clock reads `deadline` (returns at once if it has passed).
    func sleep(until deadline: Double)
    /// True when the clock is the machine's own, so that waiting on it takes real time. Only
    /// then may the audio thread run at a real-time priority: on a fake clock it never blocks,
    /// and a real-time thread that never blocks starves every other thread on its CPU.
    var passesInRealTime: Bool { get }
}

/// The system's CLOCK_MONOTONIC, with `clock_nanosleep(TIMER_ABSTIME)` so that sleeping to a
/// series of absolute deadlines never accumulates the error of relative sleeps.
public struct SystemClock: MonotonicClock {
    public var passesInRealTime: Bool { true }
    /// Creates the system clock.
    public init() {}

    public func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    public func sleep(until deadline: Double) {
        guard deadline.isFinite, deadline > 0 else { return }
        var time = SystemClock.absoluteTime(deadline)
        // Interrupted by a signal: sleep again to the same absolute deadline.
        _ = Posix.retryingWhileReturnsEINTR { clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &time, nil) }
    }

    /// `seconds` on this clock as the `timespec` of an absolute deadline (`clock_nanosleep`,
    /// `pthread_cond_timedwait` on a CLOCK_MONOTONIC condition); a deadline that is not a finite
    /// time ahead of the clock's zero is taken as its zero (one already passed).
    static func absoluteTime(_ seconds: Double) -> timespec {
        guard seconds.isFinite, seconds > 0 else { return timespec(tv_sec: 0, tv_nsec: 0) }
        let whole = seconds.rounded(.down)
        return timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
    }
}
