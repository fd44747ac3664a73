import Testing

@testable import BeepTest

@Suite("Gap reports: one underrun line a second, the skips between summed into the next")
struct GapReportsTests {
    @Test("underruns within a second of a report are held back and summed into the next one")
    func oneASecond() {
        var reports = GapReports()
        let told = [(0.1, 10), (0.2, 10.4), (0.3, 10.9), (0.05, 11.0), (0.1, 11.5), (0, 12.5)].map {
            reports.underrun(skipped: $0.0, at: $0.1)
        }
        #expect(told.map { $0.map { ($0 * 1000).rounded() } } == [100, nil, nil, 550, nil, 100])
    }

    @Test("a server holding more than the buffer is said once")
    func serverHoldsOnce() {
        var reports = GapReports()
        let said = (0..<3).map { _ in reports.serverHolds() }
        #expect(said == [true, false, false])
    }
}
