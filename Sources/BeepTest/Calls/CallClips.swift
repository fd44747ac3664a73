/// The samples of a stream's calls, some of them still being made when the stream starts: the one
/// way clips made in the background reach the renderer.
///
/// A cold cache would otherwise hold the first beep back until every phrase had been resampled at
/// best quality, tens of milliseconds of CPU a phrase, although the first level's call comes a
/// minute in. The plan needs only the clips' lengths, known as soon as the phrases are spoken, so
/// the samples are made in the background in the order the stream plays them, and a reader that
/// comes to a clip before it is made waits for it (`samples(_:)`, the one wait): a stream plays its
/// own calls or none at all, never a different one, and a live run stays sample for sample its
/// render. Each clip is set once and never changes, so the renderer reading it stays pure.
public final class CallClips: Sendable {
    /// The number of clips.
    public let count: Int
    /// Each clip's samples once made.
    private let slots: ConditionLock<[[Int16]?]>

    /// The stream's pitch and volume: each clip is scaled to its volume once, as it is set.
    private let tuning: StreamTuning

    /// `count` clips, none made yet: `fill(_:with:)` makes each, at the volume of `tuning`.
    public init(count: Int, tuning: StreamTuning = .standard) {
        self.count = count
        self.tuning = tuning
        slots = ConditionLock(Array(repeating: nil, count: count))
    }

    /// Clips that are all made already.
    public convenience init(_ clips: [[Int16]]) {
        self.init(count: clips.count)
        for (index, clip) in clips.enumerated() { fill(index, with: clip) }
    }

    /// Sets the samples of clip `index` and wakes whoever waits for them. A clip is made once.
    public func fill(_ index: Int, with samples: [Int16]) {
        let samples = tuning.scaled(samples)
        slots.changeAndWake { slots in
            precondition(slots[index] == nil, "a call clip made twice")
            slots[index] = samples
        }
    }

    /// The samples of clip `index`, waiting until they are made. Here, and only here, the audio
    /// thread may wait: for a clip that plays before the background has made it (the first seconds
    /// after a start with a cold call cache); a clip once made is returned at once.
    public func samples(_ index: Int) -> [Int16] {
        slots.wait { $0[index] }
    }

    /// Waits until every clip is made.
    public func waitForAll() {
        for index in 0..<count { _ = samples(index) }
    }

    /// True when clip `index` is made (a reader would not wait for it).
    public func isMade(_ index: Int) -> Bool {
        slots.withLock { $0[index] != nil }
    }
}
