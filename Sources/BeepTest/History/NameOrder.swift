import Glibc

/// The order of a class list: by surname, then given names, as the reader's locale collates
/// them, and never by accents alone (Müller beside Muller, Łukasz among the Ls), even under the
/// C locale, whose byte order would put every accented name after z.
public enum NameOrder {
    /// The surname a name is sorted by: the roster's own last name when it gave one, else the
    /// name's last word (a one-column roster writes given names first).
    public static func surname(of name: String, lastName: String?) -> String {
        if let lastName, !lastName.trimmingSpaces.isEmpty { return lastName }
        return name.split(separator: " ").last.map(String.init) ?? name
    }

    /// `items` sorted by `key`'s (surname, full name), then by the items' own order for ties.
    public static func sorted<Item>(_ items: [Item], by key: (Item) -> (surname: String, name: String)) -> [Item] {
        // Only LC_COLLATE from the environment, in a locale of this call's own: the program's
        // global locale keeps its C collation (and C numbers) everywhere else.
        let locale = newlocale(LC_COLLATE_MASK, "", nil) ?? newlocale(LC_COLLATE_MASK, "C", nil)
        defer { if let locale { freelocale(locale) } }
        let keys = items.map { item in
            let (surname, name) = key(item)
            return (folded(surname), folded(name))
        }
        func order(_ left: String, _ right: String) -> Int32 {
            guard let locale else { return left < right ? -1 : left == right ? 0 : 1 }
            return strcoll_l(left, right, locale)
        }
        let indices = items.indices.sorted { left, right in
            let bySurname = order(keys[left].0, keys[right].0)
            if bySurname != 0 { return bySurname < 0 }
            let byName = order(keys[left].1, keys[right].1)
            return byName != 0 ? byName < 0 : left < right
        }
        return indices.map { items[$0] }
    }

    /// `text` without case or accents: each Latin letter with a mark (or one that has no mark
    /// but is read as a base letter: ł, ø, ß, æ) written as its base letters.
    static func folded(_ text: String) -> String {
        var out = ""
        for scalar in text.lowercased().unicodeScalars {
            if let base = baseLetters[scalar] {
                out += base
            } else if !(0x300...0x36F).contains(scalar.value) {  // a combining mark alone is dropped
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Latin-1 Supplement and Latin Extended-A/B letters (lower case) to their base letters.
    private static let baseLetters: [Unicode.Scalar: String] = {
        let letters =
            "ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿāăąćĉċčďđēĕėęěĝğġģĥħĩīĭįıĳĵķĺļľŀłńņňŉ"
            + "ōŏőœŕŗřśŝşšţťŧũūŭůűųŵŷźżžơưǎǐǒǔǖǘǚǜǟǡǣǧǩǫǭǰǵǹǻǽǿȁȃȅȇȉȋȍȏȑȓȕȗșțȟȧȩȫȭȯȱȳ"
        let bases = """
            ss a a a a a a ae c e e e e i i i i d n o o o o o o u u u u y th y a a a c c c c d d e e e e e g g g g h h \
            i i i i i ij j k l l l l l n n n n o o o oe r r r s s s s t t t u u u u u u w y z z z o u a i o u u u u u \
            a a ae g k o o j g n a ae o a a e e i i o o r r u u s t h a e o o o o y
            """.split(separator: " ").map(String.init)
        return Dictionary(zip(letters.unicodeScalars, bases), uniquingKeysWith: { first, _ in first })
    }()
}
