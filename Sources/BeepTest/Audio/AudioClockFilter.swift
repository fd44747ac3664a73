/// Smooths the audio clock's readings (stream frame heard, monotonic time) into an anchor.
///
/// A sound server's delay is an estimate that jitters by a few frames from one period to the
/// next, with an occasional outlier of a hundred. Over a second the relation between the stream
/// and the monotonic clock is a straight line of slope `rate` (drift is a few frames per
/// minute), so the anchor is the latest reading moved onto that line: the line's offset is the
/// median of the last readings' offsets. Readings taken while the device is not playing (before
/// it starts, when the heard frame does not move) say nothing about the line and are skipped.
///
/// Once a whole span of readings agree, the line moves no faster than a sound card's clock
/// drifts from the monotonic one (`fastestDrift`), whatever the median does: the estimate can
/// wander for seconds while the sound does not. PulseAudio's `pulse` device, after the server
/// itself was stopped for 12 s, read the new stream's delay wandering by 1,700 ppm for 5 s, up to
/// 420 frames (8.7 ms), and back over the next 8, while the recording showed every cue on the
/// line the stream was placed on; on a machine busy compiling, by 20 ms. A median further off
/// than `farOffSeconds` is taken for the clock's own (a device out of its tolerance, the
/// monotonic clock slewed by NTP at up to 500 ppm): the line goes to it and follows the median
/// until it is learnt afresh. An output not paced by a clock (the `file` and `null` PCMs) never
/// gives readings that agree, so its line is the median throughout.
struct AudioClockFilter {
    /// How many readings the median spans: 16 periods of 50 ms, under a second.
    static let span = 16
    /// How fast the line may move, as a fraction of the rate: 200 ppm, twice what a sound card's
    /// crystal keeps to (100 ppm). After 5 s of the wander above, the line is 1 ms off at most.
    static let fastestDrift = 200e-6
    /// A median this far off the line (10 ms, under the gap watch's 15 ms) is the clock's own.
    static let farOffSeconds = 0.010

    private let rate: Double
    /// Offsets `heard − wall × rate` of the last readings (at most `span`).
    private var offsets = RecentOffsets(limit: span)
    private var lastHeard: Int?
    /// The line's offset and the monotonic time it was last moved; nil until a reading is kept.
    private var line: (offset: Double, wall: Double)?
    /// True once the median went `farOffSeconds` off the line: it is followed as it moves.
    private var followsMedian = false

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
        line = nil
        followsMedian = false
    }

    /// Adds a reading and returns the anchor: `heard` and the monotonic time it was heard.
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    mutating func anchor(heard: Int, at wall: Double) -> (stream: Int, wall: Double) {
        defer { lastHeard = heard }
        guard let lastHeard, heard > lastHeard else { return (heard, wall) }
        offsets.append(Double(heard) - wall * rate)
        moveLine(at: wall)
        return onLine(heard)
    }

    /// Keeps only the last `count` readings (the earlier ones scattered off the line) and returns
    /// frame `heard` moved onto the line they make; at least one reading must have been kept.
    mutating func keepLast(_ count: Int, placing heard: Int) -> (stream: Int, wall: Double) {
        offsets.keepLast(count)
        line = line.map { (offsets.median, $0.wall) }
        return onLine(heard)
    }

    /// Moves the line towards the median of the readings, at `wall`: all the way while they are
    /// fewer than a span or do not agree (the middle half within `farOffSeconds`), and from the
    /// time the median lies that far off; else by at most `fastestDrift` since the line last moved.
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    private mutating func moveLine(at wall: Double) {
        let median = offsets.median
        let farOff = Self.farOffSeconds * rate
        guard let last = line, !followsMedian, offsets.count == Self.span,
            offsets.spread(trimming: offsets.count / 4) <= farOff
        else {
            line = (median, wall)
            return
        }
        if abs(median - last.offset) > farOff {
            followsMedian = true
            line = (median, wall)
            return
        }
        let most = Self.fastestDrift * rate * (wall - last.wall)
        line = (last.offset + min(max(median - last.offset, -most), most), wall)
    }

    /// Frame `heard` and the monotonic time the line says it is heard (the median of the readings
    /// before any is kept).
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    private func onLine(_ heard: Int) -> (stream: Int, wall: Double) {
        (heard, (Double(heard) - (line?.offset ?? offsets.median)) / rate)
    }
}
