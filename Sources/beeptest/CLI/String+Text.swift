import BeepTest

extension String {
    /// The text without trailing newlines.
    var trailingNewlinesRemoved: String { removingTrailing("\n") }

    /// The text without trailing spaces.
    var trailingSpacesRemoved: String { removingTrailing(" ") }

    /// The text's lines folded between words to at most `width` characters (a word longer than
    /// that stays whole on a line of its own), later lines of a paragraph indented by `indent`.
    func wrapped(to width: Int, indent: String = "") -> String {
        split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
            var lines: [String] = []
            var line = ""
            for word in paragraph.split(separator: " ") {
                let lead = lines.isEmpty ? "" : indent
                if line.isEmpty {
                    line = lead + word
                } else if line.count + 1 + word.count <= width {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = indent + word
                }
            }
            lines.append(line)
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The text without the run of `character` at its end, cut once (not one character at a
    /// time: a table's padded last column ends each line in dozens of spaces).
    private func removingTrailing(_ character: Character) -> String {
        var end = endIndex
        while end > startIndex {
            let before = index(before: end)
            guard self[before] == character else { break }
            end = before
        }
        return end == endIndex ? self : String(self[..<end])
    }
}
