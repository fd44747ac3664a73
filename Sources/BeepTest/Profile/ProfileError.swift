/// A profile that does not validate: the file, the JSON path of the field and what is wrong.
///
/// Prints as `FILE: levels[3].speed_kmh: must be > 0`, the form the CLI contract promises.
public struct ProfileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file (or built-in id) the profile came from.
    public var source: String
    /// The JSON path of the offending field (`levels[3].speed_kmh`), or empty for the whole file.
    public var path: String
    /// What is wrong, as a coach can act on it.
    public var message: String
    /// The level the path is in as the table names it ("level 7", "level 11" of a Yo-Yo test whose
    /// levels are its speed levels), in the reader's language, or nil: the path's index counts
    /// from 0, which no table does.
    public var level: String?

    /// Creates a profile error.
    public init(source: String, path: String, message: String, level: String? = nil) {
        self.source = source
        self.path = path
        self.message = message
        self.level = level
    }

    /// The one-line form. The path and message can quote the file (a key, a method name), so
    /// control characters are escaped and long quotes cut: a hostile file cannot split the line.
    public var description: String {
        let file = source.escapingControlCharacters()
        let what = message.escapingControlCharacters(limit: 400)
        guard !path.isEmpty else { return "\(file): \(what)" }
        let level = level.map { " (" + $0.escapingControlCharacters(limit: 60) + ")" } ?? ""
        return "\(file): \(path.escapingControlCharacters(limit: 200))\(level): \(what)"
    }

    /// The same error as a `BeepTestError` (exit 65).
    public var asBeepTestError: BeepTestError { BeepTestError(.invalidData, description) }
}
