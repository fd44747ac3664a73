import Glibc
import Synchronization
import Testing

@testable import BeepTest

/// A sink whose drain and open wait until the test lets them go, as a stopped sound server holds
/// them, and which grants `grantedRate` on an open and fails a drain when told to.
private final class HeldSink: AudioSink, @unchecked Sendable {
    let name = "held"
    let grantedRate: Int
    let drainFails: Bool
    /// What was called, in order, from whichever thread.
    let calls = Mutex<[String]>([])
    private let released = Mutex(false)

    init(grantedRate: Int = 48000, drainFails: Bool = false) {
        self.grantedRate = grantedRate
        self.drainFails = drainFails
    }

    /// Lets a held drain or open go on.
    func release() { released.withLock { $0 = true } }

    private func hold() {
        // Bounded: a test that forgets to release fails rather than hangs.
        let deadline = ContinuousClock.now + .seconds(10)
        while !released.withLock({ $0 }) && ContinuousClock.now < deadline { usleep(1000) }
    }

    func open(rate: Int) throws(BeepTestError) -> AudioFormat {
        calls.withLock { $0.append("open \(rate)") }
        hold()
        return AudioFormat(rate: grantedRate, periodFrames: 2400, bufferFrames: 9600)
    }
    func write(_ frames: UnsafeBufferPointer<Int16>) throws(BeepTestError) -> SinkWrite { .wrote(frames.count) }
    func delay() -> Int? { 0 }
    func recover(_ code: Int32) throws(BeepTestError) {}
    func drain() throws(BeepTestError) {
        calls.withLock { $0.append("drain") }
        hold()
        if drainFails { throw BeepTestError(.io, "drain failed") }
    }
    func drop() { calls.withLock { $0.append("drop") } }
    func close() { calls.withLock { $0.append("close") } }
}

@Suite("The sink reopener: calls a stopped server holds, made off the audio thread, one job at a time")
struct SinkReopenerTests {
    /// The outcome once the job has ended, waiting at most a few seconds.
    private func outcome(of reopener: SinkReopener) -> SinkReopener.Outcome? {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            if let ended = reopener.take() { return ended }
            usleep(1000)
        }
        return nil
    }

    @Test("a held reopen leaves the caller free: no outcome and no second job until it ends, then 'opened' once")
    func heldReopen() {
        let sink = HeldSink()
        let reopener = SinkReopener(threaded: true)
        reopener.start(closing: sink, reopeningAt: 48000)
        // The job is held in the open: the caller goes on, and asks.
        #expect(reopener.isRunning)
        #expect(reopener.take() == nil)
        reopener.start(draining: sink)
        sink.release()
        #expect(outcome(of: reopener) == .opened)
        #expect(!reopener.isRunning && reopener.take() == nil, "an outcome is taken once")
        #expect(sink.calls.withLock { $0 } == ["drop", "close", "open 48000"], "the drain asked meanwhile never ran")
    }

    @Test("an output opened at another rate cannot carry the test: closed again, and 'failed'")
    func otherRate() {
        let sink = HeldSink(grantedRate: 44100)
        sink.release()
        let reopener = SinkReopener(threaded: false)
        reopener.start(closing: sink, reopeningAt: 48000)
        #expect(reopener.take() == .failed)
        #expect(sink.calls.withLock { $0 } == ["drop", "close", "open 48000", "close"])
    }

    @Test("a close alone ends 'closed'; a drain ends 'drained' or with its error")
    func closeAndDrain() {
        let sink = HeldSink()
        sink.release()
        let reopener = SinkReopener(threaded: false)
        reopener.start(closing: sink, reopeningAt: nil)
        #expect(reopener.take() == .closed)
        reopener.start(draining: sink)
        #expect(reopener.take() == .drained)
        let failing = HeldSink(drainFails: true)
        failing.release()
        reopener.start(draining: failing)
        #expect(reopener.take() == .drainFailed(BeepTestError(.io, "drain failed")))
    }

    @Test("a drain held past the test's end leaves the outcome unset; taken later, it is there")
    func heldDrain() {
        let sink = HeldSink()
        let reopener = SinkReopener(threaded: true)
        reopener.start(draining: sink)
        usleep(20_000)
        #expect(reopener.take() == nil && reopener.isRunning)
        sink.release()
        #expect(outcome(of: reopener) == .drained)
    }
}
