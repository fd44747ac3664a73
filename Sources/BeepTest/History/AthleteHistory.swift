/// Every test of one athlete, oldest first.
public struct AthleteHistory: Sendable, Equatable {
    /// The name at the athlete's latest test (a renamed athlete is matched by id).
    public var name: String
    /// The roster's id, when one gave it.
    public var id: String?
    /// The tests, oldest first.
    public var tests: [HistoryTest]

    /// Creates a history.
    public init(name: String, id: String?, tests: [HistoryTest]) {
        self.name = name
        self.id = id
        self.tests = tests
    }

}
