/// What the stream owes the test's line after a gap (a stall, an underrun, a cue played late), and
/// how the position the fronts read is held meanwhile.
///
/// The frames owed are skipped (positive) or held back by inserted silence (negative) at the next
/// point where nothing is heard, so that every later cue keeps its time. While the stream is off the
/// line the fronts keep the position the last reading gave, carried on by the monotonic clock, which
/// is the line: the readings meanwhile would put it back.
struct LineDebt {
    /// Test frames the stream owes its line.
    var frames = 0
    /// True while the owed frames follow a cue played late: they wait for the quiet after it,
    /// however many they are, so that the cue is heard whole.
    var afterLateCue = false
    /// True while the stream is off the test's line, until the skip that puts it back is heard.
    var holding = false
    /// Where the skip that ends the hold begins in the stream, once it is written.
    var holdUntilStream: Int?
    /// The cue going back in the stream to be played late, and how late, until its note is written.
    var lateCue: (index: Int, frames: Int)?

    /// Nothing owed: the test starts on a new line (a resume, the output lost).
    mutating func clear() { self = LineDebt() }
}
