import BeepTest
import CALSA

/// An open alsa-lib playback PCM set up for 16-bit mono: the real `PCMDevice`.
public final class ALSAPCM: PCMDevice {
    /// The buffer the sink asks for: 200 ms in 4 periods of 50 ms (the device may grant others).
    public static let bufferMicroseconds: UInt32 = 200_000
    public static let periodMicroseconds: UInt32 = 50_000

    /// The PCM's name as opened ("default", "hw:0", "file:FILE=x.wav,FORMAT=wav").
    public let name: String
    /// What the device granted.
    public let format: AudioFormat
    /// `null` and `file` PCMs, and any chain that ends in `null` (`plug:null`, a `.asoundrc`
    /// default over it), take frames as fast as they come; an ioplug or extplug PCM (`pulse`,
    /// `pipewire`, `jack`) is a sound server; anything else is taken to be a card.
    public let pacing: SinkPacing
    private var handle: OpaquePointer?

    /// Opens playback PCM `name` for S16_LE mono near `rate`, with a ~200 ms buffer of 4 periods.
    /// Errors (exit 69) are one line with `snd_strerror`'s words; alsa-lib's own "ALSA lib"
    /// lines are silenced first.
    public init(name: String, rate: Int) throws(BeepTestError) {
        ALSAChatter.silence()
        self.name = name
        var pcm: OpaquePointer?
        // Non-blocking: a write that finds no room returns at once and the sink waits with a
        // timeout (`wait`), so that a device or server that stops taking frames (suspended,
        // stopped, gone) is seen within a second rather than holding the audio thread for good.
        let opened = snd_pcm_open(&pcm, name, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK)
        guard opened == 0, let pcm else {
            throw BeepTestError(.unavailable, ALSAPCM.cannotOpen(name, code: opened))
        }
        do {
            format = try ALSAPCM.configure(pcm, name: name, rate: rate)
        } catch {
            snd_pcm_close(pcm)
            throw error
        }
        let type = snd_pcm_type(pcm)
        switch type {
        case SND_PCM_TYPE_NULL, SND_PCM_TYPE_FILE: pacing = .unpaced
        case SND_PCM_TYPE_IOPLUG, SND_PCM_TYPE_EXTPLUG: pacing = .server
        default: pacing = ALSAPCM.endsInNull(pcm) ? .unpaced : .device
        }
        handle = pcm
    }

    /// True when the PCM's chain of plugins ends in alsa-lib's `null` PCM, which discards frames
    /// as fast as they come: alsa-lib has no call that names a plugin's slave, but its dump of
    /// the chain does: "Null PCM" for the null plugin (pcm_null.c).
    private static func endsInNull(_ pcm: OpaquePointer) -> Bool {
        var output: OpaquePointer?
        guard snd_output_buffer_open(&output) == 0, let output else { return false }
        defer { snd_output_close(output) }
        guard snd_pcm_dump(pcm, output) == 0 else { return false }
        var text: UnsafeMutablePointer<CChar>?
        let length = snd_output_buffer_string(output, &text)
        guard length > 0, let text else { return false }
        let bytes = UnsafeRawBufferPointer(start: text, count: length)
        // "Plug PCM: Null PCM", "Slave: Null PCM": the chain's end, on whichever line it is said.
        return String(decoding: bytes, as: UTF8.self).contains("Null PCM")
    }

    deinit { _ = close() }

    /// The one-line message for a device that cannot be opened, with what to try instead.
    public static func cannotOpen(_ name: String, _ reason: String) -> String {
        tr("cannot open audio device '%s': %s (try --device NAME, 'beeptest devices', or --silent)", name, reason)
    }

    /// The message for PCM `name` that failed to open with `code`: a PCM served by a sound server
    /// (alsa-lib's pulse or pipewire plugin) that could not connect names the server, since
    /// "Connection refused" alone sends a coach looking for a cable rather than a daemon.
    public static func cannotOpen(_ name: String, code: Int32) -> String {
        guard let server = soundServer(of: name) else { return cannotOpen(name, text(code)) }
        return tr(
            "the sound server (%s) cannot be reached for audio device '%s': %s (is it running? try --device NAME, 'beeptest devices', or --silent)",
            server, name, text(code))
    }

    /// The sound server behind PCM `name` in alsa-lib's configuration ("PulseAudio", "PipeWire"),
    /// read from the PCM's definition (`type pulse`), nil for any other PCM or an unknown name.
    public static func soundServer(of name: String) -> String? {
        var top: OpaquePointer?
        guard snd_config_update_ref(&top) >= 0, let top else { return nil }
        defer { snd_config_unref(top) }
        var definition: OpaquePointer?
        guard snd_config_search_definition(top, "pcm", name, &definition) >= 0, let definition else { return nil }
        defer { snd_config_delete(definition) }
        var typeNode: OpaquePointer?
        var type: UnsafePointer<CChar>?
        guard snd_config_search(definition, "type", &typeNode) >= 0, let typeNode,
            snd_config_get_string(typeNode, &type) >= 0, let type
        else { return nil }
        switch String(cString: type) {
        case "pulse": return "PulseAudio"
        case "pipewire": return "PipeWire"
        default: return nil
        }
    }

    /// `snd_strerror` of a negative error code.
    public static func text(_ code: Int32) -> String { String(cString: snd_strerror(code)) }

    private static func configure(_ pcm: OpaquePointer, name: String, rate: Int) throws(BeepTestError) -> AudioFormat {
        var hardware: OpaquePointer?
        guard snd_pcm_hw_params_malloc(&hardware) == 0, let hardware else {
            throw BeepTestError(.unavailable, cannotOpen(name, tr("out of memory")))
        }
        defer { snd_pcm_hw_params_free(hardware) }
        var granted = UInt32(clamping: rate)
        var period = periodMicroseconds
        var buffer = bufferMicroseconds
        var direction: Int32 = 0
        let steps: [(String, () -> Int32)] = [
            (tr("no configurations"), { snd_pcm_hw_params_any(pcm, hardware) }),
            (tr("interleaved access"), { snd_pcm_hw_params_set_access(pcm, hardware, SND_PCM_ACCESS_RW_INTERLEAVED) }),
            (tr("16-bit samples"), { snd_pcm_hw_params_set_format(pcm, hardware, SND_PCM_FORMAT_S16_LE) }),
            (tr("mono"), { snd_pcm_hw_params_set_channels(pcm, hardware, 1) }),
            (tr("rate %s Hz", rate), { snd_pcm_hw_params_set_rate_near(pcm, hardware, &granted, &direction) }),
            (tr("period time"), { snd_pcm_hw_params_set_period_time_near(pcm, hardware, &period, &direction) }),
            (tr("buffer time"), { snd_pcm_hw_params_set_buffer_time_near(pcm, hardware, &buffer, &direction) }),
            (tr("hardware parameters"), { snd_pcm_hw_params(pcm, hardware) }),
        ]
        for (what, step) in steps {
            let code = step()
            guard code >= 0 else { throw BeepTestError(.unavailable, cannotOpen(name, "\(what): \(text(code))")) }
        }
        var periodFrames: snd_pcm_uframes_t = 0
        var bufferFrames: snd_pcm_uframes_t = 0
        snd_pcm_hw_params_get_rate(hardware, &granted, &direction)
        snd_pcm_hw_params_get_period_size(hardware, &periodFrames, &direction)
        snd_pcm_hw_params_get_buffer_size(hardware, &bufferFrames)
        try startWhenFull(pcm, name: name, bufferFrames: bufferFrames, periodFrames: periodFrames)
        return AudioFormat(rate: Int(granted), periodFrames: Int(periodFrames), bufferFrames: Int(bufferFrames))
    }

    /// Starts playback only once the buffer is full (a clean start, no early underrun) and
    /// wakes the writer a period at a time.
    private static func startWhenFull(
        _ pcm: OpaquePointer, name: String, bufferFrames: snd_pcm_uframes_t, periodFrames: snd_pcm_uframes_t
    ) throws(BeepTestError) {
        var software: OpaquePointer?
        guard snd_pcm_sw_params_malloc(&software) == 0, let software else {
            throw BeepTestError(.unavailable, cannotOpen(name, tr("out of memory")))
        }
        defer { snd_pcm_sw_params_free(software) }
        var code = snd_pcm_sw_params_current(pcm, software)
        if code >= 0 { code = snd_pcm_sw_params_set_start_threshold(pcm, software, bufferFrames) }
        if code >= 0 { code = snd_pcm_sw_params_set_avail_min(pcm, software, periodFrames) }
        if code >= 0 { code = snd_pcm_sw_params(pcm, software) }
        guard code >= 0 else {
            throw BeepTestError(.unavailable, cannotOpen(name, tr("software parameters: %s", text(code))))
        }
    }

    public func writei(_ frames: UnsafeBufferPointer<Int16>) -> Int {
        guard let handle else { return -Int(EBADFD) }
        return snd_pcm_writei(handle, frames.baseAddress, snd_pcm_uframes_t(frames.count))
    }

    public func isRunning() -> Bool {
        guard let handle else { return false }
        let state = snd_pcm_state(handle)
        return state == SND_PCM_STATE_RUNNING || state == SND_PCM_STATE_DRAINING
    }

    public func delay() -> (code: Int32, frames: Int) {
        guard let handle else { return (-EBADFD, 0) }
        var frames: snd_pcm_sframes_t = 0
        let code = snd_pcm_delay(handle, &frames)
        return (code, frames)
    }

    public func wait(milliseconds: Int32) -> Int32 {
        guard let handle else { return -EBADFD }
        return snd_pcm_wait(handle, milliseconds)
    }

    public func recover(_ code: Int32) -> Int32 {
        guard let handle else { return -EBADFD }
        return snd_pcm_recover(handle, code, 1)
    }

    public func drain() -> Int32 {
        guard let handle else { return -EBADFD }
        // A non-blocking drain returns -EAGAIN at once: the end of a test waits for its last frame.
        snd_pcm_nonblock(handle, 0)
        return snd_pcm_drain(handle)
    }

    public func drop() -> Int32 {
        guard let handle else { return -EBADFD }
        return snd_pcm_drop(handle)
    }

    public func close() -> Int32 {
        guard let handle else { return 0 }
        self.handle = nil
        return snd_pcm_close(handle)
    }
}
