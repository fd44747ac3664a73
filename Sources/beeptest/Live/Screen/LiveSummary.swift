import BeepTest

/// The paragraph left on the normal screen when the view closes (the athletes' results table,
/// when there are athletes, is printed after it by `run`).
enum LiveSummary {
    /// The paragraph for a run of `profile` left in `state`; `stopAt` is the standard the run
    /// was ended at (`--stop-at`), said when it was reached.
    static func paragraph(_ state: TestState, profile: Profile, stopAt: PassStandard? = nil) -> String {
        var text = (state.isComplete ? "Finished " : "Stopped ") + "\(profile.name) (\(profile.id)) "
        if state.isComplete, let stopAt { text += "at the standard \(stopAt.score) (--stop-at), " }
        text += state.isComplete ? "at" : "during"
        text += " level \(state.levelLabel), shuttle \(state.shuttle)/\(state.shuttlesInBout)"
        if state.bouts > 1 { text += " of bout \(state.bout)/\(state.bouts)" }
        text += ", after \(TimeText.minutesSeconds(state.elapsedS))"
        var done: [String] = []
        let shuttles = state.shuttlesRun.rounded(.down)
        if shuttles > 0 { done.append("\(shuttles.formatted(decimals: 0)) shuttle" + (shuttles == 1 ? "" : "s")) }
        if let metres = state.distanceM, metres > 0 { done.append("\(metres.rounded(.down).formatted(decimals: 0)) m") }
        if !done.isEmpty { text += ": " + done.joined(separator: ", ") + " completed (standard table)" }
        return text + "."
    }
}
