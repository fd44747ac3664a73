/// Every name in a results log (README: Results), spelled once. `ResultsLogLine`, `ResultRow.json` and
/// `Athlete.json` write them; `ResultsFile` and `ResultRow(json:)` read them: a field renamed here
/// is renamed on both sides, where before a rename on one side broke the tolerant reader silently.
public enum ResultsLogKey: String, Sendable, CaseIterable {
    // On every line: the line's kind, test time (seconds from the start cue) and `wall`, the
    // Unix time the line was written (seconds since 1970, UTC; `--events jsonl` has a `wall` of
    // its own on another clock, CLOCK_MONOTONIC). The Swift names say the clock: `unixTime`.
    case event, t, wall
    // The start line.
    case format, profile, name, date, athletes
    case startLevel = "start_level"
    case countdownS = "countdown_s"
    case stopRule = "stop_rule"
    case consecutive
    /// The score a run stopped at (`run --stop-at`), and the known standard's key.
    case stopAt = "stop_at"
    case stopAtKey = "stop_at_key"
    case profileFile = "profile_file"
    /// True on the start line of a test entered from paper (`beeptest enter`), not timed: its
    /// lines' `t` are the scheduled times of the lines named, not times observed.
    case entered
    // An athlete of the start line (`bib`, `id` and `group` also on marks, undos and rows).
    case bib, id, group, sex, age
    case massKg = "mass_kg"
    case birthDate = "birth_date"
    case firstName = "first_name"
    case lastName = "last_name"
    // Marks and undos: who, and the missed shuttle.
    case athlete, key, level, bout, shuttle, misses, undone
    // An out line and a row: the score and where the athlete failed.
    case score, status
    case totalShuttles = "total_shuttles"
    case distanceM = "distance_m"
    case failedAt = "failed_at"
    case viftKmh = "vift_kmh"
    case vo2max
    case vo2maxMethod = "vo2max_method"
    case vo2maxSource = "vo2max_source"
    case vo2maxNote = "vo2max_note"
    case vo2maxPopulationNote = "vo2max_population_note"
    // A row's standards: the FitnessGram zone, a pass standard, a reference group.
    case zone, pass
    case laps20m = "laps_20m"
    case zoneStandard = "zone_standard"
    case hfzLaps = "hfz_laps"
    case lapsToHFZ = "laps_to_hfz"
    case zoneNote = "zone_note"
    case passStandard = "pass_standard"
    case passNote = "pass_note"
    case referenceGroup = "reference_group"
    case referenceGroupNote = "reference_group_note"
    // The finish line.
    case completed, results
    /// On a finish line, true when the run ended because nobody was running; absent otherwise.
    case everyoneOut = "everyone_out"
    case marksEnded = "marks_ended"
}

extension JSONValue {
    /// An object of results-log members, in the order given.
    static func logLine(_ members: [(ResultsLogKey, JSONValue)]) -> JSONValue {
        .object(members.map { (key: $0.0.rawValue, value: $0.1) })
    }

    /// The member named `key` of a results-log object, or nil.
    subscript(key: ResultsLogKey) -> JSONValue? { self[key.rawValue] }
}
