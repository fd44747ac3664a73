/// A test run on paper or with the official recording, entered afterwards (`beeptest enter`):
/// one `BIB SCORE` line per athlete (`BIB w SCORE` for a withdrawal), checked against the roster
/// and the test, and made into the lines of a results log that every reader takes as it takes a
/// timed run's.
///
/// The log holds what the sheet says and no more: each athlete out at the line whose miss gives
/// their score (as a run records an out), or through the whole test; the start line says
/// `"entered":true`, and each line's `t` is the time that line is scheduled in the test, not a
/// time anyone observed. Scores are read by `TypedScore` (`5.4`, `5:4`, `5/4`, laps, `16.3`).
public struct EnteredScores: Sendable {
    /// One athlete's entered score.
    public struct Entry: Sendable, Equatable {
        /// The athlete's roster index.
        public var athlete: Int
        /// The score as typed, read in the test's notation.
        public var score: TypedScore
        /// True for `BIB w SCORE`: the athlete withdrew after making `score`.
        public var withdrew: Bool
        /// The line it was read from, from 1.
        public var line: Int
    }

    /// The scores read, in the order of the lines.
    public private(set) var entries: [Entry] = []
    /// Every line refused, as `FILE:LINE: why`, in file order; nothing may be written while any is.
    public private(set) var problems: [String] = []

    /// Reads `text` (the lines of `source`, a file name or `-` for stdin) against `roster` and
    /// the test of `timeline`: a bib not on the roster, a score the test cannot give, a bib twice
    /// or a line of another form is a problem, each named by its line.
    public init(_ text: String, source: String, roster: Roster, timeline: Timeline) {
        let bibs = roster.bibs
        var session = ResultsSession(timeline: timeline, roster: roster)
        var lineOfAthlete: [Int: Int] = [:]
        // Lines end in \n or, from a Windows spreadsheet or editor, \r\n: one Character in Swift, a newline too.
        for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let number = offset + 1
            func refuse(_ why: String) { problems.append("\(source):\(number): \(why)".escapingControlCharacters()) }
            let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            if words.isEmpty || words[0].hasPrefix("#") { continue }
            let withdrew = words.count == 3 && words[1].lowercased() == "w"
            guard words.count == 2 || withdrew, let bib = Int(words[0]) else {
                refuse(tr("not \"BIB SCORE\" or \"BIB w SCORE\": %s", raw.trimmingSpaces))
                continue
            }
            guard let athlete = bibs.firstIndex(of: bib) else {
                refuse(tr("no athlete with bib %s on the roster", bib))
                continue
            }
            let name = roster.athletes[athlete].name
            if let first = lineOfAthlete[athlete] {
                refuse(tr("bib %s (%s) twice: first on line %s", bib, name, first))
                continue
            }
            lineOfAthlete[athlete] = number
            let typed = String(words[words.count - 1])
            switch TypedScore.parse(typed, profile: timeline.profile) {
            case .failure(let why):
                refuse(tr("bib %s (%s): %s: %s", bib, name, typed, why.shown))
            case .success(let score):
                // The score must be one a run from this start level gives (laps after a miss,
                // a bout not finished, a level before the start are not).
                let out = session.enter(athlete: athlete, score: score, withdrew: withdrew)
                let made = session.result(of: athlete, at: timeline.endTime).score
                guard made.text == score.text else {
                    refuse(
                        tr("bib %s (%s): %s is not a score of %s as run here", bib, name, typed, timeline.profile.id))
                    continue
                }
                if withdrew && out == nil {
                    refuse(tr("bib %s (%s): %s is the whole test, so no withdrawal after it", bib, name, typed))
                    continue
                }
                entries.append(Entry(athlete: athlete, score: score, withdrew: withdrew, line: number))
            }
        }
    }

    /// The roster indices of `roster`'s athletes with no score entered, in roster order.
    public func absent(from roster: Roster) -> [Int] {
        let entered = Set(entries.map(\.athlete))
        return roster.athletes.indices.filter { !entered.contains($0) }
    }

    /// The results log's lines (JSON, without newlines) for the athletes entered, in roster order
    /// and with their bibs written out (the athletes absent are left out of the log, and the bibs
    /// of those entered stay theirs), dated `unixTime`.
    public func logLines(timeline: Timeline, roster: Roster, unixTime: Double) -> [JSONValue] {
        let bibs = roster.bibs
        let order = entries.sorted { $0.athlete < $1.athlete }
        let athletes = order.map { entry in
            var athlete = roster.athletes[entry.athlete]
            athlete.bib = bibs[entry.athlete]
            return athlete
        }
        var session = ResultsSession(timeline: timeline, roster: Roster(athletes: athletes))
        var outs: [(time: Double, line: JSONValue)] = []
        for (index, entry) in order.enumerated() {
            guard let outcome = session.enter(athlete: index, score: entry.score, withdrew: entry.withdrew),
                let turn = outcome.turn
            else {
                continue
            }
            if let line = ResultsLogLine.mark(outcome, t: turn.time, unixTime: unixTime) {
                outs.append((turn.time, line))
            }
        }
        outs.sort { $0.time < $1.time }
        // Everyone out or through: no one was stopped. The end is the test's when someone ran it
        // all, else the last out's line.
        let everyoneOut = outs.count == order.count
        let end = everyoneOut ? outs.last?.time ?? 0 : timeline.endTime
        session.finish(at: end, completed: true)
        let rows = session.results(at: end).map { ResultRow($0, timeline: timeline) }
        return [ResultsLogLine.start(session, unixTime: unixTime, entered: true)] + outs.map(\.line) + [
            ResultsLogLine.finish(completed: true, t: end, unixTime: unixTime, rows: rows)
        ]
    }
}
