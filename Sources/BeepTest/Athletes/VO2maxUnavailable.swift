/// Why a method gives no estimate for a result.
public struct VO2maxUnavailable: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reasons, each with its message.
    public enum Reason: Error, Sendable, Equatable {
        /// Nothing was completed on time.
        case noScore
        /// Inputs the method needs that the roster does not give ("age", "sex", "body mass").
        case missing([String])
        /// The athlete is outside the population the equation was made for.
        case outsidePopulation(String)
        /// The score is outside the published table.
        case notInTable(String)
        /// The test cannot give what the method needs (no speed, a level that is not a number).
        case notApplicable(String)
    }

    /// The method that could not estimate.
    public var method: VO2maxMethod
    /// Why not.
    public var reason: Reason

    public var description: String {
        switch reason {
        case .noScore: trStored("no estimate: nothing completed")
        case .missing(let inputs): Self.needs(inputs)
        case .outsidePopulation(let text), .notInTable(let text), .notApplicable(let text): text
        }
    }

    /// "needs sex, age", kept in English where machines read it (`vo2max_note`) and in the
    /// catalogues, one message for each set of inputs a method asks for, so that
    /// `Translation.shown` gives it in the reader's language.
    static func needs(_ inputs: [String]) -> String {
        switch inputs.joined(separator: ", ") {
        case "age": trStored("needs age")
        case "sex": trStored("needs sex")
        case "body mass": trStored("needs body mass")
        case "sex, age": trStored("needs sex, age")
        case "sex, body mass": trStored("needs sex, body mass")
        case "age, body mass": trStored("needs age, body mass")
        case "sex, age, body mass": trStored("needs sex, age, body mass")
        case let other: "needs " + other
        }
    }
}
