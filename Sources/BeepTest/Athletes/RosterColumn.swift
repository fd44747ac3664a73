/// A column a roster file may have, and the headers that name it in the seven languages of the
/// calls and in the spellings school systems and spreadsheets export (`Schüler-ID`, `StudentDOB`,
/// `Date de naissance`), compared with case, accents, spaces and `_-./` ignored.
public enum RosterColumn: String, Sendable, CaseIterable {
    case bib, id, name
    case firstName = "first_name"
    case lastName = "last_name"
    case sex, age
    case birthDate = "birth_date"
    case massKg = "mass_kg"
    case group

    /// The column `header` names, or nil for a column the roster does not use.
    public init?(header: String) {
        guard let column = Self.byHeader[header.foldedForMatching] else { return nil }
        self = column
    }

    /// What the column holds, for people ("last name").
    public var text: String {
        switch self {
        case .bib: tr("bib")
        case .id: tr("id")
        case .name: tr("name")
        case .firstName: tr("first name")
        case .lastName: tr("last name")
        case .sex: tr("sex")
        case .age: tr("age")
        case .birthDate: tr("birth date")
        case .massKg: tr("mass (kg)")
        case .group: tr("group")
        }
    }

    /// The headers, folded (`String.foldedForMatching`), column by column. `name` alone is the
    /// whole name, except beside a first-name column, where school exports (`Name,Vorname`) mean
    /// the family name by it. A weight without `kg` is not read: it may be in pounds.
    static let headers: [RosterColumn: [String]] = [
        .bib: [
            "bib", "number", "bibnumber", "startnummer", "startnr", "dossard", "dorsal", "rugnummer", "pettorale",
            "peitoral",
        ],
        .id: [
            "id", "studentid", "pupilid", "studentnumber", "pupilnumber", "upn", "schulerid", "schuelerid",
            "schulernummer", "schuelernummer", "schulernr", "schuelernr", "ideleve", "numeroeleve", "ine",
            "identifiant", "idalumno", "numeroalumno", "nia", "leerlingid", "leerlingnummer", "leerlingnr",
            "matricola", "idstudente", "numeroaluno", "idaluno", "localid",
        ],
        .name: [
            "name", "fullname", "athlete", "student", "pupil", "studentname", "pupilname", "naam", "volledigenaam",
            "nomcomplet", "nombrecompleto", "nomecompleto", "vollstandigername",
        ],
        .firstName: [
            "firstname", "givenname", "forename", "first", "studentfirstname", "vorname", "prenom", "nombre",
            "voornaam", "nome", "primeironome",
        ],
        .lastName: [
            "lastname", "surname", "familyname", "last", "studentlastname", "nachname", "familienname", "nom",
            "nomdefamille", "apellidos", "apellido", "achternaam", "cognome", "sobrenome", "apelido",
        ],
        .sex: ["sex", "gender", "studentgender", "geschlecht", "sexe", "genre", "sexo", "genero", "geslacht", "sesso"],
        .age: ["age", "alter", "edad", "leeftijd", "eta", "idade"],
        .birthDate: [
            "birthdate", "dateofbirth", "dob", "birthday", "studentdob", "geburtsdatum", "geburtstag",
            "datedenaissance", "naissance", "fechadenacimiento", "fechanacimiento", "geboortedatum",
            "datadinascita", "datadenascimento", "datanascimento",
        ],
        .massKg: [
            "masskg", "bodymasskg", "weightkg", "gewichtkg", "gewicht", "poids", "poidskg", "peso", "pesokg", "massa",
        ],
        .group: [
            "group", "class", "form", "team", "squad", "klasse", "gruppe", "groupe", "classe", "clase", "grupo",
            "klas", "groep", "gruppo", "turma",
        ],
    ]

    private static let byHeader: [String: RosterColumn] = {
        var table: [String: RosterColumn] = [:]
        for (column, names) in headers {
            for name in names { table[name] = column }
        }
        return table
    }()

    /// The columns known, for the message that refuses a header: `bib, id, name, first name, …`.
    public static var knownText: String { allCases.map(\.text).joined(separator: ", ") }
}
