import Glibc

/// A value behind a pthread mutex, with a condition to wait on until another thread has changed it.
///
/// `Synchronization.Mutex` guards the program's other shared state; it cannot wait. This is the one
/// place that does: a thread that must sleep until another thread has done something (a call's clip
/// made in the background, a child process ended). The mutex checks its owner
/// (`PTHREAD_MUTEX_ERRORCHECK`), and every pthread call's return is checked: a failure is a bug
/// (a lock taken twice, a wait without it) and stops the program at once rather than letting two
/// threads share the value. Timed waits are on CLOCK_MONOTONIC, `SystemClock`'s clock, so that a
/// change of the calendar clock neither ends nor stretches them.
public final class ConditionLock<Value> {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let changed: UnsafeMutablePointer<pthread_cond_t>
    /// Guarded by `mutex`.
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        changed = .allocate(capacity: 1)
        var mutexAttributes = pthread_mutexattr_t()
        Self.check(pthread_mutexattr_init(&mutexAttributes), "pthread_mutexattr_init")
        Self.check(
            pthread_mutexattr_settype(&mutexAttributes, Int32(PTHREAD_MUTEX_ERRORCHECK)), "pthread_mutexattr_settype")
        Self.check(pthread_mutex_init(mutex, &mutexAttributes), "pthread_mutex_init")
        Self.check(pthread_mutexattr_destroy(&mutexAttributes), "pthread_mutexattr_destroy")
        var conditionAttributes = pthread_condattr_t()
        Self.check(pthread_condattr_init(&conditionAttributes), "pthread_condattr_init")
        Self.check(pthread_condattr_setclock(&conditionAttributes, CLOCK_MONOTONIC), "pthread_condattr_setclock")
        Self.check(pthread_cond_init(changed, &conditionAttributes), "pthread_cond_init")
        Self.check(pthread_condattr_destroy(&conditionAttributes), "pthread_condattr_destroy")
    }

    deinit {
        Self.check(pthread_cond_destroy(changed), "pthread_cond_destroy")
        Self.check(pthread_mutex_destroy(mutex), "pthread_mutex_destroy")
        changed.deallocate()
        mutex.deallocate()
    }

    /// `body`'s result on the value, with the lock held.
    public func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock()
        defer { unlock() }
        return body(&value)
    }

    /// Changes the value with `body`, with the lock held, and wakes every thread waiting for a change.
    public func changeAndWake<Result>(_ body: (inout Value) -> Result) -> Result {
        lock()
        defer { unlock() }
        let result = body(&value)
        Self.check(pthread_cond_broadcast(changed), "pthread_cond_broadcast")
        return result
    }

    /// Blocks until `ready` gives a result, asked with the lock held now and after each change.
    public func wait<Result>(until ready: (inout Value) -> Result?) -> Result {
        lock()
        defer { unlock() }
        while true {
            if let result = ready(&value) { return result }
            Self.check(pthread_cond_wait(changed, mutex), "pthread_cond_wait")
        }
    }

    /// Blocks until `ready` gives a result or the monotonic clock reads `deadline` (seconds,
    /// `SystemClock.now()`); nil when the deadline came first.
    public func wait<Result>(until ready: (inout Value) -> Result?, deadline: Double) -> Result? {
        var time = SystemClock.absoluteTime(deadline)
        lock()
        defer { unlock() }
        while true {
            if let result = ready(&value) { return result }
            let code = pthread_cond_timedwait(changed, mutex, &time)
            if code == ETIMEDOUT { return ready(&value) }
            Self.check(code, "pthread_cond_timedwait")
        }
    }

    private func lock() { Self.check(pthread_mutex_lock(mutex), "pthread_mutex_lock") }

    private func unlock() { Self.check(pthread_mutex_unlock(mutex), "pthread_mutex_unlock") }

    /// Stops the program when a pthread call failed: the lock no longer guards anything.
    private static func check(_ code: Int32, _ call: StaticString) {
        precondition(code == 0, "\(call) failed: \(Posix.errorText(code))")
    }
}

extension ConditionLock: @unchecked Sendable where Value: Sendable {}
