/// A call the test wants, before it is placed: which cue it follows and what it may say.
public struct CallRequest: Sendable, Equatable {
    /// What the call announces.
    public enum Kind: String, Sendable, Equatable {
        /// The seconds left, after a countdown pip.
        case count
        /// A level's word and label, at the cue that starts it (the start cue too).
        case level
        /// "Test complete", after the end cue.
        case end
    }

    /// What the call announces.
    public var kind: Kind
    /// The index in `timeline.cues` of the cue the call belongs to.
    public var cueIndex: Int
    /// What to say, best first: "Level 14", then the label alone, "14", drawn out and at its own
    /// pace, where that does not fit.
    public var phrases: [CallPhrase]

    /// True when the call may also go in the rest just before its cue, should it not fit after it:
    /// a level's call at a level that begins after a rest (Yo-Yo, 30-15 IFT).
    public var mayGoInRestBefore: Bool

    /// Creates a request.
    public init(kind: Kind, cueIndex: Int, phrases: [CallPhrase], mayGoInRestBefore: Bool = false) {
        self.kind = kind
        self.cueIndex = cueIndex
        self.phrases = phrases
        self.mayGoInRestBefore = mayGoInRestBefore
    }

    /// The calls of `timeline` in `language`, in cue order: the seconds left after each countdown
    /// pip, the level's word and label at the start and at each level cue, "Test complete" at the end.
    public static func requests(for timeline: Timeline, language: CallLanguage) -> [CallRequest] {
        let word = language.word(for: timeline.profile.levelWord)
        var requests: [CallRequest] = []
        for (index, cue) in timeline.cues.enumerated() {
            switch cue.kind {
            case .countdown:
                // Pips fall on whole seconds before the start: the pip at -3 s says "3", drawn out
                // where there is room.
                let seconds = String(Int((-cue.time).rounded()))
                let pack = "call-count-" + seconds
                requests.append(
                    CallRequest(
                        kind: .count, cueIndex: index,
                        phrases: [
                            CallPhrase(text: seconds, packName: pack, drawnOut: true),
                            CallPhrase(text: seconds, packName: pack),
                        ]))
            case .start, .level:
                requests.append(
                    CallRequest(
                        kind: .level, cueIndex: index,
                        phrases: [
                            CallPhrase(text: word + " " + cue.level, packName: "call-level-" + cue.level),
                            CallPhrase(text: cue.level, drawnOut: true),
                            CallPhrase(text: cue.level),
                        ],
                        mayGoInRestBefore: index > 0 && timeline.cues[index - 1].kind == .rest))
            case .end:
                requests.append(
                    CallRequest(
                        kind: .end, cueIndex: index,
                        phrases: [CallPhrase(text: language.complete, packName: "call-end")]))
            case .shuttle, .rest, .go:
                break
            }
        }
        return requests
    }
}
