/// What is done to a sound from outside (a spoken phrase, a pack file) before it is placed.
///
/// A clip's audible onset, its first sample at or above −60 dBFS, is the frame it is placed on, so
/// the silence before it and after its last audible sample is cut away; a call is then levelled to
/// the beeps' loudness under a peak of −1 dBFS (`Loudness.levelledCall`).
public enum Clip {
    /// The audible threshold, −60 dBFS, as a fraction of full scale.
    public static let audibleLevel: Float = 0.001
    /// The same threshold for 16-bit samples: the least magnitude at or above 32768 × 10^(−3).
    public static let audibleInt16 = 33
    /// The ceiling of a levelled call's peaks, −1 dBFS.
    public static let callPeak: Float = 0.891_250_94

    /// The index of the first sample at or above −60 dBFS, or nil when there is none.
    public static func onset(_ samples: [Int16]) -> Int? {
        samples.firstIndex { abs(Int($0)) >= audibleInt16 }
    }

    /// `samples` from their audible onset to their last audible sample; empty when none is audible.
    public static func trimmed(_ samples: [Int16]) -> [Int16] {
        guard let first = onset(samples), let last = samples.lastIndex(where: { abs(Int($0)) >= audibleInt16 })
        else { return [] }
        return Array(samples[first...last])
    }

    /// `samples` with the silence (below −60 dBFS) at each end removed but for `margin` samples,
    /// before a resampler that needs a little context to start and end cleanly.
    public static func roughlyTrimmed(_ samples: [Float], margin: Int) -> [Float] {
        guard let first = samples.firstIndex(where: { abs($0) >= audibleLevel }),
            let last = samples.lastIndex(where: { abs($0) >= audibleLevel })
        else { return [] }
        return Array(samples[max(0, first - margin)...min(samples.count - 1, last + margin)])
    }

    /// `samples` (full scale ±1) as 16-bit samples, rounded to nearest and clamped.
    public static func int16(_ samples: [Float]) -> [Int16] {
        samples.map { Int16(max(-32768, min(32767, ($0 * 32768).rounded()))) }
    }

    /// A call from a pack at `rate`: levelled to the beeps' loudness, then cut to its audible part.
    public static func call(_ samples: [Float], rate: Int) -> [Int16] {
        trimmed(int16(Loudness.levelledCall(samples, rate: rate)))
    }

    /// A pack's cue sound: as recorded, cut to its audible part.
    public static func cueSound(_ samples: [Float]) -> [Int16] { trimmed(int16(samples)) }
}
