import BeepTest
import BeepTestTestSupport
import Glibc
import Testing

/// A result, once recorded, must survive the process dying at any moment: a child process records
/// marks through the library and then kills itself with SIGKILL (no exit handlers, no flushing);
/// the parent reads every mark back.
@Suite("Durability", .serialized)
struct DurabilityTests {
    /// The marks the child records: athlete, level, shuttle (Ann warned then out, Bob warned).
    static let marks: [(Int, String, Int)] = [(0, "5", 3), (1, "6", 2), (0, "6", 7), (0, "6", 8)]

    /// Records the marks to a new log at `path`; true when every one was saved.
    static func record(to path: String) -> Bool {
        guard let session = try? Fixtures.session("msft-20m", athletes: ["Ann", "Bob"]),
            let log = try? ResultsLog.create(path: path)
        else { return false }
        let recorder = ResultsRecorder(timeline: session.timeline, roster: session.roster, log: log)
        guard (try? recorder.start()) != nil else { return false }
        for (athlete, level, shuttle) in marks {
            guard let time = try? Fixtures.justAfter(session, level: level, shuttle: shuttle) else { return false }
            let outcome = recorder.mark(athleteIndex: athlete, at: PlaybackPosition(testTime: time))
            if outcome.kind == .refused || outcome.saveError != nil { return false }
        }
        return true
    }

    @Test("marks recorded by a process killed with SIGKILL are all in the file")
    func killedProcess() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Run the same path once here first, so the child touches nothing the runtime has to
        // set up (after fork only this thread exists).
        #expect(Self.record(to: folder.file("warm-up.jsonl")))
        let path = folder.file("killed.jsonl")
        let child = fork()
        if child == 0 {
            if !Self.record(to: path) { _exit(3) }
            kill(getpid(), SIGKILL)
            _exit(4)  // not reached
        }
        try #require(child > 0, "fork failed: \(Posix.errorText())")
        var status: Int32 = 0
        var waited = 0
        while waitpid(child, &status, WNOHANG) == 0 {
            waited += 1
            if waited > 6000 {  // a minute: the child hangs; do not hang the suite too
                kill(child, SIGKILL)
                waitpid(child, &status, 0)
                Issue.record("the child did not finish")
                return
            }
            usleep(10_000)
        }
        let killedBySignal = status & 0x7F
        try #require(killedBySignal == SIGKILL, "the child exited with status \(status >> 8) instead of being killed")

        var file = try ResultsFile.read(path: path)
        #expect(file.problems.isEmpty)
        #expect(file.events.count == Self.marks.count)
        let summary = file.summary(profile: try Fixtures.profile("msft-20m"))
        #expect(summary.ending == .cutShort)
        #expect(summary.rows.map(\.status) == [.out, .stopped])
        #expect(summary.rows.map(\.score) == ["6.6", "6.8"])
        #expect(summary.rows.map(\.misses) == [3, 1])
    }
}
