/// What the person handing a page on writes at its top (`report --title --school --assessor`):
/// each shown only when given, so a page never carries an empty label.
public struct ReportHeading: Sendable, Equatable {
    /// The page's title (default: the test's name and "class report").
    public var title: String?
    /// The school, club or force.
    public var school: String?
    /// Who ran and marked the test.
    public var assessor: String?

    /// A heading; nil and empty texts are left out.
    public init(title: String? = nil, school: String? = nil, assessor: String? = nil) {
        func given(_ text: String?) -> String? { text.map(\.trimmingSpaces).flatMap { $0.isEmpty ? nil : $0 } }
        self.title = given(title)
        self.school = given(school)
        self.assessor = given(assessor)
    }
}
