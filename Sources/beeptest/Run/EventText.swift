import BeepTest

/// Heard events as readable lines for `--events text`:
/// `00:09.000  shuttle  level 1  shuttle 2/7`, `01:12.345  pause`.
enum EventText {
    /// The event's line; an interval profile's cues (`profile.isIntervals`) name their bout
    /// (`00:45.000  go  level 2  bout 2/30`), and the shuttle only where the work counts them.
    static func line(_ event: PlaybackEvent, profile: Profile? = nil) -> String {
        let time = clock(event.testTime)
        switch event.kind {
        case .soundLost: return "\(time)  sound lost"
        case .soundBack: return "\(time)  sound back"
        default: break
        }
        guard case .cue(_, let cue) = event.kind else { return "\(time)  \(event.name)" }
        if cue.kind == .countdown { return "\(time)  countdown" }
        var text = "\(time)  \(cue.kind.rawValue)  level \(cue.level)"
        if let profile, profile.isIntervals {
            let bout = profile.boutPosition(levelIndex: cue.levelIndex, bout: cue.bout)
            text += "  bout \(bout.bout)/\(bout.of)"
            let counted = profile.countsShuttles(levelIndex: cue.levelIndex) && cue.shuttlesInBout > 0
            return counted ? text + "  shuttle \(cue.shuttle)/\(cue.shuttlesInBout)" : text
        }
        if cue.bout > 1 || cue.kind == .rest || cue.kind == .go { text += "  bout \(cue.bout)" }
        if cue.shuttlesInBout > 0 { text += "  shuttle \(cue.shuttle)/\(cue.shuttlesInBout)" }
        return text
    }

    /// The note for an underrun, or for a sound server that holds more than the buffer (`nil` for
    /// other events): when it happened and what was skipped, or what to change. Notes, not event lines.
    static func underrunNote(_ event: PlaybackEvent) -> String? {
        switch event.kind {
        case .underrun(let skipped):
            return tr(
                "audio underrun at %s: skipped %s s to stay on time", clock(event.testTime),
                Translation.decimal(skipped, decimals: 3))
        case .serverHolds(let seconds):
            return tr(
                "the sound server holds %s ms or more beyond the buffer (its quantum is too large): cues may be heard late; set its quantum to 2048 frames or less",
                String(Int((seconds * 1000).rounded())))
        default: return nil
        }
    }

    /// The note for a cue played late after a gap in the sound (`nil` for every other event): its
    /// time on the test's line and how late it was heard. The event line goes out as well.
    static func lateNote(_ event: PlaybackEvent) -> String? {
        guard case .cue = event.kind, event.lateSeconds > 0 else { return nil }
        return tr(
            "the cue at %s played %s s late, after a gap in the sound", clock(event.testTime),
            Translation.decimal(event.lateSeconds, decimals: 3))
    }

    /// The note for the sound lost or back (`nil` for other events), for stderr and the view.
    static func soundNote(_ event: PlaybackEvent) -> String? {
        switch event.kind {
        case .soundLost(let reason, atEnd: true):
            return tr("NO SOUND at the end, from %s: %s", clock(event.testTime), reason)
        case .soundLost(let reason, atEnd: false):
            return tr("NO SOUND from %s: %s; the test goes on, trying the device again", clock(event.testTime), reason)
        case .soundBack: return tr("sound back at %s", clock(event.testTime))
        default: return nil
        }
    }

    /// The closing summary's line for the stretches without sound (nil when there was none):
    /// `no sound from 00:41.200 to 00:52.900 (11.7 s)`, `… to the end`.
    static func outagesNote(_ outages: [SoundOutage]) -> String? {
        guard !outages.isEmpty else { return nil }
        let parts = outages.map { outage in
            guard let back = outage.backAt else { return tr("from %s to the end", clock(outage.lostAt)) }
            let length = Translation.decimal(back - outage.lostAt, decimals: 1)
            return tr("from %s to %s (%s s)", clock(outage.lostAt), clock(back), length)
        }
        return tr("no sound %s", parts.joined(separator: ", "))
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
