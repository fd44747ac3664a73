import Glibc

/// One sound of a cue, as a score: tones (frequency, milliseconds) and the silences between them.
///
/// Each sound lasts under 0.6 s and its inner silences are short (well under the 0.4 s a listener
/// would take for two cues), so a cue is always heard as one sound.
public struct CueSoundDesign: Sendable, Equatable {
    /// A tone of `hz` for `ms` milliseconds, or a silence when `hz` is 0.
    public struct Note: Sendable, Equatable {
        /// The frequency in hertz; 0 for a silence.
        public var hz: Double
        /// The length in milliseconds.
        public var ms: Double
    }

    /// The notes, played one after the other.
    public var notes: [Note]

    /// The sound's length in seconds.
    public var seconds: Double { notes.reduce(0) { $0 + $1.ms } / 1000 }

    static func tone(_ hz: Double, _ ms: Double) -> Note { Note(hz: hz, ms: ms) }
    static func gap(_ ms: Double) -> Note { Note(hz: 0, ms: ms) }

    /// The sound of each cue kind. The turn beep is short (150 ms) because turns come closest to
    /// other cues (0.21 s before a rest in the 30-15 IFT), so it ends before them. They differ in pitch, length and rhythm so that nobody in the
    /// hall mistakes a level change for a turn: the classic single beep for a turn, the triple
    /// beep for a new level, short high pips before the start, a rising pair for `go`, a falling
    /// pair for `rest`, a long high tone for the start and a long low one for the end.
    public static func design(for kind: CueKind) -> CueSoundDesign {
        switch kind {
        case .countdown: CueSoundDesign(notes: [tone(1200, 80)])
        case .start: CueSoundDesign(notes: [tone(1320, 450)])
        case .shuttle: CueSoundDesign(notes: [tone(880, 150)])
        case .level: CueSoundDesign(notes: [tone(880, 110), gap(50), tone(880, 110), gap(50), tone(880, 110)])
        case .rest: CueSoundDesign(notes: [tone(990, 180), gap(40), tone(660, 180)])
        case .go: CueSoundDesign(notes: [tone(660, 180), gap(40), tone(990, 180)])
        case .end: CueSoundDesign(notes: [tone(587, 550)])
        }
    }
}

/// The sound of every cue kind, synthesised once for a sample rate and then only copied.
///
/// Tones are sines with raised-cosine attack and release ramps (no clicks) at about −2 dBFS:
/// loud enough for a sports hall through laptop speakers, with headroom so nothing clips.
/// Every sample inside a tone is non-zero (values round away from zero, a difference of at most
/// one step, −90 dB): a sound's first sample is therefore its onset, which lets anyone who reads
/// the PCM find each cue at its exact frame.
public struct CueSounds: Sendable {
    /// The peak amplitude: −2 dBFS of Int16 full scale.
    public static let peak = 32768 * 0.794_328_234_724_281_5
    /// Length of the attack and release ramps of every tone.
    public static let rampSeconds = 0.008

    /// The sample rate the sounds are synthesised at.
    public let rate: Int
    private let samples: [[Int16]]

    /// Synthesises every cue's sound at `rate` frames per second, at the pitch and volume of
    /// `tuning`.
    public init(rate: Int, tuning: StreamTuning = .standard) {
        self.rate = rate
        samples = CueSounds.slots(for: CueKind.allCases, rate: rate, tuning: tuning)
    }

    /// The mono samples of the sound for `kind`.
    public func samples(for kind: CueKind) -> [Int16] { samples[CueSounds.slot(kind)] }

    /// The slot of `kind` in the sounds `slots` returns (the renderer stores indexes, not arrays).
    static func slot(_ kind: CueKind) -> Int { CueKind.allCases.firstIndex(of: kind) ?? 0 }

    /// The sounds of `kinds`, in `CueKind.allCases` order, with an empty sound in the slot of every
    /// other kind. Synthesis (a cosine a sample) is most of a live run's start-up, so a renderer
    /// makes only the sounds its test plays, and a tone that several sounds share (the level
    /// beep's three bursts, the two tones of rest and go) is made once.
    /// The tones are synthesised at the pitch and volume of `tuning` (the volume in their peak,
    /// so that a quieter tone is as smooth as a loud one).
    static func slots(for kinds: some Sequence<CueKind>, rate: Int, tuning: StreamTuning = .standard) -> [[Int16]] {
        let wanted = Set(kinds)
        var tones: [ToneKey: [Int16]] = [:]
        return CueKind.allCases.map { kind in
            wanted.contains(kind)
                ? synthesise(CueSoundDesign.design(for: kind), rate: rate, tuning: tuning, tones: &tones) : []
        }
    }

    /// A tone as synthesised: its samples depend on nothing else at one rate.
    private struct ToneKey: Hashable {
        var hz: Double
        var count: Int
    }

    /// The samples of `design` at `rate`, taking its tones from `tones` or adding them there.
    private static func synthesise(
        _ design: CueSoundDesign, rate: Int, tuning: StreamTuning, tones: inout [ToneKey: [Int16]]
    ) -> [Int16] {
        var out: [Int16] = []
        for note in design.notes {
            let count = Int((note.ms / 1000 * Double(rate)).rounded())
            if note.hz == 0 {
                out.append(contentsOf: repeatElement(0, count: count))
            } else {
                let key = ToneKey(hz: note.hz * tuning.pitchRatio, count: count)
                let samples =
                    tones[key] ?? tone(hz: key.hz, count: count, rate: rate, peak: peak * tuning.gain)
                tones[key] = samples
                out.append(contentsOf: samples)
            }
        }
        return out
    }

    /// A tone of `count` samples whose envelope rises and falls along raised-cosine ramps. The
    /// carrier starts at its crest (cosine phase) so the first sample is already on its way up.
    static func tone(hz: Double, count: Int, rate: Int, peak: Double = peak) -> [Int16] {
        let ramp = min(max(1, Int((rampSeconds * Double(rate)).rounded())), count / 2)
        let step = 2 * Double.pi * hz / Double(rate)
        return (0..<count).map { index in
            let fromEdge = min(index, count - 1 - index)
            let envelope = fromEdge < ramp ? raisedCosine(fromEdge + 1, of: ramp + 1) : 1
            return awayFromZero(peak * envelope * cos(step * Double(index)))
        }
    }

    /// The rising half of a raised cosine, `0 < position < length` mapped into (0, 1).
    static func raisedCosine(_ position: Int, of length: Int) -> Double {
        0.5 * (1 - cos(Double.pi * Double(position) / Double(length)))
    }

    /// Rounds away from zero, clamped to Int16, so a tone never contains a zero sample.
    static func awayFromZero(_ value: Double) -> Int16 {
        let rounded = value >= 0 ? value.rounded(.up) : value.rounded(.down)
        return Int16(max(-32767, min(32767, rounded)))
    }
}
