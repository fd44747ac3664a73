import BeepTest
import Glibc

/// The engine's output to an ALSA playback device: `default`, `hw:0`, `plughw:1,0`, `pulse`,
/// `file:FILE=out.wav,FORMAT=wav` or any PCM string. Errors become one line each, with
/// `snd_strerror`'s words: exit 69 when the device cannot be opened, 74 when playback fails.
public final class ALSASink: AudioSink {
    /// Opens a PCM near a rate and returns it with what it granted.
    public typealias Opener = (_ name: String, _ rate: Int) throws(BeepTestError) -> (any PCMDevice, AudioFormat)

    public let name: String
    /// A device or server, or faster than real time, as the opened PCM says (unpaced until open).
    public var pacing: SinkPacing { pcm?.pacing ?? .unpaced }
    private let opener: Opener
    private var pcm: (any PCMDevice)?

    /// A sink for the PCM named `device`, opened by `opener` (alsa-lib itself by default; a test
    /// passes one that wraps the real PCM).
    public init(device: String, opener: @escaping Opener = ALSASink.openALSA) {
        name = device
        self.opener = opener
    }

    /// Opens `name` with alsa-lib.
    public static func openALSA(_ name: String, _ rate: Int) throws(BeepTestError) -> (any PCMDevice, AudioFormat) {
        let pcm = try ALSAPCM(name: name, rate: rate)
        return (pcm, pcm.format)
    }

    public func open(rate: Int) throws(BeepTestError) -> AudioFormat {
        let (pcm, format) = try opener(name, rate)
        self.pcm = pcm
        return format
    }

    public func write(_ frames: UnsafeBufferPointer<Int16>) throws(BeepTestError) -> SinkWrite {
        let pcm = try opened()
        let waitMilliseconds = Int32(SinkWrite.waitSeconds * 1000)
        while true {
            // Room first, then the write, as a blocking write does inside alsa-lib: snd_pcm_wait
            // answers at once from the frames it already knows are free, and otherwise waits
            // for a period's room, but not for good (the PCM is non-blocking, and a stopped
            // server answers nothing). Writing first would ask a sound server's plugin twice a
            // period, once to be told there is no room.
            let ready = Posix.retryingWhileReturnsMinusEINTR { pcm.wait(milliseconds: waitMilliseconds) }
            if ready == 0 { return .noRoom }
            if ready < 0 { return try xrunOrFailure(ready, tr("cannot play")) }
            let result = Posix.retryingWhileReturnsMinusEINTR { pcm.writei(frames) }
            if result >= 0 { return .wrote(result) }
            guard Int32(result) == -EAGAIN else { return try xrunOrFailure(Int32(result), tr("cannot play")) }
        }
    }

    /// Frames queued, or nil while a device is not playing (not started yet, or after an xrun):
    /// a sound server's delay then counts frames as heard that nobody has heard.
    public func delay() -> Int? {
        guard let pcm, !pcm.pacing.startsLate || pcm.isRunning() else { return nil }
        let (code, frames) = pcm.delay()
        return code == 0 ? max(0, frames) : nil
    }

    public func recover(_ code: Int32) throws(BeepTestError) {
        let result = try opened().recover(code)
        guard result >= 0 else { throw failure(tr("cannot recover from an underrun"), result) }
    }

    public func drain() throws(BeepTestError) {
        let result = try opened().drain()
        guard result >= 0 else { throw failure(tr("cannot finish playing"), result) }
    }

    public func drop() { _ = pcm?.drop() }

    public func close() {
        _ = pcm?.close()
        pcm = nil
    }

    /// An underrun or a suspend to recover from, or else a failure.
    private func xrunOrFailure(_ code: Int32, _ what: String) throws(BeepTestError) -> SinkWrite {
        guard code == -EPIPE || code == -ESTRPIPE else { throw failure(what, code) }
        return .xrun(code)
    }

    private func opened() throws(BeepTestError) -> any PCMDevice {
        guard let pcm else { throw BeepTestError(.io, tr("audio device '%s' is not open", name)) }
        return pcm
    }

    private func failure(_ what: String, _ code: Int32) -> BeepTestError {
        let detail = ALSAChatter.lastMessage
        let more = detail.isEmpty ? "" : " (alsa-lib: \(detail.split(separator: "\n").joined(separator: " ")))"
        return BeepTestError(.io, tr("audio device '%s': %s: %s%s", name, what, ALSAPCM.text(code), more))
    }
}
