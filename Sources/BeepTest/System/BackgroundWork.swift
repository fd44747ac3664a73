import Glibc
import Synchronization

/// Work that goes on while the caller does not wait: `count` jobs on one detached thread a core,
/// each thread taking the next job in order, so the jobs start in the order given (the order in
/// which their results are needed) and the first ones finish first.
public enum BackgroundWork {
    /// Starts jobs `0..<count` of `job` and returns at once. A thread that cannot start leaves its
    /// share to the others; when none can, the jobs run here before this returns.
    public static func run(_ count: Int, _ job: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let next = Counter()
        let work: @Sendable () -> Void = {
            while true {
                let index = next.take()
                guard index < count else { return }
                job(index)
            }
        }
        var started = 0
        for _ in 0..<max(1, min(Posix.coreCount, 8, count)) {
            guard let thread = try? PosixThread.spawn(work) else { continue }
            pthread_detach(thread)
            started += 1
        }
        if started == 0 { work() }
    }

    /// The index of the next job to start.
    private final class Counter: Sendable {
        private let value = Atomic<Int>(0)
        func take() -> Int { value.add(1, ordering: .relaxed).oldValue }
    }
}
