/// One results log as history and reports read it: the file, its start line and its rows scored
/// with the run's profile (the rows the file recorded when the profile is gone).
public struct LoggedTest: Sendable {
    /// The log's path, as given.
    public var file: String
    /// The start line: the roster's sex and age for each row.
    public var start: ResultsFile.Start
    /// The rows, scored as `beeptest results` scores them.
    public var summary: ResultsSummary
    /// The run's profile, when it was found.
    public var profile: Profile?
    /// The log's bytes in short: the same for a copy of it (`ResultsLogs` counts a test once).
    public var content = ResultsFile.Content(of: [])

    /// Reads nothing itself: `file` has been read and `summary` made with `profile`.
    public init(file: String, start: ResultsFile.Start, summary: ResultsSummary, profile: Profile?) {
        self.file = file
        self.start = start
        self.summary = summary
        self.profile = profile
    }

    /// Reads and scores the log at `file` with `profile` (nil: scores as recorded); the file's
    /// line problems are returned beside it for the caller to report. `turnMaps` keeps the turn
    /// maps made for logs read before.
    public static func read(
        file: String, profile: (ResultsFile.Start) -> Profile?, turnMaps: TurnMapCache? = nil
    ) throws(BeepTestError) -> (test: LoggedTest, problems: [ResultsFile.Problem]) {
        var log = try ResultsFile.read(path: file)
        let found = profile(log.start)
        let summary = log.summary(profile: found, turnMaps: turnMaps)
        var test = LoggedTest(file: file, start: log.start, summary: summary, profile: found)
        test.content = log.content
        return (test, log.problems)
    }

    /// Oldest first: by the start's Unix time where the log has one, else its date text, then the file.
    static func isOlder(_ lhs: LoggedTest, than rhs: LoggedTest) -> Bool {
        switch (lhs.start.unixTime, rhs.start.unixTime) {
        case (let left?, let right?) where left != right: return left < right
        default: return (lhs.start.date ?? "", lhs.file) < (rhs.start.date ?? "", rhs.file)
        }
    }

    /// The day of the test, `YYYY-MM-DD` (the date text's first ten characters), or nil.
    public var day: String? { start.date.map(LocalDateTime.day) }

    /// The athlete of `row` on the start line (the roster's sex and age), when it is there.
    func athlete(of row: ResultRow) -> Athlete? {
        let index = row.key - 1
        guard start.athletes.indices.contains(index), start.athletes[index].name == row.athlete else {
            return start.athletes.first { $0.name == row.athlete }
        }
        return start.athletes[index]
    }
}
