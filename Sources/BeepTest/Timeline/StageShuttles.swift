/// Whole shuttles on the standard scale of a continuous-stage test (Léger's).
///
/// The published table counts a stage's shuttles as its nominal, fractional laps (8.5 km/h for
/// a minute is 7.08 shuttles), but athletes run whole shuttles: in a run from stage 1 the
/// shuttle under way at a stage change is finished and counted in the stage it began in. So
/// the shuttles "before stage L" are those begun before it in a run from stage 1, and every
/// score of the test (a run from any `--start-level`, a typed `5.9`, a `--stop-at`) counts
/// stage L's shuttle s as that number plus s: whole, and the same for one label everywhere.
struct StageShuttles: Sendable {
    /// Per level index: the shuttles begun before the level in a run from level 1.
    private let begunBefore: [Int]

    /// The counts of `profile`'s run from its first level; empty unless the test runs
    /// continuous stages (a test of whole-shuttle levels numbers them on the table itself).
    init(profile: Profile) {
        guard profile.isContinuousStages else {
            begunBefore = []
            return
        }
        let turns = TurnMap(timeline: Timeline(profile: profile)).turns
        begunBefore = profile.levels.indices.map { level in
            turns.firstIndex { $0.levelIndex >= level } ?? turns.count
        }
    }

    /// Whole shuttles run before level `index` (on the table, as if the earlier levels had been
    /// run); nil for a test that is not continuous stages.
    func shuttlesBefore(level index: Int) -> Double? {
        begunBefore.indices.contains(index) ? Double(begunBefore[index]) : nil
    }
}
