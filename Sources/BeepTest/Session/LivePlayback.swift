/// A test being played live, by the ALSA engine or the silent (monotonic-clock) one.
///
/// Fronts poll `position` (10–20 times a second) and call the controls from any thread.
public protocol LivePlayback: AnyObject, Sendable {
    /// The position heard now.
    var position: PlaybackPosition { get }
    /// Freezes the test position; silence plays meanwhile. Does nothing when paused or finished.
    func pause()
    /// Continues the same test where it was paused.
    func resume()
    /// Ends the test now (quit): pending sound is dropped, not drained.
    func stop()
}
