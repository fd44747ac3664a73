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

    /// The headers, as schools and spreadsheets write them, column by column (the first few of
    /// each are what an error about a header lists); they are matched folded
    /// (`String.foldedForMatching`). `name` alone is the whole name, except beside a first-name
    /// column, where school exports (`Name,Vorname`) mean the family name by it. A number column
    /// (`Nº`, `#`, `Nr.`) is the bib: the number the teacher calls the pupil by. A weight without
    /// `kg` is not read: it may be in pounds.
    static let headers: [RosterColumn: [String]] = [
        .bib: [
            "Nº", "No.", "#", "Bib", "Nr.", "N°", "Num", "Number", "Número", "Numéro", "Nummer", "Numero",
            "Bib number", "Startnummer", "Startnr", "Dossard", "Dorsal", "Rugnummer", "Pettorale", "Peitoral",
        ],
        .id: [
            "ID", "Student ID", "Pupil ID", "Schüler-ID", "INE", "Student number", "Pupil number", "UPN",
            "Schueler-ID", "Schülernummer", "Schuelernummer", "Schülernr", "Schuelernr", "ID élève",
            "Numéro élève", "Identifiant", "ID alumno", "Número alumno", "NIA", "Leerling-ID", "Leerlingnummer",
            "Leerlingnr", "Matricola", "ID studente", "Número aluno", "ID aluno", "Local ID",
        ],
        .name: [
            "Name", "Full name", "Student", "Pupil", "Alumno/a", "Apellidos y nombre", "Apellidos, Nombre",
            "Nom et prénom", "Name, Vorname", "Leerling", "Nome e cognome", "Nome completo", "Athlete",
            "Student name", "Pupil name", "Naam", "Volledige naam", "Nom complet", "Nom, Prénom", "Prénom Nom",
            "Élève", "Nom de l'élève", "Nombre completo", "Nombre y apellidos", "Alumno", "Alumna",
            "Nachname, Vorname", "Vorname Name", "Schüler", "Schüler/in", "Schueler", "Vollständiger Name",
            "Naam leerling", "Achternaam, voornaam", "Cognome e nome", "Cognome, Nome", "Studente", "Alunno",
            "Alunno/a", "Aluno", "Aluno/a", "Nome do aluno", "Surname, Forename", "Last name, First name",
        ],
        .firstName: [
            "First name", "Given name", "Forename", "First", "Student first name", "Vorname", "Prénom", "Nombre",
            "Voornaam", "Nome", "Primeiro nome",
        ],
        .lastName: [
            "Last name", "Surname", "Family name", "Last", "Student last name", "Nachname", "Familienname", "Nom",
            "Nom de famille", "Apellidos", "Apellido", "Achternaam", "Cognome", "Sobrenome", "Apelido",
        ],
        .sex: [
            "Sex", "Gender", "Student gender", "Geschlecht", "Sexe", "Genre", "Sexo", "Género", "Geslacht", "Sesso",
        ],
        .age: ["Age", "Alter", "Edad", "Leeftijd", "Età", "Idade"],
        .birthDate: [
            "Birth date", "Date of birth", "DOB", "Birthday", "Student DOB", "Geburtsdatum", "Geburtstag",
            "Date de naissance", "Naissance", "Fecha de nacimiento", "Fecha nacimiento", "Geboortedatum",
            "Data di nascita", "Data de nascimento", "Data nascimento",
        ],
        .massKg: [
            "mass_kg", "Body mass kg", "Weight kg", "Gewicht kg", "Gewicht", "Poids", "Poids kg", "Peso", "Peso kg",
            "Massa",
        ],
        .group: [
            "Group", "Class", "Form", "Team", "Squad", "Klasse", "Gruppe", "Groupe", "Classe", "Clase", "Grupo",
            "Klas", "Groep", "Gruppo", "Turma",
        ],
    ]

    private static let byHeader: [String: RosterColumn] = {
        var table: [String: RosterColumn] = [:]
        for (column, names) in headers {
            for name in names { table[name.foldedForMatching] = column }
        }
        return table
    }()

    /// The headers known, for the message that refuses a header, each column with the first of
    /// its spellings: `name (Name | Full name | Student | …); first name (…); …`. The columns
    /// that give names come first: a header without one is refused, however else it is known.
    public static var knownText: String {
        knownText(of: [.name, .firstName, .lastName, .bib, .id, .sex, .birthDate, .age, .group, .massKg])
    }

    /// The headers known for a name: a whole name's, a first name's, a last name's.
    public static var nameHeadersText: String { knownText(of: [.name, .firstName, .lastName]) }

    private static func knownText(of columns: [RosterColumn]) -> String {
        columns.map { column in
            let spellings = headers[column] ?? []
            // A name's spellings are the ones schools differ on most: more of them are shown.
            let shown = column == .name ? 12 : 5
            let more = spellings.count > shown ? " | …" : ""
            return column.text + " (" + spellings.prefix(shown).joined(separator: " | ") + more + ")"
        }.joined(separator: "; ")
    }
}
