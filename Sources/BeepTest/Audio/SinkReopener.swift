import Glibc
import Synchronization

/// Closes a lost output and opens it again, or drains it at the test's end, on a thread of its
/// own, one job at a time.
///
/// A stopped sound server holds each of these: the ALSA pulse plugin waits for the server's
/// answer to a drain, a drop, a close or an open without a timeout (measured: a `SIGSTOP`ped PulseAudio held the
/// audio thread in `snd_pcm_drop` for the whole 12 s it was stopped). The audio thread must go
/// on meanwhile: keep the test's time, take a pause, end the test. So the sink is handed to a
/// job and the audio thread asks for the outcome at each of its steps; while a job runs, the
/// sink is the job's alone. A job still held when the test ends is left to the process's end.
final class SinkReopener {
    /// How a job ended.
    enum Outcome: Sendable, Equatable {
        /// The lost output was closed (a job that opens nothing).
        case closed
        /// The output is open again at the rate the test was rendered at.
        case opened
        /// It could not be opened, or not at that rate (it is closed again).
        case failed
        /// Every frame written was played.
        case drained
        /// The drain failed with this error.
        case drainFailed(BeepTestError)
    }

    /// The sink, handed to one job at a time: the audio thread does not touch it until the job's
    /// outcome is taken, which is what makes the hand-over safe.
    private struct HandOver: @unchecked Sendable {
        let sink: any AudioSink
    }

    /// The outcome, as a reference the job's thread holds too (a `Mutex` cannot be copied).
    private final class Slot: Sendable {
        let outcome = Mutex<Outcome?>(nil)
    }

    private let slot = Slot()
    /// False where time does not pass by itself (a manual clock in tests): a job then runs on the
    /// calling thread, so that what it does happens at a known time.
    private let threaded: Bool
    /// True from a job's start until its outcome is taken.
    private(set) var isRunning = false

    /// A reopener whose jobs run on threads of their own when `threaded`, else at once.
    init(threaded: Bool) {
        self.threaded = threaded
    }

    /// Starts a job that closes `sink` (dropping what it holds) and, when `rate` is given, opens
    /// it again at that rate. Does nothing while a job runs.
    func start(closing sink: any AudioSink, reopeningAt rate: Int?) {
        start(on: sink) { sink in
            sink.drop()
            sink.close()
            return rate.map { SinkReopener.open(sink, at: $0) } ?? .closed
        }
    }

    /// Starts a job that waits until `sink` has played every frame written. Does nothing while a
    /// job runs.
    func start(draining sink: any AudioSink) {
        start(on: sink) { sink in
            do throws(BeepTestError) {
                try sink.drain()
                return .drained
            } catch {
                return .drainFailed(error)
            }
        }
    }

    /// Hands `sink` to `job` and keeps its outcome: on a detached thread of its own where time
    /// passes by itself, else here. Nothing while a job runs.
    private func start(on sink: any AudioSink, _ job: @escaping @Sendable (any AudioSink) -> Outcome) {
        guard !isRunning else { return }
        isRunning = true
        let handOver = HandOver(sink: sink)
        let slot = self.slot
        let body: @Sendable () -> Void = {
            let ended = job(handOver.sink)
            slot.outcome.withLock { $0 = ended }
        }
        if threaded {
            do {
                let thread = try PosixThread.spawn(body)
                // Never joined: a job held by a server that never goes on must not hold the test's end.
                pthread_detach(thread)
                return
            } catch {
                // No thread to be had: the job runs here.
            }
        }
        body()
    }

    /// The outcome of the job once it has ended (taking it ends the job); nil while it runs or
    /// when none was started.
    func take() -> Outcome? {
        let ended = slot.outcome.withLock { value in
            defer { value = nil }
            return value
        }
        guard isRunning, let ended else { return nil }
        isRunning = false
        return ended
    }

    private static func open(_ sink: any AudioSink, at rate: Int) -> Outcome {
        do throws(BeepTestError) {
            // The test was rendered at the first rate: another one cannot carry it.
            guard try sink.open(rate: rate).rate == rate else {
                sink.close()
                return .failed
            }
            return .opened
        } catch {
            return .failed
        }
    }
}
