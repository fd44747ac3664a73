import BeepTest

/// The paragraph left on the normal screen when the view closes (the athletes' results table,
/// when there are athletes, is printed after it by `run`).
enum LiveSummary {
    /// The paragraph for a run of `profile` left in `state`; `stopAt` is the standard the run
    /// was ended at (`--stop-at`), said when it was reached; `everyoneOut` says the test ended
    /// because nobody was running.
    static func paragraph(
        _ state: TestState, profile: Profile, stopAt: PassStandard? = nil, everyoneOut: Bool = false
    ) -> String {
        let test = "\(ProfileNames.shown(profile)) (\(profile.id))"
        var position = tr("level %s, shuttle %s", state.levelLabel, "\(state.shuttle)/\(state.shuttlesInBout)")
        if state.bouts > 1 { position = tr("%s of bout %s", position, "\(state.bout)/\(state.bouts)") }
        // Timed work's shuttles are a pace, not a count: the bout alone is the position.
        if profile.isIntervals && !profile.countsShuttles(levelIndex: state.levelIndex) {
            let bout = profile.boutPosition(levelIndex: state.levelIndex, bout: state.bout)
            position = tr("level %s, bout %s", state.levelLabel, "\(bout.bout)/\(bout.of)")
        }
        let time = TimeText.minutesSeconds(state.elapsedS)
        var text: String
        if state.isComplete, let stopAt {
            text = tr("Finished %s at the standard %s (--stop-at), at %s, after %s", test, stopAt.score, position, time)
        } else if state.isComplete {
            text = tr("Finished %s at %s, after %s", test, position, time)
        } else if state.elapsedS < 0 {
            // A clock before zero would read "-00:02": nothing was run yet, and that is what it says.
            text = tr("Stopped %s in the countdown, before the test started", test)
        } else if everyoneOut {
            text = tr("Ended %s at %s, after %s, with everyone out", test, position, time)
        } else {
            text = tr("Stopped %s during %s, after %s", test, position, time)
        }
        var done: [String] = []
        let shuttles = state.shuttlesRun.rounded(.down)
        if shuttles > 0 {
            done.append(trPlural("%d shuttle", "%d shuttles", count: Int(shuttles)))
        }
        if let metres = state.distanceM, metres > 0 { done.append("\(metres.rounded(.down).formatted(decimals: 0)) m") }
        if !done.isEmpty { text += ": " + tr("%s completed (standard table)", done.joined(separator: ", ")) }
        return text + "."
    }
}
