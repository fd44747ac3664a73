extension ResultsLog {
    /// Where a record goes when its results file could not take all of it, in order:
    /// `$XDG_STATE_HOME/beeptest/rescue` (an absolute XDG_STATE_HOME only, as the XDG spec says),
    /// else `$HOME/.local/state/beeptest/rescue`, then `$TMPDIR` (absolute), else `/tmp`, which is
    /// often another file system than the full one. `environment` looks variables up (tests pass
    /// their own).
    public static func rescueFolders(environment: (String) -> String? = FileIO.environment) -> [String] {
        var folders: [String] = []
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") {
            folders.append(state + "/beeptest/rescue")
        } else if let home = environment("HOME") {
            folders.append(home + "/.local/state/beeptest/rescue")
        }
        let temporary = environment("TMPDIR").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        return folders + [temporary]
    }

    /// Writes `lines`, a whole record (start line, events, finish line), to a new file named
    /// after `resultsPath` in the first of `folders` that takes every line, with the results
    /// file's care (O_EXCL, 0600, each line whole and `fsync`ed); a folder that takes part of it
    /// keeps nothing. Returns the rescue file's path, or the last folder's error.
    public static func rescue(_ lines: [String], of resultsPath: String, folders: [String]) -> Result<
        String, BeepTestError
    > {
        var name = resultsPath.split(separator: "/").last.map(String.init) ?? "results"
        if name.hasSuffix(".jsonl") { name.removeLast(".jsonl".count) }
        var failure = BeepTestError(.io, tr("no folder to rescue the results to"))
        for folder in folders {
            do throws(BeepTestError) {
                try FileIO.makeFolders(folder)
                let log = try createNumbered(stem: (folder == "/" ? "" : folder) + "/" + name)
                do throws(BeepTestError) {
                    for line in lines { try log.append(line: line) }
                } catch {
                    log.discard()
                    throw error
                }
                return .success(log.path)
            } catch {
                failure = error
            }
        }
        return .failure(failure)
    }
}
