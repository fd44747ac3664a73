import Glibc

/// Integrated loudness as ITU-R BS.1770-4 measures it, in LUFS, of a mono sound at any rate.
///
/// The sound is K-weighted (a high shelf of +4 dB above about 1.7 kHz, the head's effect, then the
/// RLB high-pass at about 38 Hz), cut into 400 ms blocks overlapping by 75 %, and the mean square
/// of the blocks that pass two gates is the loudness: the absolute gate drops blocks under
/// −70 LUFS, the relative one blocks more than 10 LU under the loudness of those left. The filters
/// are made for the sound's own rate from their analog prototypes, as the standard's 48 kHz
/// coefficients were (so 22 050 Hz speech and a 48 kHz render are measured alike).
///
/// A sound shorter than one block (a 150 ms beep, a countdown number) has no whole block: it is
/// measured as one block of its own length, the mean square over the whole sound, so that a short
/// sound is measured by its own loudness rather than diluted by the silence a block would add.
/// `scripts/loudness.py --own-length` measures renders the same way; the calls are levelled as
/// a meter reads the stream, a short sound in a whole block (`Loudness.streamLoudness`).
public enum LoudnessMeter {
    /// A block's length, 400 ms, and the step between blocks, 100 ms (75 % overlap).
    static let blockSeconds = 0.4
    static let stepSeconds = 0.1
    /// Blocks under −70 LUFS are silence.
    static let absoluteGate = -70.0
    /// Blocks more than 10 LU under the loudness of the blocks over the absolute gate are pauses.
    static let relativeGate = -10.0

    /// The integrated loudness of `samples` (full scale ±1) at `rate`, in LUFS; nil when no block
    /// passes the gates (silence, or nothing at all).
    public static func integrated(_ samples: [Float], rate: Int) -> Double? {
        guard rate > 0, !samples.isEmpty else { return nil }
        let squares = kWeighted(samples, rate: rate).map { $0 * $0 }
        let block = max(1, Int((blockSeconds * Double(rate)).rounded()))
        let step = max(1, Int((stepSeconds * Double(rate)).rounded()))
        var powers: [Double] = []
        if squares.count < block {
            powers.append(squares.reduce(0, +) / Double(squares.count))
        } else {
            // Running sums, so that each block costs two subtractions rather than 0.4 s of adds.
            var sums = [0.0]
            sums.reserveCapacity(squares.count + 1)
            for square in squares { sums.append((sums.last ?? 0) + square) }
            for start in stride(from: 0, through: squares.count - block, by: step) {
                powers.append((sums[start + block] - sums[start]) / Double(block))
            }
        }
        let audible = powers.filter { $0 > 0 && lufs($0) >= absoluteGate }
        guard !audible.isEmpty else { return nil }
        let threshold = lufs(audible.reduce(0, +) / Double(audible.count)) + relativeGate
        let kept = audible.filter { lufs($0) >= threshold }
        return lufs(kept.reduce(0, +) / Double(kept.count))
    }

    /// The integrated loudness of 16-bit `samples` at `rate`, as `integrated(_:rate:)`.
    public static func integrated(_ samples: [Int16], rate: Int) -> Double? {
        integrated(samples.map { Float($0) / 32768 }, rate: rate)
    }

    /// A mean square of K-weighted samples as loudness: −0.691 + 10 log10, the standard's offset
    /// that puts a 1 kHz sine at full scale at −3.01 LUFS.
    static func lufs(_ meanSquare: Double) -> Double { -0.691 + 10 * log10(meanSquare) }

    /// `samples` through the K-weighting filter at `rate`.
    static func kWeighted(_ samples: [Float], rate: Int) -> [Double] {
        let (shelf, highPass) = kWeighting(rate: rate)
        return highPass.filtered(shelf.filtered(samples.map(Double.init)))
    }

    /// The K-weighting's two sections at `rate`: the high shelf, then the RLB high-pass. The analog
    /// prototypes' gain, Q and corner frequencies are those the 48 kHz coefficients of BS.1770-4
    /// come from; at 48 kHz these give the standard's coefficients to 1e-12.
    static func kWeighting(rate: Int) -> (shelf: Biquad, highPass: Biquad) {
        let fs = Double(rate)
        var k = tan(Double.pi * 1681.974450955533 / fs)
        var q = 0.7071752369554196
        let vh = pow(10, 3.999843853973347 / 20)
        let vb = pow(vh, 0.4996667741545416)
        var a0 = 1 + k / q + k * k
        let shelf = Biquad(
            b: ((vh + vb * k / q + k * k) / a0, 2 * (k * k - vh) / a0, (vh - vb * k / q + k * k) / a0),
            a: (2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0))
        k = tan(Double.pi * 38.13547087602444 / fs)
        q = 0.5003270373238773
        a0 = 1 + k / q + k * k
        let highPass = Biquad(b: (1, -2, 1), a: (2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0))
        return (shelf, highPass)
    }
}

/// One second-order IIR section (a0 = 1), run in double precision.
struct Biquad: Sendable {
    /// The feed-forward coefficients b0, b1, b2.
    let b: (Double, Double, Double)
    /// The feedback coefficients a1, a2.
    let a: (Double, Double)

    /// `input` through the section from rest (direct form I).
    func filtered(_ input: [Double]) -> [Double] {
        var output = [Double](repeating: 0, count: input.count)
        var (x1, x2, y1, y2) = (0.0, 0.0, 0.0, 0.0)
        for (index, x) in input.enumerated() {
            let y = b.0 * x + b.1 * x1 + b.2 * x2 - a.0 * y1 - a.1 * y2
            (x2, x1, y2, y1) = (x1, x, y1, y)
            output[index] = y
        }
        return output
    }
}
