/// Reads profile files (format version 1) and validates every field, reporting the first problem
/// with the file and its JSON path.
public enum ProfileLoader {
    /// The only profile format this version reads.
    public static let supportedFormat = 1
    /// A test may not last longer than this (seconds), countdown excluded.
    public static let maximumDurationS = 86_400.0
    /// A test may not have more cues than this.
    public static let maximumCues = 100_000
    /// The shortest shuttle, work phase, stage or rest (seconds) a profile may ask for.
    public static let minimumPhaseS = 1.0

    /// Loads and validates the profile file at `path`.
    public static func load(path: String) throws(BeepTestError) -> Profile {
        let bytes = try FileIO.read(path, limit: 1 << 20)
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let defaultID = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
        do {
            return try decode(bytes, source: path, defaultID: defaultID)
        } catch {
            throw error.asBeepTestError
        }
    }

    /// Parses and validates profile JSON; `source` names the file in errors, `defaultID` is used
    /// when the profile has no `id`.
    public static func decode(_ bytes: [UInt8], source: String, defaultID: String) throws(ProfileError) -> Profile {
        guard !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else {
            throw ProfileError(source: source, path: "", message: tr("the file is empty"))
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw ProfileError(source: source, path: error.path, message: tr("not valid JSON: %s", error))
        }
        let profile = try ProfileFields(source: source).profile(from: root, defaultID: defaultID)
        try checkSize(of: profile, source: source)
        return profile
    }

    /// Refuses tests longer than a day or with more than `maximumCues` cues: such files are typos
    /// (a `shuttle_s` of 0.0001) and would exhaust memory or the coach's patience.
    private static func checkSize(of profile: Profile, source: String) throws(ProfileError) {
        let table = LevelTable(profile: profile)
        if table.totalS > maximumDurationS {
            let hours = Translation.decimal(table.totalS / 3600, decimals: 1)
            throw ProfileError(
                source: source, path: "levels", message: tr("the test lasts %s h; the limit is 24 h", hours))
        }
        let cues = Timeline.cueCount(profile: profile)
        if cues > maximumCues {
            throw ProfileError(
                source: source, path: "levels", message: tr("the test has %s cues; the limit is %s", cues, maximumCues))
        }
    }
}

/// Field-by-field validation of one profile document, tracking the JSON path for errors.
private struct ProfileFields {
    let source: String

    private static let topKeys: Set<String> = [
        "$schema", "format", "id", "name", "reference", "notes", "distance_m", "countdown_s", "stop_rule",
        "vo2max", "score", "pass", "levels", "level_word",
    ]
    private static let levelKeys: Set<String> = [
        "label", "speed_kmh", "shuttle_s", "shuttles", "work_s", "duration_s", "bouts", "rest_s",
    ]

    func profile(from root: JSONValue, defaultID: String) throws(ProfileError) -> Profile {
        let top = try object(root, at: "")
        try rejectUnknownKeys(top, allowed: Self.topKeys, at: "")
        guard let format = try integer(top, "format", at: "", range: 0...Int.max) else {
            throw fail("format", tr("missing (this beeptest reads \"format\": 1)"))
        }
        guard format == ProfileLoader.supportedFormat else {
            throw fail("format", tr("unsupported format %s (this beeptest reads format 1)", format))
        }
        let givenID = try string(top, "id", at: "", maxLength: 64)
        let id = givenID ?? defaultID
        guard !id.isEmpty, id.count <= 64, id.utf8.allSatisfy(Self.isIDByte) else {
            // Without an "id" key the file name is the id: say so, or "Beep test (1).json" gets an
            // error about a field the file does not have.
            guard givenID != nil else {
                throw fail(
                    "id",
                    tr(
                        "the file name \"%s\" is not a usable id (letters, digits, '.', '-' and '_' only): rename the file or add an \"id\"",
                        id)
                )
            }
            throw fail("id", tr("use letters, digits, '.', '-' and '_' only"))
        }
        guard let name = try string(top, "name", at: "", maxLength: 200) else { throw fail("name", tr("missing")) }
        let distance = try number(top, "distance_m", at: "", range: .positive(max: 1000))
        let countdown = try number(top, "countdown_s", at: "", range: .nonNegative(max: 600)) ?? 5
        let stopRule = try stopRule(top["stop_rule"])
        let vo2max = try vo2maxMethod(top["vo2max"])
        let score = try scoreNotation(top["score"])
        let levels = try self.levels(top["levels"], distance: distance)
        try checkContinuousStages(levels)
        let profile = Profile(
            id: id, name: name, reference: try string(top, "reference", at: "", maxLength: 2000),
            notes: try string(top, "notes", at: "", maxLength: 4000), distanceM: distance, countdownS: countdown,
            stopRule: stopRule, vo2max: vo2max, score: score, pass: try string(top, "pass", at: "", maxLength: 32),
            levels: levels, levelWord: try string(top, "level_word", at: "", maxLength: 40) ?? "Level")
        if let pass = profile.pass, case .failure(let why) = PassStandard(score: pass, name: "").threshold(in: profile)
        {
            throw fail("pass", Translation.shown(why.description))
        }
        return profile
    }

    private func level(_ value: JSONValue, position: Int, at path: String, distance: Double?) throws(ProfileError)
        -> Level
    {
        let fields = try object(value, at: path)
        try rejectUnknownKeys(fields, allowed: Self.levelKeys, at: path)
        let label = try string(fields, "label", at: path, maxLength: 32) ?? String(position)
        let speed = try number(fields, "speed_kmh", at: path, range: .positive(max: 100))
        let shuttleTime = try number(fields, "shuttle_s", at: path, range: .positive(max: 3600))
        let pace: Pace?
        switch (speed, shuttleTime) {
        case (.some, .some): throw fail(path, tr("give speed_kmh or shuttle_s, not both"))
        case (.some(let kmh), nil):
            guard distance != nil else { throw fail("distance_m", tr("required when a level gives speed_kmh")) }
            pace = .speedKmh(kmh)
        case (nil, .some(let seconds)): pace = .shuttleSeconds(seconds)
        case (nil, nil): pace = nil
        }
        let shuttles = try integer(fields, "shuttles", at: path, range: 1...100_000)
        let workS = try number(fields, "work_s", at: path, range: .positive(max: ProfileLoader.maximumDurationS))
        let durationS = try number(
            fields, "duration_s", at: path, range: .positive(max: ProfileLoader.maximumDurationS))
        let given = [
            shuttles.map { _ in "shuttles" }, workS.map { _ in "work_s" }, durationS.map { _ in "duration_s" },
        ]
        .compactMap { $0 }
        guard given.count <= 1 else { throw fail(path, tr("give only one of shuttles, work_s or duration_s")) }
        let work: Work
        if let shuttles {
            guard pace != nil else { throw fail(path, tr("shuttles needs a pace: speed_kmh or shuttle_s")) }
            work = .shuttles(shuttles)
        } else if let workS {
            work = .timed(workS)
        } else if let durationS {
            guard pace != nil, distance != nil else {
                throw fail(path, tr("duration_s (a continuous stage) needs speed_kmh or shuttle_s, and distance_m"))
            }
            work = .stage(durationS)
        } else {
            throw fail(path, tr("give one of shuttles, work_s or duration_s"))
        }
        let bouts = try integer(fields, "bouts", at: path, range: 1...100_000) ?? 1
        let rest = try number(fields, "rest_s", at: path, range: .nonNegative(max: ProfileLoader.maximumDurationS)) ?? 0
        let level = Level(label: label, pace: pace, work: work, bouts: bouts, restS: rest)
        try checkPhasesCanBeHeard(level, at: path, distance: distance, given: (speed != nil, workS, durationS))
        return level
    }

    /// Cues closer than a second cannot be told apart by athletes (each sound lasts up to 0.6 s),
    /// so shuttles, work phases, stages and rests shorter than `ProfileLoader.minimumPhaseS` are
    /// refused: they are typos (`"shuttle_s": 0.45` for 4.5), not tests.
    private func checkPhasesCanBeHeard(
        _ level: Level, at path: String, distance: Double?, given: (speed: Bool, workS: Double?, durationS: Double?)
    ) throws(ProfileError) {
        let minimum = ProfileLoader.minimumPhaseS
        if let shuttle = level.shuttleSeconds(distanceM: distance), shuttle < minimum {
            let field = given.speed ? "speed_kmh" : "shuttle_s"
            throw fail(
                join(path, field),
                tr(
                    "gives %s s per shuttle; a shuttle must last at least 1 s",
                    shuttle < 0.001 ? JSONWriter.number(shuttle) : Translation.decimal(shuttle, trimmedTo: 3))
            )
        }
        if let work = given.workS, work < minimum { throw fail(join(path, "work_s"), tr("must be at least 1 s")) }
        if let stage = given.durationS, stage < minimum {
            throw fail(join(path, "duration_s"), tr("must be at least 1 s"))
        }
        if level.restS > 0 && level.restS < minimum {
            throw fail(join(path, "rest_s"), tr("must be 0 or at least 1 s"))
        }
    }

    /// The levels of `levelsValue` (the `levels` array), each checked; an error in a level names
    /// it as the table does ("level 11") beside its path.
    private func levels(_ levelsValue: JSONValue?, distance: Double?) throws(ProfileError) -> [Level] {
        guard let levelsValue else {
            throw fail("levels", tr("missing (at least one level is needed)"))
        }
        guard case .array(let levelValues) = levelsValue else {
            throw fail("levels", tr("expected an array, found %s", levelsValue.typeName))
        }
        guard !levelValues.isEmpty else { throw fail("levels", tr("at least one level is needed")) }
        guard levelValues.count <= 10_000 else { throw fail("levels", tr("more than 10000 levels")) }
        var levels: [Level] = []
        var labels: Set<String> = []
        for (offset, value) in levelValues.enumerated() {
            let path = "levels[\(offset)]"
            let level: Level
            do {
                level = try self.level(value, position: offset + 1, at: path, distance: distance)
            } catch {
                throw Self.naming(error, level: Self.label(of: value, position: offset + 1))
            }
            guard labels.insert(level.label).inserted else {
                throw Self.naming(
                    fail(path + ".label", tr("\"%s\" is used by an earlier level", level.label)), level: level.label)
            }
            levels.append(level)
        }
        return levels
    }

    /// The label a level's JSON gives it, or its place counted from 1 (the label it then gets), for
    /// an error about a level that could not be read.
    private static func label(of value: JSONValue, position: Int) -> String {
        if case .object(let fields) = value, let field = fields.first(where: { $0.0 == "label" }),
            case .string(let label) = field.1, !label.isEmpty
        {
            return label
        }
        return String(position)
    }

    /// `error` naming the level it is in as the table does ("level 7"), beside its 0-based path.
    private static func naming(_ error: ProfileError, level label: String) -> ProfileError {
        // A top-level field a level needs (distance_m) is not in the level.
        guard error.path.hasPrefix("levels[") else { return error }
        var named = error
        named.level = tr("level %s", label)
        return named
    }

    /// Continuous stages run without a break, so they cannot have bouts, rests or other kinds of level.
    private func checkContinuousStages(_ levels: [Level]) throws(ProfileError) {
        let isStage = levels.map { if case .stage = $0.work { true } else { false } }
        guard isStage.contains(true) else { return }
        for (offset, level) in levels.enumerated() {
            let path = "levels[\(offset)]"
            let problem: ProfileError? =
                if !isStage[offset] {
                    fail(path, tr("a profile with duration_s stages must use duration_s on every level"))
                } else if level.bouts != 1 {
                    fail(path + ".bouts", tr("a continuous stage has no bouts"))
                } else if level.restS != 0 {
                    fail(path + ".rest_s", tr("a continuous stage has no rest"))
                } else { nil }
            if let problem { throw Self.naming(problem, level: level.label) }
        }
    }

    private func stopRule(_ value: JSONValue?) throws(ProfileError) -> StopRule {
        guard let value else { return StopRule() }
        let fields = try object(value, at: "stop_rule")
        try rejectUnknownKeys(fields, allowed: ["misses", "consecutive"], at: "stop_rule")
        let misses = try integer(fields, "misses", at: "stop_rule", range: 1...99) ?? 2
        var consecutive = true
        if let flag = fields["consecutive"] {
            guard case .bool(let bool) = flag else {
                throw fail("stop_rule.consecutive", tr("expected true or false, found %s", flag.typeName))
            }
            consecutive = bool
        }
        return StopRule(misses: misses, consecutive: consecutive)
    }

    private func vo2maxMethod(_ value: JSONValue?) throws(ProfileError) -> VO2maxMethod? {
        try named(value, key: "vo2max") { tr("unknown method \"%s\" (known: %s)", $0, $1) }
    }

    private func scoreNotation(_ value: JSONValue?) throws(ProfileError) -> ScoreNotation? {
        try named(value, key: "score") { tr("unknown score notation \"%s\" (known: %s)", $0, $1) }
    }

    /// A value of a string enumeration at `key`, or nil when absent; errors list the known names
    /// (`unknown` says so from the name given and the known names).
    private func named<Name: RawRepresentable<String> & CaseIterable>(
        _ value: JSONValue?, key: String, unknown: (String, String) -> String
    ) throws(ProfileError) -> Name? {
        guard let value, value != .null else { return nil }
        guard case .string(let name) = value else { throw fail(key, tr("expected a string, found %s", value.typeName)) }
        guard let known = Name(rawValue: name) else {
            let names = Name.allCases.map(\.rawValue).joined(separator: ", ")
            throw fail(key, unknown(name, names))
        }
        return known
    }

    // MARK: - Typed field access

    enum NumberRange {
        case positive(max: Double)
        case nonNegative(max: Double)
    }

    private func object(_ value: JSONValue, at path: String) throws(ProfileError) -> JSONValue {
        guard case .object = value else {
            throw fail(path, tr("expected an object, found %s", value.typeName))
        }
        return value
    }

    private func rejectUnknownKeys(_ value: JSONValue, allowed: Set<String>, at path: String) throws(ProfileError) {
        guard case .object(let members) = value else { return }
        for member in members where !allowed.contains(member.key) {
            let hint = closestKey(to: member.key, in: allowed).map { tr(" (did you mean \"%s\"?)", $0) } ?? ""
            throw fail(join(path, member.key), tr("unknown key%s", hint))
        }
    }

    private func number(_ value: JSONValue, _ key: String, at path: String, range: NumberRange) throws(ProfileError)
        -> Double?
    {
        guard let field = value[key], field != .null else { return nil }
        let fieldPath = join(path, key)
        guard case .number(let number) = field else {
            throw fail(fieldPath, tr("expected a number, found %s", field.typeName))
        }
        guard number.isFinite else { throw fail(fieldPath, tr("must be a finite number")) }
        switch range {
        case .positive(let max):
            guard number > 0 else { throw fail(fieldPath, tr("must be > 0")) }
            guard number <= max else { throw fail(fieldPath, tr("must be at most %s", JSONWriter.number(max))) }
        case .nonNegative(let max):
            guard number >= 0 else { throw fail(fieldPath, tr("must be >= 0")) }
            guard number <= max else { throw fail(fieldPath, tr("must be at most %s", JSONWriter.number(max))) }
        }
        return number
    }

    private func integer(_ value: JSONValue, _ key: String, at path: String, range: ClosedRange<Int>)
        throws(ProfileError) -> Int?
    {
        guard let field = value[key], field != .null else { return nil }
        let fieldPath = join(path, key)
        guard case .number(let number) = field else {
            throw fail(fieldPath, tr("expected a whole number, found %s", field.typeName))
        }
        guard number.isFinite, number == number.rounded() else { throw fail(fieldPath, tr("must be a whole number")) }
        guard number >= Double(range.lowerBound) else {
            throw fail(fieldPath, range.lowerBound == 1 ? tr("must be > 0") : tr("must be >= %s", range.lowerBound))
        }
        // `Int(exactly:)`, not `Int(_:)`: 9223372036854775807 reads as the Double 2^63, which passes a
        // `<= Double(Int.max)` test yet traps in `Int(_:)`.
        guard let whole = Int(exactly: number), whole <= range.upperBound else {
            throw fail(fieldPath, tr("must be at most %s", range.upperBound))
        }
        return whole
    }

    private func string(_ value: JSONValue, _ key: String, at path: String, maxLength: Int) throws(ProfileError)
        -> String?
    {
        guard let field = value[key], field != .null else { return nil }
        let fieldPath = join(path, key)
        guard case .string(let text) = field else {
            throw fail(fieldPath, tr("expected a string, found %s", field.typeName))
        }
        guard !text.isEmpty else { throw fail(fieldPath, tr("must not be empty")) }
        guard text.count <= maxLength else { throw fail(fieldPath, tr("longer than %s characters", maxLength)) }
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw fail(fieldPath, tr("must not contain control characters"))
        }
        return text
    }

    private func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

    private func fail(_ path: String, _ message: String) -> ProfileError {
        ProfileError(source: source, path: path, message: message)
    }

    private static func isIDByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"):
            return true
        default: return false
        }
    }

    /// The allowed key nearest to a typo (edit distance at most 2), for "did you mean" hints.
    private func closestKey(to key: String, in allowed: Set<String>) -> String? {
        guard key.count <= 64 else { return nil }
        let best = allowed.map { ($0, editDistance(key, $0)) }.min { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
        guard let best, best.1 <= 2 else { return nil }
        return best.0
    }

    private func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
