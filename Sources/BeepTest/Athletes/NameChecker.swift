/// Checks names one by one, remembering where each was first seen.
struct NameChecker {
    private var seen: [String: Int] = [:]

    /// Why `name` cannot be used, or nil; `number` is its place in the list (from 1), for the
    /// duplicate message.
    mutating func problem(with name: String, number: Int) -> String? {
        if let problem = Self.nameProblem(name) { return problem }
        let key = name.lowercased()
        if let first = seen[key] { return tr("'%s' is already the athlete of name %s", name, first) }
        seen[key] = number
        return nil
    }

    /// Why `name` cannot be an athlete's name (empty, too long, or with characters a terminal
    /// cannot show as they are), or nil.
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return tr("empty name") }
        if name.count > AthleteLimits.nameLength {
            return tr("name longer than %s characters", AthleteLimits.nameLength)
        }
        return characterProblem(name, what: nil)
    }

    /// Why `text` cannot go to a terminal as it is, or nil. Control characters move the cursor or
    /// ring the bell; format characters are invisible and the bidi ones (U+202A-202E, U+2066-2069,
    /// U+200E/F, U+061C) turn the rest of the line round, so "Ann\u{202E}8.9" would read as a
    /// different score. Zero-width spaces and joiners (U+200B-200D, U+2060, U+FEFF) make two names
    /// that look the same. Line and paragraph separators break the screen's lines. `what` is the
    /// column's header as the file writes it; nil for a name.
    static func characterProblem(_ text: String, what: String?) -> String? {
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                guard let what else { return tr("name contains control characters") }
                return tr("%s contains control characters", what)
            }
            switch scalar.properties.generalCategory {
            case .format, .lineSeparator, .paragraphSeparator:
                let point = Self.codePoint(scalar)
                guard let what else { return tr("name contains an invisible or text-direction character (%s)", point) }
                return tr("%s contains an invisible or text-direction character (%s)", what, point)
            default:
                continue
            }
        }
        return nil
    }

    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
