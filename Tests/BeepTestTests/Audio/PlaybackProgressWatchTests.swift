import Testing

@testable import BeepTest

@Suite("Playback progress: an output that stops playing is told from a slow one")
struct PlaybackProgressWatchTests {
    @Test("a device just opened has a start's grace; once playing, it may take nothing for 0.75 s")
    func graceAndLimit() {
        var watch = PlaybackProgressWatch(openedAt: 100)
        #expect(!watch.hasStopped(at: 102.4))
        #expect(watch.hasStopped(at: 102.6))
        watch.played(at: 101)
        #expect(!watch.hasStopped(at: 101.74))
        #expect(watch.hasStopped(at: 101.76))
        watch.played(at: 101.7)
        #expect(!watch.hasStopped(at: 102.4))
    }

    @Test("a device opened again gets a start's grace again, whatever the old one did")
    func reopened() {
        var watch = PlaybackProgressWatch(openedAt: 100)
        watch.played(at: 100.5)
        #expect(watch.hasStopped(at: 101.3))
        watch.opened(at: 105)
        #expect(!watch.hasStopped(at: 107.4))
        #expect(watch.hasStopped(at: 107.6))
    }
}
