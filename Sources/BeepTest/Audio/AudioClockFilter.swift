/// Smooths the audio clock's readings (stream frame heard, monotonic time) into an anchor.
///
/// A sound server's delay is an estimate that jitters by a few frames from one period to the
/// next, with an occasional outlier of a hundred. Over a second the relation between the stream
/// and the monotonic clock is a straight line of slope `rate` (drift is a few frames per
/// minute), so the anchor is the latest reading moved onto that line: the line's offset is the
/// median of the last readings' offsets. Readings taken while the device is not playing (before
/// it starts, when the heard frame does not move) say nothing about the line and are skipped.
struct AudioClockFilter {
    /// How many readings the median spans: 16 periods of 50 ms, under a second.
    static let span = 16

    private let rate: Double
    /// Offsets `heard − wall × rate` of the last readings (at most `span`).
    private var offsets = RecentOffsets(limit: span)
    private var lastHeard: Int?

    init(rate: Int) {
        self.rate = Double(rate)
    }

    /// True once two readings have shown the stream moving: the line is then the device's. A
    /// sound server's first reading after the start says frames are heard before any are.
    var isPlaying: Bool { offsets.count >= 2 }

    /// How many readings, showing the stream moving, the line stands on now (at most `span`).
    var readingCount: Int { offsets.count }

    /// How far apart, in frames, the offsets of the last `count` readings lie (infinity while
    /// fewer have been read): readings on the line lie a few frames apart.
    func spread(ofLast count: Int) -> Double { offsets.spread(ofLast: count) }

    /// Forgets the line (after an underrun the device restarts on a new one).
    mutating func reset() {
        offsets.removeAll()
        lastHeard = nil
    }

    /// Adds a reading and returns the anchor: `heard` and the monotonic time it was heard.
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    mutating func anchor(heard: Int, at wall: Double) -> (stream: Int, wall: Double) {
        defer { lastHeard = heard }
        guard let lastHeard, heard > lastHeard else { return (heard, wall) }
        offsets.append(Double(heard) - wall * rate)
        return onLine(heard)
    }

    /// Keeps only the last `count` readings (the earlier ones scattered off the line) and returns
    /// frame `heard` moved onto the line they make; at least one reading must have been kept.
    mutating func keepLast(_ count: Int, placing heard: Int) -> (stream: Int, wall: Double) {
        offsets.keepLast(count)
        return onLine(heard)
    }

    /// Frame `heard` and the monotonic time the median of the readings says it is heard.
    private func onLine(_ heard: Int) -> (stream: Int, wall: Double) {
        (heard, (Double(heard) - offsets.median) / rate)
    }
}
