#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The audio thread's scheduling: a modest real-time priority.
enum RealTimeThread {
    /// Asks for SCHED_FIFO 10 for the calling thread, so that a busy machine cannot keep it from
    /// refilling the buffer (16 CPU hogs on 2 CPUs: no underrun with it, one without). Without the
    /// right (most users, unless rtkit or limits.conf grant it) the thread stays as it was: the
    /// 200 ms buffer is meant to be enough then. The thread blocks in every write, so it never
    /// holds a CPU. (Engine keeps it on one CPU with the output's own threads.) True when the
    /// priority was granted.
    @discardableResult
    static func promoteCallingThread() -> Bool {
        var parameters = sched_param()
        parameters.sched_priority = 10
        guard pthread_setschedparam(pthread_self(), SCHED_FIFO, &parameters) == 0 else { return false }
        return true
    }
}
