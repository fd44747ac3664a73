import BeepTest
import BeepTestTestSupport
import Glibc
import Testing

/// The results log and recorder on a real disk that fills (a small tmpfs): a line is on disk
/// whole or not at all, and what could not be saved waits, in order, for the disk to take it.
@Suite("Results log on a full disk")
struct FullDiskLogTests {
    /// A line of `length` bytes of JSON (without its newline).
    static func line(_ number: Int, length: Int) -> String {
        let head = #"{"event":"pause","n":\#(number),"pad":""#
        return head + String(repeating: "x", count: length - head.count - 2) + #""}"#
    }

    @Test("a line the full disk takes only part of is cut back; the same line goes in whole once there is room")
    func cutBackToTheLastWholeLine() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let disk = try SmallDisk(in: temporary)
        defer { disk.unmount() }
        let path = disk.file("run.jsonl")
        let log = try ResultsLog.create(path: path)
        // 3,000 bytes in the file's first 4 KiB page; the next line needs a second page.
        try log.append(line: Self.line(1, length: 2999))
        try disk.fill()
        let second = Self.line(2, length: 1999)
        #expect(throws: BeepTestError(.io, "\(path): cannot save results: No space left on device")) {
            try log.append(line: second)
        }
        // The disk took the first 1,096 bytes of it into the page it had; they are gone again.
        #expect(try FileIO.read(path) == Array((Self.line(1, length: 2999) + "\n").utf8))
        try disk.free()
        try log.append(line: second)
        try log.append(line: Self.line(3, length: 99))
        let text = String(decoding: try FileIO.read(path), as: UTF8.self)
        #expect(text == [Self.line(1, length: 2999), second, Self.line(3, length: 99)].joined(separator: "\n") + "\n")
    }

    @Test("the recorder keeps unsaved marks in order, says how many and why, and writes them all once it can")
    func unsavedMarksWait() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let disk = try SmallDisk(in: temporary)
        defer { disk.unmount() }
        let path = disk.file("run.jsonl")
        let athletes = (1...60).map { Athlete(name: "Athlete number \($0) " + String(repeating: "n", count: 80)) }
        let recorder = try ResultsLogTests.recorder("msft-20m", athletes: athletes, path: path)
        try recorder.start()
        #expect(recorder.unsaved == nil)
        try disk.fill()
        let session = try Fixtures.session("msft-20m")
        let at = PlaybackPosition(testTime: try Fixtures.justAfter(session, level: "2", shuttle: 3))
        // Marks go in while the file's last page has room, then one finds the disk full.
        var marked = 0
        while recorder.mark(athleteIndex: marked, at: at).saveError == nil && marked < 50 { marked += 1 }
        let saved = marked
        #expect(saved < 50, "the disk never filled")
        #expect(recorder.mark(athleteIndex: saved + 1, at: at).saveError != nil)
        let unsaved = try #require(recorder.unsaved)
        #expect(unsaved == UnsavedResults(lines: 2, marks: 2, reason: "No space left on device"))
        #expect(unsaved.text == "2 marks NOT SAVED (No space left on device); kept, and retried at every beep")
        #expect(try ResultsLogTests.lines(path).count == 1 + saved, "the lines saved, each whole")
        #expect(recorder.saveWaiting() == unsaved)
        try disk.free()
        #expect(recorder.mark(athleteIndex: saved + 2, at: at).saveError == nil && recorder.unsaved == nil)
        let names = try ResultsLogTests.lines(path).dropFirst().map { line -> String in
            guard case .string(let name)? = line["athlete"] else { return "?" }
            return name
        }
        #expect(names == athletes.prefix(saved + 3).map(\.name))
        #expect(recorder.record.count == 1 + saved + 3)
    }

    @Test("a rescue goes to the first folder that takes the whole record, and none that takes part of it")
    func rescue() throws {
        let temporary = try TemporaryFolder()
        defer { temporary.remove() }
        let disk = try SmallDisk(in: temporary)
        defer { disk.unmount() }
        try disk.fill()
        let lines = [Self.line(1, length: 200), Self.line(2, length: 300)]
        let elsewhere = temporary.file("elsewhere")
        let rescued = ResultsLog.rescue(lines, of: "/any/where/run.jsonl", folders: [disk.path, elsewhere])
        #expect(rescued == .success(elsewhere + "/run.jsonl"))
        #expect(FileIO.folderEntries(disk.path) == ["filler"])
        #expect(
            String(decoding: try FileIO.read(elsewhere + "/run.jsonl"), as: UTF8.self) == lines.joined(separator: "\n")
                + "\n")
        #expect(
            ResultsLog.rescue(lines, of: "run.jsonl", folders: [disk.path]).map { _ in "" }
                == .failure(
                    BeepTestError(.io, "\(disk.path)/run.jsonl: cannot save results: No space left on device")))
    }

    @Test("rescue folders: XDG_STATE_HOME when absolute, else HOME's; then TMPDIR or /tmp")
    func rescueFolders() {
        #expect(
            ResultsLog.rescueFolders { ["XDG_STATE_HOME": "/state", "HOME": "/home/c", "TMPDIR": "/scratch"][$0] }
                == ["/state/beeptest/rescue", "/scratch"])
        #expect(
            ResultsLog.rescueFolders { ["XDG_STATE_HOME": "rel", "HOME": "/home/c"][$0] }
                == ["/home/c/.local/state/beeptest/rescue", "/tmp"])
        #expect(ResultsLog.rescueFolders { _ in nil } == ["/tmp"])
    }
}
