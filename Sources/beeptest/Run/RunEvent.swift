import BeepTest

/// An event of the run's own in `--events`, beside the engine's (`PlaybackEvent`): the class ran
/// out, or the marks input ended or came back. Its kind and words are spelled here once, and it
/// goes to `EventWriter` as the engine's events do, as a JSON object or a text line.
struct RunEvent {
    /// What happened.
    enum Kind: String {
        /// Nobody is running: the test ends at this cue (`EveryoneOut`).
        case everyoneOut = "everyone_out"
        /// `run --marks`' input ended: nobody can be marked from now on.
        case marksEnded = "marks_ended"
        /// `run --marks`' input is read again (a FIFO's next writer).
        case marksResumed = "marks_resumed"

        /// The text line's words (`--events text` is for people and scripts alike: never translated).
        var words: String {
            switch self {
            case .everyoneOut: "everyone out"
            case .marksEnded: "marks ended"
            case .marksResumed: "marks resumed"
            }
        }
    }

    let kind: Kind
    /// The test time it happened at.
    let testTime: Double
    /// CLOCK_MONOTONIC seconds, as the cues' `wall`.
    let monotonicTime: Double

    /// `{"t":…,"kind":…,"wall":…}`, the test time written as a cue's.
    var json: JSONValue {
        .object([
            ("t", .number(Cue.written(testTime))), ("kind", .string(kind.rawValue)), ("wall", .number(monotonicTime)),
        ])
    }

    /// `00:10.860  everyone out`.
    var text: String { EventText.clock(testTime) + "  " + kind.words }
}
