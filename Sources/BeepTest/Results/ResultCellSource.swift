/// One result row as an output shows it, what `ResultColumn.value(of:)` reads a cell from: the row,
/// the notation of its test, the roster's fields of its athlete, and the log it is from.
///
/// The roster's fields (group, sex, age) are taken where each output has always taken them: the
/// results table from the row (which carries them in its finish line), the spreadsheet and the
/// class page from the log's start line (which also gives the birth date). The two agree for every
/// log the program wrote; keeping each output's source keeps a hand-edited log's outputs as they
/// were.
public struct ResultCellSource: Sendable {
    /// The row, as `results` scores it.
    public var row: ResultRow
    /// How the row's test writes its scores (nil: its profile is not found).
    public var notation: ScoreNotation?
    /// The athlete's class, squad or team.
    public var group: String?
    /// The athlete's sex.
    public var sex: Sex?
    /// The athlete's age on the test's day.
    public var age: Double?
    /// The athlete's birth date, when the roster gave one.
    public var birthDate: CalendarDate?
    /// When the test started (the log's local time text).
    public var date: String?
    /// True for a test entered from paper (`beeptest enter`), not timed by a run.
    public var isEntered = false
    /// The test's profile id.
    public var profileID: String?
    /// The log the row is from.
    public var file: String?

    /// `row` of a test written in `notation`, with the roster's fields the row carries.
    public init(_ row: ResultRow, notation: ScoreNotation?) {
        self.row = row
        self.notation = notation
        group = row.group
        sex = row.sex
        age = row.age
    }

    /// `row` of the logged `test`, with the roster's fields its start line gives the athlete
    /// (none where it lacks them) and the log's time, profile and file.
    public init(_ row: ResultRow, in test: LoggedTest) {
        self.init(row, notation: test.summary.notation)
        let athlete = test.athlete(of: row)
        group = athlete?.group
        sex = athlete?.sex
        age = athlete?.age
        birthDate = athlete?.birthDate
        date = test.start.date
        isEntered = test.start.isEntered
        profileID = test.summary.profileID
        file = test.file
    }

    /// The athlete's `test` in a history, in `group` (the class page's: the start line's), with the
    /// sex and age of that day's roster.
    public init(_ test: HistoryTest, group: String?) {
        self.init(test.row, notation: test.notation)
        self.group = group
        sex = test.sex
        age = test.age
        date = test.date
        isEntered = test.isEntered
        profileID = test.profileID
        file = test.file
    }
}
