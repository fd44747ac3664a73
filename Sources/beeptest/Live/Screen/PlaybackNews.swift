/// What a playback reports besides its position: a descriptor that becomes readable when
/// something was heard (so a cue's frame is drawn at once, not up to a frame later), and notes
/// for the coach (an audio underrun). Taking the notes empties the descriptor.
struct PlaybackNews {
    let wakeDescriptor: Int32
    let takeNotes: () -> [String]
}
