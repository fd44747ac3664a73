import BeepTest
import Dispatch
import Glibc
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

    /// Hands each event over at the moment it is heard (`nextEvent`) until the engine ends. A
    /// watchdog stops an engine that has not ended within `seconds`, so that the blocking wait
    /// returns and the test fails instead of hanging the suite.
    func takeEachAsHeard(seconds: Double = 120, _ take: (PlaybackEvent) -> Void) {
        let ended = Slot<Bool>()
        let overdue = Slot<Bool>()
        let watchdog = DispatchGroup()
        DispatchQueue.global().async(group: watchdog) { [self] in
            let clock = SystemClock()
            let deadline = clock.now() + seconds
            while ended.get() == nil {
                if clock.now() > deadline {
                    overdue.set(true)
                    stop()
                    return
                }
                usleep(20_000)
            }
        }
        while let event = nextEvent() { take(event) }
        ended.set(true)
        watchdog.wait()
        if overdue.get() == true { Issue.record("the engine had not ended within \(seconds) s: stopped") }
    }
}
