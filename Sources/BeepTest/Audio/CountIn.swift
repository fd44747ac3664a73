/// The count-in after a pause: three pips a second apart in the stream, each at its exact frame,
/// then the test goes on a second after the last, on the next second's beat. A pause during it
/// stops it.
struct CountIn {
    /// Pips of the count-in, a second apart; the test goes on a second after the last.
    static let pips = 3

    /// The pip: the countdown's sound, as the stream plays it.
    private let pip: [Int16]
    private let rate: Int
    /// The stream frame of the first pip while the count-in plays; nil otherwise.
    private(set) var start: Int?
    /// The stream frame at which the test goes on after the count-in, until that frame is heard.
    private(set) var resumeStream: Int?

    /// A count-in of `pip` at `rate`, not started.
    init(pip: [Int16], rate: Int) {
        self.pip = pip
        self.rate = rate
    }

    /// The frames of the count-in: its pips a second apart, then a second more.
    var frames: Int { Self.pips * rate }

    /// Starts the count-in at stream frame `streamFrame`.
    mutating func begin(at streamFrame: Int) {
        start = streamFrame
        resumeStream = streamFrame + frames
    }

    /// Stops it (a pause asked for again): no pips, no resume.
    mutating func cancel() {
        start = nil
        resumeStream = nil
    }

    /// True when it has played to its end by stream frame `streamFrame`; it is then over, its
    /// resume still to be heard.
    mutating func finish(at streamFrame: Int) -> Bool {
        guard let start, streamFrame >= start + frames else { return false }
        self.start = nil
        return true
    }

    /// The resume has been heard (or the stream drained): nothing is left to tell the fronts.
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    mutating func resumeHeard(at heard: Int, drained: Bool) {
        if let resume = resumeStream, resume <= heard || drained { resumeStream = nil }
    }

    /// The frames left before the count-in ends, from stream frame `streamFrame` (nil when none plays).
    func framesLeft(at streamFrame: Int) -> Int? {
        start.map { $0 + frames - streamFrame }
    }

    /// Writes the pips that fall in `period`, whose first frame is stream frame `streamFrame`.
    func addPips(into period: UnsafeMutableBufferPointer<Int16>, at streamFrame: Int) {
        guard let start else { return }
        for number in 0..<Self.pips {
            let pipStart = start + number * rate
            let first = max(streamFrame, pipStart)
            let last = min(streamFrame + period.count, pipStart + pip.count)
            guard first < last else { continue }
            for frame in first..<last { period[frame - streamFrame] = pip[frame - pipStart] }
        }
    }
}
