extension StringProtocol {
    /// The text as headers are compared: lower case, accents and other marks dropped (`Schüler`
    /// folds to `schuler`; `Schueler`, its spelling without umlauts, stays as it is, so tables of
    /// headers list both), `ß` as `ss`, and spaces, `_`, `-`, `.` and `/` removed (`Date de naissance`, `birth_date` and
    /// `Birth-Date` fold to `datedenaissance` and `birthdate`).
    var foldedForMatching: String {
        var folded = ""
        for scalar in lowercased().unicodeScalars {
            if (0x0300...0x036F).contains(scalar.value) { continue }  // a combining mark (decomposed text)
            if " _-./\t".unicodeScalars.contains(scalar) { continue }
            if let base = foldedLetters[scalar] {
                folded += base
            } else {
                folded.unicodeScalars.append(scalar)
            }
        }
        return folded
    }
}

/// The Latin letters with marks that the seven languages' headers and sex words use, and their
/// bases (the standard library has no Unicode decomposition without Foundation).
private let foldedLetters: [Unicode.Scalar: String] = {
    var table: [Unicode.Scalar: String] = [:]
    let groups: [(String, String)] = [
        ("àáâãäåāăą", "a"), ("çćč", "c"), ("èéêëēėęě", "e"), ("ìíîïīį", "i"), ("ñńň", "n"),
        ("òóôõöøō", "o"), ("ùúûüūůű", "u"), ("ýÿ", "y"), ("ß", "ss"), ("æ", "ae"), ("œ", "oe"),
    ]
    for (letters, base) in groups {
        for scalar in letters.unicodeScalars { table[scalar] = base }
    }
    return table
}()
