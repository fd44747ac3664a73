import BeepTest
import Synchronization

/// A clock that moves only when slept on or told to: for tests of live playback, which then run
/// as fast as the machine allows with every time exact.
///
/// `onSleep` runs on the sleeping thread after each sleep (a test uses it to act at a given
/// time, or to freeze the "process" by moving the clock on).
public final class ManualClock: MonotonicClock {
    public var passesInRealTime: Bool { false }
    private let state: Mutex<(now: Double, sleeps: Int)>
    private let hook: (@Sendable (_ now: Double, _ sleeps: Int) -> Void)?

    /// A clock reading `start`, calling `onSleep` after each sleep with the time and the count.
    public init(start: Double = 1000, onSleep: (@Sendable (_ now: Double, _ sleeps: Int) -> Void)? = nil) {
        state = Mutex((start, 0))
        hook = onSleep
    }

    public func now() -> Double { state.withLock { $0.now } }

    public func sleep(until deadline: Double) {
        let (now, sleeps) = state.withLock { state -> (Double, Int) in
            state.now = max(state.now, deadline)
            state.sleeps += 1
            return (state.now, state.sleeps)
        }
        hook?(now, sleeps)
    }

    /// Moves the clock on by `seconds` (time passing without a sleep: work, or a frozen process).
    public func advance(by seconds: Double) { state.withLock { $0.now += max(0, seconds) } }
}
