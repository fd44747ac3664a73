/// Where profiles come from: the built-ins shipped with the program, the user's folder, or a path.
public struct ProfileCatalog: Sendable {
    /// Where a profile was found.
    public enum Source: String, Sendable {
        case builtIn = "built-in"
        case user
        case path
    }

    /// A profile with where it was found.
    public struct Entry: Sendable {
        public var profile: Profile
        public var source: Source
        public var file: String
        /// The common name the test was asked for by ("beep test"), when it was not its id or a path.
        public var takenForName: String? = nil
    }

    /// The folder of built-in profiles, if one was found.
    public var builtInFolder: String?
    /// The user's profile folder (`$XDG_CONFIG_HOME/beeptest/profiles`, default `~/.config/...`).
    public var userFolder: String?

    /// A catalog with explicit folders (tests use this).
    public init(builtInFolder: String?, userFolder: String?) {
        self.builtInFolder = builtInFolder
        self.userFolder = userFolder
    }

    /// The catalog the program uses: `BEEPTEST_PROFILES` if set, else the built-ins found from the
    /// executable's location (an installed `share/beeptest/profiles`, or the package's `Profiles/`
    /// above a SwiftPM build folder), and the XDG user folder.
    public static func standard() -> ProfileCatalog {
        ProfileCatalog(builtInFolder: findBuiltInFolder(), userFolder: findUserFolder())
    }

    static func findBuiltInFolder() -> String? {
        if let override = FileIO.environment("BEEPTEST_PROFILES") { return override }
        guard let executable = FileIO.executablePath() else { return nil }
        var folder = FileIO.parent(of: executable)
        let installed = FileIO.parent(of: folder) + "/share/beeptest/profiles"
        if FileIO.isFolder(installed) { return installed }
        // A SwiftPM build runs from <package>/.build/<triple>/<config>/: walk up to the package.
        while folder != "/" && folder != "." {
            let candidate = folder + "/Profiles"
            if FileIO.exists(candidate + "/msft-20m.json") { return candidate }
            folder = FileIO.parent(of: folder)
        }
        return nil
    }

    static func findUserFolder() -> String? {
        if let config = FileIO.environment("XDG_CONFIG_HOME"), config.hasPrefix("/") {
            return config + "/beeptest/profiles"
        }
        return FileIO.environment("HOME").map { $0 + "/.config/beeptest/profiles" }
    }

    /// Whether a command-line argument names a file rather than a profile id.
    public static func looksLikePath(_ argument: String) -> Bool {
        argument.contains("/") || argument.hasSuffix(".json")
    }

    /// Resolves `argument`: a path to a JSON file, or the id of a built-in or user profile
    /// (built-ins first, so the standard tests cannot be shadowed by accident).
    public func resolve(_ argument: String) throws(BeepTestError) -> Entry {
        if Self.looksLikePath(argument) {
            return Entry(profile: try ProfileLoader.load(path: argument), source: .path, file: argument)
        }
        for (folder, source) in [(builtInFolder, Source.builtIn), (userFolder, Source.user)] {
            guard let folder else { continue }
            let file = folder + "/" + argument + ".json"
            if FileIO.exists(file) {
                return Entry(profile: try ProfileLoader.load(path: file), source: source, file: file)
            }
        }
        if FileIO.exists(argument) {
            return Entry(profile: try ProfileLoader.load(path: argument), source: .path, file: argument)
        }
        return try resolveName(argument)
    }

    /// The built-in test a common name names ("course navette"), or an error: several tests go by
    /// the name (a usage error listing them), or none does (with the closest id or name, if any).
    func resolveName(_ name: String) throws(BeepTestError) -> Entry {
        let ids = ProfileNames.ids(named: name)
        if ids.count > 1 {
            throw BeepTestError(
                .usage, tr("'%s' names several tests: %s; give one of these ids", name, ids.joined(separator: ", ")))
        }
        if let id = ids.first, !Self.looksLikePath(id), id != name {
            var entry = try resolve(id)
            entry.takenForName = name
            return entry
        }
        if let suggestion = Suggestion.closest(to: name, among: folderIds() + ProfileNames.allNames) {
            throw BeepTestError(
                .notFound, tr("unknown test '%s'; did you mean '%s'? (see 'beeptest list')", name, suggestion))
        }
        throw BeepTestError(
            .notFound, tr("%s: no such profile (see 'beeptest list', or give a path to a .json file)", name))
    }

    /// The ids of the built-in and user profiles, from their files' names (no file is read).
    func folderIds() -> [String] {
        [builtInFolder, userFolder].compactMap { $0 }.flatMap { folder in
            FileIO.folderEntries(folder).filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
                .map { String($0.dropLast(5)) }
        }
    }

    /// Every built-in and user profile, sorted by id within each source; files that do not
    /// validate are returned as errors so that `list` can warn and go on.
    public func all() -> (entries: [Entry], problems: [BeepTestError]) {
        var entries: [Entry] = []
        var problems: [BeepTestError] = []
        var seen: Set<String> = []
        for (folder, source) in [(builtInFolder, Source.builtIn), (userFolder, Source.user)] {
            guard let folder else { continue }
            for name in FileIO.folderEntries(folder) where name.hasSuffix(".json") && !name.hasSuffix(".schema.json") {
                let file = folder + "/" + name
                guard !FileIO.isFolder(file) else { continue }
                do {
                    let profile = try ProfileLoader.load(path: file)
                    guard seen.insert(profile.id).inserted else {
                        problems.append(
                            BeepTestError(
                                .invalidData, tr("%s: id \"%s\" is already used by another profile", file, profile.id)))
                        continue
                    }
                    entries.append(Entry(profile: profile, source: source, file: file))
                } catch {
                    problems.append(error)
                }
            }
        }
        entries.sort { ($0.source == .builtIn ? 0 : 1, $0.profile.id) < ($1.source == .builtIn ? 0 : 1, $1.profile.id) }
        return (entries, problems)
    }
}
