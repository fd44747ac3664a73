/// When `run --flash` shows a cue: for `seconds` from the moment each cue is heard, and three
/// times for a level cue (on, off, on, off, on, each `seconds` long), so a new level can be told
/// from a turn without hearing it. Pure: the view asks it at the playback's position, the same
/// audio-clock time everything else on screen comes from.
public struct CueFlash: Sendable, Equatable {
    /// How long one flash lasts, and the gap between a level cue's flashes.
    public static let seconds = 0.2
    /// Flashes for a level cue; every other cue flashes once.
    public static let levelFlashes = 3

    /// The cue being shown (its index in `timeline.cues`), or nil when the screen is plain.
    public var cueIndex: Int?
    /// Test time at which the flash next turns on or off, or nil when no cue follows.
    public var nextChange: Double?

    /// The flash at `testTime` in `timeline`.
    public init(_ timeline: Timeline, at testTime: Double) {
        let cues = timeline.cues
        guard let index = timeline.lastCueIndex(atOrBefore: testTime) else {
            cueIndex = nil
            nextChange = cues.first?.time
            return
        }
        let cue = cues[index]
        let flashes = cue.kind == .level ? Self.levelFlashes : 1
        let step = Int(((testTime - cue.time) / Self.seconds).rounded(.down))  // even steps are on
        let following = index + 1 < cues.count ? cues[index + 1].time : nil
        let patternEnd = cue.time + Double(2 * flashes - 1) * Self.seconds
        var edge: Double? = step < 2 * flashes - 1 ? cue.time + Double(step + 1) * Self.seconds : nil
        if let next = following, edge.map({ $0 >= next }) ?? true { edge = next }
        cueIndex = step >= 0 && step % 2 == 0 && testTime < patternEnd ? index : nil
        nextChange = edge
    }

    /// True while the screen shows a flash.
    public var isOn: Bool { cueIndex != nil }
}
