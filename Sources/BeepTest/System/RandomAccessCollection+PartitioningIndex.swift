extension RandomAccessCollection {
    /// The index of the first element for which `isInSecondPart` is true, or `endIndex` when there
    /// is none, found by halving (as swift-algorithms' `partitioningIndex(where:)`): the program's
    /// one binary search, for the sorted lists it searches while a test runs (cues, turns, the
    /// sounds of a stream: up to 100,000 of them, asked many times a second) and for the fewest laps
    /// that reach a standard. Every element for which it is false must come before every element
    /// for which it is true ("is this cue later than t?" over cues in time order).
    public func partitioningIndex(where isInSecondPart: (Element) -> Bool) -> Index {
        var first = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(first, offsetBy: half)
            if isInSecondPart(self[middle]) {
                count = half
            } else {
                first = index(after: middle)
                count -= half + 1
            }
        }
        return first
    }
}
