/// What an audio output granted when it was opened.
public struct AudioFormat: Sendable, Equatable {
    /// Frames per second.
    public var rate: Int
    /// Frames per period: the engine renders and writes one period at a time.
    public var periodFrames: Int
    /// Frames the output can hold before the listener hears them (the latency's upper bound).
    public var bufferFrames: Int

    /// Creates a format.
    public init(rate: Int, periodFrames: Int, bufferFrames: Int) {
        self.rate = rate
        self.periodFrames = periodFrames
        self.bufferFrames = bufferFrames
    }
}

/// The outcome of a write that did not fail outright.
public enum SinkWrite: Sendable, Equatable {
    /// The output took this many frames (possibly fewer than offered).
    case wrote(Int)
    /// The output ran dry (`-EPIPE`) or was suspended (`-ESTRPIPE`): call `recover(_:)` with the code.
    case xrun(Int32)
    /// The output had no room within `SinkWrite.waitSeconds` and took nothing: it is not playing
    /// what it holds (a suspended sink, a stopped server). Call again, or count it as lost.
    case noRoom

    /// How long one write waits for room before it says `noRoom`: two periods of 50 ms, so that
    /// a device that stops is seen soon and a slow one is not taken for stopped.
    public static let waitSeconds = 0.1
}

/// Where the engine sends the stream: an ALSA device, or the silent sink paced by the clock.
///
/// All calls come from the engine's audio thread, one at a time. Mono Int16 frames only.
public protocol AudioSink: AnyObject {
    /// The output's name, for messages ("default", "hw:0", "silent").
    var name: String { get }
    /// How the output keeps time, once it is open.
    var pacing: SinkPacing { get }
    /// Opens the output near `rate` frames per second and returns what it granted.
    func open(rate: Int) throws(BeepTestError) -> AudioFormat
    /// Writes frames, waiting until the output has room (at most `SinkWrite.waitSeconds`): this is
    /// what paces the engine.
    func write(_ frames: UnsafeBufferPointer<Int16>) throws(BeepTestError) -> SinkWrite
    /// Frames written but not yet heard, or nil when the output cannot tell now (after an xrun).
    func delay() -> Int?
    /// Restarts the output after an xrun reported by `write`.
    func recover(_ code: Int32) throws(BeepTestError)
    /// Blocks until every written frame has been heard (the natural end of a test).
    func drain() throws(BeepTestError)
    /// Discards the frames not yet heard (quit).
    func drop()
    /// Releases the output. Safe to call more than once.
    func close()
}

extension AudioSink {
    /// An output that does not say is taken to keep time like the silent sink (test doubles).
    public var pacing: SinkPacing { .clock }
}
