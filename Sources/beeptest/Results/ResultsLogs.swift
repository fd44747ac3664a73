import BeepTest
import Synchronization

/// The results logs `history` and `report` read: files named, the `.jsonl` files of folders
/// named, or the default results folder. A log that cannot be read, or has damaged lines, is
/// one warning line and the rest go on; finding none at all is "not found" (66).
enum ResultsLogs {
    /// The logs that could be read, in the order of their files (as named; a folder's by name):
    /// `SeasonHistory` and `ClassReport` put them oldest first themselves (`LoggedTest.isOlder`).
    static func read(_ operands: [String], defaultFolder: Bool) throws(BeepTestError) -> [LoggedTest] {
        var files: [String] = []
        var places = operands
        if places.isEmpty && defaultFolder {
            guard let folder = ResultsLog.defaultFolder() else {
                throw BeepTestError(.notFound, tr("no results folder: set HOME or XDG_DATA_HOME, or name the logs"))
            }
            guard FileIO.isFolder(folder) else {
                throw BeepTestError(
                    .notFound, tr("no results folder at %s yet: name the logs or their folders", folder))
            }
            places = [folder]
        }
        for place in places {
            if FileIO.isFolder(place) {
                let stem = place.hasSuffix("/") ? place : place + "/"
                files += FileIO.folderEntries(place).filter { $0.hasSuffix(".jsonl") }.map { stem + $0 }
            } else {
                files.append(place)
            }
        }
        var logs: [LoggedTest] = []
        var seen: [ResultsFile.Content: String] = [:]
        for (file, reading) in zip(files, LoggedTest.readAll(files, profile: profile(of:))) {
            switch reading {
            case .success(let (test, _)) where seen[test.content] != nil:
                // A copy (a backup folder beside the results, a file sent twice): one test, counted once.
                Output.warning(tr("%s: the same log as %s: counted once", file, seen[test.content] ?? ""))
            case .success(let (test, problems)):
                seen[test.content] = file
                let corrupt = problems.filter(\.isCorrupt).count
                if corrupt > 0 {
                    Output.warning(
                        file + ": " + trPlural("%d damaged line skipped", "%d damaged lines skipped", count: corrupt))
                }
                logs.append(test)
            case .failure(let error):
                Output.warning(tr("%s (skipped)", error.message))
            }
        }
        guard !logs.isEmpty else {
            let named = places.count == 1 ? places[0] : "the files given"
            throw BeepTestError(.notFound, tr("no results logs could be read in %s", named))
        }
        return logs
    }

    /// Profiles found so far, by id (nil: not found), shared by the threads reading logs.
    private static let profiles = Mutex<[String: Profile?]>([:])

    /// The profile a log was run with: the built-in or user profile of its id, else the file its
    /// start line names (a run of `./mine.json`) when that file still holds a profile of that id.
    @Sendable static func profile(of start: ResultsFile.Start) -> Profile? {
        if let found = findProfile(start.profileID) { return found }
        guard let file = start.profileFile, file.hasPrefix("/") else { return nil }
        let key = "file:" + file
        if let known = profiles.withLock({ $0[key] }) { return known }
        let loaded = try? ProfileCatalog.standard().resolve(file).profile
        let found = loaded?.id == start.profileID ? loaded : nil
        profiles.withLock { $0[key] = found }
        return found
    }

    /// The built-in or user profile with `id`, or nil (an id that is not a valid name, or whose
    /// file does not validate any more, is as good as missing here); each id is resolved once.
    /// A log's id is never taken for a test's common name: a log of a user's deleted "pacer"
    /// profile is not scored on pacer-20m's table.
    @Sendable static func findProfile(_ id: String) -> Profile? {
        if let known = profiles.withLock({ $0[id] }) { return known }
        let entry = id.isEmpty || ProfileCatalog.looksLikePath(id) ? nil : try? ProfileCatalog.standard().resolve(id)
        let found = entry?.takenForName == nil ? entry?.profile : nil
        profiles.withLock { $0[id] = found }
        return found
    }
}
