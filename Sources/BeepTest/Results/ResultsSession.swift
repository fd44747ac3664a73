/// The athletes' part of a run as a plain value: marks, stop rule, scores and statuses.
///
/// The live recorder (`ResultsRecorder`) and the reader of a results log (`ResultsFile`) both
/// drive one of these, so a result read back is the result shown live.
public struct ResultsSession: Sendable {
    /// Where the run stands.
    public enum State: Sendable, Equatable {
        /// Marks are taken.
        case running
        /// Finished at test time `time`; `completed` when the natural end was reached.
        case finished(time: Double, completed: Bool)
    }

    /// The judged turns of the run's timeline.
    public let turnMap: TurnMap
    /// The athletes.
    public let roster: Roster
    /// The marks.
    public private(set) var book: MarkBook
    /// Running or finished.
    public private(set) var state: State = .running
    private let calculator: ScoreCalculator

    /// A session for `timeline` (profile, start level, countdown) and `roster`.
    public init(timeline: Timeline, roster: Roster) {
        self.init(turnMap: TurnMap(timeline: timeline), roster: roster)
    }

    /// A session on the turns of a timeline already mapped (`TurnMapCache`), for `roster`.
    public init(turnMap: TurnMap, roster: Roster) {
        self.turnMap = turnMap
        self.roster = roster
        self.book = MarkBook(stopRule: turnMap.timeline.profile.stopRule, athleteCount: roster.athletes.count)
        self.calculator = ScoreCalculator(turns: turnMap)
    }

    /// The run's timeline.
    public var timeline: Timeline { turnMap.timeline }
    /// The run's profile.
    public var profile: Profile { turnMap.timeline.profile }

    /// Marks athlete `athlete` (roster index; `Roster.index(ofBib:)`) as having missed the line, at test time
    /// `time`: the missed turn is the one at the most recent cue at or before `time`.
    public mutating func mark(athlete: Int, at time: Double) -> MarkOutcome {
        if let refused = refusal(athlete) { return refused }
        switch turnMap.turnIndex(forMarkAt: time) {
        case .success(let turnIndex):
            // Marked first, then answered: `self` as an argument's receiver would be read before the mark.
            let answer = book.mark(athlete: athlete, turn: turnIndex)
            return outcome(of: answer, athlete: athlete)
        case .failure(let refusal): return refused(athlete, refusal.description)
        }
    }

    /// Records that athlete `athlete` (roster index) stopped running at test time `time`: out at
    /// once, at the shuttle they were running (the first judged turn after `time`), so that their
    /// score is the last line they made on time. Refused when no shuttle is under way to the next
    /// line (the last line has sounded: a miss of it is marked instead), or as a mark is.
    public mutating func withdraw(athlete: Int, at time: Double) -> MarkOutcome {
        if let refused = refusal(athlete) { return refused }
        let next = turnMap.lastTurnIndex(atOrBefore: time).map { $0 + 1 } ?? 0
        guard time >= 0 else { return refused(athlete, MarkRefusal.notStarted.description) }
        guard next < turnMap.turns.count else {
            return refused(athlete, tr("the last line has sounded: mark a miss instead"))
        }
        let answer = book.withdraw(athlete: athlete, turn: next)
        return outcome(of: answer, athlete: athlete)
    }

    /// Why `athlete` cannot be marked at all now (not on the roster, the test over), or nil.
    private func refusal(_ athlete: Int) -> MarkOutcome? {
        guard roster.athletes.indices.contains(athlete) else {
            return .refused(
                athlete: athlete, bib: athlete + 1, name: nil, tr("no athlete %s on the roster", String(athlete + 1)))
        }
        return state == .running ? nil : refused(athlete, MarkRefusal.testOver.description)
    }

    private func refused(_ athlete: Int, _ reason: String) -> MarkOutcome {
        .refused(athlete: athlete, bib: bib(of: athlete), name: roster.athletes[athlete].name, reason)
    }

    /// The outcome of the book's answer to a mark or withdrawal of `athlete`.
    private func outcome(of answer: Result<Mark, MarkBook.Refusal>, athlete: Int) -> MarkOutcome {
        let name = roster.athletes[athlete].name
        switch answer {
        case .failure(.alreadyOut):
            return refused(athlete, tr("%s is already out", name))
        case .failure(.alreadyMarked(let turn)):
            let position = Turn.translated(turnMap.turns[turn].position(in: profile))
            return refused(athlete, tr("%s is already marked at %s", name, position))
        case .success(let mark):
            return outcome(of: mark)
        }
    }

    /// Records a mark decided earlier (replaying a log): `isOut` (and `withdrew`) as it was
    /// recorded, whatever the stop rule says now. Refused (false) only when the athlete is out
    /// already. No outcome is made: its messages and score were most of the time a season's
    /// history spent replaying.
    public mutating func replay(athlete: Int, turn: Int, isOut: Bool, withdrew: Bool = false) -> Bool {
        guard book.outTurn(of: athlete) == nil else { return false }
        book.record(Mark(athlete: athlete, turn: turn, isOut: isOut || withdrew, withdrew: withdrew))
        return true
    }

    /// Records a score entered from paper (`beeptest enter`): the athlete is out (or, `withdrew`,
    /// withdrawn) at the first line whose miss gives `score` (the out a run would have recorded),
    /// and the outcome is that out; nil when no miss gives it, because `score` is the whole test
    /// (the athlete completed it) or not a score of this run (the caller compares
    /// `result(of:at:)` with what was entered).
    public mutating func enter(athlete: Int, score: TypedScore, withdrew: Bool = false) -> MarkOutcome? {
        let turns = turnMap.turns.indices
        let first = turns.partitioningIndex { turn in
            calculator.score(horizon: turn, missed: [turn]).totalShuttles >= score.totalShuttles - 1e-9
        }
        guard first < turns.upperBound, book.outTurn(of: athlete) == nil else { return nil }
        if withdrew { return outcome(of: book.withdraw(athlete: athlete, turn: first), athlete: athlete) }
        let mark = Mark(athlete: athlete, turn: first, isOut: true)
        book.record(mark)
        return outcome(of: .success(mark), athlete: athlete)
    }

    /// Removes the most recent mark, whoever it was for, or with `athlete` (a roster index) that
    /// athlete's most recent mark.
    public mutating func undo(athlete: Int? = nil) -> UndoOutcome {
        guard state == .running else { return UndoOutcome(mark: nil, message: tr("the test is over: nothing to undo")) }
        if let athlete, !roster.athletes.indices.contains(athlete) {
            return UndoOutcome(
                mark: nil, message: tr("no athlete %s on the roster: nothing undone", String(athlete + 1)))
        }
        guard let mark = athlete.map({ book.undo(athlete: $0) }) ?? book.undo() else {
            let whose = athlete.map { tr("%s has no mark to undo", roster.athletes[$0].name) }
            return UndoOutcome(mark: nil, message: whose ?? tr("nothing to undo"))
        }
        let name = roster.athletes[mark.athlete].name
        let position = Turn.translated(turnMap.turns[mark.turn].position(in: profile))
        let message: String
        switch (mark.withdrew, mark.isOut) {
        case (true, true): message = tr("undone: %s's withdrawal at %s (%s is back in)", name, position, name)
        case (true, false): message = tr("undone: %s's withdrawal at %s", name, position)
        case (false, true): message = tr("undone: %s's out at %s (%s is back in)", name, position, name)
        case (false, false): message = tr("undone: %s's warning at %s", name, position)
        }
        return UndoOutcome(
            mark: mark, turn: turnMap.turns[mark.turn], athleteName: name, bib: bib(of: mark.athlete),
            message: message)
    }

    /// The bib of athlete `athlete` (a roster index): the roster's, else the athlete's position from 1.
    private func bib(of athlete: Int) -> Int { roster.athletes[athlete].bib ?? athlete + 1 }

    /// Ends the run at test time `time`; `completed` when the natural end was reached (athletes
    /// still in then completed the whole test). Later marks and undos are refused.
    public mutating func finish(at time: Double, completed: Bool) {
        guard state == .running else { return }
        state = .finished(time: time, completed: completed)
    }

    /// Every athlete's result. While running, athletes still in are "in progress" with the
    /// score they have made by test time `time`.
    public func results(at time: Double) -> [AthleteResult] {
        roster.athletes.indices.map { result(of: $0, at: time) }
    }

    /// One athlete's result (see `results(at:)`).
    public func result(of athlete: Int, at time: Double) -> AthleteResult {
        let missed = book.missedTurns(of: athlete)
        let outMark = book.outMark(of: athlete)
        let outTurn = outMark?.turn
        let status: AthleteResult.Status
        let horizon: Int?
        if let outMark {
            status = outMark.withdrew ? .withdrew : .out
            horizon = outMark.turn
        } else {
            switch state {
            case .finished(_, completed: true):
                status = .completed
                horizon = turnMap.turns.indices.last
            case .finished(let end, completed: false):
                status = .stopped
                horizon = turnMap.lastTurnIndex(atOrBefore: end)
            case .running:
                status = .inProgress
                horizon = turnMap.lastTurnIndex(atOrBefore: time)
            }
        }
        let score = calculator.score(horizon: horizon, missed: Set(missed))
        let athleteInfo = roster.athletes[athlete]
        return AthleteResult(
            key: athlete + 1, bib: athleteInfo.bib ?? athlete + 1, athlete: athleteInfo, status: status, score: score,
            misses: missed.count - (outMark?.withdrew == true ? 1 : 0),  // a withdrawal is no miss
            failedAt: outTurn.map { turnMap.turns[$0] },
            vo2max: profile.vo2max.map { $0.estimate(score: score, athlete: athleteInfo) })
    }

    /// True when there are athletes and every one is out or has withdrawn: nobody is running.
    public var isEveryoneOut: Bool {
        !roster.athletes.isEmpty && roster.athletes.indices.allSatisfy { book.outTurn(of: $0) != nil }
    }

    /// The misses that count now toward `athlete`'s stop rule, at test time `time` (for the
    /// display: a consecutive count is cleared by a turn made on time).
    public func currentMisses(of athlete: Int, at time: Double) -> Int {
        book.currentMissCount(of: athlete, latestTurn: turnMap.lastTurnIndex(atOrBefore: time))
    }

    private func outcome(of mark: Mark) -> MarkOutcome {
        let name = roster.athletes[mark.athlete].name
        let turn = turnMap.turns[mark.turn]
        let position = turn.position(in: profile)
        let misses = book.missCount(of: mark.athlete, ifMissing: mark.turn + 1) - 1
        if mark.withdrew {
            let score = result(of: mark.athlete, at: turn.time).score
            return MarkOutcome(
                kind: .withdrew, athleteIndex: mark.athlete, bib: bib(of: mark.athlete), athleteName: name,
                turn: turn, position: position, misses: book.missedTurns(of: mark.athlete).count - 1, score: score,
                message: score.text.map { tr("%s: withdrew during %s, score %s", name, Turn.translated(position), $0) }
                    ?? tr("%s: withdrew during %s", name, Turn.translated(position)))
        }
        if mark.isOut {
            let result = result(of: mark.athlete, at: turn.time)
            let shown = Turn.translated(position)
            let message =
                result.score.text.map { tr("%s: out at %s, score %s", name, shown, $0) }
                ?? tr("%s: out at %s", name, shown)
            return MarkOutcome(
                kind: .out, athleteIndex: mark.athlete, bib: bib(of: mark.athlete), athleteName: name, turn: turn,
                position: position, misses: misses, score: result.score, message: message)
        }
        let rule = profile.stopRule
        let shown = Turn.translated(position)
        let count = String(misses)
        let message =
            rule.consecutive
            ? tr("%s: warning at %s (%s of %s consecutive misses)", name, shown, count, String(rule.misses))
            : tr("%s: warning at %s (%s of %s misses)", name, shown, count, String(rule.misses))
        return MarkOutcome(
            kind: .warning, athleteIndex: mark.athlete, bib: bib(of: mark.athlete), athleteName: name, turn: turn,
            position: position, misses: misses, message: message)
    }
}
