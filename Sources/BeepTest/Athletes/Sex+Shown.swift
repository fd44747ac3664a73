extension Sex {
    /// The letter a table for people shows for the sex, in the reader's language: `H`/`M` in
    /// Spanish (hombre, mujer), `M`/`W` in German (männlich, weiblich), `M`/`V` in Dutch (man,
    /// vrouw), `M`/`F` where the language writes those (English, French, Italian, Portuguese).
    /// Logs, CSV and JSON keep `M`/`F` (`rawValue`): machines read those.
    public var shownLetter: String {
        let letters = Self.letters[Translation.languageCode] ?? (male: "M", female: "F")
        return self == .male ? letters.male : letters.female
    }

    /// The line under a table that says what its letters mean ("sexo: H hombre, M mujer"), or nil
    /// where the letters are the machine formats' own `M`/`F`: there "M" cannot be read both ways.
    public static var shownLegend: String? {
        guard Sex.male.shownLetter != Sex.male.rawValue || Sex.female.shownLetter != Sex.female.rawValue else {
            return nil
        }
        return tr("sex: %s male, %s female", Sex.male.shownLetter, Sex.female.shownLetter)
    }

    /// The languages whose letters are not `M`/`F`, by catalogue code.
    private static let letters: [String: (male: String, female: String)] = [
        "es": ("H", "M"), "de": ("M", "W"), "nl": ("M", "V"),
    ]
}
