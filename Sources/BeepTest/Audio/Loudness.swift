import Glibc

/// How loud a sound is heard, and how a call is brought to the beeps' loudness.
///
/// A beep is a steady tone whose RMS lies 3 dB under its peak; speech is peaky, its RMS 15 dB or
/// more under its peak, so a call levelled by its peak alone sounds some 10 dB quieter than the
/// beeps and is lost in a loud hall. A call is therefore levelled by its loudness: the RMS of its
/// voiced part (`voicedRMS`) is brought to `callRMS`, 1.5 dB under a beep's, by one gain followed
/// by a soft limiter that bends every peak under `Clip.callPeak` (−1 dBFS) instead of clipping it.
/// The limiter is a smooth curve (a hyperbolic tangent), linear for quiet samples: speech keeps
/// its consonants (clipped speech is famously intelligible; squashed into full scale by a hard
/// clip it would buzz), and the quiet edges of a clip are only raised by the gain.
public enum Loudness {
    /// The length of the windows a sound is measured in: 10 ms, shorter than a syllable.
    public static let windowSeconds = 0.010
    /// The RMS a window must reach to be voiced: −40 dBFS, above breath and a synthesiser's tails.
    public static let voicedFloor = 0.01
    /// The RMS of a built-in beep's steady part, −5.0 dBFS: a sine at `CueSounds.peak`.
    public static let beepRMS = CueSounds.peak / 32768 / 2.squareRoot()
    /// The voiced RMS a call is levelled to: 1.5 dB under a beep's, so that calls and beeps are
    /// heard alike loud (within 3 dB) with room for the measurement's spread across rates.
    public static let callRMS = beepRMS * pow(10, -1.5 / 20)
    /// The range of the gain searched, in dB: a pack's call may be too loud as well as too quiet.
    /// A quiet recording needs more than its peak suggests: as it is raised, its quieter syllables
    /// pass −40 dBFS and join the voiced part (a call recorded at −26 dBFS peak needs some +44 dB).
    static let gainRange = -40.0...60.0

    /// The RMS (full scale 1) of the voiced part of `samples` at `rate`: of every sample of the
    /// consecutive 10 ms windows, from the first sample on (the last one maybe shorter), whose own
    /// RMS is at or above −40 dBFS. Nil when no window is voiced.
    public static func voicedRMS(_ samples: [Float], rate: Int) -> Double? {
        let window = max(1, Int((windowSeconds * Double(rate)).rounded()))
        let floor = voicedFloor * voicedFloor
        var sum = 0.0
        var count = 0
        var start = 0
        while start < samples.count {
            let end = min(samples.count, start + window)
            var windowSum = 0.0
            for index in start..<end { windowSum += Double(samples[index]) * Double(samples[index]) }
            if windowSum / Double(end - start) >= floor {
                sum += windowSum
                count += end - start
            }
            start = end
        }
        return count == 0 ? nil : (sum / Double(count)).squareRoot()
    }

    /// The voiced RMS (full scale 1) of 16-bit `samples` at `rate`, as `voicedRMS(_:rate:)`.
    public static func voicedRMS(_ samples: [Int16], rate: Int) -> Double? {
        voicedRMS(samples.map { Float($0) / 32768 }, rate: rate)
    }

    /// `samples` (full scale ±1) through the soft limiter after a gain of `gain`:
    /// `ceiling × tanh(gain × x / ceiling)`, never beyond the ceiling.
    public static func limited(_ samples: [Float], gain: Float, ceiling: Float = Clip.callPeak) -> [Float] {
        samples.map { ceiling * tanhf(gain * $0 / ceiling) }
    }

    /// The gain (found by bisection, 0.01 dB apart at most) that brings the voiced part of a
    /// call's `samples` at `rate` to the RMS `callRMS` through the soft limiter; 1 for silence,
    /// +60 dB for a call that cannot reach it. The limiter is applied at the rate the call plays
    /// at (`limited`), after any resampling: a limited signal resampled would overshoot the
    /// ceiling between its samples (by 3 dB and more), and clip.
    public static func callGain(_ samples: [Float], rate: Int) -> Float {
        guard samples.contains(where: { $0 != 0 }) else { return 1 }
        var low = gainRange.lowerBound
        var high = gainRange.upperBound
        while high - low > 0.01 {
            let middle = (low + high) / 2
            let rms = voicedRMS(limited(samples, gain: Float(pow(10, middle / 20))), rate: rate) ?? 0
            if rms < callRMS { low = middle } else { high = middle }
        }
        return Float(pow(10, (low + high) / 40))
    }

    /// A call's samples at `rate` levelled to the beeps' loudness: through the soft limiter after
    /// the gain `callGain` finds for them.
    public static func levelledCall(_ samples: [Float], rate: Int) -> [Float] {
        limited(samples, gain: callGain(samples, rate: rate))
    }
}
