import CALSA

/// The version of alsa-lib the program runs with (for `beeptest devices` and bug reports).
public enum ALSAVersion {
    public static var string: String { String(cString: snd_asoundlib_version()) }
}
