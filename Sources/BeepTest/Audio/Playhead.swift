/// Where the audio thread reads the test from the render, and what of it is let through: the next
/// test frame, the next cue to note, the quiet kept after a resume or a gap (so that no sound is
/// heard from its middle), the fade of a sound a pause cuts, and a cue sent back to be played late.
///
/// It knows test frames only: the stream, its clock and what is owed to the test's line are the
/// worker's.
struct Playhead {
    /// What is kept silent after a jump, so that no sound is heard from its middle.
    enum Silence {
        /// No more than before: the frames skipped were quiet, or the test is paused.
        case asBefore
        /// Up to the next cue (an underrun: the next cue keeps its time, nothing before it sounds).
        case toNextCue
        /// Up to the next cue at least (a stall's skip, which does not wait for quiet).
        case toNextCueAtLeast
        /// Up to the first quiet frame (the sound back after an outage: the rest of a sound under
        /// way is left out).
        case toQuiet
    }

    /// How late a cue may still be played after a gap (an underrun, a frozen process, the sound
    /// coming back): one whose start was missed by less than this is heard late, from its start,
    /// rather than not at all.
    static let lateCueSeconds = 0.5

    let renderer: Renderer
    /// The pause fade: rising gains over a few milliseconds, read backwards.
    private let ramp: [Float]
    /// The next test frame to render.
    var frame = 0
    /// The next cue not yet placed in a written period.
    private(set) var nextCue = 0
    /// After a resume or a gap the stream is silent up to this test frame, rather than starting
    /// midway through a sound.
    private(set) var silentUntil = 0
    /// True from a pause until its first period of silence fades out the sound it cut.
    private var fadeOutPending = false

    init(renderer: Renderer) {
        self.renderer = renderer
        let rampFrames = max(1, Int((0.004 * Double(renderer.rate)).rounded()))
        ramp = (1...rampFrames).map { Float(CueSounds.raisedCosine($0, of: rampFrames + 1)) }
    }

    /// True once every frame of the test has been read.
    var atEnd: Bool { frame >= renderer.totalFrames }

    /// Test frames left to read.
    var framesLeft: Int { renderer.totalFrames - frame }

    /// The test pauses: the first period of silence fades out the sound the pause cut.
    mutating func pause() { fadeOutPending = true }

    /// The test goes on where it paused; the rest of a sound the pause cut is not heard.
    mutating func resume() {
        fadeOutPending = false
        silentUntil = renderer.quietFrame(atOrAfter: frame)
    }

    /// Fills a period while paused: silence, which fades out the sound the pause cut when it is
    /// the first (only the sound already playing: a cue due in the fade waits for the resume).
    mutating func fillPaused(_ period: UnsafeMutableBufferPointer<Int16>) {
        period.update(repeating: 0)
        guard fadeOutPending else { return }
        fadeOutPending = false
        let length = min(ramp.count, period.count, nextCueFrame(atOrAfter: frame) - frame)
        guard length > 0 else { return }
        let fade = UnsafeMutableBufferPointer(rebasing: period[0..<length])
        renderer.render(from: frame, into: fade)
        for index in fade.indices {
            fade[index] = Int16((Float(fade[index]) * ramp[ramp.count - 1 - index]).rounded())
        }
    }

    /// Renders the test's next `period.count` frames from `frame` (which the write moves on, not
    /// this), silent up to `silentUntil`, and calls `placed` with the index of each cue that
    /// starts in them and its offset in the period.
    mutating func fill(_ period: UnsafeMutableBufferPointer<Int16>, placing placed: (_ cue: Int, _ offset: Int) -> Void)
    {
        renderer.render(from: frame, into: period)
        if silentUntil > frame {
            UnsafeMutableBufferPointer(rebasing: period[0..<min(period.count, silentUntil - frame)]).update(
                repeating: 0)
        }
        let cueFrames = renderer.cueFrames
        while nextCue < cueFrames.count && cueFrames[nextCue] < frame + period.count {
            placed(nextCue, cueFrames[nextCue] - frame)
            nextCue += 1
        }
    }

    /// Moves to test frame `newFrame` after a gap or a skip: the next cue noted is the first at or
    /// after it, and `silence` says what stays silent.
    mutating func jump(to newFrame: Int, silence: Silence) {
        frame = newFrame
        nextCue = renderer.firstCue(atOrAfter: frame)
        switch silence {
        case .asBefore: break
        case .toNextCue: silentUntil = nextCueFrame(atOrAfter: frame)
        case .toNextCueAtLeast: silentUntil = max(silentUntil, nextCueFrame(atOrAfter: frame))
        case .toQuiet: silentUntil = renderer.quietFrame(atOrAfter: frame)
        }
    }

    /// The cue missed in test frames `[missedFrom, frame)` that may still be played late: the last
    /// one there, when it began no more than `lateCueSeconds` before `frame`.
    func lateCue(missedFrom: Int) -> Int? {
        let index = renderer.firstCue(atOrAfter: frame) - 1
        guard index >= 0 else { return nil }
        let cueFrame = renderer.cueFrames[index]
        let rate = Double(renderer.rate)
        guard cueFrame >= missedFrom, Double(frame - cueFrame) <= Self.lateCueSeconds * rate else { return nil }
        return index
    }

    /// Goes back to cue `index`, so that it is heard next from its start; returns the frames gone
    /// back, which the test then owes its line.
    mutating func goBack(toCue index: Int) -> Int {
        let cueFrame = renderer.cueFrames[index]
        let owed = frame - cueFrame
        frame = cueFrame
        nextCue = index
        silentUntil = cueFrame
        return owed
    }

    /// True when nothing is heard in test frames `[from, to)`: silence in the test, or the
    /// silence kept after a resume or a gap.
    func isQuiet(from: Int, to: Int) -> Bool {
        to <= silentUntil || renderer.isSilent(from: max(from, silentUntil), to: to)
    }

    /// The frame of the first cue at or after test frame `frame` (Int.max when none is left).
    private func nextCueFrame(atOrAfter frame: Int) -> Int {
        let index = renderer.firstCue(atOrAfter: frame)
        return index < renderer.cueFrames.count ? renderer.cueFrames[index] : Int.max
    }
}
