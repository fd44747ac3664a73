/// What `tap-test` measured: taps on a steady beat of clicks, each matched to the click it was
/// meant for, and the delay the device did not report.
///
/// A listener who taps along with a steady beat anticipates it: their taps land on the sound
/// as heard, not a reaction time after it. So the median of tap − click, with each click's time
/// the one the device's reported delay gives, is the delay it did not report (a Bluetooth
/// speaker's, mostly), the figure to give `run --latency`. A run whose taps scatter too widely
/// says nothing trustworthy, and is refused rather than turned into a number.
public struct TapMeasurement: Sendable, Equatable {
    /// A tap is matched to a click when it lies within this many seconds of it (half the beat).
    public static let window = 0.5
    /// The fewest taps matched to clicks for a measurement to stand.
    public static let fewestTaps = 10
    /// The widest interquartile range of the offsets, in seconds, for a measurement to stand.
    public static let widestSpread = 0.040

    /// Each matched tap's offset from its click, in seconds (positive: after the click), in
    /// the clicks' order.
    public let offsets: [Double]
    /// How many clicks were played.
    public let clicks: Int
    /// How many taps came (matched or not).
    public let taps: Int

    /// Matches `taps` to `clicks` (CLOCK_MONOTONIC seconds, each click when it was heard by the
    /// device's reported delay): each click takes the nearest tap within `window` that no
    /// earlier click took.
    public init(clicks: [Double], taps: [Double]) {
        let sortedTaps = taps.sorted()
        var taken = Set<Int>()
        var offsets: [Double] = []
        for click in clicks.sorted() {
            let candidates = sortedTaps.indices.filter {
                !taken.contains($0) && abs(sortedTaps[$0] - click) <= Self.window
            }
            guard let nearest = candidates.min(by: { abs(sortedTaps[$0] - click) < abs(sortedTaps[$1] - click) })
            else { continue }
            taken.insert(nearest)
            offsets.append(sortedTaps[nearest] - click)
        }
        self.offsets = offsets
        self.clicks = clicks.count
        self.taps = taps.count
    }

    /// The median offset in seconds; nil with no tap matched.
    public var median: Double? { Self.quantile(offsets.sorted(), 0.5) }

    /// The interquartile range of the offsets in seconds (how widely the taps scatter); nil with
    /// no tap matched.
    public var spread: Double? {
        let sorted = offsets.sorted()
        guard let upper = Self.quantile(sorted, 0.75), let lower = Self.quantile(sorted, 0.25) else { return nil }
        return upper - lower
    }

    /// Why the measurement cannot be trusted, as one line for the user; nil when it can.
    public var refusal: String? {
        if offsets.count < Self.fewestTaps {
            return tr(
                "only %s of %s clicks had a tap within %s ms (%s needed): run it again, pressing space on each click",
                offsets.count, clicks, Int(Self.window * 1000), Self.fewestTaps)
        }
        if let spread, spread > Self.widestSpread {
            return tr(
                "the taps scatter too widely to trust (middle half over %s ms, %s at most): run it again, tapping along with the beat",
                Int((spread * 1000).rounded()), Int(Self.widestSpread * 1000))
        }
        return nil
    }

    /// The value to give `run --latency`, in whole milliseconds: the median offset, never below
    /// 0 (a device that reports more delay than it has needs nothing added).
    public var latencyMS: Int { max(0, Int(((median ?? 0) * 1000).rounded())) }

    /// How many clicks `tap-test` plays, a second apart.
    public static let clickCount = 16

    /// The clicks as a timeline: a start, a turn each second, an end (the clicks' count in all),
    /// with no countdown, so that the engine plays and reports them as it does a test's cues.
    public static func clickTimeline() -> Timeline {
        let level = Level(label: "1", pace: .shuttleSeconds(1), work: .shuttles(clickCount - 1))
        let profile = Profile(id: "tap-test", name: "tap test", distanceM: nil, countdownS: 0, levels: [level])
        return Timeline(profile: profile, countdownS: 0)
    }

    /// The stream of `timeline`'s clicks at `rate`: every cue the same short pip (the countdown's),
    /// with a sharp onset, so that each one is the same sound to tap on.
    public static func clickStream(of timeline: Timeline, rate: Int) -> Renderer {
        let click = CueSounds(rate: rate).samples(for: .countdown)
        return Renderer(
            timeline: timeline, rate: rate,
            replacements: Dictionary(uniqueKeysWithValues: CueKind.allCases.map { ($0, click) }))
    }

    /// The `p` quantile of `sorted` by linear interpolation between the closest ranks.
    private static func quantile(_ sorted: [Double], _ p: Double) -> Double? {
        guard !sorted.isEmpty else { return nil }
        let rank = p * Double(sorted.count - 1)
        let low = Int(rank.rounded(.down))
        let high = min(sorted.count - 1, low + 1)
        return sorted[low] + (sorted[high] - sorted[low]) * (rank - Double(low))
    }
}
