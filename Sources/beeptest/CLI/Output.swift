import BeepTest
import Glibc

/// Writing to the standard streams straight through `write(2)`: nothing is buffered, so a line
/// has left the process when the call returns (events and results depend on that).
enum Output {
    enum Stream: Int32 {
        case standardOutput = 1
        case standardError = 2
    }

    /// Writes `text` and a newline to stdout.
    static func line(_ text: String) { write(text + "\n", to: .standardOutput) }

    /// Writes `text` and a newline to stderr.
    static func error(_ text: String) { write(text + "\n", to: .standardError) }

    /// Writes all of `text` to `stream`, retrying short writes and interruptions. A stream that
    /// cannot be written (a closed pipe) has no one to tell, so the failure is dropped.
    static func write(_ text: String, to stream: Stream) { _ = Posix.writeAll(stream.rawValue, Array(text.utf8)) }

    /// A warning on stderr, prefixed with the program name.
    static func warning(_ text: String) { error("beeptest: warning: " + text) }
}

/// A plain-text table with right-aligned numeric columns.
struct TextTable {
    var headers: [String]
    var rightAligned: Set<Int>
    var rows: [[String]] = []

    func rendered() -> String {
        var widths = headers.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.count)
            }
        }
        func format(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ").trailingSpacesRemoved
        }
        return ([format(headers)] + rows.map(format)).joined(separator: "\n")
    }
}

/// Comma-separated values (RFC 4180 quoting).
enum CSV {
    static func line(_ cells: [String]) -> String { cells.map(field).joined(separator: ",") }

    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingAll("\"", with: "\"\"") + "\""
    }
}

extension String {
    var trailingSpacesRemoved: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }

    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}
