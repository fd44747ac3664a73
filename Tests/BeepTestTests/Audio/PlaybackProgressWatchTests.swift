import Testing

@testable import BeepTest

/// The watch's answers to looks at each of `times`, in order.
private func looks(_ watch: inout PlaybackProgressWatch, at times: [Double]) -> [Bool] {
    times.map { watch.hasStopped(at: $0) }
}

@Suite("Playback progress: an output that stops playing is told from a slow one")
struct PlaybackProgressWatchTests {
    @Test("a device just opened has a start's grace; once playing, it may take nothing for 0.75 s")
    func graceAndLimit() {
        var watch = PlaybackProgressWatch(openedAt: 100)
        let start = Array(stride(from: 100.1, through: 102.4, by: 0.1))
        #expect(looks(&watch, at: start + [102.6]) == Array(repeating: false, count: start.count) + [true])
        watch.played(at: 101)
        #expect(looks(&watch, at: [101.25, 101.5, 101.74, 101.76]) == [false, false, false, true])
        watch.played(at: 101.7)
        #expect(looks(&watch, at: [101.95, 102.2, 102.4]) == [false, false, false])
    }

    @Test("a device opened again gets a start's grace again, whatever the old one did")
    func reopened() {
        var watch = PlaybackProgressWatch(openedAt: 100)
        watch.played(at: 100.5)
        #expect(looks(&watch, at: [100.8, 101.1, 101.3]) == [false, false, true])
        watch.opened(at: 105)
        let grace = Array(stride(from: 105.2, through: 107.4, by: 0.2))
        #expect(looks(&watch, at: grace + [107.6]) == Array(repeating: false, count: grace.count) + [true])
    }

    @Test("time the process itself did not run (a freeze) is not counted against the output")
    func frozenProcess() {
        var watch = PlaybackProgressWatch(openedAt: 100)
        watch.played(at: 101)
        // Frozen from 101 for 3 s: the first look after it finds the output within its limit.
        #expect(
            looks(&watch, at: [104, 104.1, 104.3, 104.5, 104.7, 104.8]) == [false, false, false, false, false, true])
    }

    @Test("frames taken count as played once a reading shows the stream moving, and once only")
    func takenFrames() {
        var watch = PlaybackProgressWatch(openedAt: 100)
        watch.took(480)
        watch.clockRead(playing: false, at: 101)
        #expect(watch.deadline == 102.5)
        watch.clockRead(playing: true, at: 101.5)
        #expect(watch.deadline == 102.25)
        watch.clockRead(playing: true, at: 102)
        #expect(watch.deadline == 102.25)
        // Taken by the old device: the one opened again has played none of them.
        watch.took(480)
        watch.opened(at: 105)
        watch.clockRead(playing: true, at: 105.1)
        #expect(watch.deadline == 107.5)
    }

    @Test("an underrun with nothing played since the last one is told, until a frame is played or it is opened again")
    func underrunsInARow() {
        var watch = PlaybackProgressWatch(openedAt: 100)
        #expect([watch.underran(), watch.underran(), watch.underran()] == [false, true, true])
        watch.took(480)
        watch.clockRead(playing: false, at: 100.2)
        #expect(watch.underran() == true)
        watch.clockRead(playing: true, at: 100.4)
        #expect([watch.underran(), watch.underran()] == [false, true])
        watch.opened(at: 101)
        #expect(watch.underran() == false)
    }
}
