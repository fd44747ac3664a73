/// What the stream owes the test's line after a gap (a stall, an underrun, a cue played late), and
/// whether the position the fronts read is held meanwhile.
///
/// The frames owed are skipped (positive) or held back by inserted silence (negative) at the next
/// point where nothing is heard, so that every later cue keeps its time. While the stream is off the
/// line the fronts keep the position the last reading gave, carried on by the monotonic clock, which
/// is the line: the readings meanwhile would put it back. The audio worker says what happened and
/// acts on what this answers; the choices themselves are made here.
struct LineDebt {
    /// Test frames the stream owes its line.
    private(set) var frames = 0
    /// True while the owed frames follow a cue played late: they wait for the quiet after it,
    /// however many they are, so that the cue is heard whole.
    private var afterLateCue = false
    /// True while the stream is off the test's line, until the skip that puts it back is heard.
    private var holding = false
    /// Where the skip that ends the hold begins in the stream, once it is written.
    private var holdUntilStream: Int?
    /// The cue going back in the stream to be played late, and how late, until its note is written.
    private var lateCue: (index: Int, frames: Int)?

    /// How the owed frames are settled at the write point.
    enum Settlement: Equatable {
        /// Skip this many test frames (a stall's skip: silence up to the next cue at least).
        case skip(Int, stall: Bool)
        /// Write this many frames of silence, the test held; more may follow in the next period.
        case silence(Int)
    }

    /// Nothing owed: the test starts on a new line (a resume, the output lost).
    mutating func clear() { self = LineDebt() }

    /// True while a cue is going back to be played late: a second gap does not send it back again.
    var replaysCue: Bool { afterLateCue }

    /// A reading showed the stream `late` frames off the line (later when positive). Paused, the
    /// test owes nothing (the pause's silence takes the gap). A stall (`stalled`) puts the stream
    /// off the line until its skip is heard, and its skip does not wait for the quiet after a late
    /// cue: its cues would be late.
    mutating func streamMoved(by late: Int, stalled: Bool, paused: Bool) {
        guard !paused else { return }
        frames += late
        if stalled {
            holding = true
            holdUntilStream = nil
            afterLateCue = false
        }
    }

    /// Cue `index` goes back `owed` frames in the stream to be heard now from its start: the line
    /// is owed those frames, to be skipped in the quiet after it, and the position is held.
    mutating func playLate(cue index: Int, owed: Int) {
        lateCue = (index, owed)
        holding = true
        holdUntilStream = nil
        frames += owed
        afterLateCue = true
    }

    /// The stream goes on from `stream` on a new line (the output found again): unless `paused`,
    /// the position is held until that frame is heard, since the readings of the silence before
    /// it would put the position back.
    mutating func holdUntilHeard(fromStream stream: Int, paused: Bool) {
        holding = !paused
        holdUntilStream = stream
    }

    /// How late cue `index`'s note says it is played, in frames: the cue going back, once; 0 for
    /// any other cue.
    mutating func lateFrames(forCue index: Int) -> Int {
        guard let late = lateCue, late.index == index, late.frames > 0 else { return 0 }
        lateCue = nil
        return late.frames
    }

    /// True when the owed frames are a stall's: as many as the gap `threshold`, and not the frames
    /// after a cue played late. A stall's are settled at once, without waiting for the quiet.
    func isStall(threshold: Double) -> Bool {
        !afterLateCue && Double(abs(frames)) >= threshold
    }

    /// Settles what is owed at stream frame `stream`, where the caller has found the write point
    /// quiet (or `isStall`): a skip of every frame owed, or silence of at most `silenceAtMost`
    /// frames (a period, so that the clock is read between periods as ever), the rest still owed.
    /// The hold ends once the stream reaches this point.
    mutating func settle(atStream stream: Int, silenceAtMost: Int, threshold: Double) -> Settlement {
        let owed = frames
        let stall = isStall(threshold: threshold)
        frames = 0
        afterLateCue = false
        if holding { holdUntilStream = stream }
        guard owed <= 0 else { return .skip(owed, stall: stall) }
        let count = min(-owed, silenceAtMost)
        frames = owed + count
        return .silence(count)
    }

    /// Whether the fronts' position is held at a reading that has heard the stream to `heard`:
    /// until the point where the debt was settled is heard.
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    mutating func holdsPosition(heard: Int) -> Bool {
        if holding, let until = holdUntilStream, heard >= until { holding = false }
        return holding
    }
}
