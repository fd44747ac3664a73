import Glibc

/// How loud a sound is heard, and how a call is brought near the beeps' loudness.
///
/// Loudness is measured as people hear it, by ITU-R BS.1770-4 (`LoudnessMeter`, in LUFS). A call
/// is levelled to `callLoudness`, 2 LU under the turn beep's, by one gain and a look-ahead limiter
/// (`LookAheadLimiter`) that keeps every peak under `Clip.callPeak` (−1 dBFS) with a smooth gain
/// envelope, never by bending the waveform: a waveshaper driven hard enough to make speech as loud
/// as a tone squares its pitch pulses off (a fifth of the samples within 2 dB of the ceiling) and
/// a recogniser, like a listener in a hall, loses words. Speech's voiced crest factor is some 9 dB
/// more than a tone's 3 dB, so a call that keeps its shape under −1 dBFS tops out several LU under
/// a beep: the limiter is allowed at most `maxReduction` dB on a call's highest peak, and a call
/// that would need more stays that much quieter (README, "Loudness and pitch", has the figures).
public enum Loudness {
    /// The length of the windows a sound is measured in: 10 ms, shorter than a syllable.
    public static let windowSeconds = 0.010
    /// The RMS a window must reach to be voiced: −40 dBFS, above breath and a synthesiser's tails.
    public static let voicedFloor = 0.01
    /// The RMS of a built-in beep's steady part, −5.0 dBFS: a sine at `CueSounds.peak`.
    public static let beepRMS = CueSounds.peak / 32768 / 2.squareRoot()
    /// The integrated loudness of the built-in turn beep at 48 kHz and its default pitch, in LUFS
    /// (−5.5: a 150 ms tone at −2 dBFS peak, measured as one block).
    public static let beepLoudness =
        LoudnessMeter.integrated(CueSounds(rate: 48000).samples(for: .shuttle), rate: 48000) ?? 0
    /// The loudness a call is levelled to: 2 LU under the turn beep's, so that a call is heard
    /// clearly next to the beeps without standing out over them.
    public static let callLoudness = beepLoudness - 2
    /// The most the limiter may take off a call's highest peak, in dB.
    public static let maxReduction = 12.0
    /// The range of the gain searched, in dB: a pack's call may be too loud as well as too quiet.
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

    /// `samples` (full scale ±1) at `rate` after a gain of `gain`, through the look-ahead limiter
    /// to `ceiling`: never beyond the ceiling, and the waveform's shape kept.
    public static func limited(
        _ samples: [Float], gain: Float, rate: Int, ceiling: Float = Clip.callPeak
    ) -> [Float] {
        LookAheadLimiter(ceiling: ceiling).limited(samples, gain: gain, rate: rate)
    }

    /// The gain (found by bisection, 0.01 dB apart at most) that brings a call's `samples` at
    /// `rate` to the integrated loudness `callLoudness` through the limiter, or, where that would
    /// take the call's highest peak more than `maxReduction` dB over the ceiling, the gain that
    /// takes it that far: speech's pitch pulses stand 9 dB or more over its loudness, so a call
    /// kept whole under −1 dBFS cannot be as loud as a tone, and past 12 dB of limiting it only
    /// pumps. 1 for silence. The limiter runs at the rate the call plays at (`limited`), after any
    /// resampling: a limited signal resampled would overshoot the ceiling between its samples.
    public static func callGain(_ samples: [Float], rate: Int) -> Float {
        let peak = samples.reduce(Float(0)) { max($0, abs($1)) }
        guard peak > 0 else { return 1 }
        let most = min(gainRange.upperBound, 20 * log10(Double(Clip.callPeak / peak)) + maxReduction)
        var low = gainRange.lowerBound
        var high = most
        while high - low > 0.01 {
            let middle = (low + high) / 2
            let gain = Float(pow(10, middle / 20))
            let loudness = LoudnessMeter.integrated(limited(samples, gain: gain, rate: rate), rate: rate) ?? -.infinity
            if loudness < callLoudness { low = middle } else { high = middle }
        }
        return Float(pow(10, (low + high) / 40))
    }

    /// A call's samples at `rate` levelled to the calls' loudness: through the look-ahead limiter
    /// after the gain `callGain` finds for them.
    public static func levelledCall(_ samples: [Float], rate: Int) -> [Float] {
        limited(samples, gain: callGain(samples, rate: rate), rate: rate)
    }
}
