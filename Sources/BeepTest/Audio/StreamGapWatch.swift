/// Watches the audio clock for stretches the listeners did not hear as the stream's own time,
/// and measures how far the stream is off its line afterwards.
///
/// While a device plays, the frame heard (written − delay) and the monotonic time lie on a line
/// of slope `rate`: the offset `heard − wall × rate` stays put but for the sound server's jitter
/// (a few frames, now and then a hundred) and a drift of a few frames a minute. Two things move
/// it down, and each makes every later cue late unless the test skips the same frames:
/// - a **silent stall**: the device ran dry and waited for data without reporting an underrun
///   (PulseAudio's `pulse` device may do that while the process is stopped): one reading far
///   below the line, by the length of the stall;
/// - the **restart** after an underrun or a stall: the skip is measured at recovery, but the
///   restarted stream is heard a little later (rendering, the start threshold, the server's own
///   start-up), a fraction of a millisecond, well inside the jitter of any one reading.
///
/// So a reading more than `threshold` below the reference line is a stall, to be skipped at
/// once. After any gap the readings jump about for a while: PulseAudio reads nothing queued
/// (delay 0) for half a second, then the queue filling up while the stream waits to restart:
/// once the last `verifyCount` readings taken while the device plays what was written (the
/// frame heard advancing, something queued) all lie within half the threshold, their median
/// measures what the skip missed, to be corrected where the stream is silent; until then a jump
/// is no new stall. The reference is the median of the last readings, and only while they lie on a line (their
/// interquartile range under half the threshold): an output that is not paced by a clock (the
/// `file` and `null` PCMs run faster than real time) never gets one, so it never skips.
/// The monotonic clock measures each gap only, never the long run (a sound card's clock drifts
/// from it over minutes).
struct StreamGapWatch {
    /// How many readings the reference spans: 16 periods of 50 ms.
    static let span = 16
    /// How many readings, at least, make a reference.
    static let minimumSpan = 8
    /// How many readings on a line, after a gap, measure what the skip missed (half a second:
    /// PulseAudio's first readings after a restart scatter by a few frames either way).
    static let verifyCount = 10
    /// A reading this far below the line (15 ms) is a stall, far above the jitter of the clock.
    static let thresholdSeconds = 0.015

    private let rate: Double
    /// Frames below the reference that make a stall.
    let threshold: Double
    /// The line's offset (`heard − wall × rate`) before the last gap; nil while unknown.
    private(set) var reference: Double?
    /// The last offsets read while the device played (at most `span`).
    private var offsets = RecentOffsets(limit: span)
    /// The last offsets read since the last gap, while the device played (at most
    /// `verifyCount`); nil when not settling.
    private var settling: RecentOffsets?
    private var lastHeard: Int?

    init(rate: Int) {
        self.rate = Double(rate)
        threshold = StreamGapWatch.thresholdSeconds * Double(rate)
    }

    /// What a reading says about the stream.
    enum Finding: Equatable {
        /// The stream stalled: it is heard this many frames later than its line.
        case stall(frames: Int)
        /// After a gap the stream is heard this many frames late (negative: early).
        case offLine(frames: Int)
    }

    /// Adds a reading: stream frame `heard` was heard at monotonic time `wall`, with `queued`
    /// frames written but not yet heard.
    ///
    /// A reading of nothing queued may show a stall, but it lies on no line: the device is not
    /// playing what was written (it ran dry), or cannot tell yet (PulseAudio reads 0 for half a
    /// second after a stall, until its next timing update; those readings lie on a false line).
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    mutating func reading(heard: Int, wall: Double, queued: Int) -> Finding? {
        let offset = Double(heard) - wall * rate
        let advancing = lastHeard.map { heard > $0 } ?? false
        lastHeard = heard
        if let reference, settling == nil, offset < reference - threshold {
            gap()
            return .stall(frames: Int((reference - offset).rounded()))
        }
        guard advancing, queued > 0 else { return nil }
        if var readings = settling {
            readings.append(offset)
            settling = readings
            guard readings.count == Self.verifyCount, let reference, let line = line(readings, spread: 0) else {
                return nil
            }
            settling = nil
            offsets.removeAll()
            let late = Int((reference - line).rounded())
            return late == 0 ? nil : .offLine(frames: late)
        }
        offsets.append(offset)
        if offsets.count >= Self.minimumSpan { reference = line(offsets, spread: offsets.count / 4) }
        return nil
    }

    /// The median of `readings` when they lie on a line (within half the threshold, but for the
    /// `outliers` highest and lowest), else nil.
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    private func line(_ readings: RecentOffsets, spread outliers: Int) -> Double? {
        readings.spread(trimming: outliers) <= threshold / 2 ? readings.median : nil
    }

    /// A gap began (an underrun, or a stall found here): the stream's timing was just moved by a
    /// measure taken at one moment; the next readings check it against the reference.
    mutating func gap() {
        settling = reference == nil ? nil : RecentOffsets(limit: Self.verifyCount)
        lastHeard = nil
    }

}
