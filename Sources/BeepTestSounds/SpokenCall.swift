import BeepTest

/// A phrase as the engine spoke it, and the exact stretch of the stream's rate its clip will fill.
///
/// The clip's place is fixed before it is made: its onset and its last audible sample are found at
/// the engine's rate, where the speech is, and their times give the clip's first frame and its
/// length at the stream's rate. The plan can so place every call as soon as the phrases are spoken,
/// while the costly part, best-sinc resampling, runs later in the background (`CallClips`); and the
/// clip made later, or read back from the cache, is always exactly `length` frames long, so that a
/// cold and a warm cache place every call on the same frame.
struct SpokenCall: Sendable {
    /// What was said.
    let text: String
    /// The speech with its silence cut away but for `CallVoice.resampleMargin` samples at each end.
    private let speech: [Float]
    /// The gain that levels the speech to the calls' loudness through the look-ahead limiter.
    private let gain: Float
    /// The engine's rate.
    private let speechRate: Int
    /// The stream's rate.
    let rate: Int
    /// Where the onset falls in `speech` resampled: the clip's first frame.
    private let start: Int
    /// The clip's length in frames at `rate`.
    let length: Int

    /// The phrase `text` that `wav` holds, for a stream at `rate`; nil when none of it is audible
    /// (nothing reaches −60 dBFS).
    /// Throws `.invalidData` when `wav`'s rate cannot be resampled to `rate`.
    init?(text: String, wav: WAVFile, rate: Int) throws(BeepTestError) {
        guard Resampler.rates.contains(wav.rate), Resampler.rates.contains(rate) else {
            throw BeepTestError(
                .invalidData, tr("'%s': cannot resample %s Hz to %s Hz (8-192 kHz)", text, wav.rate, rate))
        }
        let samples = wav.monoSamples()
        let peak = samples.reduce(Float(0)) { max($0, abs($1)) }
        // Nothing at −60 dBFS as spoken is silence (a dither's noise), not speech to bring up.
        guard peak >= Clip.audibleLevel else { return nil }
        // The levelling's gain is found here, at the engine's rate, so that the clip's edges are
        // known; the limiter itself runs once resampled (`Loudness.callGain`). The clip runs from
        // the first to the last sample at −54 dBFS once brought to a peak of −1 dBFS, as calls
        // were cut when they were levelled by their peak: the same words, and edges that the
        // levelling (a plain gain there, at least that one) takes 6 dB or more above the audible
        // threshold, so that the resampled samples on them, a fraction of a sample away, are
        // still at or above −60 dBFS; what lies beyond is the speech's silence.
        let gain = Loudness.callGain(samples, rate: wav.rate)
        let threshold = 2 * Float(Clip.audibleInt16) / 32768 * max(1 / gain, peak / Clip.callPeak)
        guard let first = samples.firstIndex(where: { abs($0) >= threshold }),
            let last = samples.lastIndex(where: { abs($0) >= threshold })
        else { return nil }
        // The speech kept starts on a sample whose time falls on a frame of the stream's rate too
        // (a multiple of 147 samples from 22 050 Hz to 48 kHz), so that the clip is the very
        // samples the whole WAV resampled would give there, not the same sound a fraction of a
        // frame apart.
        let step = wav.rate / Self.greatestCommonDivisor(wav.rate, rate)
        let from = max(0, first - CallVoice.resampleMargin) / step * step
        let ratio = Double(rate) / Double(wav.rate)
        self.text = text
        speech = Array(samples[from...min(samples.count - 1, last + CallVoice.resampleMargin)])
        speechRate = wav.rate
        self.gain = gain
        self.rate = rate
        start = Int((Double(first - from) * ratio).rounded())
        length = Int((Double(last - first) * ratio).rounded()) + 1
    }

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : greatestCommonDivisor(b, a % b)
    }

    /// The finished clip: resampled with libsamplerate's best sinc, cut to its `length` frames
    /// from its onset, levelled to the beeps' loudness by the gain found when it was read and the
    /// look-ahead limiter.
    func clip() -> [Int16] {
        // The rates were checked when the phrase was read, so the converter has nothing to refuse;
        // were it to fail all the same, the call would be silence rather than another sound.
        let resampled = (try? Resampler.resample(speech, from: speechRate, to: rate, name: text)) ?? []
        var window = Array(resampled.dropFirst(start).prefix(length))
        window += repeatElement(0, count: length - window.count)
        return Clip.int16(Loudness.limited(window, gain: gain, rate: rate))
    }
}
