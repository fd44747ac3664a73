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
        var startWall: Double?
    }

    private let state: Mutex<State>
    private let wallClock: @Sendable () -> Double
    /// Where results are saved, or nil when they are kept in memory only.
    public let logPath: String?

    /// A recorder for `timeline` and `roster`, saving to `log` (nil: memory only). `wallClock`
    /// gives Unix time for the lines (tests pass a fixed one).
    public init(
        timeline: Timeline, roster: Roster, log: sending ResultsLog?,
        wallClock: @escaping @Sendable () -> Double = WallClock.now
    ) {
        self.logPath = log?.path
        self.wallClock = wallClock
        self.state = Mutex(State(session: ResultsSession(timeline: timeline, roster: roster), log: log))
    }

    /// Writes the start line. Call it before the test starts so that a results file that
    /// cannot be written is known before anyone runs; later calls do nothing.
    public func start() throws(BeepTestError) {
        let error = state.withLock { state in Self.startIfNeeded(&state, wall: wallClock()) }
        if let error { throw error }
    }

    /// Athlete `athleteIndex` (roster index) missed the line; `position` is the test position heard
    /// when the key was pressed. Returns a warning, an out, or a refusal with its reason.
    public func mark(athleteIndex: Int, at position: PlaybackPosition) -> MarkOutcome {
        let wall = wallClock()
        return state.withLock { state in
            var outcome = state.session.mark(athlete: athleteIndex, at: position.testTime)
            let bib =
                state.session.roster.bibs.indices.contains(athleteIndex) ? state.session.roster.bibs[athleteIndex] : 0
            if let line = ResultsEvent.mark(outcome, bib: bib, t: position.testTime, wall: wall) {
                outcome.saveError = Self.write(line, isMark: true, to: &state, wall: wall)?.message
            }
            return outcome
        }
    }

    /// Removes the most recent mark, whoever it was for, or with `athleteIndex` that athlete's
    /// most recent mark (an undone out puts the athlete back in).
    public func undo(athleteIndex: Int? = nil, at position: PlaybackPosition? = nil) -> UndoOutcome {
        let wall = wallClock()
        return state.withLock { state in
            var outcome = state.session.undo(athlete: athleteIndex)
            if let mark = outcome.mark {
                let name = state.session.roster.athletes[mark.athlete].name
                let bib = state.session.roster.bibs[mark.athlete]
                if let line = ResultsEvent.undo(outcome, name: name, bib: bib, t: position?.testTime, wall: wall) {
                    outcome.saveError = Self.write(line, isMark: true, to: &state, wall: wall)?.message
                }
            }
            return outcome
        }
    }

    /// Records what the playback reports it played (`Engine.waitForEvents`): a pause or a
    /// resume is logged at the test time it was heard, the moment the athletes' test stopped or
    /// went on, which is later than the key or signal that asked for it by what was already
    /// buffered. Both fronts record pauses this way only, so a pause line means one thing. Cues
    /// and underruns are not results; nothing is logged after the finish line. Returns the save
    /// error, if any.
    @discardableResult
    public func record(_ heard: PlaybackEvent) -> String? {
        let event: ResultsLogEvent
        switch heard.kind {
        case .pause: event = .pause
        case .resume: event = .resume
        case .cue, .underrun: return nil
        }
        let wall = wallClock()
        return state.withLock { state in
            guard state.session.state == .running else { return nil }
            return Self.write(ResultsEvent.clock(event, t: heard.testTime, wall: wall), to: &state, wall: wall)?.message
        }
    }

    /// Ends the run at `testTime`, writes the finish line with everyone's result and returns the
    /// results. Only the first call writes. The run is completed when `testTime` reached the end
    /// cue (`Timeline.isComplete(at:)`), whichever front ends it and however.
    @discardableResult
    public func finish(at testTime: Double) -> (results: [AthleteResult], saveError: String?) {
        let wall = wallClock()
        return state.withLock { state in
            guard state.session.state == .running else { return (state.session.results(at: testTime), nil) }
            let completed = state.session.timeline.isComplete(at: testTime)
            state.session.finish(at: testTime, completed: completed)
            let results = state.session.results(at: testTime)
            let rows = results.map { ResultRow($0, timeline: state.session.timeline) }
            let line = ResultsEvent.finish(completed: completed, t: testTime, wall: wall, rows: rows)
            return (results, Self.write(line, to: &state, wall: wall)?.message)
        }
    }

    /// Everyone's result at test time `testTime` (athletes still in are in progress until finish).
    public func results(at testTime: Double) -> [AthleteResult] {
        state.withLock { $0.session.results(at: testTime) }
    }

    /// The summary the end-of-run table prints (`ResultsReport` in the executable), at test time
    /// `testTime`: completed or stopped once finished, else cut short (still running).
    public func summary(at testTime: Double) -> ResultsSummary {
        state.withLock { state in
            let ending: ResultsSummary.Ending
            var endTime = testTime
            switch state.session.state {
            case .finished(let time, let completed):
                ending = completed ? .completed : .stopped
                endTime = time
            case .running:
                ending = .cutShort
            }
            return ResultsSummary(
                timeline: state.session.timeline, results: state.session.results(at: endTime), ending: ending,
                endTime: endTime, date: state.startWall.map { WallClock.localText($0, format: WallClock.dateFormat) })
        }
    }

    /// The misses counting now toward each athlete's stop rule, in roster order (for the display).
    public func currentMisses(at testTime: Double) -> [Int] {
        state.withLock { state in
            state.session.roster.athletes.indices.map { state.session.currentMisses(of: $0, at: testTime) }
        }
    }

    /// The athletes, in roster order.
    public var roster: Roster { state.withLock { $0.session.roster } }

    /// What the results file does not hold yet, or nil when every line is on disk (always nil
    /// for a recorder without a file).
    public var unsaved: UnsavedResults? { state.withLock { Self.unsaved(in: $0) } }

    /// Tries the waiting lines again (the end of a run, before any rescue); what is still unsaved.
    public func saveWaiting() -> UnsavedResults? {
        state.withLock { state in
            _ = Self.flush(&state)
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
            lines: waiting.count, marks: waiting.filter(\.isMark).count, reason: state.failure ?? "not written yet")
    }

    /// The start line, first of all lines; a failed start line waits like any other, so a file
    /// never holds events without the start line that gives them meaning.
    private static func startIfNeeded(_ state: inout State, wall: Double) -> BeepTestError? {
        guard !state.started else { return nil }
        state.lines.append((JSONWriter.string(ResultsEvent.start(state.session, wall: wall)), false))
        state.startWall = wall
        return flush(&state)
    }

    /// Adds `line` to the record after the start line, and writes every line waiting; returns
    /// the error, if any.
    private static func write(
        _ line: JSONValue, isMark: Bool = false, to state: inout State, wall: Double
    ) -> BeepTestError? {
        _ = startIfNeeded(&state, wall: wall)
        state.lines.append((JSONWriter.string(line), isMark))
        return flush(&state)
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
                // The reason alone ("No space left on device"): the view names it in a line of its own.
                let prefix = log.path + ": cannot save results: "
                state.failure =
                    error.message.hasPrefix(prefix) ? String(error.message.dropFirst(prefix.count)) : error.message
                return error
            }
        }
        state.failure = nil
        return nil
    }
}
