/// Every test of one athlete, oldest first.
public struct AthleteHistory: Sendable, Equatable {
    /// The name at the athlete's latest test (a renamed athlete is matched by id).
    public var name: String
    /// The roster's id, when one gave it.
    public var id: String?
    /// The tests, oldest first.
    public var tests: [HistoryTest]
    /// The bib that tells this athlete from another of the same name in the same tests, when
    /// neither has an id (two pupils of one name on a class list); nil otherwise.
    public var bib: Int?
    /// The roster's last (family) name at the latest test that gave one, which the list is
    /// sorted by; nil when no roster gave it (the name's last word is taken).
    public var lastName: String?

    /// Creates a history.
    public init(name: String, id: String?, tests: [HistoryTest], bib: Int? = nil) {
        self.name = name
        self.id = id
        self.tests = tests
        self.bib = bib
    }

}
