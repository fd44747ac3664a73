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
    /// Offsets `heard − wall × rate` of the last readings, oldest first (at most `span`).
    private var offsets: [Double] = []
    private var sorted: [Double] = []
    private var lastHeard: Int?

    init(rate: Int) {
        self.rate = Double(rate)
        offsets.reserveCapacity(Self.span)
        sorted.reserveCapacity(Self.span)
    }

    /// True once two readings have shown the stream moving: the line is then the device's. A
    /// sound server's first reading after the start says frames are heard before any are.
    var isPlaying: Bool { offsets.count >= 2 }

    /// How many readings, showing the stream moving, the line stands on now (at most `span`).
    var readingCount: Int { offsets.count }

    /// How far apart, in frames, the offsets of the last `count` readings lie (infinity while
    /// fewer have been read): readings on the line lie a few frames apart.
    func spread(ofLast count: Int) -> Double {
        guard count > 0, offsets.count >= count else { return .infinity }
        let last = offsets.suffix(count)
        return (last.max() ?? 0) - (last.min() ?? 0)
    }

    /// Forgets the line (after an underrun the device restarts on a new one).
    mutating func reset() {
        offsets.removeAll(keepingCapacity: true)
        lastHeard = nil
    }

    /// Adds a reading and returns the anchor: `heard` and the monotonic time it was heard.
    mutating func anchor(heard: Int, at wall: Double) -> (stream: Int, wall: Double) {
        defer { lastHeard = heard }
        guard let lastHeard, heard > lastHeard else { return (heard, wall) }
        if offsets.count == Self.span { offsets.removeFirst() }
        offsets.append(Double(heard) - wall * rate)
        return onLine(heard)
    }

    /// Keeps only the last `count` readings (the earlier ones scattered off the line) and returns
    /// frame `heard` moved onto the line they make; at least one reading must have been kept.
    mutating func keepLast(_ count: Int, placing heard: Int) -> (stream: Int, wall: Double) {
        offsets.removeFirst(max(0, offsets.count - count))
        return onLine(heard)
    }

    /// Frame `heard` and the monotonic time the median of the readings says it is heard.
    private mutating func onLine(_ heard: Int) -> (stream: Int, wall: Double) {
        sorted.removeAll(keepingCapacity: true)
        sorted.append(contentsOf: offsets)
        sorted.sortSmall()
        let median = sorted.medianOfSorted
        return (heard, (Double(heard) - median) / rate)
    }
}

extension Array where Element == Double {
    /// Sorts in ascending order by insertion: the clock filter and the gap watch sort their 16
    /// offsets every period, where the standard library's sort costs several times as much.
    mutating func sortSmall() {
        guard count > 1 else { return }
        for index in 1..<count {
            let value = self[index]
            var slot = index
            while slot > 0 && self[slot - 1] > value {
                self[slot] = self[slot - 1]
                slot -= 1
            }
            self[slot] = value
        }
    }

    /// The median of an array sorted in ascending order (the mean of the middle two when the
    /// count is even); the clock filter and the gap watch both take it of their offsets.
    var medianOfSorted: Double {
        let middle = count / 2
        return count % 2 == 1 ? self[middle] : (self[middle - 1] + self[middle]) / 2
    }
}
