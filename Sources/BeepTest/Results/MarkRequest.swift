/// A mark as a front hands it over: what was pressed or typed (`MarkEntry`: the bibs of athletes
/// who missed the line, or an undo) and the playback position read when its first key was pressed
/// or its `run --marks` line arrived. The one value a mark travels in from the key to
/// `ResultsRecorder.apply`, which looks each bib up once and writes the log line.
public struct MarkRequest: Sendable, Equatable {
    /// The athletes who missed the line, or an undo.
    public var entry: MarkEntry
    /// Where the test was heard when the entry's first key was pressed: the turn it marks.
    public var position: PlaybackPosition

    /// A request for `entry` at `position`.
    public init(_ entry: MarkEntry, at position: PlaybackPosition) {
        self.entry = entry
        self.position = position
    }
}
