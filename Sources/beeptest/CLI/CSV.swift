import BeepTest

/// Comma-separated values (RFC 4180 quoting).
enum CSV {
    static func line(_ cells: [String]) -> String { cells.map(field).joined(separator: ",") }

    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
    }
}
