import BeepTest
import Testing

extension Engine {
    /// The engine's events until it is done, taken as a front takes them, with the rest taken
    /// after. An engine not done within `seconds` of wall time is stopped and the test fails,
    /// instead of hanging the suite; one that does not end even then is left, its events so far
    /// returned.
    func eventsUntilDone(seconds: Double = 300) -> [PlaybackEvent] {
        let clock = SystemClock()
        let deadline = clock.now() + seconds
        var events: [PlaybackEvent] = []
        var stopped = false
        while !isDone {
            if !stopped && clock.now() > deadline {
                Issue.record("the engine was not done within \(seconds) s: stopped")
                stop()
                stopped = true
            } else if stopped && clock.now() > deadline + 10 {
                Issue.record("the engine did not end 10 s after it was stopped")
                break
            }
            events += waitForEvents(timeout: 0.05)
        }
        return events + takeEvents()
    }
}
