/// The lines of a results log (README: Results), built in one place from the names in
/// `ResultsLogKey`, which the reader (`ResultsFile`) uses too.
///
/// ```
/// {"event":"start","format":1,"profile":"msft-20m","name":"…","start_level":"1","countdown_s":5,
///  "stop_rule":{"misses":2,"consecutive":true},"athletes":[{"name":"Ann"}],"wall":…,"date":"…"}
/// {"event":"warning","athlete":"Ann","key":1,"bib":12,"level":"9","bout":1,"shuttle":5,"misses":1,"t":…,
///  "wall":…}
/// {"event":"out","athlete":"Ann","key":1,"bib":12,"level":"9","bout":1,"shuttle":6,"misses":2,
///  "score":"9.4","total_shuttles":76,"distance_m":1520,"failed_at":"level 9 shuttle 6","t":…,"wall":…}
/// {"event":"withdraw","athlete":"Ann","key":1,"bib":12,"level":"9","bout":1,"shuttle":6,"score":"9.5",
///  "total_shuttles":77,"distance_m":1540,"t":…,"wall":…}
/// {"event":"undo","athlete":"Ann","bib":12,"undone":"out","level":"9","bout":1,"shuttle":6,"t":…,"wall":…}
/// {"event":"pause","t":…,"wall":…}   {"event":"resume","t":…,"wall":…}
/// {"event":"sound_lost","t":…,"wall":…}   {"event":"sound_back","t":…,"wall":…}
/// {"event":"finish","completed":true,"t":…,"wall":…,"results":[…]}
/// ```
/// `level`/`bout`/`shuttle` name the missed shuttle (where the athlete failed; the score is the
/// last one made on time before it); the finish line's `t` is where the test ended (for a completed
/// run, the last cue, though marks for the last line taken after it carry later times); a withdrawal's name the shuttle the athlete was running and
/// did not finish. An undo's `undone` is "warning", "out" or "withdraw". `t` is test time in seconds from the start cue, `wall` Unix
/// time. The out and finish lines repeat the scores, and the out line says where the athlete
/// failed in the profile's words (`failed_at`; logs written before it was added lack it), so that
/// a reader without the profile can still show them as the live run did. `key` is the athlete's
/// roster position, `bib` the number typed (logs written before bibs have none: readers take the
/// position). The start line's athletes carry `bib`, `id` and `group` when the roster gave them.
/// A test entered from paper (`beeptest enter`) has `"entered":true` on its start line; its lines'
/// `t` are the scheduled times of the lines they name, and `wall` local noon of its day.
public enum ResultsLogLine {
    /// The version of this line format.
    public static let format = 1

    /// The first line: what was run, from where, for whom; `entered` for a test entered from
    /// paper (`beeptest enter`), whose lines' `t` are the scheduled times of the lines they name;
    /// `profileFile`, the absolute path of a profile named by its file, for readers to find it.
    public static func start(
        _ session: ResultsSession, unixTime: Double, entered: Bool = false, profileFile: String? = nil
    ) -> JSONValue {
        let timeline = session.timeline
        let profile = session.profile
        let stopRule = JSONValue.logLine([
            (.misses, .int(profile.stopRule.misses)), (.consecutive, .bool(profile.stopRule.consecutive)),
        ])
        var members: [(ResultsLogKey, JSONValue)] = [
            (.event, event(.start)), (.format, .int(format)), (.profile, .string(profile.id)),
            (.name, .string(profile.name)), (.startLevel, .string(profile.levels[timeline.startLevelIndex].label)),
            (.countdownS, .num(timeline.countdownS)), (.stopRule, stopRule),
        ]
        // A run stopped at a standard is scored on its shortened timeline: readers rebuild it.
        if let stopAt = timeline.stopAt {
            members.append((.stopAt, .string(stopAt.score)))
            if let key = stopAt.key { members.append((.stopAtKey, .string(key))) }
        }
        if entered { members.append((.entered, .bool(true))) }
        if let profileFile { members.append((.profileFile, .string(profileFile))) }
        return .logLine(
            members + [
                (.athletes, .array(session.roster.athletes.map(\.json))), (.wall, .num(unixTime)),
                (.date, .string(WallClock.localText(unixTime, format: WallClock.dateFormat))),
            ])
    }

    /// A warning, an out or a withdrawal, of the athlete the outcome names by roster position and bib.
    public static func mark(_ outcome: MarkOutcome, t: Double, unixTime: Double) -> JSONValue? {
        guard let turn = outcome.turn, let name = outcome.athleteName else { return nil }
        let kind: ResultsLogLineKind
        switch outcome.kind {
        case .warning: kind = .warning
        case .out: kind = .out
        case .withdrew: return withdraw(outcome, t: t, unixTime: unixTime)
        case .refused: return nil
        }
        var members = athlete(kind, outcome, name: name) + place(turn)
        members.append((.misses, .int(outcome.misses)))
        members += scored(outcome.score)
        if kind == .out, let position = outcome.position { members.append((.failedAt, .string(position))) }
        return .logLine(members + [(.t, .num(t)), (.wall, .num(unixTime))])
    }

    /// A withdrawal: the shuttle the athlete was running and did not finish, and their score
    /// (the last line made on time). Nil unless `outcome` is one.
    public static func withdraw(_ outcome: MarkOutcome, t: Double, unixTime: Double) -> JSONValue? {
        guard outcome.kind == .withdrew, let turn = outcome.turn, let name = outcome.athleteName else { return nil }
        let members = athlete(.withdraw, outcome, name: name) + place(turn) + scored(outcome.score)
        return .logLine(members + [(.t, .num(t)), (.wall, .num(unixTime))])
    }

    private static func athlete(_ kind: ResultsLogLineKind, _ outcome: MarkOutcome, name: String)
        -> [(ResultsLogKey, JSONValue)]
    {
        [
            (.event, event(kind)), (.athlete, .string(name)), (.key, .int(outcome.athleteIndex + 1)),
            (.bib, .int(outcome.bib)),
        ]
    }

    private static func scored(_ score: Score?) -> [(ResultsLogKey, JSONValue)] {
        guard let score else { return [] }
        return [
            (.score, score.text.map { .string($0) } ?? .null), (.totalShuttles, .num(score.totalShuttles)),
            (.distanceM, .optionalNum(score.distanceM)),
        ]
    }

    /// An undo of `outcome.mark`.
    public static func undo(_ outcome: UndoOutcome, t: Double, unixTime: Double) -> JSONValue? {
        guard let mark = outcome.mark, let turn = outcome.turn, let name = outcome.athleteName, let bib = outcome.bib
        else { return nil }
        var members: [(ResultsLogKey, JSONValue)] = [
            (.event, event(.undo)), (.athlete, .string(name)), (.bib, .int(bib)),
            (.undone, event(mark.withdrew ? .withdraw : mark.isOut ? .out : .warning)),
        ]
        members += place(turn)
        members.append((.t, .num(t)))
        return .logLine(members + [(.wall, .num(unixTime))])
    }

    /// A pause, a resume, the sound lost or back (`event`) heard at test time `t`.
    public static func clock(_ event: ResultsLogLineKind, t: Double, unixTime: Double) -> JSONValue {
        .logLine([(.event, self.event(event)), (.t, .num(t)), (.wall, .num(unixTime))])
    }

    /// The last line: how the run ended and everyone's result; `marksEnded` when it ends where the
    /// marks input ended with athletes still running (their scores floors from there).
    public static func finish(
        completed: Bool, t: Double, unixTime: Double, rows: [ResultRow], everyoneOut: Bool = false,
        marksEnded: Bool = false
    ) -> JSONValue {
        var members: [(ResultsLogKey, JSONValue)] = [
            (.event, event(.finish)), (.completed, .bool(completed)), (.t, .num(t)), (.wall, .num(unixTime)),
        ]
        // Said only when it happened, so a finish line reads as every earlier version wrote it.
        if everyoneOut { members.append((.everyoneOut, .bool(true))) }
        if marksEnded { members.append((.marksEnded, .bool(true))) }
        members.append((.results, .array(rows.map(\.json))))
        return .logLine(members)
    }

    private static func event(_ event: ResultsLogLineKind) -> JSONValue { .string(event.rawValue) }

    private static func place(_ turn: Turn) -> [(ResultsLogKey, JSONValue)] {
        [(.level, .string(turn.level)), (.bout, .int(turn.bout)), (.shuttle, .int(turn.shuttle))]
    }
}
