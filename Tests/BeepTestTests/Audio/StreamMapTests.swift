import Testing

@testable import BeepTest

@Suite("The stream map: which test frame each stream frame carries, through pauses, jumps and stalls")
struct StreamMapTests {
    /// A map that plays from 0, pauses at stream frame 1000 (test frame 1000) and plays again at 3000.
    static func pausedOnce() -> StreamMap {
        var map = StreamMap()
        map.begin(atStream: 1000, test: 1000, playing: false)
        map.begin(atStream: 3000, test: 1000, playing: true)
        return map
    }

    @Test("the test moves with the stream while playing and stands still through a pause")
    func playingAndPaused() {
        let map = Self.pausedOnce()
        func test(_ stream: Int) -> Int { map.segment(atStream: stream).testFrame(atStream: stream) }
        #expect(test(500) == 500)
        #expect(test(1000) == 1000 && test(2999) == 1000)
        #expect(test(3500) == 1500)
        #expect(map.segment(after: 500)?.streamStart == 1000)
        #expect(map.segment(after: 3000) == nil)
    }

    @Test("a segment begun at or before a later one replaces it and what came after it")
    func beginReplaces() {
        var map = Self.pausedOnce()
        map.begin(atStream: 1500, test: 900, playing: true)
        #expect(map.segments.map(\.streamStart) == [0, 1000, 1500])
        #expect(map.segments.last == .init(streamStart: 1500, testStart: 900, playing: true))
        #expect(map.segment(atStream: 1600).testFrame(atStream: 1600) == 1000)
        var fresh = StreamMap()
        fresh.begin(atStream: 0, test: 50, playing: true)
        #expect(fresh.segments == [.init(streamStart: 0, testStart: 50, playing: true)])
    }

    @Test("a shift moves every frame after the point, later segments with it, later (a stall) or earlier")
    func shifts() {
        var stalled = Self.pausedOnce()
        stalled.shift(after: 500, by: 200)
        func test(_ map: StreamMap, _ stream: Int) -> Int { map.segment(atStream: stream).testFrame(atStream: stream) }
        // The frame after 500 is heard 200 frames later: stream 700 carries test frame 500.
        #expect(test(stalled, 700) == 500 && test(stalled, 1100) == 900)
        #expect(test(stalled, 1200) == 1000 && test(stalled, 3199) == 1000 && test(stalled, 3200) == 1000)
        #expect(test(stalled, 3300) == 1100)
        var early = Self.pausedOnce()
        early.shift(after: 500, by: -100)
        #expect(test(early, 400) == 500 && test(early, 900) == 1000 && test(early, 2899) == 1000)
        #expect(test(early, 3000) == 1100)
    }

    @Test("segments heard are forgotten, never the one that holds the frame")
    func forgets() {
        var map = Self.pausedOnce()
        map.forget(before: 2000)
        #expect(map.segments.map(\.streamStart) == [1000, 3000])
        #expect(map.segment(atStream: 2000).testFrame(atStream: 2000) == 1000)
        map.forget(before: 9000)
        #expect(map.segments.map(\.streamStart) == [3000])
        #expect(map.segment(atStream: 9000).testFrame(atStream: 9000) == 7000)
    }
}
