import BeepTestTestSupport
import Foundation
import Testing

/// A results file removed or renamed while the run writes it: every write to the open file still
/// succeeds, so only a check of the path tells. The run never says "saved" then: the whole record
/// goes to the rescue file, named in the message, and the run ends with 74.
@Suite("The results file removed or renamed mid-run")
struct ResultsFileMovedCLITests {
    @Test(
        "removed after a mark, renamed after a mark: the whole record rescued, 74, never 'saved'",
        arguments: [
            false, true,
        ])
    func movedMidRun(renamed: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (run, results, state) = try Self.start(in: folder)
        var marks = MarkDriver(run: run)
        marks.markOnceAShuttleHasEnded()
        if renamed {
            try FileManager.default.moveItem(atPath: results, toPath: folder.file("moved.jsonl"))
        } else {
            try FileManager.default.removeItem(atPath: results)
        }
        marks.next()
        #expect(
            run.wait { $0.contains("NOT SAVED (the file was removed or renamed during the run)") }, "\(run.stderr)")
        let status = run.finish()
        #expect(status == 74, "\(run.stderr)")
        #expect(!run.stderr.contains("results saved"), "\(run.stderr)")
        let rescueFolder = state + "/beeptest/rescue"
        let rescued = try #require(try FileManager.default.contentsOfDirectory(atPath: rescueFolder).first)
        let rescue = rescueFolder + "/" + rescued
        #expect(
            run.stderr.contains("\(results): results NOT saved in full")
                && run.stderr.contains("the file was removed or renamed during the run")
                && run.stderr.contains("the whole record is in \(rescue)"), "\(run.stderr)")
        let whole = try FullDiskCLITests.expectWholeLines(rescue).compactMap { $0["event"] as? String }
        #expect(whole == ["start"] + marks.recorded + ["finish"])
        #expect(!FileManager.default.fileExists(atPath: results))
    }

    @Test("removed after its last mark: the check at the end still finds it gone")
    func removedAtTheEnd() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (run, results, state) = try Self.start(in: folder)
        var marks = MarkDriver(run: run)
        marks.markOnceAShuttleHasEnded()
        try FileManager.default.removeItem(atPath: results)
        let status = run.finish()
        #expect(status == 74, "\(run.stderr)")
        #expect(!run.stderr.contains("results saved"), "\(run.stderr)")
        #expect(run.stderr.contains("the whole record is in \(state)/beeptest/rescue/r.jsonl"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: results))
    }

    /// A headless run of Ann and Bob into `r.jsonl`, its rescue folder under `state`.
    private static func start(in folder: TemporaryFolder) throws -> (
        run: RunningBinary, results: String, state: String
    ) {
        let state = folder.file("state")
        let results = folder.file("r.jsonl")
        let run = try FullDiskCLITests.start(in: folder, results: results, environment: ["XDG_STATE_HOME": state])
        return (run, results, state)
    }
}
