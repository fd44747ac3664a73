/// Checks names one by one, remembering where each was first seen.
struct NameChecker {
    private var seen: [String: String] = [:]

    /// Why `name` cannot be used, or nil; `place` says where it was given, for the duplicate message.
    mutating func problem(with name: String, place: String) -> String? {
        if name.isEmpty { return "empty name" }
        if name.count > AthleteLimits.nameLength { return "name longer than \(AthleteLimits.nameLength) characters" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "name contains control characters"
        }
        let key = name.lowercased()
        if let first = seen[key] { return "'\(name)' is already the athlete of \(first)" }
        seen[key] = place
        return nil
    }
}
