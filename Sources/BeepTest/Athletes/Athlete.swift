/// One athlete taking the test, with what the VO2max equations may need.
///
/// Only the name is required: an estimate whose method needs an unknown input is simply not made
/// (and the result says which input was missing).
public struct Athlete: Sendable, Equatable {
    /// The name as the coach typed it (trimmed, unique within the roster).
    public var name: String
    /// Biological sex, for equations that use it (30-15 IFT).
    public var sex: Sex?
    /// Age in years, for equations that use it (Léger 1988, 30-15 IFT).
    public var age: Double?
    /// Body mass in kilograms (30-15 IFT).
    public var massKg: Double?

    /// Creates an athlete.
    public init(name: String, sex: Sex? = nil, age: Double? = nil, massKg: Double? = nil) {
        self.name = name
        self.sex = sex
        self.age = age
        self.massKg = massKg
    }

    /// The athlete as the results log stores it: `{"name", "sex", "age", "mass_kg"}`, unknown
    /// fields left out.
    public var json: JSONValue {
        var members: [(ResultsLogKey, JSONValue)] = [(.name, .string(name))]
        if let sex { members.append((.sex, .string(sex.rawValue))) }
        if let age { members.append((.age, .num(age))) }
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
    /// Longest name, in characters (it must fit a terminal line with its score).
    public static let nameLength = 40
    /// Athletes map to the keys 1–9.
    public static let maximumCount = 9
}
