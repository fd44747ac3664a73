/// FitnessGram's aerobic zones (standards.md 1.2).
public enum FitnessGramZone: String, Sendable, Equatable, CaseIterable {
    /// Healthy Fitness Zone.
    case hfz = "HFZ"
    /// Needs Improvement.
    case ni = "NI"
    /// Needs Improvement - Health Risk.
    case niHR = "NI-HR"

    /// The zone's name for people.
    public var name: String {
        switch self {
        case .hfz: "Healthy Fitness Zone"
        case .ni: "Needs Improvement"
        case .niHR: "Needs Improvement - Health Risk"
        }
    }
}
