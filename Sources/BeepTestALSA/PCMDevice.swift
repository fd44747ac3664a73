import BeepTest

/// The alsa-lib calls the sink makes on an open playback PCM, one method per C function and
/// returning what the C function returns (frames, or a negative errno).
///
/// The ALSA sink talks only to this protocol, so a test can wrap the real PCM (alsa-lib's `null`
/// device) and inject `-EPIPE` or `-ESTRPIPE` where a real device would report them.
public protocol PCMDevice: AnyObject {
    /// How the PCM keeps time: a device or server, or faster than real time (`null`, `file`).
    var pacing: SinkPacing { get }
    /// `snd_pcm_writei`: frames written, or a negative errno.
    func writei(_ frames: UnsafeBufferPointer<Int16>) -> Int
    /// `snd_pcm_state` is RUNNING or DRAINING: the device is playing what was written (before the
    /// start threshold is reached, or after an xrun, its delay says nothing about the clock).
    func isRunning() -> Bool
    /// `snd_pcm_delay`: 0 and the frames queued before the next one written is heard, or a negative errno.
    func delay() -> (code: Int32, frames: Int)
    /// `snd_pcm_wait`: 1 once the PCM has room, 0 when `milliseconds` passed without it, or a
    /// negative errno (`-EPIPE` after an underrun). Writes never block: this is where the sink waits.
    func wait(milliseconds: Int32) -> Int32
    /// `snd_pcm_recover(pcm, code, 1)`: 0 when the PCM can play again.
    func recover(_ code: Int32) -> Int32
    /// `snd_pcm_drain`: blocks until every queued frame has been played.
    func drain() -> Int32
    /// `snd_pcm_drop`: discards the queued frames.
    func drop() -> Int32
    /// `snd_pcm_close`.
    func close() -> Int32
}

extension PCMDevice {
    /// A wrapper that does not say is taken to be faster than real time, as the `null` PCM it wraps.
    public var pacing: SinkPacing { .unpaced }

    /// A wrapper that does not say is taken to be always playing (every delay reading counts).
    public func isRunning() -> Bool { true }
    /// A wrapper that does not say never runs out of room, as the `null` PCM it wraps.
    public func wait(milliseconds: Int32) -> Int32 { 1 }
}
