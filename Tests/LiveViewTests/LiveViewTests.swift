import Testing

@testable import beeptest

@Suite("Live view frames")
struct LiveViewTests {
    @Test("a frame waits 66 ms, or less when a flash turns on or off sooner")
    func frameWait() {
        #expect(LiveView.wait(until: nil, from: 3) == 66)
        #expect(LiveView.wait(until: 9, from: 3) == 66)
        #expect(LiveView.wait(until: 9.2, from: 9.17) == 30)
        #expect(LiveView.wait(until: 9.2, from: 9.1999999) == 1)  // never a busy loop of 0 ms waits
        #expect(LiveView.wait(until: 9, from: 9.5) == 66)  // a change already past: a plain frame
    }
}
