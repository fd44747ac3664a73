/// The last few offsets of the audio clock's readings (`heard − wall × rate`), in the order read
/// and in ascending order at once, for the clock filter and the gap watch.
///
/// Both take the median of their last offsets at every period. Keeping the sorted copy up to date
/// (the oldest offset out, the newest in, each moving at most `capacity` others) costs less than
/// copying and sorting them afresh, and both copies live inside the value, not on the heap: the
/// audio thread wakes every period to caches other processes have filled, and each heap buffer
/// and call it touches then costs more than the arithmetic.
struct RecentOffsets {
    /// Room for the most offsets any user keeps: 16 periods of 50 ms.
    private typealias Window = InlineArray<16, Double>
    /// The most offsets kept, the window's size.
    static var capacity: Int { Window.count }

    /// How many offsets are kept before the oldest goes: at most `capacity`.
    let limit: Int
    /// The offsets in the order read, from `first`, wrapping around.
    private var read = Window(repeating: 0)
    /// The same offsets in ascending order, from index 0.
    private var ascending = Window(repeating: 0)
    /// Where the oldest offset is in `read`.
    private var first = 0
    /// How many offsets are kept.
    private(set) var count = 0

    /// Keeps the last `limit` offsets (`capacity` at most).
    init(limit: Int = RecentOffsets.capacity) {
        precondition(limit > 0 && limit <= Self.capacity, "RecentOffsets keeps 1 to 16 offsets")
        self.limit = limit
    }

    var isEmpty: Bool { count == 0 }

    /// Adds `offset` as the newest, dropping the oldest when `limit` are kept already.
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    mutating func append(_ offset: Double) {
        if count == limit { removeOldest() }
        read[(first + count) % Self.capacity] = offset
        var slot = count
        while slot > 0 && ascending[slot - 1] > offset {
            ascending[slot] = ascending[slot - 1]
            slot -= 1
        }
        ascending[slot] = offset
        count += 1
    }

    /// Drops every offset but the newest `kept`.
    mutating func keepLast(_ kept: Int) {
        while count > max(0, kept) { removeOldest() }
    }

    mutating func removeAll() {
        first = 0
        count = 0
    }

    /// The `index`-th smallest offset (0 the smallest).
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    func smallest(_ index: Int) -> Double { ascending[index] }

    /// The median of the offsets kept (the mean of the middle two when their count is even); at
    /// least one must be kept.
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    var median: Double {
        let middle = count / 2
        return count % 2 == 1 ? ascending[middle] : (ascending[middle - 1] + ascending[middle]) / 2
    }

    /// How far apart the offsets lie but for the `outliers` smallest and the `outliers` largest:
    /// readings on a line lie a few frames apart, whatever a few of them say. More than
    /// `2 × outliers` must be kept.
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    func spread(trimming outliers: Int) -> Double { ascending[count - 1 - outliers] - ascending[outliers] }

    /// How far apart the newest `last` offsets lie (infinity while fewer are kept).
    func spread(ofLast last: Int) -> Double {
        guard last > 0, count >= last else { return .infinity }
        var low = Double.infinity
        var high = -Double.infinity
        for index in (count - last)..<count {
            let offset = read[(first + index) % Self.capacity]
            low = min(low, offset)
            high = max(high, offset)
        }
        return high - low
    }

    /// Drops the oldest offset from both orders.
    private mutating func removeOldest() {
        let oldest = read[first]
        var slot = 0
        // Bounded: a NaN, which no clock reading gives, would match nothing and drop the largest.
        while slot < count - 1 && ascending[slot] != oldest { slot += 1 }
        first = (first + 1) % Self.capacity
        count -= 1
        while slot < count {
            ascending[slot] = ascending[slot + 1]
            slot += 1
        }
    }
}
