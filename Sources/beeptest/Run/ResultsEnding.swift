import BeepTest

/// The last word on a run's results, for both fronts: "results saved" only when every line is
/// on disk. Lines still waiting are tried once more; if any remain, the whole record goes to a
/// rescue file in another place (`ResultsLog.rescueFolders`), named in the message, or, when no
/// folder takes it, to stdout as JSON lines, and the run ends with 74.
enum ResultsEnding {
    /// Says where the results are (`saved` prints the success line in the front's words); nil
    /// when every line is on disk or there was no file, else the error to end the run with,
    /// its message already printed.
    static func close(_ recorder: ResultsRecorder?, saved: (String) -> Void) -> BeepTestError? {
        guard let recorder, let path = recorder.logPath else { return nil }
        guard let unsaved = recorder.saveWaiting() else {
            saved(path)
            return nil
        }
        let lines = trPlural("%d line", "%d lines", count: unsaved.lines)
        let missing = tr("%s: results NOT saved in full (%s missing: %s);", path, lines, unsaved.reason) + " "
        let failure: BeepTestError
        switch ResultsLog.rescue(recorder.record, of: path, folders: ResultsLog.rescueFolders()) {
        case .success(let rescue):
            failure = BeepTestError(.io, missing + tr("the whole record is in %s", rescue))
        case .failure(let error):
            failure = BeepTestError(
                .io, missing + tr("no rescue file either (%s): the whole record is on stdout", error.message))
            Output.write(recorder.record.joined(separator: "\n") + "\n", to: .standardOutput)
        }
        Output.error("beeptest: " + failure.message.escapingControlCharacters())
        return failure
    }
}
