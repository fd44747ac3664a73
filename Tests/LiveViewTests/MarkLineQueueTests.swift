import BeepTest
import Testing

@testable import beeptest

/// The queue between the reader of `--marks` and the marks: once the last line's time is over it
/// takes no more lines, so that the reader refuses a late one aloud instead of dropping it.
@Suite("Marks queue")
struct MarkLineQueueTests {
    @Test("lines put before the end are taken; a line put after it is refused, and waiting for the end returns")
    func lateLineRefused() throws {
        let queue = MarkLineQueue()
        let line = MarkLineQueue.Line(text: "12", position: PlaybackPosition(testTime: 3))
        #expect(queue.put(line))
        queue.end()
        queue.waitForEnd(seconds: 60)  // ended: returns at once rather than after a minute
        #expect(!queue.put(MarkLineQueue.Line(text: "13", position: PlaybackPosition(testTime: 4))))
        #expect(queue.take()?.map(\.text) == ["12"])
        #expect(queue.take() == nil)
    }
}
