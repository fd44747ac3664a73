import Testing

@testable import BeepTest

@Suite("The count-in after a pause: three pips a second apart at exact frames, then the test")
struct CountInTests {
    let pip: [Int16] = [100, 200, 300]

    /// The stream from frame `from` for `frames` frames with the count-in's pips written in.
    private func stream(_ countIn: CountIn, from: Int, frames: Int, period: Int) -> [Int16] {
        var out: [Int16] = []
        var at = from
        while at < from + frames {
            var buffer = [Int16](repeating: 0, count: min(period, from + frames - at))
            buffer.withUnsafeMutableBufferPointer { countIn.addPips(into: $0, at: at) }
            out += buffer
            at += buffer.count
        }
        return out
    }

    @Test("each pip at its frame a second apart, whole across period boundaries; nothing after the third")
    func pipsOnTheirFrames() {
        var countIn = CountIn(pip: pip, rate: 10)
        countIn.begin(at: 5)
        #expect(countIn.frames == 30 && countIn.resumeStream == 35)
        let heard = stream(countIn, from: 0, frames: 50, period: 4)
        for start in [5, 15, 25] { #expect(Array(heard[start..<start + 3]) == pip, "pip at \(start)") }
        #expect(heard.enumerated().filter { $0.element != 0 }.map(\.offset) == [5, 6, 7, 15, 16, 17, 25, 26, 27])
        #expect(countIn.framesLeft(at: 12) == 23)
    }

    @Test("it finishes at its last frame, its resume kept until heard; a cancel leaves neither")
    func finishAndCancel() {
        var countIn = CountIn(pip: pip, rate: 10)
        countIn.begin(at: 5)
        let early = countIn.finish(at: 34)
        let atItsEnd = countIn.finish(at: 35)
        #expect(!early && atItsEnd)
        #expect(countIn.start == nil && countIn.framesLeft(at: 35) == nil)
        countIn.resumeHeard(at: 34, drained: false)
        #expect(countIn.resumeStream == 35)
        countIn.resumeHeard(at: 35, drained: false)
        #expect(countIn.resumeStream == nil)
        countIn.begin(at: 50)
        countIn.cancel()
        #expect(countIn.start == nil && countIn.resumeStream == nil)
        #expect(stream(countIn, from: 50, frames: 40, period: 8).allSatisfy { $0 == 0 })
    }
}
