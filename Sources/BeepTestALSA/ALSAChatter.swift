import CALSAShim

/// alsa-lib's own diagnostics ("ALSA lib pcm.c:…" lines on stderr), routed to the quiet handler
/// of the CALSAShim target (C, since the handler is variadic), which keeps the last message.
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
