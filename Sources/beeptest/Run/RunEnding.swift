import BeepTest
import Glibc

/// The end of a run, written by one function for both fronts: the finish line, the athletes'
/// results table, where the results were saved (`ResultsEnding`) and the stretches without
/// sound. The fronts differ only in where the words go: the terminal view on stdout, its screen
/// closed, with notes as warnings on stderr; a headless run on stderr alone, since its stdout
/// carries only events.
enum RunEnding {
    /// The front whose run ends.
    enum Front {
        case terminal
        case headless
    }

    /// Finishes the results at `end` (only the first finish writes: a view that finished them
    /// at its own position keeps it) and writes the run's end. Returns the error to end the run
    /// with when the results are not saved in full (its message printed), else nil.
    static func write(
        _ recorder: ResultsRecorder?, at end: PlaybackPosition, outages: [SoundOutage], front: Front
    ) -> BeepTestError? {
        if let recorder {
            recorder.finish(at: end)
            if !recorder.roster.athletes.isEmpty { writeTable(recorder.summary(at: end), front: front) }
        }
        let unsaved = ResultsEnding.close(recorder) { path in
            let saved = tr("results saved to %s", path)
            switch front {
            case .terminal: Output.line(saved)
            case .headless: Output.error("beeptest: " + saved)
            }
        }
        if let note = EventText.outagesNote(outages) {
            switch front {
            case .terminal: Output.warning(note)
            case .headless: Output.error("beeptest: " + note)
            }
        }
        return unsaved
    }

    /// The results table, folded to the terminal it is read on: after a blank line on stdout
    /// below the closed view; on stderr for a headless run, folded only when stderr is a terminal.
    private static func writeTable(_ summary: ResultsSummary, front: Front) {
        switch front {
        case .terminal:
            Output.write(
                "\n" + ResultsReport.table(summary, width: TerminalInfo.size().columns), to: .standardOutput)
        case .headless:
            let width = isatty(STDERR_FILENO) == 1 ? TerminalInfo.size(of: STDERR_FILENO).columns : nil
            Output.write(ResultsReport.table(summary, width: width), to: .standardError)
        }
    }
}
