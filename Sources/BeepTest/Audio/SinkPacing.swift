/// How an output keeps time, which decides what the engine may trust and ask for.
public enum SinkPacing: Sendable, Equatable {
    /// Paced by the monotonic clock itself (the silent sink): every reading is exact from the
    /// first write, and writes sleep on the clock, so no real-time priority is needed.
    case clock
    /// A sound card (`hw:`, `plughw:`, dmix): writes wait until the card has room, and a busy
    /// machine must not keep the audio thread from refilling it.
    case device
    /// A sound server through an alsa-lib plugin (PulseAudio, PipeWire, JACK): writes wait on
    /// the plugin's own thread, and the server plays on a real-time thread of its own.
    case server
    /// Faster than real time (alsa-lib's `null` and `file` PCMs): nothing waits for a listener.
    case unpaced

    /// True when the stream starts some time after its buffer is full (a server waking, a card
    /// or sink resuming): the first readings say nothing about when a frame is heard until the
    /// stream is seen playing, and the test starts on a buffer of silence.
    public var startsLate: Bool { self == .device || self == .server }

    /// True when the audio thread should ask for real-time priority: only where its own writes
    /// feed a card. On a server the priority buys nothing (the plugin's thread, at normal
    /// priority, hands the frames over) and costs a wake-up across CPUs at every period; on the
    /// silent sink and the unpaced PCMs nothing waits for a listener.
    public var wantsRealTime: Bool { self == .device }
}
