import BeepTest

/// Heard events as readable lines for `--events text`:
/// `00:09.000  shuttle  level 1  shuttle 2/7`, `01:12.345  pause`.
enum EventText {
    static func line(_ event: PlaybackEvent) -> String {
        let time = clock(event.testTime)
        guard case .cue(_, let cue) = event.kind else { return "\(time)  \(event.name)" }
        if cue.kind == .countdown { return "\(time)  countdown" }
        var text = "\(time)  \(cue.kind.rawValue)  level \(cue.level)"
        if cue.bout > 1 || cue.kind == .rest || cue.kind == .go { text += "  bout \(cue.bout)" }
        if cue.shuttlesInBout > 0 { text += "  shuttle \(cue.shuttle)/\(cue.shuttlesInBout)" }
        return text
    }

    /// The note for an underrun (`nil` for other events): when it happened and what was skipped.
    static func underrunNote(_ event: PlaybackEvent) -> String? {
        guard case .underrun(let skipped) = event.kind else { return nil }
        return "audio underrun at \(clock(event.testTime)): skipped \(skipped.formatted(decimals: 3)) s to stay on time"
    }

    /// Signed minutes, seconds and milliseconds: `-00:03.000`, `21:07.455`.
    static func clock(_ seconds: Double) -> String {
        let milliseconds = Int((abs(seconds) * 1000).rounded())
        let minutes = milliseconds / 60000
        let rest = milliseconds % 60000
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        let fraction = String(1000 + rest % 1000).dropFirst()
        return (seconds < 0 && milliseconds > 0 ? "-" : "") + two(minutes) + ":" + two(rest / 1000) + "." + fraction
    }
}
