/// Where every spoken call of a test goes, decided from the timeline before anything plays.
///
/// A call lies in the silence after its cue's sound: it starts at least `gapAfterSound` after that
/// sound's last sample and ends at least `gapBeforeCue` before the next cue's frame, so it can never
/// cut, cover or move a beep. A level's call that has no room there goes into the rest before the
/// level when there is one (Yo-Yo, 30-15 IFT; `CallRequest.mayGoInRestBefore`), ending `gapBeforeCue`
/// before the cue; where the
/// whole phrase fits nowhere, the label alone is tried the same way, and where nothing fits the call
/// is dropped (and listed in `dropped`). The plan is pure: the same inputs give the same frames.
public struct CallPlan: Sendable {
    /// The least silence between a cue's last sample and a call's first.
    public static let gapAfterSound = 0.1
    /// The least silence between a call's last sample and the next cue's frame.
    public static let gapBeforeCue = 0.3

    /// Frames per second of the frames below.
    public let rate: Int
    /// The placed calls, in time order.
    public let calls: [Call]
    /// The calls that fit nowhere.
    public let dropped: [CallRequest]
    /// The phrase of each distinct clip the calls play (`Call.clip` indexes it).
    public let clipPhrases: [CallPhrase]

    /// Places `requests` in the silences between cue sounds: cue `i` of the timeline starts at
    /// `cueFrames[i]` and its sound ends just before `soundEnds[i]`, frames at `rate` a second (the
    /// renderer of the cue sounds alone gives both). `length` gives a phrase's clip length in frames
    /// at that rate, or nil when there is no clip (the engine could not say it): such a phrase is
    /// skipped. Each phrase is asked for once. Only the lengths are needed, so a plan is made before
    /// any clip's samples are.
    public init(
        requests: [CallRequest], cueFrames frames: [Int], soundEnds: [Int], rate: Int, length: (CallPhrase) -> Int?
    ) {
        precondition(frames.count == soundEnds.count, "a sound end for each cue")
        let after = Int((CallPlan.gapAfterSound * Double(rate)).rounded())
        let before = Int((CallPlan.gapBeforeCue * Double(rate)).rounded())
        var phrases: [CallPhrase] = []
        var lengths: [Int] = []
        var clipIndex: [CallPhrase: Int?] = [:]
        func clipOf(_ phrase: CallPhrase) -> Int? {
            if let known = clipIndex[phrase] { return known }
            var index: Int?
            if let clipLength = length(phrase), clipLength > 0 {
                index = phrases.count
                phrases.append(phrase)
                lengths.append(clipLength)
            }
            clipIndex[phrase] = index
            return index
        }
        /// Where a call of `length` frames starts in the silence after cue `cue`'s sound, or nil when
        /// it does not fit: as early as it may, or (`late`) as late as it may.
        func start(after cue: Int, length: Int, late: Bool) -> Int? {
            let first = soundEnds[cue] + after
            guard cue + 1 < frames.count else { return late ? nil : first }
            let last = frames[cue + 1] - before - length
            return first <= last ? (late ? last : first) : nil
        }
        var calls: [Call] = []
        var dropped: [CallRequest] = []
        for request in requests {
            let cue = request.cueIndex
            var placed: Call?
            for phrase in request.phrases {
                guard let index = clipOf(phrase) else { continue }
                let length = lengths[index]
                let frame =
                    start(after: cue, length: length, late: false)
                    ?? (request.mayGoInRestBefore ? start(after: cue - 1, length: length, late: true) : nil)
                if let frame {
                    placed = Call(
                        kind: request.kind, cueIndex: cue, text: phrase.text, frame: frame, clip: index, length: length)
                    break
                }
            }
            if let placed { calls.append(placed) } else { dropped.append(request) }
        }
        self.rate = rate
        self.calls = calls.sorted { $0.frame < $1.frame }
        self.dropped = dropped
        clipPhrases = phrases
    }

    /// Each clip index once, in the order the stream first plays it: the order to make them in.
    public var clipsInPlayingOrder: [Int] {
        var seen = Set<Int>()
        return calls.compactMap { seen.insert($0.clip).inserted ? $0.clip : nil }
    }

    /// A plan with no calls (`--voice off`, or no engine).
    public init(rate: Int) {
        self.rate = rate
        calls = []
        dropped = []
        clipPhrases = []
    }
}
