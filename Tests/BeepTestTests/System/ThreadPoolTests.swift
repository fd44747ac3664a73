import BeepTest
import BeepTestTestSupport
import Testing

@Suite("ThreadPool: jobs on one thread per core")
struct ThreadPoolTests {
    @Test("keeps the input's order and does every element once, for small and large inputs")
    func order() {
        for count in [0, 1, 7, 8, 1000] {
            let items = Array(0..<count)
            #expect(ThreadPool.map(items) { $0 * 3 + 1 } == items.map { $0 * 3 + 1 }, "\(count) elements")
        }
    }

    @Test("logs read on several threads come back in the files' order, unreadable ones as failures")
    func readAll() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var files: [String] = []
        for index in 0..<40 {
            let runner = ResultsLogText.Runner(
                "Pupil \(index)", bib: 1, misses: ResultsLogText.pacerMisses(laps: index + 5, course: 20))
            let text = ResultsLogText.log(
                profile: "pacer-20m", wall: Double(1_764_583_200 + index), date: "2025-12-01T10:00:00+0000",
                runners: [runner])
            files.append(try folder.write(index == 17 ? "not a log\n" : text, to: "\(index).jsonl"))
        }
        let profile = try BuiltInProfiles.profile("pacer-20m")
        let readings = LoggedTest.readAll(files) { $0.profileID == "pacer-20m" ? profile : nil }
        #expect(readings.count == 40)
        for (index, reading) in readings.enumerated() {
            switch reading {
            case .success(let read):
                #expect(index != 17)
                #expect(read.test.summary.rows.first?.score == String(index + 5))
            case .failure(let error):
                #expect(index == 17 && error.kind == .invalidData)
            }
        }
    }
}
