extension String {
    /// The text in lower case with the accents of Latin letters taken off ("Zoë Müller" →
    /// "zoe muller", "Ærø" → "aero"), for finding a name as people type it on a keyboard without
    /// them. Combining marks are dropped; precomposed letters of Latin-1 and Latin Extended-A
    /// (and Romanian's comma-below letters) become their base letters. In other scripts,
    /// letters are only lower-cased, but their non-spacing marks (vowel signs) are dropped too.
    public var folded: String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in lowercased().unicodeScalars {
            if scalar.properties.generalCategory == .nonspacingMark { continue }
            if scalar.isASCII {
                out.unicodeScalars.append(scalar)
            } else if let base = Self.latinBases[scalar] {
                out += base
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Each lower-case accented Latin letter's base letters.
    private static let latinBases: [Unicode.Scalar: String] = {
        let letters: [(String, String)] = [
            ("àáâãäåāăą", "a"), ("çćĉċč", "c"), ("ďđð", "d"), ("èéêëēĕėęě", "e"), ("ĝğġģ", "g"), ("ĥħ", "h"),
            ("ìíîïĩīĭįı", "i"), ("ĵ", "j"), ("ķ", "k"), ("ĺļľŀł", "l"), ("ñńņňŉ", "n"), ("òóôõöøōŏő", "o"),
            ("ŕŗř", "r"), ("śŝşšș", "s"), ("ţťŧț", "t"), ("ùúûüũūŭůűų", "u"), ("ŵ", "w"), ("ýÿŷ", "y"),
            ("źżž", "z"), ("ß", "ss"), ("æ", "ae"), ("œ", "oe"), ("þ", "th"), ("ĳ", "ij"), ("ŋ", "n"),
        ]
        var bases: [Unicode.Scalar: String] = [:]
        for (accented, base) in letters {
            for scalar in accented.unicodeScalars { bases[scalar] = base }
        }
        return bases
    }()
}

extension StringProtocol {
    /// The text as headers are compared: `folded` (lower case, accents off: `Schüler` folds to
    /// `schuler`; `Schueler`, its spelling without umlauts, stays as it is, so tables of headers
    /// list both), with spaces, tabs, `_`, `-`, `.`, `/`, `,` and `'` removed (`Date de naissance`,
    /// `birth_date` and `Birth-Date` fold to `datedenaissance` and `birthdate`; `Apellidos, Nombre`,
    /// a one-column name as Spanish schools export it, to `apellidosnombre`).
    var foldedForMatching: String {
        String(self).folded.filter { !" _-./\t,'’".contains($0) }
    }
}
