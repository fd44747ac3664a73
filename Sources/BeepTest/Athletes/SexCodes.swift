/// How one roster's sex column writes the sexes: M/F, each language's own letters (W for
/// weiblich, H for homme or hombre, G for garçon beside F for fille, V for vrouw) and words (`weiblich`, `homme`, `mujer`,
/// `vrouw`, `femmina`, `feminino`), and X or D (divers) for neither, which leaves sex unknown.
///
/// Letters mean different things in different languages: Spanish writes H and M (hombre,
/// mujer), Dutch M and V (man, vrouw), Spanish also V and M (varón, mujer). The column as a
/// whole decides: H beside M with no F is Spanish; V beside M is Spanish under a `sexo` header
/// and Dutch otherwise. M alone under `sexo` (masculino in Portuguese, mujer in Spanish) is
/// refused rather than guessed. Everyone's sex is shown by `beeptest roster` before a test.
struct SexCodes {
    /// M means mujer (female).
    private let mIsFemale: Bool
    /// V means varón (male).
    private let vIsMale: Bool
    /// Why M cannot be read in this column, or nil.
    let mProblem: String?

    /// The reading of a column headed `header` whose cells are `cells`.
    init(header: String, cells: [String]) {
        let letters = Set(cells.map { $0.foldedForMatching }.filter { $0.count == 1 })
        let spanishHeader = header.foldedForMatching == "sexo"
        let hm = letters.contains("h") && letters.contains("m") && !letters.contains("f")
        let vm = letters.contains("v") && letters.contains("m") && spanishHeader
        mIsFemale = hm || vm
        vIsMale = spanishHeader && !letters.contains("f") && !letters.contains("w")
        let alone = letters.contains("m") && letters.isDisjoint(with: ["f", "h", "v", "w"])
        mProblem =
            spanishHeader && alone
            ? tr("'M' under 'sexo' is masculino in Portuguese but mujer in Spanish: write the words, or M and F")
            : nil
    }

    /// What `cell` says: `known` is false for a word that is no sex at all; `sex` is nil for an
    /// empty cell or one that says neither.
    func read(_ cell: String) -> (known: Bool, sex: Sex?) {
        let folded = cell.foldedForMatching
        if folded.isEmpty || Self.neither.contains(folded) { return (true, nil) }
        switch folded {
        case "m": return (mProblem == nil, mIsFemale ? .female : .male)
        case "v": return (true, vIsMale ? .male : .female)
        case "h", "g": return (true, .male)
        case "f", "w": return (true, .female)
        default: break
        }
        if Self.male.contains(folded) { return (true, .male) }
        if Self.female.contains(folded) { return (true, .female) }
        return (false, nil)
    }

    /// The words, folded, in English, German, French, Spanish, Dutch, Italian and Portuguese.
    private static let male: Set<String> = [
        "male", "man", "boy", "mannlich", "maennlich", "mann", "junge", "homme", "masculin", "garcon", "hombre",
        "masculino", "varon", "chico", "nino", "jongen", "maschio", "maschile", "ragazzo", "menino", "rapaz",
    ]
    private static let female: Set<String> = [
        "female", "woman", "girl", "weiblich", "frau", "madchen", "maedchen", "femme", "feminin", "fille", "mujer",
        "femenino", "chica", "nina", "vrouw", "vrouwelijk", "meisje", "femmina", "femminile", "ragazza", "feminino",
        "menina", "rapariga",
    ]
    private static let neither: Set<String> = [
        "x", "d", "divers", "diverse", "other", "autre", "otro", "anders", "altro", "outro",
    ]
}
