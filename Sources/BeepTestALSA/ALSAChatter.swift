import CALSA

/// alsa-lib's own diagnostics ("ALSA lib pcm.c:…" lines on stderr), routed to the quiet handler
/// of the CALSA shim. The shim's functions are static inline with a static buffer, and every
/// Swift file that calls them gets its own copy: this file is the only one that does.
public enum ALSAChatter {
    /// Silences alsa-lib's stderr lines and forgets the last one; call before opening a device
    /// or reading hints.
    public static func silence() {
        beeptest_alsa_silence_errors()
        beeptest_alsa_clear_last_error()
    }

    /// The last message alsa-lib reported since `silence()` (may be empty), for details the
    /// error codes lack (the file PCM says which file it could not write).
    public static var lastMessage: String { String(cString: beeptest_alsa_last_error_message()) }
}
