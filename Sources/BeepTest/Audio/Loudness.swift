import Glibc

/// How loud a sound is heard, and how a call is brought near the beeps' loudness.
///
/// Loudness is measured as people hear it, by ITU-R BS.1770-4 (`LoudnessMeter`, in LUFS), and as
/// a meter reading the stream measures it (`streamLoudness`): in the standard's 400 ms blocks, a
/// sound shorter than a block (the 150 ms turn beep, a countdown number) in a block with the
/// quiet around it, as it is heard in the stream. A call is levelled to `callLoudness`, 2 LU under
/// the turn beep read that way, by one gain and a look-ahead limiter (`LookAheadLimiter`) that
/// keeps every peak under `Clip.callPeak` (−1 dBFS) with a smooth gain envelope, never by bending
/// the waveform: a waveshaper driven hard enough to make speech as loud as a tone squares its
/// pitch pulses off (a fifth of the samples within 2 dB of the ceiling) and a recogniser, like a
/// listener in a hall, loses words. Speech's voiced crest factor is some 9 dB more than a tone's
/// 3 dB, so a call that keeps its shape under −1 dBFS needs heavy limiting to come near a beep:
/// the limiter is allowed at most `maxReduction` dB on a call's highest peak, and a call that
/// would need more stays that much quieter (README, "Loudness and pitch", has the figures).
public enum Loudness {
    /// The length of the windows a sound is measured in: 10 ms, shorter than a syllable.
    public static let windowSeconds = 0.010
    /// The RMS a window must reach to be voiced: −40 dBFS, above breath and a synthesiser's tails.
    public static let voicedFloor = 0.01
    /// The RMS of a built-in beep's steady part, −5.0 dBFS: a sine at `CueSounds.peak`.
    public static let beepRMS = CueSounds.peak / 32768 / 2.squareRoot()
    /// The loudness of the built-in turn beep at 48 kHz and its default pitch, in the stream, in
    /// LUFS: −9.80, a 150 ms tone at −2 dBFS peak in a 400 ms block (−5.54 by its own length).
    public static let beepLoudness =
        streamLoudness(CueSounds(rate: 48000).samples(for: .shuttle).map { Float($0) / 32768 }, rate: 48000) ?? 0
    /// The loudness a call is levelled to: 2 LU under the turn beep's, so that a call is heard
    /// clearly next to the beeps without standing out over them.
    public static let callLoudness = beepLoudness - 2
    /// The most the limiter may take off a call's highest peak, in dB: enough for nearly every
    /// spoken call to reach `callLoudness` (espeak-ng's English level calls need about 10 to 13 dB
    /// and "Test complete" some 16; a short countdown number such as Spanish "dos" or French
    /// "quatre", which fills half a 400 ms block, more), and short of the 30 dB past which more
    /// limiting only pumps and adds almost no loudness.
    public static let maxReduction = 24.0
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

    /// The integrated loudness of `samples` (full scale ±1) at `rate` as a meter reading the
    /// stream measures it, in LUFS: BS.1770-4 with a sound shorter than one 400 ms block measured
    /// in a whole block, the rest of it silence (`LoudnessMeter` alone measures a short sound by
    /// its own length). Nil for silence.
    public static func streamLoudness(_ samples: [Float], rate: Int) -> Double? {
        let block = Int((LoudnessMeter.blockSeconds * Double(rate)).rounded())
        guard samples.count < block else { return LoudnessMeter.integrated(samples, rate: rate) }
        return LoudnessMeter.integrated(samples + [Float](repeating: 0, count: block - samples.count), rate: rate)
    }

    /// `samples` (full scale ±1) at `rate` after a gain of `gain`, through the look-ahead limiter
    /// to `ceiling`: never beyond the ceiling, and the waveform's shape kept.
    public static func limited(
        _ samples: [Float], gain: Float, rate: Int, ceiling: Float = Clip.callPeak
    ) -> [Float] {
        LookAheadLimiter(ceiling: ceiling).limited(samples, gain: gain, rate: rate)
    }

    /// The gain that brings a call's `samples` at `rate` to the stream loudness `callLoudness`
    /// (within 0.01 LU) through the limiter, or, where that would take the call's highest peak more
    /// than `maxReduction` dB over the ceiling, the gain that takes it that far: speech's pitch
    /// pulses stand 9 dB or more over its loudness, so a call kept whole under −1 dBFS cannot be as
    /// loud as a tone without heavy limiting. 1 for silence. The limiter runs at
    /// the rate the call plays at (`limited`), after any resampling: a limited signal resampled
    /// would overshoot the ceiling between its samples.
    ///
    /// The gain is found before the first beep of a cold start, for every phrase, so it costs few
    /// measurements: one where the call needs no limiting (loudness then follows the gain dB for
    /// dB), two where it reaches the bound (most spoken calls), a handful in between.
    public static func callGain(_ samples: [Float], rate: Int) -> Float {
        let peak = samples.reduce(Float(0)) { max($0, abs($1)) }
        guard peak > 0 else { return 1 }
        func loudness(_ decibels: Double) -> Double {
            let gain = Float(pow(10, decibels / 20))
            return streamLoudness(limited(samples, gain: gain, rate: rate), rate: rate) ?? -.infinity
        }
        // Up to `unlimited` dB no sample reaches the ceiling, so the output is the input scaled.
        let unlimited = 20 * log10(Double(Clip.callPeak / peak))
        let most = min(gainRange.upperBound, unlimited + maxReduction)
        var low = gainRange.lowerBound
        if let plain = streamLoudness(samples, rate: rate) {
            let linear = max(gainRange.lowerBound, callLoudness - plain)
            if linear <= unlimited || linear >= most { return Float(pow(10, min(linear, most) / 20)) }
            low = linear
        }
        let atMost = loudness(most)
        guard atMost > callLoudness else { return Float(pow(10, most / 20)) }
        return Float(pow(10, search(from: (low, loudness(low)), to: (most, atMost), loudness) / 20))
    }

    /// The gain in dB between `from` and `to` (each a gain and its loudness, under and over the
    /// target) at which `loudness` meets `callLoudness` within 0.01 LU, by regula falsi with the
    /// Illinois step (the kept end's distance halved when it is kept twice), or halving where an
    /// end is silence: loudness is smooth and rises with the gain, so it takes a few measurements.
    static func search(
        from: (Double, Double), to: (Double, Double), _ loudness: (Double) -> Double
    ) -> Double {
        var (low, high) = (from, to)
        var (lowError, highError) = (from.1 - callLoudness, to.1 - callLoudness)
        var side = 0
        for _ in 0..<40 where high.0 - low.0 > 0.001 {
            let guess =
                lowError.isFinite
                ? (low.0 * highError - high.0 * lowError) / (highError - lowError) : (low.0 + high.0) / 2
            let error = loudness(guess) - callLoudness
            if abs(error) < 0.01 { return guess }
            if error < 0 {
                (low, lowError) = ((guess, error), error)
                if side == -1 { highError /= 2 }
                side = -1
            } else {
                (high, highError) = ((guess, error), error)
                if side == 1 { lowError /= 2 }
                side = 1
            }
        }
        return (low.0 + high.0) / 2
    }

    /// A call's samples at `rate` levelled to the calls' loudness: through the look-ahead limiter
    /// after the gain `callGain` finds for them.
    public static func levelledCall(_ samples: [Float], rate: Int) -> [Float] {
        limited(samples, gain: callGain(samples, rate: rate), rate: rate)
    }
}
