import BeepTest

extension String {
    /// The text without trailing newlines.
    var trailingNewlinesRemoved: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// The text without trailing spaces.
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
