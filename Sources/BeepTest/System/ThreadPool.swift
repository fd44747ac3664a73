import Glibc
import Synchronization

/// The program's one way to spread independent jobs over the cores: up to one thread a core (at
/// most 8), each taking the next job in the order given, so the first jobs start first. `map` waits
/// for its results (a season's thousand logs to read and score, a history's athletes to print);
/// `start` does not (a stream's call clips, made while it plays, in the order it plays them).
///
/// Threads are plain pthreads started for the jobs and ended with them, not the async pool:
/// the jobs block (files, CPU-bound resampling) and must not hold up the async pool's threads.
public enum ThreadPool {
    /// The most threads a pool starts, whatever the cores: more only contend for the same disk
    /// and memory.
    static let maximumThreads = 8

    /// `transform` of each element of `items`, in order, on up to one thread a core (the caller's
    /// among them). Fewer than `minimumPerThread` elements a thread are not worth a thread: small
    /// inputs run on the caller's thread alone.
    public static func map<Element: Sendable, Value: Sendable>(
        _ items: [Element], minimumPerThread: Int = 8, _ transform: @escaping @Sendable (Element) -> Value
    ) -> [Value] {
        let threadCount = max(1, min(Posix.coreCount, maximumThreads, items.count / max(1, minimumPerThread)))
        let slots = Slots<Value>(count: items.count)
        let work = jobs(items.count) { index in slots.set(index, transform(items[index])) }
        // The caller is one of the threads; a thread that cannot start leaves its jobs to the others.
        let threads = spawn(threadCount - 1, work)
        work()
        for thread in threads { pthread_join(thread, nil) }
        return slots.values()
    }

    /// Starts jobs `0..<count` of `job` on up to one detached thread a core and returns at once.
    /// A thread that cannot start leaves its share to the others; when none can, the jobs run
    /// here before this returns.
    public static func start(_ count: Int, _ job: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let threads = spawn(max(1, min(Posix.coreCount, maximumThreads, count)), jobs(count, job))
        for thread in threads { pthread_detach(thread) }
        if threads.isEmpty { jobs(count, job)() }
    }

    /// A loop that runs the next job not yet taken until none is left; every thread runs the same.
    private static func jobs(_ count: Int, _ job: @escaping @Sendable (Int) -> Void) -> @Sendable () -> Void {
        let next = Counter()
        return {
            while true {
                let index = next.take()
                guard index < count else { return }
                job(index)
            }
        }
    }

    /// Up to `count` threads running `work`: those that started.
    private static func spawn(_ count: Int, _ work: @escaping @Sendable () -> Void) -> [pthread_t] {
        (0..<max(0, count)).compactMap { _ in try? PosixThread.spawn(work) }
    }

    /// The index of the next job to start.
    private final class Counter: Sendable {
        private let value = Atomic<Int>(0)
        func take() -> Int { value.add(1, ordering: .relaxed).oldValue }
    }
}

/// One slot per element, each written by exactly one thread before `pthread_join`, which orders
/// those writes before the reads that follow.
private final class Slots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil)
    }

    deinit {
        storage.deinitialize()
        storage.deallocate()
    }

    func set(_ index: Int, _ value: Value) { storage[index] = value }

    /// Every slot's value, in order (each has been set once every thread is joined).
    func values() -> [Value] { storage.compactMap { $0 } }
}
