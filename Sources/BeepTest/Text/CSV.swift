/// Comma-separated values written (RFC 4180 quoting: `"a, b"`, `""` for a quote inside quotes), for
/// every command's `--format csv`; `CSVFields`, beside it, reads the same quoting back (a roster).
public enum CSV {
    /// One line of `cells`, each quoted where it must be.
    public static func line(_ cells: [String]) -> String { cells.map(field).joined(separator: ",") }

    /// `text` as one field: as it is, or in quotes when it holds a comma, a quote or a line break.
    public static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
