/// Which test frame each frame of the output stream carries.
///
/// The stream and the test advance together while playing; a pause freezes the test while the
/// stream goes on with silence, and an underrun jumps both forward by the frames lost. Each of
/// those starts a segment. Only the few segments still in the device's buffer are kept.
struct StreamMap {
    struct Segment: Equatable {
        /// The first stream frame of the segment.
        var streamStart: Int
        /// The test frame at `streamStart`.
        var testStart: Int
        /// True when the test advances with the stream (not paused).
        var playing: Bool

        func testFrame(atStream frame: Int) -> Int { playing ? testStart + (frame - streamStart) : testStart }
    }

    private(set) var segments: [Segment]

    /// A map whose stream starts playing the test from frame 0.
    init() {
        segments = [Segment(streamStart: 0, testStart: 0, playing: true)]
        segments.reserveCapacity(16)
    }

    /// Starts a segment at `stream` (at or after every earlier one).
    mutating func begin(atStream stream: Int, test: Int, playing: Bool) {
        while let last = segments.last, last.streamStart >= stream, segments.count > 1 { segments.removeLast() }
        if let last = segments.last, last.streamStart >= stream {
            segments[segments.count - 1] = Segment(streamStart: stream, testStart: test, playing: playing)
        } else {
            segments.append(Segment(streamStart: stream, testStart: test, playing: playing))
        }
    }

    /// Moves every stream frame after `frame` on by `delta` (back when negative): the frames
    /// not yet heard are heard that much later (a stall) or earlier than the stream said.
    mutating func shift(after frame: Int, by delta: Int) {
        let holder = segment(atStream: frame)
        let later = segments.filter { $0.streamStart > frame }
        let kept = segments.count - later.count
        segments.removeLast(later.count - (kept == 0 ? 1 : 0))
        begin(atStream: frame + delta, test: holder.testFrame(atStream: frame), playing: holder.playing)
        for segment in later {
            begin(atStream: segment.streamStart + delta, test: segment.testStart, playing: segment.playing)
        }
    }

    /// The segment that holds stream frame `frame`.
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    func segment(atStream frame: Int) -> Segment {
        segments.last { $0.streamStart <= frame } ?? segments[0]
    }

    /// The segment after the one that holds `frame`, if one has begun.
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    func segment(after frame: Int) -> Segment? { segments.first { $0.streamStart > frame } }

    /// Drops the segments that end before stream frame `frame` (it has been heard).
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    mutating func forget(before frame: Int) {
        var drop = 0
        while drop + 1 < segments.count, segments[drop + 1].streamStart <= frame { drop += 1 }
        if drop > 0 { segments.removeFirst(drop) }
    }
}
