import Testing

@testable import BeepTest

@Suite("The stream's clock line: read from the device, learnt afresh after each kind of gap")
struct StreamClockTests {
    @Test("a reading places the frame heard (written − queued), never before the last one")
    func readsWrittenLessQueued() {
        var clock = StreamClock(rate: 1000)
        let first = clock.read(streamFrame: 500, delay: 200, drained: false, at: 10)
        #expect(first.stream == 300 && first.wall == 10)
        // A reading that would go back (the device reports more queued) stays where it was.
        let back = clock.read(streamFrame: 500, delay: 400, drained: false, at: 10.05)
        #expect(back.stream >= 300)
        #expect(clock.anchor?.stream == back.stream)
        let drained = clock.read(streamFrame: 900, delay: 0, drained: true, at: 11)
        #expect(drained.stream == 900)
    }

    @Test("after an underrun, nothing queued is no line: the monotonic clock since the restart says how far")
    func afterARestart() {
        var clock = StreamClock(rate: 1000)
        _ = clock.read(streamFrame: 500, delay: 200, drained: false, at: 10)
        clock.restart(atStream: 600, now: 11)
        #expect(clock.anchor?.stream == 600 && clock.anchor?.wall == 11 && clock.readingCount <= 1)
        // PulseAudio reads nothing queued for a while after a gap: 800 written, 0 queued, 0.1 s on.
        let early = clock.read(streamFrame: 800, delay: 0, drained: false, at: 11.1)
        #expect(early.stream <= 700)
        // Once it reads a queue again, the reading stands.
        let queued = clock.read(streamFrame: 900, delay: 150, drained: false, at: 11.15)
        #expect(queued.stream == 750)
    }

    @Test("off the line or a new stream: nothing learnt holds; a new line is placed after its readings")
    func learntAfresh() {
        var clock = StreamClock(rate: 1000)
        for step in 0..<5 {
            _ = clock.read(streamFrame: 300 + 100 * step, delay: 200, drained: false, at: 10 + 0.1 * Double(step))
        }
        #expect(clock.isPlaying && clock.anchor != nil)
        clock.leaveLine(restartingAt: nil)
        #expect(clock.anchor == nil && !clock.isPlaying)
        clock.newStream()
        #expect(clock.anchor == nil && clock.readingCount == 0)
        // Three moving readings: four, the first of which only starts the line.
        let lines = (0..<4).map { step in
            clock.placeNewLine(heard: 100 * step, at: 20 + 0.1 * Double(step), after: 3)
        }
        #expect(lines.prefix(3).allSatisfy { $0 == nil })
        #expect(lines[3]?.stream == 300 && clock.anchor?.stream == 300)
    }

    @Test(
        "a new line waits for three readings that agree, and stands on them alone; eight scattered ones place it all the same"
    )
    func newLineOnAgreeingReadings() {
        // 48 kHz: the gap threshold is 720 frames, so readings agree within 360.
        var clock = StreamClock(rate: 48000)
        clock.newStream()
        // A reading 500 frames off the line among the first three: no line yet.
        let heard = [0, 2400, 5300, 7200, 9600, 12000]
        let lines = heard.enumerated().map { step, frame in
            clock.placeNewLine(heard: frame, at: 1 + 0.05 * Double(step), after: 3)
        }
        #expect(lines.prefix(5).allSatisfy { $0 == nil })
        // The last three agree: the line is theirs (offset 48,000 frames at 1 s), not moved by the outlier.
        let placed = lines[5]
        #expect(placed?.stream == 12000 && abs((placed?.wall ?? 0) - 1.25) < 1e-9)

        var scattered = StreamClock(rate: 48000)
        scattered.newStream()
        let offsets = [0, 600, -600, 700, -700, 800, -800, 900, -900]
        let placements = offsets.enumerated().map { step, off in
            scattered.placeNewLine(heard: 2400 * step + off, at: 1 + 0.05 * Double(step), after: 3)
        }
        // The first reading only starts the line; eight moving ones place it, on their median.
        #expect(placements.prefix(8).allSatisfy { $0 == nil })
        #expect(placements[8] != nil)
    }
}
