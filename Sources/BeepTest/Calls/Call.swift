/// A call placed in the stream: what it says and the frame its sound begins on.
public struct Call: Sendable, Equatable {
    /// What the call announces.
    public var kind: CallRequest.Kind
    /// The index in `timeline.cues` of the cue it belongs to.
    public var cueIndex: Int
    /// What it says.
    public var text: String
    /// The stream frame of its audible onset (its clip's first sample).
    public var frame: Int
    /// Its clip: an index into `CallPlan.clips`.
    public var clip: Int
    /// Its length in frames.
    public var length: Int

    /// The frame just after its last sample.
    public var end: Int { frame + length }
}
