/// The level table of a test as the published tables print it: per level the speed, shuttle
/// time, shuttles, duration, and cumulative time, shuttles and distance at the level's end.
public struct LevelTable: Sendable, Equatable {
    /// One row of the table.
    public struct Row: Sendable, Equatable {
        /// The level's label.
        public var level: String
        /// Running speed in km/h, if the level has a pace (derived from `shuttle_s` when needed).
        public var speedKmh: Double?
        /// Seconds per shuttle, if the level has a pace.
        public var shuttleS: Double?
        /// Shuttles per bout; fractional (nominal) for timed work and continuous stages.
        public var shuttles: Double
        /// Bouts in the level.
        public var bouts: Int
        /// Rest after each bout, seconds.
        public var restS: Double
        /// The level's length in seconds (rests included, except after the test's last bout).
        public var durationS: Double
        /// Seconds from the start cue to the level's end.
        public var cumulativeS: Double
        /// Shuttles run from the start to the level's end.
        public var cumulativeShuttles: Double
        /// Metres run from the start to the level's end (nil without a course length).
        public var cumulativeM: Double?
    }

    /// The rows, one per level.
    public let rows: [Row]

    /// Builds the table of the whole profile (from its first level, as norms are read).
    public init(profile: Profile) {
        let distance = profile.distanceM
        var rows: [Row] = []
        var time = CompensatedSum()
        var shuttlesRun = CompensatedSum()
        let lastIndex = profile.levels.count - 1
        for (index, level) in profile.levels.enumerated() {
            let shuttleTime = level.shuttleSeconds(distanceM: distance)
            let work = level.workSeconds(distanceM: distance)
            let perBout: Double
            switch level.work {
            case .shuttles(let count): perBout = Double(count)
            case .timed, .stage: perBout = shuttleTime.map { work / $0 } ?? 0
            }
            let rests = index == lastIndex ? Double(level.bouts - 1) : Double(level.bouts)
            let duration = Double(level.bouts) * work + rests * level.restS
            time.add(duration)
            shuttlesRun.add(Double(level.bouts) * perBout)
            rows.append(
                Row(
                    level: level.label, speedKmh: level.speedKmh(distanceM: distance), shuttleS: shuttleTime,
                    shuttles: perBout, bouts: level.bouts, restS: level.restS, durationS: duration,
                    cumulativeS: time.value, cumulativeShuttles: shuttlesRun.value,
                    cumulativeM: distance.map { shuttlesRun.value * $0 }))
        }
        self.rows = rows
    }

    /// Seconds from the start cue to the end of the test.
    public var totalS: Double { rows.last?.cumulativeS ?? 0 }
    /// Shuttles in the whole test.
    public var totalShuttles: Double { rows.last?.cumulativeShuttles ?? 0 }
    /// Metres in the whole test (nil without a course length).
    public var totalM: Double? { rows.last?.cumulativeM }

    /// Seconds from the test's first level to the start of level `index` (for `--start-level`).
    public func startTime(ofLevel index: Int) -> Double { index == 0 ? 0 : rows[index - 1].cumulativeS }

    /// Shuttles run before level `index` in the standard table.
    public func shuttlesBefore(level index: Int) -> Double { index == 0 ? 0 : rows[index - 1].cumulativeShuttles }
}
