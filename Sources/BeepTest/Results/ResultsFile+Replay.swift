extension ResultsFile {
    /// Replays the file's events and scores them with `profile`, the run's profile found by id;
    /// nil when it cannot be found, and then the rows are what the file recorded (the out lines'
    /// and the finish line's scores; statuses and failure points from the marks).
    ///
    /// A withdrawal replays as the athlete's out at the shuttle they did not finish, with status
    /// `withdrew`. Marks that do not fit the profile (a shuttle it does not have, an undo of something else
    /// than the last mark) are corrupt lines: reported, skipped, and the rest still scored.
    /// `turnMaps` (when reading many logs) keeps the turn maps already made.
    public mutating func summary(profile: Profile?, turnMaps: TurnMapCache? = nil) -> ResultsSummary {
        let ending: ResultsSummary.Ending
        var endTime: Double?
        var finishRows: [ResultRow] = []
        switch events.last?.event {
        case .finish(let completed, let t, let rows)?:
            ending = completed ? .completed : .stopped
            endTime = t
            finishRows = rows
        default:
            ending = .cutShort
            endTime = events.compactMap(\.event.time).max()
        }
        var summary = ResultsSummary(
            profileID: start.profileID, profileName: start.profileName, profileFound: false, notation: nil,
            startLevel: start.startLevel, date: start.date, ending: ending, endTime: endTime, rows: [])
        summary.isEntered = start.isEntered
        summary.everyoneOut = everyoneOut && ending == .stopped
        summary.marksEnded = marksEnded && ending == .stopped
        summary.recordedStopAt = start.stopAt
        if let profile, let startIndex = profile.levelIndex(label: start.startLevel) {
            summary.profileFound = true
            summary.profileName = profile.name
            summary.notation = profile.scoreNotation
            let whole =
                turnMaps?.turnMap(profile: profile, startLevelIndex: startIndex, countdownS: start.countdownS)
                ?? TurnMap(
                    timeline: Timeline(profile: profile, startLevelIndex: startIndex, countdownS: start.countdownS))
            // A run stopped at a standard (`stop_at`) has a shorter timeline of its own.
            let turns = start.stopAt == nil ? whole : TurnMap(timeline: stoppedTimeline(whole.timeline))
            summary.stopStandard = turns.timeline.stopAt
            summary.rows = ResultsSummary.byBib(replay(turns: turns, ending: ending, endTime: endTime ?? 0))
            summary.placeEnd(turns: turns)
        } else {
            if let profile {
                problems.append(
                    Problem(
                        file: path, line: 1,
                        message: tr(
                            "%s has no level '%s' (changed since?); scores as recorded", profile.id, start.startLevel),
                        isCorrupt: false))
            }
            summary.rows = ResultsSummary.byBib(recordedRows(ending: ending, finishRows: finishRows))
        }
        problems.sort { $0.line < $1.line }  // stable: a line's own problems stay in order
        return summary
    }

    /// `timeline` ended where the run was stopped (`stop_at`), as the live run's was; the whole
    /// timeline, with a note, when the recorded standard no longer fits the profile.
    private mutating func stoppedTimeline(_ timeline: Timeline) -> Timeline {
        guard let score = start.stopAt else { return timeline }
        let stopped = PassStandard.resolve(start.stopAtKey ?? score, profile: timeline.profile).flatMap {
            timeline.stopping(at: $0)
        }
        switch stopped {
        case .success(let shortened): return shortened
        case .failure(let why):
            problems.append(
                Problem(
                    file: path, line: 1,
                    message: tr("stop_at %s: %s (changed since?)", score, Translation.shown(why.description)),
                    isCorrupt: false))
            return timeline
        }
    }

    /// Scores the events with the profile's timeline: the same session the live recorder used.
    private mutating func replay(turns: TurnMap, ending: ResultsSummary.Ending, endTime: Double) -> [ResultRow] {
        var session = ResultsSession(turnMap: turns, roster: Roster(athletes: start.athletes))
        let timeline = turns.timeline
        for (line, event) in events {
            switch event {
            case .mark(let mark), .withdraw(let mark):
                guard let turn = turns.turnIndex(level: mark.level, bout: mark.bout, shuttle: mark.shuttle) else {
                    problems.append(
                        corrupt(
                            line,
                            tr(
                                "%s is not a line of %s", Turn.translated(mark.position(in: timeline.profile)),
                                timeline.profile.id)))
                    continue
                }
                if let last = session.book.lastMarkedTurn(of: mark.athlete), last >= turn {
                    problems.append(
                        corrupt(
                            line,
                            tr(
                                "%s is already marked at or after %s", start.athletes[mark.athlete].name,
                                Turn.translated(mark.position(in: timeline.profile))))
                    )
                    continue
                }
                if !session.replay(athlete: mark.athlete, turn: turn, isOut: mark.isOut, withdrew: mark.withdrew) {
                    problems.append(corrupt(line, tr("%s is already out", start.athletes[mark.athlete].name)))
                }
            case .undo(let mark):
                // The athlete's own last mark: `u 17` undoes athlete 17's, which may be older than
                // someone else's (and a plain `u`, as every log before bibs has it, is both).
                let last = session.book.marks.last { $0.athlete == mark.athlete }
                guard let last, last.isOut == mark.isOut, last.withdrew == mark.withdrew,
                    turns.turns[last.turn].level == mark.level, turns.turns[last.turn].bout == mark.bout,
                    turns.turns[last.turn].shuttle == mark.shuttle
                else {
                    problems.append(corrupt(line, tr("the undo does not match the athlete's last mark")))
                    continue
                }
                _ = session.undo(athlete: mark.athlete)
            case .clock:
                break
            case .finish(let completed, let t, _):
                session.finish(at: t, completed: completed)
            }
        }
        // A record that stops without a finish line reads as a test stopped there.
        if ending == .cutShort { session.finish(at: endTime, completed: false) }
        return session.results(at: endTime).map { ResultRow($0, timeline: timeline) }
    }

    /// Rows from what the file recorded, for when the profile is missing.
    private func recordedRows(ending: ResultsSummary.Ending, finishRows: [ResultRow]) -> [ResultRow] {
        var marks: [RecordedMark] = []
        for (_, event) in events {
            switch event {
            case .mark(let mark), .withdraw(let mark): marks.append(mark)
            case .undo(let mark):
                if let index = marks.lastIndex(where: { $0.athlete == mark.athlete }) { marks.remove(at: index) }
            case .clock, .finish: break
            }
        }
        let marksByAthlete = Dictionary(grouping: marks, by: \.athlete)
        let finishRowByName = Dictionary(finishRows.map { ($0.athlete, $0) }, uniquingKeysWith: { first, _ in first })
        let bibs = Roster(athletes: start.athletes).bibs
        let rows: [ResultRow] = start.athletes.enumerated().map { index, athlete in
            // Two athletes of one name (told apart by ids) have rows told apart by their key.
            let finishRow = finishRows.first { $0.key == index + 1 && $0.athlete == athlete.name }
            if var row = finishRow ?? finishRowByName[athlete.name] {
                row.takeRoster(athlete)
                return row
            }
            let own = marksByAthlete[index] ?? []
            let out = own.first { $0.isOut }
            let status: AthleteResult.Status =
                out?.withdrew == true ? .withdrew : out != nil ? .out : ending == .completed ? .completed : .stopped
            var row = ResultRow(
                key: index + 1, bib: bibs[index], id: athlete.id, athlete: athlete.name, status: status,
                score: out?.score, totalShuttles: out?.totalShuttles, distanceM: out?.distanceM,
                misses: own.count - (out?.withdrew == true ? 1 : 0),
                failedAt: out?.position(in: nil)
            )
            row.takeRoster(athlete)
            return row
        }
        // Every null VO2max says why: here, that the log has none and nothing can work it out.
        return rows.map { row in
            var row = row
            if row.vo2max == nil && row.vo2maxNote == nil { row.vo2maxNote = ResultRow.unrecordedVO2maxNote }
            return row
        }
    }

    private func corrupt(_ line: Int, _ message: String) -> Problem {
        Problem(file: path, line: line, message: message, isCorrupt: true)
    }
}

extension ResultsFile.Record {
    /// The test time the event carries, if any.
    var time: Double? {
        switch self {
        case .mark(let mark), .withdraw(let mark): mark.t
        case .undo(let mark): mark.t
        case .clock(let t), .finish(_, let t, _): t
        }
    }
}
