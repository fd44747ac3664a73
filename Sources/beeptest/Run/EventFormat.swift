/// What `run --events` prints for each cue as it is heard.
enum EventFormat: String, Sendable {
    /// A readable line: `00:09.000  shuttle  level 1  shuttle 2/7`.
    case text
    /// One JSON object a line, the cue's fields and `wall` (CLOCK_MONOTONIC seconds).
    case jsonl
}
