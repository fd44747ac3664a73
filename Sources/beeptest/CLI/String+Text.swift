import BeepTest

extension String {
    /// The text without trailing newlines.
    var trailingNewlinesRemoved: String { removingTrailing("\n") }

    /// The text without trailing spaces.
    var trailingSpacesRemoved: String { removingTrailing(" ") }

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
