import BeepTest
import Testing

@Suite("partitioningIndex: the one binary search")
struct PartitioningIndexTests {
    @Test("gives the first index where the answer turns true, as a scan from the start does")
    func againstAScan() {
        for count in [0, 1, 2, 3, 7, 64, 1000] {
            // Repeated values and gaps, the same on every run.
            let sorted = (0..<count).map { ($0 * 7919 + 13) % 50 }.sorted()
            for limit in -1...51 {
                let scan = sorted.firstIndex { $0 >= limit } ?? sorted.endIndex
                #expect(sorted.partitioningIndex { $0 >= limit } == scan, "\(count) values, limit \(limit)")
            }
        }
    }

    @Test("an empty range, none true and all true; a slice keeps its own indexes")
    func edges() {
        #expect([Int]().partitioningIndex { _ in true } == 0)
        #expect([1, 2, 3].partitioningIndex { _ in false } == 3)
        #expect([1, 2, 3].partitioningIndex { _ in true } == 0)
        let slice = [1, 2, 3, 4, 5, 6][2...]
        #expect(slice.partitioningIndex { $0 >= 5 } == 4)
        #expect((10..<20).partitioningIndex { $0 * $0 > 200 } == 15)
    }
}
