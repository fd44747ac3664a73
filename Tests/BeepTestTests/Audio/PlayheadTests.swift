import Testing

@testable import BeepTest

@Suite("The playhead: the test read from the render, the quiet after a gap, the pause fade, a cue played late")
struct PlayheadTests {
    let renderer = Renderer(timeline: Timeline(profile: shuttleProfile()), rate: 8000)

    /// `count` frames from the playhead: the test's, or a paused period's.
    private func period(_ playhead: inout Playhead, _ count: Int, paused: Bool = false) -> (
        samples: [Int16], cues: [(cue: Int, offset: Int)]
    ) {
        var samples = [Int16](repeating: 7, count: count)
        var cues: [(cue: Int, offset: Int)] = []
        samples.withUnsafeMutableBufferPointer { buffer in
            if paused {
                playhead.fillPaused(buffer)
            } else {
                playhead.fill(buffer) { cues.append(($0, $1)) }
            }
        }
        return (samples, cues)
    }

    @Test("it renders the test and places each cue once, at its offset, whatever the period")
    func rendersAndPlacesCues() {
        let whole = renderAll(renderer)
        var playhead = Playhead(renderer: renderer)
        var heard: [Int16] = []
        var placed: [Int] = []
        while !playhead.atEnd {
            let count = min(997, playhead.framesLeft)
            let (samples, cues) = period(&playhead, count)
            placed += cues.map { playhead.frame + $0.offset }
            heard += samples
            playhead.frame += count
        }
        #expect(heard == whole)
        #expect(placed == renderer.cueFrames)
    }

    @Test("a pause's first period fades the sound it cut, then silence; the resume is quiet to the sound's end")
    func pauseFadesAndResumeKeepsQuiet() throws {
        let cue = renderer.cueFrames[1]
        var playhead = Playhead(renderer: renderer)
        playhead.jump(to: cue + 10, silence: .asBefore)
        let sound = renderAll(renderer)
        playhead.pause()
        let fade = period(&playhead, 100, paused: true).samples
        let ramp = 32  // 4 ms at 8000 Hz
        #expect(fade[0] != 0 && abs(Int(fade[0])) <= abs(Int(sound[cue + 10])))
        #expect(fade[ramp...].allSatisfy { $0 == 0 })
        #expect(abs(Int(fade[ramp - 1])) < abs(Int(sound[cue + 10 + ramp - 1])) || sound[cue + 10 + ramp - 1] == 0)
        #expect(period(&playhead, 100, paused: true).samples.allSatisfy { $0 == 0 }, "one fade only")
        playhead.resume()
        let quiet = renderer.quietFrame(atOrAfter: cue + 10)
        #expect(quiet > cue + 10)
        #expect(playhead.isQuiet(from: cue + 10, to: quiet))
        let (samples, _) = period(&playhead, quiet - playhead.frame + 1)
        #expect(samples.dropLast().allSatisfy { $0 == 0 }, "no sound from its middle")
    }

    @Test("a pause at a cue's start does not fade the cue in: it waits for the resume")
    func noFadeOfACueDue() {
        var playhead = Playhead(renderer: renderer)
        playhead.jump(to: renderer.cueFrames[2], silence: .asBefore)
        playhead.pause()
        #expect(period(&playhead, 100, paused: true).samples.allSatisfy { $0 == 0 })
    }

    @Test("a jump keeps what it is told silent: up to the next cue, at least to it, or to the quiet")
    func jumpsAndSilence() {
        let cues = renderer.cueFrames
        var playhead = Playhead(renderer: renderer)
        playhead.jump(to: cues[1] + 5, silence: .toNextCue)
        #expect(playhead.nextCue == 2 && playhead.silentUntil == cues[2])
        playhead.jump(to: cues[1] + 6, silence: .toNextCueAtLeast)
        #expect(playhead.silentUntil == cues[2], "kept, not moved back")
        playhead.jump(to: cues[1] + 7, silence: .toQuiet)
        #expect(playhead.silentUntil == renderer.quietFrame(atOrAfter: cues[1] + 7))
        playhead.jump(to: cues[3] - 1, silence: .asBefore)
        #expect(playhead.nextCue == 3 && playhead.silentUntil == renderer.quietFrame(atOrAfter: cues[1] + 7))
        playhead.jump(to: renderer.totalFrames, silence: .toNextCue)
        #expect(playhead.atEnd && playhead.silentUntil == Int.max)
    }

    @Test("a cue missed by less than half a second goes back to be heard whole; one missed by more does not")
    func lateCue() {
        let cue = renderer.cueFrames[2]
        var playhead = Playhead(renderer: renderer)
        playhead.jump(to: cue + 3999, silence: .asBefore)
        #expect(playhead.lateCue(missedFrom: cue) == 2)
        #expect(playhead.lateCue(missedFrom: cue + 1) == nil, "begun before the gap: heard already")
        let owed = playhead.goBack(toCue: 2)
        #expect(owed == 3999 && playhead.frame == cue && playhead.nextCue == 2 && playhead.silentUntil == cue)
        let (samples, placed) = period(&playhead, 50)
        #expect(placed.count == 1 && placed[0].cue == 2 && placed[0].offset == 0)
        #expect(samples == Array(renderAll(renderer)[cue..<cue + 50]))
        playhead.jump(to: cue + 4001, silence: .asBefore)
        #expect(playhead.lateCue(missedFrom: cue) == nil, "more than 0.5 s late")
    }
}
