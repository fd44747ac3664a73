/// The whole test as one mono PCM stream, rendered on demand for any frame range.
///
/// Frame 0 is the start of the countdown: a cue at test time `t` starts at frame
/// `round((countdown + t) × rate)`, whatever the period size, and its sound may cross period
/// boundaries. One sound plays at a time: when a cue comes before the previous cue's sound has
/// ended, the previous sound is cut just before it with a short fade. Spoken calls
/// (`adding(_:clips:)`) are placed in the silences between the cue sounds the same way, so they
/// change no cue's samples. `render` is pure (the same range always gives the same samples),
/// allocates nothing and finds its first cue by binary search, so the audio thread can call it
/// every period; the one wait it may make is for a call's clip still being made in the background
/// (the first seconds of a start with a cold call cache), never for anything else.
public struct Renderer: Sendable {
    /// Length of the fade that cuts a sound short when the next cue comes before it has ended.
    public static let cutFadeSeconds = 0.002

    /// Where one cue's sound lies in the stream.
    struct Placement: Sendable {
        /// The cue's frame: the sound's first sample.
        var start: Int
        /// How many of the sound's samples play (fewer than it has when the next cue cuts it).
        var length: Int
        /// Which sound (an index into `sounds`).
        var sound: Int
        /// The offset within the sound where the cut fade begins (`length` when it is not cut).
        var fadeFrom: Int

        var end: Int { start + length }
    }

    /// The test being rendered.
    public let timeline: Timeline
    /// Frames per second.
    public let rate: Int
    /// The frame at which each cue of `timeline.cues` starts (same indexes).
    public let cueFrames: [Int]
    /// The frame just after each cue's last played sample (same indexes as `cueFrames`).
    public let cueSoundEnds: [Int]
    /// The stream's length: the frame just after the last sound (the end cue's, or its call's).
    public private(set) var totalFrames: Int

    private var sounds: [[Int16]]
    /// The calls' clips, placed as sounds `sounds.count...`; they may still be in the making.
    private var callClips: CallClips?
    private var placements: [Placement]
    /// Gains for the cut fade, falling from just under 1 to just over 0.
    private let cutFade: [Float]

    /// Prepares the stream of `timeline` at `rate` frames per second: the sounds of its cue kinds
    /// synthesised once, except those `replacements` gives (a sound pack's, at `rate`, each
    /// starting on its audible onset), at the pitch (synthesised ones) and volume of `tuning`.
    public init(
        timeline: Timeline, rate: Int, replacements: [CueKind: [Int16]] = [:], tuning: StreamTuning = .standard
    ) {
        self.timeline = timeline
        self.rate = rate
        let synthesised = timeline.cues.map(\.kind).filter { replacements[$0] == nil }
        var sounds = CueSounds.slots(for: synthesised, rate: rate, tuning: tuning)
        for (kind, samples) in replacements { sounds[CueSounds.slot(kind)] = tuning.scaled(samples) }
        self.sounds = sounds
        let fadeLength = max(1, Int((Renderer.cutFadeSeconds * Double(rate)).rounded()))
        cutFade = (1...fadeLength).map { Float(1 - CueSounds.raisedCosine($0, of: fadeLength + 1)) }
        let cutGap = max(1, rate / 4000)
        let frames = timeline.cues.map { Renderer.frame(of: $0.time, countdownS: timeline.countdownS, rate: rate) }
        cueFrames = frames
        var placements: [Placement] = []
        placements.reserveCapacity(frames.count)
        for (index, cue) in timeline.cues.enumerated() {
            let sound = CueSounds.slot(cue.kind)
            let natural = sounds[sound].count
            // A cut sound ends a few frames of true silence before the next cue, so that every
            // cue's first sample follows a zero, the same as when nothing was cut.
            let room = index + 1 < frames.count ? max(0, frames[index + 1] - frames[index] - cutGap) : natural
            let length = min(natural, room)
            let fadeFrom = length < natural ? max(0, length - fadeLength) : length
            placements.append(Placement(start: frames[index], length: length, sound: sound, fadeFrom: fadeFrom))
        }
        self.placements = placements
        cueSoundEnds = placements.map(\.end)
        totalFrames = placements.last?.end ?? 0
    }

    /// This stream with the calls of `plan` mixed into its silences, their samples from `clips`
    /// (indexed as the plan's clips, each exactly as long as the plan says). The plan placed them
    /// between the cue sounds, so every cue sound stays sample for sample what it was. Rendering a
    /// range waits for the clips it plays that are not made yet.
    public func adding(_ plan: CallPlan, clips: CallClips) -> Renderer {
        precondition(plan.rate == rate, "a call plan for another rate")
        precondition(clips.count == plan.clipPhrases.count, "clips for another plan")
        precondition(callClips == nil, "calls added to a stream twice")
        guard !plan.calls.isEmpty else { return self }
        var stream = self
        let base = sounds.count
        stream.callClips = clips
        let calls = plan.calls.map {
            Placement(start: $0.frame, length: $0.length, sound: base + $0.clip, fadeFrom: $0.length)
        }
        stream.placements = (placements + calls).sorted { $0.start < $1.start }
        stream.totalFrames = stream.placements.map(\.end).max() ?? 0
        return stream
    }

    /// Waits until every clip of its calls' plan is made, those no call plays included: a command
    /// that ends with its stream waits so, since the clips are cached as they are made.
    public func waitForCalls() { callClips?.waitForAll() }

    /// The frame at which a cue at test time `time` starts: `round((countdown + time) × rate)`.
    public static func frame(of time: Double, countdownS: Double, rate: Int) -> Int {
        Int(((countdownS + time) * Double(rate)).rounded())
    }

    /// The index of the first cue whose frame is at or after `frame` (`cueFrames.count` if none).
    public func firstCue(atOrAfter frame: Int) -> Int {
        cueFrames.partitioningIndex { $0 >= frame }
    }

    /// Fills `buffer` with the stream's samples from frame `from` on (silence outside the stream).
    public func render(from: Int, into buffer: UnsafeMutableBufferPointer<Int16>) {
        buffer.update(repeating: 0)
        let to = from + buffer.count
        // Sounds never overlap, so their ends grow with their starts: the first one that
        // touches the range is the first whose end lies after `from`.
        var index = firstPlacement(endingAfter: from)
        while index < placements.count, placements[index].start < to {
            copy(placements[index], from: from, to: to, into: buffer)
            index += 1
        }
    }

    /// True when no sound plays in test frames `[from, to)`: the engine moves the stream's
    /// timing (skips or inserts frames) only where nothing is heard, so that no sound is cut.
    public func isSilent(from: Int, to: Int) -> Bool {
        let index = firstPlacement(endingAfter: from)
        return index >= placements.count || placements[index].start >= to
    }

    /// `frame` when no sound is under way there, else the frame just after that sound: where a
    /// stream that starts again mid-test may begin without playing a sound from its middle (a
    /// cue's or a call's whose start has passed).
    public func quietFrame(atOrAfter frame: Int) -> Int {
        let index = firstPlacement(endingAfter: frame)
        guard index < placements.count, placements[index].start < frame else { return frame }
        return placements[index].end
    }

    /// The sound this stream plays for `kind` (a pack's where it replaces it), synthesised when
    /// the test has no such cue: the count-in after a pause plays the countdown's pip.
    public func sound(of kind: CueKind) -> [Int16] {
        let samples = sounds[CueSounds.slot(kind)]
        return samples.isEmpty ? CueSounds.slots(for: [kind], rate: rate)[CueSounds.slot(kind)] : samples
    }

    private func firstPlacement(endingAfter frame: Int) -> Int {
        placements.partitioningIndex { $0.end > frame }
    }

    /// The samples of sound `index`: a cue's, or past them a call's (waiting until it is made).
    private func samples(of index: Int) -> [Int16] {
        if index < sounds.count { return sounds[index] }
        return callClips?.samples(index - sounds.count) ?? []
    }

    /// Copies the part of one placed sound that falls in `[from, to)`, applying the cut fade.
    private func copy(_ placement: Placement, from: Int, to: Int, into buffer: UnsafeMutableBufferPointer<Int16>) {
        let first = max(from, placement.start)
        let last = min(to, placement.end)
        guard first < last else { return }
        let offset = first - placement.start
        samples(of: placement.sound).withUnsafeBufferPointer { sound in
            // A clip shorter than its placement (it never is) plays what it has, never past its end.
            let count = min(last - first, sound.count - offset)
            guard let source = sound.baseAddress, let target = buffer.baseAddress, count > 0 else { return }
            let plain = max(0, min(count, placement.fadeFrom - offset))
            (target + (first - from)).update(from: source + offset, count: plain)
            // The fade ends on the sound's last played sample even when the cut leaves less than
            // a whole fade's room.
            let skew = cutFade.count - (placement.length - placement.fadeFrom)
            var position = plain
            while position < count {
                let soundIndex = offset + position
                let gain = cutFade[soundIndex - placement.fadeFrom + skew]
                target[first - from + position] = Int16((Float(source[soundIndex]) * gain).rounded())
                position += 1
            }
        }
    }
}
