import Glibc

/// The pitch of the beeps and the volume of the whole stream, as `--tone` and `--volume` chose.
///
/// Both are applied once, where the sounds are prepared (the beeps synthesised at this pitch and
/// volume, a pack's sounds and the calls' clips scaled as they are made), never per sample in the
/// renderer: sounds never overlap in the stream, so scaling each sound is scaling the stream.
public struct StreamTuning: Sendable, Equatable {
    /// The built-in turn beep's pitch, which every other beep's is set against.
    public static let standardTone = 880.0
    /// The pitches `--tone` may choose.
    public static let tones = 200.0...4000.0
    /// The volumes `--volume` may choose, in dB.
    public static let volumes = -40.0...0.0
    /// The stream as designed: 880 Hz turn beeps, full volume.
    public static let standard = StreamTuning()

    /// The turn beep's pitch in hertz; every other tone moves by the same ratio, so that each cue
    /// kind keeps its own pattern of pitches and lengths.
    public var tone: Double
    /// The whole stream's volume in dB (0 as designed, down to −40).
    public var volume: Double

    /// A turn beep at `tone` Hz and the stream at `volume` dB.
    public init(tone: Double = standardTone, volume: Double = 0) {
        self.tone = tone
        self.volume = volume
    }

    /// The factor every built-in tone's frequency is multiplied by.
    public var pitchRatio: Double { tone / Self.standardTone }
    /// The linear gain of `volume`.
    public var gain: Double { pow(10, volume / 20) }
    /// The highest frequency a built-in beep has at this pitch: it must lie under half the rate.
    public var highestTone: Double {
        CueKind.allCases.flatMap { CueSoundDesign.design(for: $0).notes.map(\.hz) }.max().map { $0 * pitchRatio } ?? 0
    }

    /// `samples` at this volume, rounded to the nearest step (the same samples at 0 dB).
    public func scaled(_ samples: [Int16]) -> [Int16] {
        guard volume != 0 else { return samples }
        let gain = gain
        return samples.map { Int16((Double($0) * gain).rounded()) }
    }
}
