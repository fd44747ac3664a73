/// An athlete's score: where they got to on time, in the test's notation, with the totals read on
/// the standard table (from level 1, as if the earlier levels had been run after a
/// `--start-level`, since norms are read that way).
public struct Score: Sendable, Equatable {
    /// The notation of `text`.
    public var notation: ScoreNotation
    /// The score as coaches write it ("9.4", "16.2", "48", "13.5"); nil when nothing was
    /// completed (laps are "0" then).
    public var text: String?
    /// The level of the score (the last shuttle's, bout's or completed stage's level).
    public var levelIndex: Int?
    /// That level's label.
    public var level: String?
    /// The shuttle within the level (level-shuttle and laps), or nil.
    public var shuttle: Int?
    /// The bout within the level (level-bout), or nil.
    public var bout: Int?
    /// Shuttles counted on the standard table (laps made on time for the PACER).
    public var totalShuttles: Double
    /// Metres counted the same way (nil without a course length).
    public var distanceM: Double?
    /// The speed of the score's level, km/h (the VIFT for stage-speed), if it has a pace.
    public var speedKmh: Double?
    /// The speed of the last level announced while the athlete was still making the lines
    /// (Léger's "last stage announced"), km/h.
    public var announcedSpeedKmh: Double?

    /// Creates a score (the session makes them; tests and other fronts may too).
    public init(
        notation: ScoreNotation, text: String?, levelIndex: Int? = nil, level: String? = nil, shuttle: Int? = nil,
        bout: Int? = nil, totalShuttles: Double, distanceM: Double? = nil, speedKmh: Double? = nil,
        announcedSpeedKmh: Double? = nil
    ) {
        self.notation = notation
        self.text = text
        self.levelIndex = levelIndex
        self.level = level
        self.shuttle = shuttle
        self.bout = bout
        self.totalShuttles = totalShuttles
        self.distanceM = distanceM
        self.speedKmh = speedKmh
        self.announcedSpeedKmh = announcedSpeedKmh
    }

    /// A score with nothing completed.
    static func none(_ notation: ScoreNotation, distance: Double?) -> Score {
        Score(
            notation: notation, text: notation == .laps ? "0" : nil, totalShuttles: 0,
            distanceM: distance.map { _ in 0 })
    }
}
