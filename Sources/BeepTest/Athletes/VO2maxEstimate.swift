/// A VO2max estimate (ml·kg⁻¹·min⁻¹) with the method that made it.
public struct VO2maxEstimate: Sendable, Equatable {
    /// The estimate, unrounded (print it with one decimal, as the tables do).
    public var value: Double
    /// The method used.
    public var method: VO2maxMethod
    /// Said when the athlete is outside the group the method was built on
    /// (`VO2maxMethod.population`), in English as logs keep it; nil within it.
    public var populationNote: String?
    /// The method's published source.
    public var source: String { method.source }
}
