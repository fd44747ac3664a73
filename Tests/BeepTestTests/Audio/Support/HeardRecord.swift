import BeepTest
import Testing

/// A test sink's account of what the listeners heard: every frame written, and when the first
/// frame of each write was heard (by the sink's own model of the device).
protocol HeardRecord {
    var written: [Int16] { get }
    /// Where each write's frames start in `written`, and when its first frame is heard.
    var chunks: [(start: Int, heardAt: Double)] { get }
}

extension HeardRecord {
    /// The index in `written` of the frame heard at `time`, if one was.
    func frame(heardAt time: Double) -> Int? {
        guard let chunk = chunks.indices.last(where: { chunks[$0].heardAt <= time + 0.5 / 48000 }) else { return nil }
        let index = chunks[chunk].start + Int(((time - chunks[chunk].heardAt) * 48000).rounded())
        let end = chunk + 1 < chunks.count ? chunks[chunk + 1].start : written.count
        return index < end ? index : nil
    }

    /// When the frame at `index` in `written` was heard, or nil when no chunk holds it.
    func heardAt(frame index: Int) -> Double? {
        guard let chunk = chunks.last(where: { $0.start <= index }) else { return nil }
        return chunk.heardAt + Double(index - chunk.start) / 48000
    }

    /// Where each cue of `timeline` was heard against its grid (frame F at t0 + F / 48000, t0 the
    /// time the first frame was heard): a cue is on the grid when a sound starts at its exact
    /// frame, lost when nothing was heard then (a gap), off the grid otherwise (its times listed).
    func cuesOnGrid(_ timeline: Timeline) throws -> (heard: Int, lost: Int, offGrid: [Double]) {
        let t0 = try #require(chunks.first?.heardAt)
        var heard = 0
        var lost = 0
        var offGrid: [Double] = []
        for cue in timeline.cues {
            let time = t0 + Double(Renderer.frame(of: cue.time, countdownS: timeline.countdownS, rate: 48000)) / 48000
            guard let index = frame(heardAt: time) else {
                lost += 1
                continue
            }
            if written[index] != 0 && (index == 0 || written[index - 1] == 0) {
                heard += 1
            } else {
                offGrid.append(cue.time)
            }
        }
        return (heard, lost, offGrid)
    }
}
