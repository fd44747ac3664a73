import BeepTest
import Glibc
import Testing

@Suite("ConditionLock: the one wait for another thread")
struct ConditionLockTests {
    @Test("a waiter sleeps until another thread's change makes its value ready, and sees that change")
    func wokenByAChange() throws {
        let box = ConditionLock([Int]())
        let writer = try PosixThread.spawn {
            for value in 1...100 { box.changeAndWake { $0.append(value) } }
        }
        let seen = box.wait { $0.count == 100 ? $0 : nil }
        pthread_join(writer, nil)
        #expect(seen == Array(1...100))
    }

    @Test("a timed wait gives nil when nothing comes by its deadline, and the value when it is ready")
    func deadline() {
        let box = ConditionLock(false)
        let clock = SystemClock()
        #expect(box.wait(until: { $0 ? true : nil }, deadline: clock.now() + 0.05) == nil)
        // A deadline already passed still looks at the value once.
        box.changeAndWake { $0 = true }
        #expect(box.wait(until: { $0 ? true : nil }, deadline: 0) == true)
        #expect(box.withLock { $0 })
    }
}
