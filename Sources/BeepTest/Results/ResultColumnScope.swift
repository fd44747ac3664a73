/// The rows an output shows and the test they are of: what `ResultColumn.applies(in:to:)` decides
/// by which columns apply.
public struct ResultColumnScope: Sendable {
    /// The rows, as the output shows them.
    public var rows: [ResultCellSource]
    /// How the test writes its scores (nil: its profile is not found).
    public var notation: ScoreNotation?
    /// The profile's VO2max method (nil: the profile names none, or is not found).
    public var method: VO2maxMethod?
    /// The profile's course length in metres (nil: the profile is not found).
    public var courseM: Double?
    /// On how many days the tests shown were run (a class page over a season has several).
    public var days: Int

    /// The scope of `rows` of a test written in `notation`, by `method` on a `courseM` course,
    /// run on `days` days.
    public init(
        rows: [ResultCellSource], notation: ScoreNotation?, method: VO2maxMethod? = nil, courseM: Double? = nil,
        days: Int = 1
    ) {
        self.rows = rows
        self.notation = notation
        self.method = method
        self.courseM = courseM
        self.days = days
    }

    /// The scope of one row alone, in its own test's notation (the spreadsheet, whose rows may be
    /// of several tests, asks row by row).
    public init(_ row: ResultCellSource) {
        self.init(rows: [row], notation: row.notation)
    }
}
