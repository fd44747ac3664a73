import Testing

@testable import BeepTest

/// Readings of a device playing at 48 kHz from t = 10 s, one per 50 ms period, with a
/// PulseAudio-like jitter: a few frames each time, a 100-frame outlier every 13th reading.
struct JitteryReadings {
    var index = 0
    var seed: UInt64 = 12345

    /// The next reading, `late` frames behind the line.
    mutating func next(late: Int = 0) -> (heard: Int, wall: Double) {
        index += 1
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let jitter = Int((seed >> 33) % 7) - 3 + (index % 13 == 0 ? 100 : 0)
        let wall = 10 + Double(index) * 0.05
        return (Int(((wall - 10) * 48000).rounded()) - late + jitter, wall)
    }
}

@Suite("Stream gap watch")
struct StreamGapWatchTests {
    /// A watch that knows its line from two seconds of jittery readings, told of a gap just now.
    static func justAfterGap() -> (StreamGapWatch, JitteryReadings) {
        var watch = StreamGapWatch(rate: 48000)
        var readings = JitteryReadings()
        for _ in 0..<40 {
            let reading = readings.next()
            _ = watch.reading(heard: reading.heard, wall: reading.wall, queued: 9600)
        }
        watch.gap()
        return (watch, readings)
    }

    @Test("a device on its line, with jitter and outliers, never shows a stall or an offset")
    func steady() {
        var watch = StreamGapWatch(rate: 48000)
        var readings = JitteryReadings()
        var findings: [StreamGapWatch.Finding] = []
        for _ in 0..<2000 {
            let reading = readings.next()
            if let finding = watch.reading(heard: reading.heard, wall: reading.wall, queued: 9600) {
                findings.append(finding)
            }
        }
        #expect(findings.isEmpty)
        #expect(watch.reference != nil)
    }

    @Test("a reading far below the line is a stall of exactly that many frames")
    func stall() {
        var watch = StreamGapWatch(rate: 48000)
        for index in 0..<20 {
            _ = watch.reading(heard: 1000 + index * 2400, wall: 5 + Double(index) * 0.05, queued: 9600)
        }
        // 0.8 s of wall time pass with only one period heard.
        #expect(watch.reading(heard: 1000 + 20 * 2400, wall: 5 + 19 * 0.05 + 0.85, queued: 0) == .stall(frames: 38400))
    }

    @Test(
        "after a gap the median of the next readings measures what the skip missed, through the jitter",
        arguments: [34, -21, 7])
    func offLineAfterGap(late: Int) {
        var (watch, readings) = Self.justAfterGap()
        var findings: [StreamGapWatch.Finding] = []
        for _ in 0..<40 {
            let reading = readings.next(late: findings.isEmpty ? late : 0)
            if let finding = watch.reading(heard: reading.heard, wall: reading.wall, queued: 9600) {
                findings.append(finding)
            }
        }
        #expect(findings == [.offLine(frames: late)])
    }

    @Test("after a gap, readings of nothing queued (PulseAudio before its next timing update) are no line to settle on")
    func nothingQueuedAfterGap() {
        var (watch, readings) = Self.justAfterGap()
        var findings: [StreamGapWatch.Finding] = []
        // Half a second of "all written is heard": a steady line a whole buffer above the truth.
        for _ in 0..<12 {
            let reading = readings.next(late: -9600)
            if let finding = watch.reading(heard: reading.heard, wall: reading.wall, queued: 0) {
                findings.append(finding)
            }
        }
        for _ in 0..<20 {
            let reading = readings.next(late: findings.isEmpty ? 34 : 0)
            if let finding = watch.reading(heard: reading.heard, wall: reading.wall, queued: 9600) {
                findings.append(finding)
            }
        }
        // One finding, from the true readings: their median is within a frame of 34 through the jitter.
        #expect(findings.count == 1)
        guard case .offLine(let frames) = findings.first else {
            Issue.record("no offset found: \(findings)")
            return
        }
        #expect(abs(frames - 34) <= 1)
    }

    @Test("an output faster than real time (file, null) never gets a line, so even a long hiccup is no stall")
    func unpaced() {
        var watch = StreamGapWatch(rate: 48000)
        var wall = 3.0
        var findings: [StreamGapWatch.Finding] = []
        for index in 1...400 {
            // Each period is taken at once (0.2 ms), but the 200th write takes a second (a busy disk).
            wall += index == 200 ? 1 : 0.0002
            if let finding = watch.reading(heard: index * 2400, wall: wall, queued: 2400) { findings.append(finding) }
        }
        #expect(findings.isEmpty)
        #expect(watch.reference == nil)
    }
}
