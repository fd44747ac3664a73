import Glibc

/// A look-ahead peak limiter: a gain, then a smooth gain envelope that is already down when a
/// peak arrives, so that no sample passes the ceiling and the waveform keeps its shape.
///
/// A waveshaper (a tanh or a clip) bends each sample by its own value, which turns a voice's
/// pitch pulses into flat tops and buzz; this limiter instead multiplies the sound by a gain that
/// changes slowly next to the waveform: it falls in a straight line over the `lookAhead` before a
/// peak, to exactly what that peak needs, and rises again exponentially over `release`. A sound
/// whose peaks never reach the ceiling after the gain is that gain times the sound, sample for
/// sample; a steady tone over the ceiling is a steady tone, turned down.
///
/// The whole clip is known when it is levelled, so the look-ahead costs no latency.
public struct LookAheadLimiter: Sendable {
    /// No sample of the output lies beyond ±`ceiling` (full scale 1).
    public var ceiling: Float
    /// How long before a peak the gain starts to fall, in seconds.
    public var lookAhead: Double
    /// The time constant of the gain's return after a peak, in seconds.
    public var release: Double

    /// A limiter to `ceiling`; the defaults, 1 ms ahead and 7 ms back, touch little of each pitch
    /// period (5–10 ms) and let the gain back within a syllable. A recogniser judged both
    /// (`scripts/bench-calls.py`: English, 10 decodings of each call of msft-20m, clean and in
    /// noise): 3 ms ahead held the gain down over most of each period around every pulse it
    /// limited (the countdown's numbers 37 of 50 clean, 46 with 1 ms); 30 ms back kept it down
    /// through whole syllables after a peak, and "Test complete", which needs some 16 dB, was
    /// heard 6 times of 10 clean, 8 with 10 ms or 15 ms, 10 with 7 ms, the other calls as well
    /// but for the level calls in noise (148 of 210 against 152). A hold of the gain over a pitch
    /// period, or a longer release, flattened the syllables further and was heard worse still
    /// (README, "Loudness and pitch", has the figures).
    public init(ceiling: Float = Clip.callPeak, lookAhead: Double = 0.001, release: Double = 0.007) {
        self.ceiling = ceiling
        self.lookAhead = lookAhead
        self.release = release
    }

    /// `samples` (full scale ±1) at `rate` times `gain`, limited to the ceiling.
    public func limited(_ samples: [Float], gain: Float, rate: Int) -> [Float] {
        let envelope = self.envelope(samples, gain: gain, rate: rate)
        return samples.indices.map { index in
            // The envelope is at or under what each sample needs, so this bound only catches the
            // last bit of rounding of a sample that lands on the ceiling itself.
            max(-ceiling, min(ceiling, samples[index] * gain * Float(envelope[index])))
        }
    }

    /// The gain envelope (1 where nothing is limited) for `samples` times `gain` at `rate`.
    ///
    /// Each sample needs at most `ceiling / |sample × gain|`. The least need over the `lookAhead`
    /// window that starts at a sample is held there, released exponentially (never above the
    /// held need), and averaged over the window that ends there: every value averaged at a peak
    /// is at or under the peak's need, so the average is too, and the average of a step is a ramp.
    func envelope(_ samples: [Float], gain: Float, rate: Int) -> [Double] {
        let count = samples.count
        guard count > 0 else { return [] }
        let window = max(1, Int((lookAhead * Double(rate)).rounded()))
        let needs = samples.map { sample -> Double in
            let level = Double(abs(sample * gain))
            return level > Double(ceiling) ? Double(ceiling) / level : 1
        }
        let held = Self.forwardMinimum(needs, window: window)
        // Released: rises toward what is held by 1 − e^(−1/(release × rate)) a sample, falls at once.
        let rise = 1 - exp(-1 / max(1, release * Double(rate)))
        var released = held
        for index in 1..<count where released[index] > released[index - 1] {
            released[index] = released[index - 1] + rise * (held[index] - released[index - 1])
        }
        // Averaged over the window ending at each sample; before the first sample, the first value
        // stands (it is at or under every need in the first window).
        var averaged = [Double](repeating: 1, count: count)
        var sum = released[0] * Double(window)
        for index in 0..<count {
            sum += released[index] - released[max(0, index - window)]
            averaged[index] = sum / Double(window)
        }
        return averaged
    }

    /// At each index, the least of `values` over the `window` values from that index on (fewer at
    /// the end), in one pass with a queue of indexes whose values increase.
    static func forwardMinimum(_ values: [Double], window: Int) -> [Double] {
        var result = values
        var queue: [Int] = []
        var head = 0
        for index in stride(from: values.count - 1, through: 0, by: -1) {
            while queue.count > head, let last = queue.last, values[last] >= values[index] { queue.removeLast() }
            queue.append(index)
            while let first = queue.dropFirst(head).first, first >= index + window { head += 1 }
            result[index] = values[queue[head]]
        }
        return result
    }
}
