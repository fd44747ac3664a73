/// Binary search in time-ordered lists (cues, turns): the live display asks 10–20 times a
/// second, and a test can have 100,000 cues.
enum TimeSearch {
    /// The index of the last of `count` items whose time (`timeAt(index)`) is at or before
    /// `limit`, or nil when the first is already later. The times must not decrease.
    static func lastIndex(count: Int, atOrBefore limit: Double, timeAt: (Int) -> Double) -> Int? {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if timeAt(middle) <= limit { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }
}
