import BeepTest
import Glibc
import Testing

@testable import BeepTestSounds

@Suite("A child process, waited for")
struct ChildProcessTests {
    @Test("the exit status of a program that ends, and 128 + the signal of one a signal ended")
    func status() throws {
        #expect(try ChildProcess(["/bin/sh", "-c", "exit 3"]).wait() == 3)
        #expect(try ChildProcess(["/bin/sh", "-c", "true"]).wait() == 0)
        #expect(try ChildProcess(["/bin/sh", "-c", "kill -TERM $$"]).wait() == 128 + SIGTERM)
    }

    @Test("a program still running at its deadline is killed, and its status is SIGKILL's")
    func killedAtTheDeadline() throws {
        // `sleep 600` would hold the test for ten minutes were it not killed.
        #expect(try ChildProcess(["sleep", "600"]).wait(timeout: 0.2) == 128 + SIGKILL)
    }

    @Test("a program that is not on PATH is not found (66), not a failure of the program")
    func notFound() {
        #expect(
            throws: BeepTestError(.notFound, "cannot run beeptest-no-such-program: No such file or directory")
        ) { try ChildProcess(["beeptest-no-such-program"]) }
    }
}
