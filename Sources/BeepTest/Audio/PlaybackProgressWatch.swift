/// Tells an output that has stopped playing from one that is only slow, by when it last took
/// frames while playing.
///
/// A device or sound server can stop playing without an error: a suspended sink and a stopped
/// server take nothing more (writes find no room), a killed PipeWire answers every write with an
/// underrun that `snd_pcm_recover` "mends" without a frame being played. Either way the frames
/// taken while the device plays stop, and after `limitSeconds` of that the output counts as lost,
/// as a device that reports an error does: the test goes on by the monotonic clock and the device
/// is opened again (ARCHITECTURE.md, "A mark, walked through"). Frames taken before a device
/// starts (filling its buffer after an open or a recovery) do not count: a device that refills
/// and fails again is making no progress.
struct PlaybackProgressWatch {
    /// How long an output may take nothing while it should be playing: with the sink's own wait
    /// (`SinkWrite.waitSeconds`) a stopped output is known within a second. A busy machine's
    /// underrun refills and plays again within a period or two.
    static let limitSeconds = 0.75
    /// How long a device just opened may take to start playing (a sound server starts a stream
    /// some time after its buffer is full: a few hundred milliseconds seen here).
    static let startSeconds = 2.5
    /// A longer span between two looks means the process itself did not run (stopped, or starved
    /// on a busy machine): the device is not to blame for that time. The audio thread looks at
    /// least every `SinkWrite.waitSeconds` while it runs.
    static let unseenSeconds = 0.3

    /// Monotonic seconds by which the output must next be seen playing.
    private(set) var deadline: Double
    /// When the audio thread last looked (a write's outcome, a reading).
    private var lastLook: Double
    /// Frames the output took since the last reading of its clock: played, once a reading shows
    /// the stream moving.
    private var takenSinceReading = 0
    /// Underruns in a row with nothing played between them (a server gone that "recovers" at once).
    private var underrunsInARow = 0

    /// A watch on an output opened at `now`.
    init(openedAt now: Double) {
        deadline = now + Self.startSeconds
        lastLook = now
    }

    /// The output was opened again at `now`: it gets a start's grace, and nothing it took or
    /// underran before counts.
    mutating func opened(at now: Double) {
        deadline = now + Self.startSeconds
        lastLook = now
        takenSinceReading = 0
        underrunsInARow = 0
    }

    /// The output took `frames` frames.
    mutating func took(_ frames: Int) { takenSinceReading += frames }

    /// A reading of the output's clock at `now`: when it shows the stream `playing`, the frames
    /// taken since the last one were played (taken while it only fills its buffer, they were not).
    @inline(__always)  // part of each period's reading: see AudioWorker.readClock
    mutating func clockRead(playing: Bool, at now: Double) {
        guard takenSinceReading > 0 && playing else { return }
        takenSinceReading = 0
        underrunsInARow = 0
        played(at: now)
    }

    /// An underrun; true when nothing was played since the last one: an output that fails every
    /// write at once, which the caller lets rest rather than spin until it is called lost.
    mutating func underran() -> Bool {
        underrunsInARow += 1
        return underrunsInARow > 1
    }

    /// The output took frames while playing, at `now`.
    mutating func played(at now: Double) {
        deadline = now + Self.limitSeconds
        lastLook = now
    }

    /// True when the output has not played for longer than it may, at `now` (a look: time the
    /// process did not run is not counted against the output).
    mutating func hasStopped(at now: Double) -> Bool {
        if now - lastLook > Self.unseenSeconds { deadline += now - lastLook }
        lastLook = now
        return now > deadline
    }
}
