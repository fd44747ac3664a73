/// One athlete taking the test, with what the VO2max equations may need.
///
/// Only the name is required: an estimate whose method needs an unknown input is simply not made
/// (and the result says which input was missing).
public struct Athlete: Sendable, Equatable {
    /// The name as the coach typed it (trimmed; unique within the roster unless ids tell two
    /// athletes of one name apart), or the first and last names joined.
    public var name: String
    /// The first (given) name, when the roster gave it in a column of its own.
    public var firstName: String?
    /// The last (family) name, when the roster gave it in a column of its own: exports that ask
    /// for both (FitnessGram's) take these, never a guess at the name's last space.
    public var lastName: String?
    /// Biological sex, for equations that use it (30-15 IFT).
    public var sex: Sex?
    /// Age in years, for equations that use it (Léger 1988, 30-15 IFT).
    public var age: Double?
    /// Body mass in kilograms (30-15 IFT).
    public var massKg: Double?
    /// The number typed to mark the athlete (1-999), when the roster gave one; `Roster.bibs`
    /// gives every athlete's, defaulting to their position.
    public var bib: Int?
    /// The school's or club's own identifier, carried into results for exports and history.
    public var id: String?
    /// A class, squad or team, as the roster file gave it.
    public var group: String?
    /// The birth date, when the roster gave one (`age` is then the age on the test's day);
    /// carried into the log for exports that ask for it (FitnessGram's `StudentDOB`).
    public var birthDate: CalendarDate?

    /// Creates an athlete.
    public init(
        name: String, sex: Sex? = nil, age: Double? = nil, massKg: Double? = nil, bib: Int? = nil, id: String? = nil,
        group: String? = nil, birthDate: CalendarDate? = nil, firstName: String? = nil, lastName: String? = nil
    ) {
        self.name = name
        self.firstName = firstName
        self.lastName = lastName
        self.sex = sex
        self.age = age
        self.massKg = massKg
        self.bib = bib
        self.id = id
        self.group = group
        self.birthDate = birthDate
    }

    /// The athlete as the results log stores it: `{"name", "first_name", "last_name", "bib", "id",
    /// "group", "sex", "age", "birth_date", "mass_kg"}`, unknown fields left out (a log written before
    /// bibs has none: positions then; one written before first and last names has `name` alone).
    public var json: JSONValue {
        var members: [(ResultsLogKey, JSONValue)] = [(.name, .string(name))]
        if let firstName { members.append((.firstName, .string(firstName))) }
        if let lastName { members.append((.lastName, .string(lastName))) }
        if let bib { members.append((.bib, .int(bib))) }
        if let id { members.append((.id, .string(id))) }
        if let group { members.append((.group, .string(group))) }
        if let sex { members.append((.sex, .string(sex.rawValue))) }
        if let age { members.append((.age, .num(age))) }
        if let birthDate { members.append((.birthDate, .string(birthDate.text))) }
        if let massKg { members.append((.massKg, .num(massKg))) }
        return .logLine(members)
    }
}

/// Sex as the VO2max equations code it.
public enum Sex: String, Sendable, Equatable {
    case male = "M"
    case female = "F"

    /// Reads `M`, `F`, `male`, `female` in any case; nil for anything else.
    public init?(text: String) {
        switch text.lowercased() {
        case "m", "male": self = .male
        case "f", "female": self = .female
        default: return nil
        }
    }
}

/// Plausible ranges for athlete data: outside them the value is a typo (a mass in pounds, an age
/// in months), and an estimate made from it would be nonsense.
public enum AthleteLimits {
    /// Ages in years.
    public static let age: ClosedRange<Double> = 3...120
    /// Body mass in kilograms.
    public static let massKg: ClosedRange<Double> = 10...300
    /// Longest name, in characters: a school system's first and last names together (a terminal
    /// shows as much of it as its width allows).
    public static let nameLength = 80
    /// A class or a squad on one run: marked by bib (keys 1-9 alone while every bib is 1-9).
    public static let maximumCount = 99
    /// Bibs are typed numbers of one to three digits.
    public static let bib: ClosedRange<Int> = 1...999
    /// The numbers a roster's number column (`Nº`, `bib`) may give: a class list numbers its
    /// pupils 1 to 99 at most, as many as a run takes, so a larger one is a misread column.
    public static let rosterNumber: ClosedRange<Int> = 1...99
    /// The most athletes marked by a single key each (1-9).
    public static let singleKeyBibs: ClosedRange<Int> = 1...9
}
