import Synchronization

/// The hook a front calls while a test runs: marks, undo, pause, resume and finish, each
/// decided by the stop rule and saved to the results log as it happens.
///
/// Thread-safe: the state sits behind a `Mutex`, so the terminal view, a signal handler's
/// follow-up and the headless front may call it from any thread. It is meant for the UI thread:
/// each event is written and `fsync`ed before the call returns (milliseconds), which is why the
/// audio thread never calls it. A failed write does not stop the test: the outcome carries the
/// error (`saveError`) for the screen, the line is kept in order (`unsaved`), and it is written
/// again before every later event and at the end; the whole record stays in memory (`record`)
/// so that a run ending with lines unsaved can rescue all of it elsewhere.
public final class ResultsRecorder: Sendable {
    private struct State {
        var session: ResultsSession
        var log: ResultsLog?
        /// Every line of the record, in order, each with whether it is a coach's mark.
        var lines: [(text: String, isMark: Bool)] = []
        /// How many of `lines` are on disk: a prefix, since a line waits for those before it.
        var saved = 0
        /// Why the last write failed, while lines wait.
        var failure: String?
        var started: Bool { !lines.isEmpty }
        /// Unix time of the start line, for the summary's date.
        var startUnixTime: Double?
        /// The test time of the mark that left nobody running, while nobody is (an undo clears it).
        var everyoneOutAt: Double?
        /// True once a front ended the run because nobody was running (`endForEveryoneOut()`).
        var endedEveryoneOut = false
        /// The test time the marks input ended at, while it stays ended (`marksEnded(at:)`).
        var marksEndedAt: Double?
        /// True once `finish` ended the run where the marks input ended, athletes still running.
        var endedAtMarksEnd = false
        /// The profile's file for the start line, when the run named one.
        var profileFile: String?
    }

    private let state: Mutex<State>
    private let unixClock: @Sendable () -> Double
    /// Where results are saved, or nil when they are kept in memory only.
    public let logPath: String?

    /// A recorder for `timeline` and `roster`, saving to `log` (nil: memory only). `unixClock`
    /// gives Unix time for the lines (tests pass a fixed one); `profileFile`, the absolute path of
    /// a profile the run named by its file, goes in the start line.
    public init(
        timeline: Timeline, roster: Roster, log: sending ResultsLog?,
        unixClock: @escaping @Sendable () -> Double = WallClock.now, profileFile: String? = nil
    ) {
        self.logPath = log?.path
        self.roster = roster
        self.timeline = timeline
        self.unixClock = unixClock
        var state = State(session: ResultsSession(timeline: timeline, roster: roster), log: log)
        state.profileFile = profileFile
        self.state = Mutex(state)
    }

    /// Writes the start line. Call it before the test starts so that a results file that
    /// cannot be written is known before anyone runs; later calls do nothing.
    public func start() throws(BeepTestError) {
        let error = state.withLock { state in Self.startIfNeeded(&state, unixTime: unixClock()) }
        if let error { throw error }
    }

    /// Applies a front's mark: the athletes of `request` who missed the line or withdrew, or an
    /// undo (of a withdrawal too: the athlete's last mark), at the position read when its first
    /// key was pressed. Each bib is looked up once; an entry naming a
    /// bib not on the roster records nothing at all, so that a typo cannot mark half of what was
    /// meant. Returns the line to show (`MarkAnswer`), which says when something was not saved.
    public func apply(_ request: MarkRequest) -> String {
        let unixTime = unixClock()
        return state.withLock { state in
            let answer = Self.apply(request, to: &state, unixTime: unixTime)
            guard state.session.isEveryoneOut else {
                state.everyoneOutAt = nil
                return answer
            }
            guard state.everyoneOutAt == nil else { return answer }
            state.everyoneOutAt = request.position.testTime
            return answer + " · " + EveryoneOut.notice
        }
    }

    /// Whether nobody is running, and since which mark: the rule every front asks at each cue
    /// whether the test ends there (`EveryoneOut.endsTest(atCue:)`). Asking records nothing.
    public var everyoneOut: EveryoneOut {
        state.withLock { EveryoneOut($0.session, lastOutAt: $0.everyoneOutAt) }
    }

    /// A front ends the run because nobody is running (`everyoneOut` said so at a cue): the finish
    /// line says why (`everyone_out`), unless the run turns out to have reached its end cue.
    public func endForEveryoneOut() {
        state.withLock { $0.endedEveryoneOut = true }
    }

    private static func apply(_ request: MarkRequest, to state: inout State, unixTime: Double) -> String {
        let bibs = state.session.roster.bibs
        switch request.entry {
        case .missed(let wanted), .withdrew(let wanted):
            let indices = wanted.map { bibs.firstIndex(of: $0) }
            let unknown = zip(wanted, indices).filter { $0.1 == nil }.map(\.0)
            guard unknown.isEmpty else { return MarkAnswer.notOnRoster(unknown, then: tr("nothing marked")) }
            let withdrew = request.entry == .withdrew(bibs: wanted)
            let outcomes = indices.compactMap { $0 }.map { index in
                Self.mark(&state, athlete: index, withdrew: withdrew, at: request.position, unixTime: unixTime)
            }
            return MarkAnswer.text(outcomes)
        case .undo(let bib):
            var index: Int?
            if let bib {
                guard let found = bibs.firstIndex(of: bib) else {
                    return MarkAnswer.notOnRoster([bib], then: tr("nothing undone"))
                }
                index = found
            }
            return MarkAnswer.text(Self.undo(&state, athlete: index, at: request.position, unixTime: unixTime))
        }
    }

    /// Athlete `athleteIndex` (roster index) missed the line; `position` is the test position heard
    /// when the key was pressed. Returns a warning, an out, or a refusal with its reason. Fronts
    /// mark by bib through `apply`; this is the same step for a caller that holds the index.
    public func mark(athleteIndex: Int, at position: PlaybackPosition) -> MarkOutcome {
        let unixTime = unixClock()
        return state.withLock {
            Self.mark(&$0, athlete: athleteIndex, withdrew: false, at: position, unixTime: unixTime)
        }
    }

    /// Removes the most recent mark, whoever it was for, or with `athleteIndex` that athlete's
    /// most recent mark (an undone out puts the athlete back in), at `position`.
    public func undo(athleteIndex: Int? = nil, at position: PlaybackPosition) -> UndoOutcome {
        let unixTime = unixClock()
        return state.withLock { Self.undo(&$0, athlete: athleteIndex, at: position, unixTime: unixTime) }
    }

    private static func mark(
        _ state: inout State, athlete: Int, withdrew: Bool, at position: PlaybackPosition, unixTime: Double
    ) -> MarkOutcome {
        var outcome =
            withdrew
            ? state.session.withdraw(athlete: athlete, at: position.testTime)
            : state.session.mark(athlete: athlete, at: position.testTime)
        if let line = ResultsLogLine.mark(outcome, t: position.testTime, unixTime: unixTime) {
            outcome.saveError = write(line, isMark: true, to: &state, unixTime: unixTime)?.message
        }
        return outcome
    }

    private static func undo(_ state: inout State, athlete: Int?, at position: PlaybackPosition, unixTime: Double)
        -> UndoOutcome
    {
        var outcome = state.session.undo(athlete: athlete)
        if let line = ResultsLogLine.undo(outcome, t: position.testTime, unixTime: unixTime) {
            outcome.saveError = write(line, isMark: true, to: &state, unixTime: unixTime)?.message
        }
        return outcome
    }

    /// Records what the playback reports it played (`Engine.waitForEvents`): a pause or a
    /// resume is logged at the test time it was heard, the moment the athletes' test stopped or
    /// went on, which is later than the key or signal that asked for it by what was already
    /// buffered. Both fronts record pauses this way only, so a pause line means one thing. The
    /// sound lost and back are logged too (a coach reading the log learns that the class ran
    /// without cues then). Cues and underruns are not results (they only retry lines waiting to
    /// be saved); nothing is logged after the finish line. Returns the save error, if any.
    @discardableResult
    public func record(_ heard: PlaybackEvent) -> String? {
        let event: ResultsLogLineKind
        switch heard.kind {
        case .pause: event = .pause
        case .resume: event = .resume
        case .soundLost: event = .soundLost
        case .soundBack: event = .soundBack
        case .cue, .underrun, .serverHolds:
            // Not results, but a moment to try again the lines a full disk kept waiting, so that
            // they are saved at the next beep once there is room (quietly: the notice stands).
            state.withLock { state in
                if state.saved < state.lines.count { _ = Self.flush(&state) }
            }
            return nil
        }
        let unixTime = unixClock()
        return state.withLock { state in
            guard state.session.state == .running else { return nil }
            return Self.write(
                ResultsLogLine.clock(event, t: heard.testTime, unixTime: unixTime), to: &state, unixTime: unixTime)?
                .message
        }
    }

    /// The marks input ended at `position` (`run --marks`: stdin closed, a FIFO's writer gone, a
    /// device's end): nobody can be marked from then on, so the run finishes there for the
    /// athletes (those still running get floor scores, as in a stopped test) unless
    /// `marksResumed` comes first. False, and nothing noted, once the test is over or past its
    /// end cue (marking the last line is not marking the test).
    public func marksEnded(at position: PlaybackPosition) -> Bool {
        state.withLock { state in
            guard state.session.state == .running, !state.session.timeline.isComplete(at: position.testTime) else {
                return false
            }
            if state.marksEndedAt == nil { state.marksEndedAt = position.testTime }
            return true
        }
    }

    /// A marks input that had ended is read again (a new writer of the FIFO): the athletes can be
    /// marked again, and the run finishes where it would have. False (nothing changed) when the
    /// input had not ended or the test is over.
    public func marksResumed() -> Bool {
        state.withLock { state in
            guard state.session.state == .running, state.marksEndedAt != nil else { return false }
            state.marksEndedAt = nil
            return true
        }
    }

    /// Ends the run at `position`, writes the finish line with everyone's result and returns the
    /// results. Only the first call writes. The run is completed when the position reached the end
    /// cue (`Timeline.isComplete(at:)`), whichever front ends it and however; a completed run ends
    /// at the end cue's time, not later when its sound has drained, in every front alike.
    @discardableResult
    public func finish(at position: PlaybackPosition) -> (results: [AthleteResult], saveError: String?) {
        var testTime = min(position.testTime, timeline.endTime)
        let unixTime = unixClock()
        return state.withLock { state in
            guard state.session.state == .running else { return (state.session.results(at: testTime), nil) }
            if let ended = Self.marksEnd(state, before: testTime) {
                testTime = ended
                state.endedAtMarksEnd = true
            }
            let completed = !state.endedAtMarksEnd && state.session.timeline.isComplete(at: testTime)
            state.session.finish(at: testTime, completed: completed)
            // Ended at the cue after the last out, not by a quit (which the stderr, the events and
            // the view call a stop) nor at the test's own end.
            state.endedEveryoneOut = state.endedEveryoneOut && !completed
            let results = state.session.results(at: testTime)
            let rows = results.map { ResultRow($0, timeline: state.session.timeline) }
            let line = ResultsLogLine.finish(
                completed: completed, t: testTime, unixTime: unixTime, rows: rows,
                everyoneOut: state.endedEveryoneOut, marksEnded: state.endedAtMarksEnd)
            return (results, Self.write(line, to: &state, unixTime: unixTime)?.message)
        }
    }

    /// Where the run ends for the athletes when the marks input ended before `testTime`, or nil:
    /// nobody could be marked after, so a whole test would credit misses nobody could mark, and a
    /// stop a line later than the input's end scores lines nobody could judge. A stop in the
    /// same turn as the input's end (a Ctrl-C that closes the input too) scores the same: a stop.
    private static func marksEnd(_ state: State, before testTime: Double) -> Double? {
        guard let ended = state.marksEndedAt, ended < testTime, !state.session.isEveryoneOut else { return nil }
        if state.session.timeline.isComplete(at: testTime) { return ended }
        let turns = state.session.turnMap
        return turns.lastTurnIndex(atOrBefore: ended) == turns.lastTurnIndex(atOrBefore: testTime) ? nil : ended
    }

    /// Every athlete's result and current misses at `position`, in roster order, under one lock
    /// (the roster panel reads this each frame). Athletes still in are in progress until finish.
    public func standings(at position: PlaybackPosition) -> [AthleteStanding] {
        state.withLock { state in
            let session = state.session
            let allowed = session.profile.stopRule.misses
            return session.results(at: position.testTime).enumerated().map { index, result in
                AthleteStanding(
                    result: result, currentMisses: session.currentMisses(of: index, at: position.testTime),
                    allowedMisses: allowed)
            }
        }
    }

    /// The summary the end-of-run table prints (`ResultsReport` in the executable), at `position`:
    /// completed or stopped once finished, else cut short (still running).
    public func summary(at position: PlaybackPosition) -> ResultsSummary {
        state.withLock { state in
            let ending: ResultsSummary.Ending
            var endTime = position.testTime
            switch state.session.state {
            case .finished(let time, let completed):
                ending = completed ? .completed : .stopped
                endTime = time
            case .running:
                ending = .cutShort
            }
            var summary = ResultsSummary(
                timeline: state.session.timeline, results: state.session.results(at: endTime), ending: ending,
                endTime: endTime,
                date: state.startUnixTime.map { WallClock.localText($0, format: WallClock.dateFormat) })
            summary.placeEnd(turns: state.session.turnMap)
            summary.everyoneOut = state.endedEveryoneOut
            summary.marksEnded = state.endedAtMarksEnd
            return summary
        }
    }

    /// The athletes, in roster order (fixed for the run: read without the lock).
    public let roster: Roster
    /// The run's cues (fixed for the run).
    private let timeline: Timeline

    /// What the results file does not hold yet, or nil when every line is on disk (always nil
    /// for a recorder without a file).
    public var unsaved: UnsavedResults? { state.withLock { Self.unsaved(in: $0) } }

    /// Tries the waiting lines again (the end of a run, before any rescue); what is still unsaved.
    /// The path is checked once more, so that a file removed or renamed since the last line is
    /// never called saved.
    public func saveWaiting() -> UnsavedResults? {
        state.withLock { state in
            if Self.flush(&state) == nil, let log = state.log {
                do throws(BeepTestError) { try log.confirmPath() } catch { Self.detach(&state, log: log, error: error) }
            }
            return Self.unsaved(in: state)
        }
    }

    /// Every line of the record so far, in order, saved or not: what a rescue file holds.
    public var record: [String] { state.withLock { $0.lines.map(\.text) } }

    /// Removes the results file of a run refused before it started (no audio device, a file
    /// that cannot be written), so that it leaves no results file behind.
    public func discard() {
        state.withLock { state in
            state.log?.discard()
            state.log = nil
        }
    }

    private static func unsaved(in state: State) -> UnsavedResults? {
        guard state.saved < state.lines.count else { return nil }
        let waiting = state.lines[state.saved...]
        return UnsavedResults(
            lines: waiting.count, marks: waiting.filter(\.isMark).count, reason: state.failure ?? tr("not written yet"),
            isRetried: state.log?.isDetached != true)
    }

    /// The start line, first of all lines; a failed start line waits like any other, so a file
    /// never holds events without the start line that gives them meaning.
    private static func startIfNeeded(_ state: inout State, unixTime: Double) -> BeepTestError? {
        guard !state.started else { return nil }
        let start = ResultsLogLine.start(state.session, unixTime: unixTime, profileFile: state.profileFile)
        state.lines.append((JSONWriter.string(start), false))
        state.startUnixTime = unixTime
        return flush(&state)
    }

    /// Adds `line` to the record after the start line, and writes every line waiting; returns
    /// the error, if any.
    private static func write(
        _ line: JSONValue, isMark: Bool = false, to state: inout State, unixTime: Double
    ) -> BeepTestError? {
        _ = startIfNeeded(&state, unixTime: unixTime)
        state.lines.append((JSONWriter.string(line), isMark))
        return flush(&state)
    }

    /// The results file is no longer at its path: none of the record is there, so every line
    /// waits (and the end rescues the whole record).
    private static func detach(_ state: inout State, log: ResultsLog, error: BeepTestError) {
        state.saved = 0
        state.failure = log.failureReason ?? error.message
    }

    /// Writes the lines not yet on disk, in order, stopping at the first that fails.
    private static func flush(_ state: inout State) -> BeepTestError? {
        guard let log = state.log else {
            state.saved = state.lines.count  // memory only: nothing waits for a file
            return nil
        }
        while state.saved < state.lines.count {
            do {
                try log.append(line: state.lines[state.saved].text)
                state.saved += 1
            } catch {
                if log.isDetached {
                    detach(&state, log: log, error: error)
                } else {
                    // The reason alone ("No space left on device"): the view names it in a line of its own.
                    state.failure = log.failureReason ?? error.message
                }
                return error
            }
        }
        state.failure = nil
        return nil
    }
}
