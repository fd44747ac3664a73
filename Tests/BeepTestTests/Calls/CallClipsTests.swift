import BeepTest
import Testing

@Suite("Call clips made in the background")
struct CallClipsTests {
    @Test("every job of a background run is done once, and a reader waits for each clip it asks for")
    func madeInTheBackground() {
        let count = 40
        let clips = CallClips(count: count)
        #expect(!clips.isMade(0))
        ThreadPool.start(count) { index in
            // Work of a size that lets the threads interleave.
            let samples = (0..<2000).map { Int16(truncatingIfNeeded: $0 &* (index + 1)) }
            clips.fill(index, with: samples)
        }
        // Read backwards, so that most reads come before their clip is made.
        for index in (0..<count).reversed() {
            #expect(clips.samples(index) == (0..<2000).map { Int16(truncatingIfNeeded: $0 &* (index + 1)) })
        }
        clips.waitForAll()
        #expect((0..<count).allSatisfy { clips.isMade($0) })
    }

    @Test("clips given whole are all made at once; no jobs is no thread")
    func madeAtOnce() {
        let clips = CallClips([[1, 2, 3], [], [7]])
        #expect(clips.count == 3)
        #expect((0..<3).allSatisfy { clips.isMade($0) })
        #expect(clips.samples(2) == [7])
        ThreadPool.start(0) { _ in Issue.record("a job of none ran") }
    }
}
