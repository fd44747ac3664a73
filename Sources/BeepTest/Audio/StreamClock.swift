/// The line of a stream's audio clock: which stream frame is heard when, learnt from the device's
/// readings (frames written − delay) through `AudioClockFilter`, with the gaps in it found by
/// `StreamGapWatch`. A gap (an underrun, a stall, a new stream) sets the line to be learnt afresh,
/// each in one call here.
struct StreamClock {
    private let rate: Double
    private var filter: AudioClockFilter
    private var gapWatch: StreamGapWatch
    /// The last reading: stream frame `stream` was heard at monotonic time `wall`.
    private(set) var anchor: (stream: Int, wall: Double)?
    /// After an underrun or a stall, the stream frame heard again at monotonic time `wall`, until
    /// the device reads a queue again: PulseAudio reads nothing queued for half a second after a
    /// gap, which would count everything written as heard (the position a buffer ahead).
    private var restartedAt: (stream: Int, wall: Double)?

    /// A clock with nothing learnt, for a stream at `rate`.
    init(rate: Int) {
        self.rate = Double(rate)
        filter = AudioClockFilter(rate: rate)
        gapWatch = StreamGapWatch(rate: rate)
    }

    /// True once the readings show the stream moving.
    var isPlaying: Bool { filter.isPlaying }
    /// Readings since the line was last learnt afresh.
    var readingCount: Int { filter.readingCount }
    /// The least gap the watch acts on, in frames.
    var gapThreshold: Double { gapWatch.threshold }

    /// What the gap watch finds in a reading: frame `heard` at `wall` with `queued` frames queued.
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    mutating func gapIn(heard: Int, wall: Double, queued: Int) -> StreamGapWatch.Finding? {
        gapWatch.reading(heard: heard, wall: wall, queued: queued)
    }

    /// An underrun at `now`: the device restarts empty, so stream frame `stream`, the next one
    /// written, is heard about now, on a new line ("about": the readings once it plays say how far
    /// off, and the gap watch finds what the skip missed).
    mutating func restart(atStream stream: Int, now: Double) {
        filter.reset()
        anchor = filter.anchor(heard: stream, at: now)
        restartedAt = (stream, now)
        gapWatch.gap()
    }

    /// The stream was found off its line: the line is learnt again from the next readings; after a
    /// stall, stream frame `restart.stream` is heard again from `restart.wall`.
    mutating func leaveLine(restartingAt restart: (stream: Int, wall: Double)?) {
        filter.reset()
        anchor = nil
        if let restart { restartedAt = restart }
    }

    /// A new stream (the device opened again): nothing learnt of the old one holds.
    mutating func newStream() {
        filter.reset()
        gapWatch = StreamGapWatch(rate: Int(rate))
        anchor = nil
        restartedAt = nil
    }

    /// A new stream's underrun before it started playing: its readings are learnt afresh.
    mutating func forgetReadings() { filter.reset() }

    /// Where the stream is heard at `now`, from a reading with `streamFrame` written and `delay`
    /// frames queued (all of them played when `drained`), kept as the anchor. Never before the
    /// last anchor; just after a gap, while the device reads nothing queued, no further on than
    /// the monotonic clock since the restart says.
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    mutating func read(streamFrame: Int, delay: Int, drained: Bool, at now: Double) -> (stream: Int, wall: Double) {
        var heard = max(anchor?.stream ?? 0, min(streamFrame, streamFrame - delay))
        if !drained && delay > 0 {
            restartedAt = nil
        } else if !drained, let restart = restartedAt {
            let since = restart.stream + max(0, Int(((now - restart.wall) * rate).rounded(.down)))
            heard = min(heard, max(anchor?.stream ?? 0, since))
        }
        let line = filter.anchor(heard: heard, at: now)
        anchor = line
        return line
    }

    /// Readings of a new stream that place its line whatever their scatter (400 ms): a server
    /// whose readings never agree still gets its sound back.
    static let scatteredReadingsPlaced = AudioClockFilter.span / 2

    /// A reading of a new stream's lead-in (frame `heard` at `now`): its line once the last
    /// `readings` moving readings agree (lie within half the gap threshold of one another), or
    /// once `scatteredReadingsPlaced` have been read whatever their scatter, then kept as the
    /// anchor; nil before. A sound server's reading now and then lies hundreds of frames off the
    /// line, and the first few after a return place every cue after it.
    mutating func placeNewLine(heard: Int, at now: Double, after readings: Int) -> (stream: Int, wall: Double)? {
        let line = filter.anchor(heard: heard, at: now)
        let agreeing = filter.spread(ofLast: readings) <= gapWatch.threshold / 2
        guard agreeing || filter.readingCount >= Self.scatteredReadingsPlaced else { return nil }
        // Agreeing, the line is theirs alone: a scattered reading before them would move the median.
        let placed = agreeing ? filter.keepLast(readings, placing: heard) : line
        anchor = placed
        return placed
    }
}
