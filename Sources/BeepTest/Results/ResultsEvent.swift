/// The lines of a results log (DESIGN.md §2), built in one place so that the writer and the
/// tests agree on the shape.
///
/// ```
/// {"event":"start","format":1,"profile":"msft-20m","name":"…","start_level":"1","countdown_s":5,
///  "stop_rule":{"misses":2,"consecutive":true},"athletes":[{"name":"Ann"}],"wall":…,"date":"…"}
/// {"event":"warning","athlete":"Ann","key":1,"bib":12,"level":"9","bout":1,"shuttle":5,"misses":1,"t":…,
///  "wall":…}
/// {"event":"out","athlete":"Ann","key":1,"bib":12,"level":"9","bout":1,"shuttle":6,"misses":2,
///  "score":"9.4","total_shuttles":76,"distance_m":1520,"t":…,"wall":…}
/// {"event":"undo","athlete":"Ann","bib":12,"undone":"out","level":"9","bout":1,"shuttle":6,"t":…,"wall":…}
/// {"event":"pause","t":…,"wall":…}   {"event":"resume","t":…,"wall":…}
/// {"event":"finish","completed":true,"t":…,"wall":…,"results":[…]}
/// ```
/// `level`/`bout`/`shuttle` name the missed shuttle (where the athlete failed; the score is the
/// last one made on time before it). `t` is test time in seconds from the start cue, `wall` Unix
/// time. The out and finish lines repeat the scores so that a reader without the profile can
/// still show them. `key` is the athlete's roster position, `bib` the number typed (logs written
/// before bibs have none: readers take the position). The start line's athletes carry `bib`, `id`
/// and `group` when the roster gave them.
public enum ResultsEvent {
    /// The version of this line format.
    public static let format = 1

    /// The first line: what was run, from where, for whom.
    public static func start(_ session: ResultsSession, wall: Double) -> JSONValue {
        let timeline = session.timeline
        let profile = session.profile
        return .object([
            ("event", .string("start")), ("format", .int(format)), ("profile", .string(profile.id)),
            ("name", .string(profile.name)), ("start_level", .string(profile.levels[timeline.startLevelIndex].label)),
            ("countdown_s", .num(timeline.countdownS)),
            (
                "stop_rule",
                .object([
                    ("misses", .int(profile.stopRule.misses)), ("consecutive", .bool(profile.stopRule.consecutive)),
                ])
            ),
            ("athletes", .array(session.roster.athletes.map(\.json))), ("wall", .num(wall)),
            ("date", .string(WallClock.localText(wall, format: WallClock.dateFormat))),
        ])
    }

    /// A warning or an out of the athlete wearing `bib`.
    public static func mark(_ outcome: MarkOutcome, bib: Int, t: Double, wall: Double) -> JSONValue? {
        guard outcome.kind != .refused, let turn = outcome.turn, let name = outcome.athleteName else { return nil }
        var members: [(key: String, value: JSONValue)] = [
            ("event", .string(outcome.kind.rawValue)), ("athlete", .string(name)),
            ("key", .int(outcome.athleteIndex + 1)), ("bib", .int(bib)),
        ]
        members += place(turn)
        members.append(("misses", .int(outcome.misses)))
        if let score = outcome.score {
            members += [
                ("score", score.text.map { .string($0) } ?? .null), ("total_shuttles", .num(score.totalShuttles)),
                ("distance_m", .optionalNum(score.distanceM)),
            ]
        }
        return .object(members + [("t", .num(t)), ("wall", .num(wall))])
    }

    /// An undo of `outcome.mark`.
    public static func undo(_ outcome: UndoOutcome, name: String, bib: Int, t: Double?, wall: Double) -> JSONValue? {
        guard let mark = outcome.mark, let turn = outcome.turn else { return nil }
        var members: [(key: String, value: JSONValue)] = [
            ("event", .string("undo")), ("athlete", .string(name)), ("bib", .int(bib)),
            ("undone", .string(mark.isOut ? "out" : "warning")),
        ]
        members += place(turn)
        if let t { members.append(("t", .num(t))) }
        return .object(members + [("wall", .num(wall))])
    }

    /// A pause or resume at test time `t`.
    public static func clock(_ event: String, t: Double, wall: Double) -> JSONValue {
        .object([("event", .string(event)), ("t", .num(t)), ("wall", .num(wall))])
    }

    /// The last line: how the run ended and everyone's result.
    public static func finish(completed: Bool, t: Double, wall: Double, rows: [ResultRow]) -> JSONValue {
        .object([
            ("event", .string("finish")), ("completed", .bool(completed)), ("t", .num(t)), ("wall", .num(wall)),
            ("results", .array(rows.map(\.json))),
        ])
    }

    private static func place(_ turn: Turn) -> [(key: String, value: JSONValue)] {
        [("level", .string(turn.level)), ("bout", .int(turn.bout)), ("shuttle", .int(turn.shuttle))]
    }
}
