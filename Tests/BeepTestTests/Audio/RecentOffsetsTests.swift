import Testing

@testable import BeepTest

@Suite("Recent offsets")
struct RecentOffsetsTests {
    /// Offsets with many ties (nine values), as jittery readings give.
    struct Offsets {
        var seed: UInt64
        mutating func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double((seed >> 40) % 9) - 4 + (seed >> 60 == 0 ? 0.5 : 0)
        }
    }

    /// The median the clock filter and the gap watch took before: of the offsets sorted afresh.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    @Test(
        "the window keeps the last offsets in order, as sorting them afresh would, ties and all, and their spread without the outliers",
        arguments: [1, 2, 10, 16])
    func slidingWindow(limit: Int) {
        var offsets = Offsets(seed: UInt64(limit))
        var window = RecentOffsets(limit: limit)
        var kept: [Double] = []
        for step in 0..<200 {
            let offset = offsets.next()
            window.append(offset)
            kept.append(offset)
            if kept.count > limit { kept.removeFirst() }
            if step % 37 == 36 {
                window.keepLast(limit / 2)
                kept.removeFirst(kept.count - limit / 2)
            }
            #expect(window.count == kept.count)
            guard !kept.isEmpty else { continue }
            let sorted = kept.sorted()
            #expect((0..<kept.count).map(window.smallest) == sorted, "step \(step)")
            #expect(window.median == Self.median(kept), "step \(step)")
            for outliers in 0..<(kept.count + 1) / 2 {
                #expect(window.spread(trimming: outliers) == sorted[kept.count - 1 - outliers] - sorted[outliers])
            }
            for last in 1...kept.count {
                let newest = kept.suffix(last)
                #expect(window.spread(ofLast: last) == (newest.max() ?? 0) - (newest.min() ?? 0))
            }
            #expect(window.spread(ofLast: kept.count + 1) == .infinity)
        }
        window.removeAll()
        #expect(window.isEmpty)
        window.append(3)
        #expect(window.median == 3)
    }
}
