import Glibc

/// `map` on one thread per core, for many independent pieces of work (a season's thousand
/// logs to read and score, or a history's athletes to print). Results keep the input's order.
public enum ParallelMap {
    /// `transform` of each element of `items`, in order. Fewer than `minimumPerThread` elements
    /// a thread are not worth a thread: small inputs run on the caller's thread alone.
    public static func map<Element: Sendable, Value: Sendable>(
        _ items: [Element], minimumPerThread: Int = 8, _ transform: @escaping @Sendable (Element) -> Value
    ) -> [Value] {
        let threadCount = max(1, min(Posix.coreCount, 8, items.count / max(1, minimumPerThread)))
        let slots = Slots<Value>(count: items.count)
        let work: @Sendable (Int) -> Void = { first in
            for index in stride(from: first, to: items.count, by: threadCount) {
                slots.set(index, transform(items[index]))
            }
        }
        var threads: [pthread_t] = []
        var started = 1
        for first in 1..<threadCount {
            guard let thread = try? PosixThread.spawn({ work(first) }) else { break }
            threads.append(thread)
            started += 1
        }
        work(0)
        for thread in threads { pthread_join(thread, nil) }
        // A thread that could not start left its elements undone: do them here.
        for first in started..<threadCount { work(first) }
        return slots.values()
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
