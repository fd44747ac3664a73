/// An error the program reports in one line and turns into a sysexits-style exit code.
public struct BeepTestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, which decides the exit code.
    public enum Kind: Sendable, Equatable {
        /// Bad command-line usage (64).
        case usage
        /// An invalid profile, roster or results file (65).
        case invalidData
        /// A file that does not exist or cannot be opened (66).
        case notFound
        /// No audio device could be opened (69).
        case unavailable
        /// Reading or writing failed (74).
        case io
    }

    /// The kind, for the exit code.
    public var kind: Kind
    /// The one-line message, without the program name.
    public var message: String

    /// Creates an error of `kind` with a one-line `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The process exit code for this error (sysexits.h numbering).
    public var exitCode: Int32 {
        switch kind {
        case .usage: 64
        case .invalidData: 65
        case .notFound: 66
        case .unavailable: 69
        case .io: 74
        }
    }

    public var description: String { message }
}

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

    /// Creates a profile error.
    public init(source: String, path: String, message: String) {
        self.source = source
        self.path = path
        self.message = message
    }

    /// The one-line form. The path and message can quote the file (a key, a method name), so
    /// control characters are escaped and long quotes cut: a hostile file cannot split the line.
    public var description: String {
        let file = source.escapingControlCharacters()
        let what = message.escapingControlCharacters(limit: 400)
        return path.isEmpty ? "\(file): \(what)" : "\(file): \(path.escapingControlCharacters(limit: 200)): \(what)"
    }

    /// The same error as a `BeepTestError` (exit 65).
    public var asBeepTestError: BeepTestError { BeepTestError(.invalidData, description) }
}

extension String {
    /// The text with C0/C1 control characters written as JSON-style escapes (`\n`, `\u0007`) and
    /// cut to `limit` characters with "…", for error messages that must stay on one line.
    func escapingControlCharacters(limit: Int = Int.max) -> String {
        var out = ""
        var count = 0
        for scalar in unicodeScalars {
            guard count < limit else { return out + "…" }
            count += 1
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0..<0x20, 0x7F..<0xA0:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
