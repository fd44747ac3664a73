/// The quiet noise of `--wake`: uniform noise whose RMS is −50 dBFS, played before the countdown so
/// that a speaker that sleeps wakes before the first pip. The same noise on every run (xorshift32
/// from a fixed seed), so that a render or a recording of it can be compared.
struct WakeNoise {
    /// The peak: uniform noise in ±179 has an RMS of 179 / √3 of full scale, −50 dBFS.
    static let peak = 179

    /// Frames of noise in all.
    let frames: Int
    /// The generator's state (xorshift32).
    private var state: UInt32 = 0x9E37_79B9

    /// Noise for `frames` frames.
    init(frames: Int) {
        self.frames = max(0, frames)
    }

    /// Writes the noise over the start of `period`, whose first frame is stream frame
    /// `streamFrame`, where the stream is still before `frames`.
    mutating func add(into period: UnsafeMutableBufferPointer<Int16>, at streamFrame: Int) {
        let noisy = min(period.count, frames - streamFrame)
        guard noisy > 0 else { return }
        for index in 0..<noisy {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            period[index] = Int16(Int(state % UInt32(2 * Self.peak + 1)) - Self.peak)
        }
    }
}
