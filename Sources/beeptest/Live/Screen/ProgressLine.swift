import BeepTest

/// The line with the bar of the current shuttle (or rest) and what sounds next.
enum ProgressLine {
    /// Eighths of a cell, so the bar moves smoothly even when it is short.
    private static let partials: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The line for `columns` cells; `countdownS`, the countdown's length, caps the time said before the start.
    static func text(_ state: TestState, columns: Int, countdownS: Double? = nil) -> String {
        let label = caption(state, countdownS: countdownS)
        let barWidth = min(60, columns - label.cells - 4)
        guard barWidth >= 5 else { return label }
        return "[" + bar(state.progress, width: barWidth) + "]  " + label
    }

    /// `fraction` of `width` cells filled with blocks, the rest shaded.
    static func bar(_ fraction: Double, width: Int) -> String {
        let eighths = Int((min(1, max(0, fraction)) * Double(width * 8)).rounded(.down))
        let full = eighths / 8
        var text = String(repeating: "█", count: full)
        if full < width {
            let rest = eighths % 8
            text.append(rest == 0 ? "░" : partials[rest])
            text += String(repeating: "░", count: width - full - 1)
        }
        return text
    }

    private static func caption(_ state: TestState, countdownS: Double?) -> String {
        let wait = state.secondsToNextCue.map { Translation.decimal(max(0, $0), decimals: 1) } ?? ""
        switch state.phase {
        case .countdown:
            let left = min(max(0, state.countdownRemainingS), countdownS ?? .infinity)
            return tr("start in %s s", Translation.decimal(left, decimals: 1))
        case .paused:
            return state.resumingInS.map { tr("resuming in %s s", Translation.decimal($0, decimals: 1)) }
                ?? tr("paused")
        case .finished: return tr("finished")
        case .resting:
            if state.nextCueKind == .level, let next = state.nextLevel {
                return tr("rest: level %s in %s s", next.label, wait)
            }
            return tr("rest: go in %s s", wait)
        case .running:
            switch state.nextCueKind {
            case .level: return tr("next level in %s s", wait)
            case .rest: return tr("rest in %s s", wait)
            case .end: return tr("end in %s s", wait)
            default: return tr("beep in %s s", wait)
            }
        }
    }
}
