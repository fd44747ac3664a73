/// A results log read back: its start line, its events, and what was wrong with it.
///
/// Tolerant by design, since the file may be what a crash left: blank lines are skipped; a last
/// line without a newline is read when it is whole JSON and otherwise noted as cut short (the
/// write that a crash interrupted) without counting as corrupt; a file that stops after some
/// marks, with no finish line, is a run in progress. Any other unreadable line is corrupt: it is
/// reported as `FILE:LINE: …`, skipped, and the rest is still read (the command exits 65 at the
/// end). Only a file whose first line is not a start event, or is one of a newer format, cannot
/// be read at all (65).
public struct ResultsFile: Sendable {
    /// The start line.
    public struct Start: Sendable, Equatable {
        /// The profile's id (looked up in the catalog to score the marks).
        public var profileID: String
        /// The profile's name at the time of the run.
        public var profileName: String?
        /// The label of the level the run started at.
        public var startLevel: String
        /// Seconds of countdown.
        public var countdownS: Double
        /// The athletes, in roster order.
        public var athletes: [Athlete]
        /// When the run started, as local time text.
        public var date: String?
        /// The score the run stopped at (`run --stop-at`), as recorded; nil for a whole test
        /// (and in logs written before it).
        public var stopAt: String?
        /// The known standard's key the run stopped at, when it had one.
        public var stopAtKey: String?
        /// When the run started, Unix time (orders a season's logs across time zones).
        public var unixTime: Double?
        /// True for a test entered from paper (`beeptest enter`), not timed by a run.
        public var isEntered = false
        /// The profile's file, absolute, when the run named a file (`run ./mine.json`) rather than
        /// a catalog id: where a reader finds the profile to score the log (floors of a log cut
        /// short too). Nil in logs of catalog profiles and those written before it.
        public var profileFile: String?
    }

    /// A warning, an out or a withdrawal as a line records it (or the mark an undo line names).
    public struct RecordedMark: Sendable, Equatable {
        /// The athlete's roster index.
        public var athlete: Int
        /// The missed shuttle's level label.
        public var level: String
        /// The missed shuttle's bout, from 1.
        public var bout: Int
        /// The missed shuttle within its bout, from 1.
        public var shuttle: Int
        /// True for an out or a withdrawal (for an undo: the undone mark was one).
        public var isOut: Bool
        /// True for a withdrawal (for an undo: the undone mark was one); the shuttle is then the
        /// one the athlete was running and did not finish.
        public var withdrew = false
        /// The test time of the mark, if recorded.
        public var t: Double?
        /// The score the recorder wrote with an out (used when the profile cannot be found).
        public var score: String?
        /// The out's total shuttles, as recorded.
        public var totalShuttles: Double?
        /// The out's distance in metres, as recorded.
        public var distanceM: Double?
        /// Where the out was, in the words the recorder used (absent from older logs).
        public var failedAt: String?

        /// Where the mark is, for people ("level 9 shuttle 6"), in the words of `profile`, the
        /// run's profile, when it is known; else as the recorder wrote it, else (a log from before
        /// `failed_at`) with the bout named only when it is past the first.
        public func position(in profile: Profile?) -> String {
            if profile == nil, let failedAt { return failedAt }
            let inBouts = profile?.levelIndex(label: level).map { profile?.levels[$0].isRunInBouts == true }
            return Turn.position(level: level, bout: bout, shuttle: shuttle, inBouts: inBouts ?? (bout > 1))
        }
    }

    /// A recorded event (what a line says, checked for shape, not against the profile).
    public enum Record: Sendable, Equatable {
        /// A warning or an out.
        case mark(RecordedMark)
        /// A withdrawal: the athlete stopped running (`withdrew` and `isOut` are set).
        case withdraw(RecordedMark)
        /// The undo of the mark it names.
        case undo(RecordedMark)
        /// A pause, a resume, the sound lost or back at test time `t` (none changes a result).
        case clock(t: Double)
        /// The end of the run, with the results the recorder wrote.
        case finish(completed: Bool, t: Double, rows: [ResultRow])
    }

    /// Something wrong with a line.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        /// The file.
        public var file: String
        /// The line, from 1.
        public var line: Int
        /// What is wrong.
        public var message: String
        /// True for a corrupt line (exit 65); false for a note (a last line cut short).
        public var isCorrupt: Bool

        public var description: String { "\(file):\(line): \(message)" }
    }

    /// The file's path.
    public let path: String
    /// The start line.
    public let start: Start
    /// The events with their line numbers, in file order.
    public let events: [(line: Int, event: Record)]
    /// What was wrong with lines, in file order.
    public internal(set) var problems: [Problem]
    /// True when the finish line says the run ended because nobody was running
    /// (`"everyone_out": true`); logs written before that key read as stopped, as they did.
    public var everyoneOut = false
    /// True when the finish line says the run ended where the marks input ended, athletes still
    /// running (`"marks_ended": true`); the line is a stop there, so earlier readers read floors too.
    public var marksEnded = false

    /// The file's bytes in short (their count and FNV-1a hash), set by `read(path:)`: two logs
    /// with the same are one test copied twice, which a season counts once.
    public internal(set) var content = Content(byteCount: 0, hash: 0)

    /// A file's bytes in short: equal for files of the same content.
    public struct Content: Sendable, Hashable {
        /// How many bytes.
        public var byteCount: Int
        /// Their 64-bit FNV-1a hash.
        public var hash: UInt64

        init(byteCount: Int, hash: UInt64) {
            self.byteCount = byteCount
            self.hash = hash
        }

        init(of bytes: [UInt8]) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            self.init(byteCount: bytes.count, hash: hash)
        }
    }

    /// Reads the results file at `path`.
    public static func read(path: String) throws(BeepTestError) -> ResultsFile {
        let bytes = try FileIO.read(path, limit: 64 << 20)
        var file = try parse(bytes, source: path)
        file.content = Content(of: bytes)
        return file
    }

    /// Parses results text; `source` names the file in messages.
    public static func parse(_ bytes: [UInt8], source: String) throws(BeepTestError) -> ResultsFile {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let lastIsCut = lines.last.map { !$0.isEmpty } ?? false
        if !lastIsCut { lines.removeLast() }
        var parser = EventParser(source: source)
        for (offset, line) in lines.enumerated() {
            let isCutShort = lastIsCut && offset == lines.count - 1
            try parser.read(line, number: offset + 1, isCutShort: isCutShort)
        }
        guard let start = parser.start else {
            throw BeepTestError(.invalidData, tr("%s: no results in the file (it is empty)", source))
        }
        return ResultsFile(
            path: source, start: start, events: parser.events, problems: parser.problems,
            everyoneOut: parser.everyoneOut, marksEnded: parser.marksEnded)
    }

    /// True when some line was corrupt (the `results` command then exits 65).
    public var hasCorruptLines: Bool { problems.contains { $0.isCorrupt } }
}

/// Line-by-line parsing of a results log.
private struct EventParser {
    let source: String
    var start: ResultsFile.Start?
    var events: [(line: Int, event: ResultsFile.Record)] = []
    var problems: [ResultsFile.Problem] = []
    private var finished = false
    /// The finish line's `everyone_out`.
    var everyoneOut = false
    /// The finish line's `marks_ended`.
    var marksEnded = false
    /// Roster indices by name (a hostile start line may list many athletes).
    private var athleteIndex: [String: Int] = [:]
    /// Roster indices by bib, and the start line's names by index: two athletes of one name
    /// (told apart by their ids) are told apart in marks by their bib or key.
    private var bibIndex: [Int: Int] = [:]
    private var names: [String] = []

    init(source: String) { self.source = source }

    mutating func read(_ line: ArraySlice<UInt8>, number: Int, isCutShort: Bool) throws(BeepTestError) {
        guard !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) else { return }
        let value: JSONValue
        do {
            value = try JSONParser.parse(line)
        } catch {
            if isCutShort {
                problems.append(problem(number, tr("the last line was cut short (ignored)"), corrupt: false))
            } else if start == nil {
                throw notResults(number)
            } else {
                problems.append(problem(number, tr("not valid JSON (column %s: %s)", error.column, error.message)))
            }
            return
        }
        guard start != nil else {
            let first = try startLine(value, number: number)
            start = first
            athleteIndex = Dictionary(
                first.athletes.enumerated().map { ($0.element.name, $0.offset) },
                uniquingKeysWith: { first, _ in first })
            bibIndex = Dictionary(
                Roster(athletes: first.athletes).bibs.enumerated().map { ($0.element, $0.offset) },
                uniquingKeysWith: { first, _ in first })
            names = first.athletes.map(\.name)
            return
        }
        do throws(LineError) {
            let event = try self.event(value)
            if finished { throw LineError(tr("an event after the finish line")) }
            if case .finish = event {
                finished = true
                if case .bool(true)? = value[.everyoneOut] { everyoneOut = true }
                if case .bool(true)? = value[.marksEnded] { marksEnded = true }
            }
            events.append((number, event))
        } catch {
            problems.append(problem(number, error.message))
        }
    }

    private func startLine(_ value: JSONValue, number: Int) throws(BeepTestError) -> ResultsFile.Start {
        guard case .string(ResultsLogLineKind.start.rawValue)? = value[.event],
            case .string(let profile)? = value[.profile],
            case .array(let athleteValues)? = value[.athletes]
        else { throw notResults(number) }
        // A later format may mean what this reader would misread: refused whole, never guessed at.
        // A log without a format (none was ever written without one) reads as format 1.
        if case .number(let format)? = value[.format], format > Double(ResultsLogLine.format) {
            let shown = format == format.rounded() && format < 1e9 ? String(Int(format)) : String(format)
            throw BeepTestError(
                .invalidData,
                tr(
                    "%s: written by a newer beeptest (format %s); this one reads format %s", source, shown,
                    ResultsLogLine.format))
        }
        var athletes: [Athlete] = []
        for athlete in athleteValues {
            guard case .string(let name)? = athlete[.name] else {
                throw BeepTestError(.invalidData, tr("%s:%s: an athlete without a name", source, number))
            }
            var entry = Athlete(name: name)
            if case .string(let first)? = athlete[.firstName] { entry.firstName = first }
            if case .string(let last)? = athlete[.lastName] { entry.lastName = last }
            // A bib outside 1-999 (a hand-edited log) is ignored: the athlete keeps their position.
            if case .number(let bib)? = athlete[.bib], bib == bib.rounded(),
                Double(AthleteLimits.bib.lowerBound)...Double(AthleteLimits.bib.upperBound) ~= bib
            {
                entry.bib = Int(bib)
            }
            if case .string(let id)? = athlete[.id] { entry.id = id }
            if case .string(let group)? = athlete[.group] { entry.group = group }
            if case .string(let sex)? = athlete[.sex] { entry.sex = Sex(text: sex) }
            if case .number(let age)? = athlete[.age] { entry.age = age }
            if case .number(let mass)? = athlete[.massKg] { entry.massKg = mass }
            if case .string(let born)? = athlete[.birthDate] { entry.birthDate = CalendarDate(iso: born) }
            athletes.append(entry)
        }
        var countdown = 5.0
        // The countdown only places the pips (scores do not depend on it); a hostile value must
        // not make the timeline build millions of them.
        if case .number(let seconds)? = value[.countdownS], (0...600).contains(seconds) { countdown = seconds }
        var startLevel = "1"
        if case .string(let label)? = value[.startLevel] { startLevel = label }
        var name: String?
        if case .string(let text)? = value[.name] { name = text }
        var date: String?
        if case .string(let text)? = value[.date] { date = text }
        var unixTime: Double?
        if case .number(let seconds)? = value[.wall], seconds.isFinite { unixTime = seconds }
        var start = ResultsFile.Start(
            profileID: profile, profileName: name, startLevel: startLevel, countdownS: countdown, athletes: athletes,
            date: date, unixTime: unixTime)
        if case .string(let score)? = value[.stopAt] { start.stopAt = score }
        if case .string(let key)? = value[.stopAtKey] { start.stopAtKey = key }
        if case .bool(true)? = value[.entered] { start.isEntered = true }
        if case .string(let file)? = value[.profileFile] { start.profileFile = file }
        return start
    }

    private func event(_ value: JSONValue) throws(LineError) -> ResultsFile.Record {
        guard case .object = value else { throw LineError(tr("not a JSON object")) }
        guard case .string(let name)? = value[.event] else { throw LineError.missing(.event) }
        guard let kind = ResultsLogLineKind(rawValue: name) else { throw LineError(tr("unknown event \"%s\"", name)) }
        switch kind {
        case .warning, .out, .withdraw:
            var mark = try recordedMark(value, isOut: kind != .warning)
            mark.withdrew = kind == .withdraw
            if case .string(let score)? = value[.score] { mark.score = score }
            mark.totalShuttles = try optionalNumber(value, .totalShuttles)
            mark.distanceM = try optionalNumber(value, .distanceM)
            if case .string(let failedAt)? = value[.failedAt] { mark.failedAt = failedAt }
            return kind == .withdraw ? .withdraw(mark) : .mark(mark)
        case .undo:
            let undone = value[.undone].flatMap { undone in
                [ResultsLogLineKind.out, .warning, .withdraw].first { JSONValue.string($0.rawValue) == undone }
            }
            guard let undone else {
                throw LineError(tr("undo: \"undone\" must be \"out\", \"warning\" or \"withdraw\""))
            }
            var mark = try recordedMark(value, isOut: undone != .warning)
            mark.withdrew = undone == .withdraw
            return .undo(mark)
        case .pause, .resume, .soundLost, .soundBack:
            guard let t = try optionalNumber(value, .t) else { throw LineError.missing(.t, in: kind) }
            return .clock(t: t)
        case .finish:
            guard case .bool(let completed)? = value[.completed] else { throw LineError.missing(.completed, in: kind) }
            guard let t = try optionalNumber(value, .t) else { throw LineError.missing(.t, in: kind) }
            var rows: [ResultRow] = []
            if case .array(let values)? = value[.results] { rows = values.compactMap { ResultRow(json: $0) } }
            return .finish(completed: completed, t: t, rows: rows)
        case .start:
            throw LineError(tr("a second start line"))
        }
    }

    /// The athlete (roster index) and the missed shuttle a mark or undo names.
    private func recordedMark(_ value: JSONValue, isOut: Bool) throws(LineError) -> ResultsFile.RecordedMark {
        guard case .string(let name)? = value[.athlete] else { throw LineError.missing(.athlete) }
        guard var athlete = athleteIndex[name] else {
            throw LineError(tr("\"%s\" is not an athlete of this run", name))
        }
        // The bib (or, in logs before bibs, the key) picks the athlete where a name is shared;
        // a bib or key that names someone else is not trusted over the name.
        if case .number(let bib)? = value[.bib], abs(bib) < 1e6, let index = bibIndex[Int(bib)], names[index] == name {
            athlete = index
        } else if case .number(let key)? = value[.key], key >= 1, key <= Double(names.count),
            names[Int(key) - 1] == name
        {
            athlete = Int(key) - 1
        }
        guard case .string(let level)? = value[.level] else { throw LineError.missing(.level) }
        let bout = try optionalNumber(value, .bout) ?? 1
        guard let shuttle = try optionalNumber(value, .shuttle) else { throw LineError.missing(.shuttle) }
        guard bout == bout.rounded(), shuttle == shuttle.rounded(), (1...1e6).contains(bout),
            (1...1e6).contains(shuttle)
        else { throw LineError(tr("\"bout\" and \"shuttle\" must be whole numbers from 1")) }
        return ResultsFile.RecordedMark(
            athlete: athlete, level: level, bout: Int(bout), shuttle: Int(shuttle), isOut: isOut,
            t: try optionalNumber(value, .t))
    }

    private func optionalNumber(_ value: JSONValue, _ key: ResultsLogKey) throws(LineError) -> Double? {
        guard let field = value[key], field != .null else { return nil }
        guard case .number(let number) = field, number.isFinite else {
            throw LineError(tr("\"%s\" is not a number", key.rawValue))
        }
        return number
    }

    private func notResults(_ number: Int) -> BeepTestError {
        BeepTestError(
            .invalidData,
            tr("%s:%s: not a beeptest results file (the first line must be a start event)", source, number))
    }

    private func problem(_ line: Int, _ message: String, corrupt: Bool = true) -> ResultsFile.Problem {
        ResultsFile.Problem(file: source, line: line, message: message, isCorrupt: corrupt)
    }
}

/// Why one line cannot be used.
struct LineError: Error {
    var message: String
    init(_ message: String) { self.message = message }

    /// A line of `event` without the member `key`: `finish: no "t"`.
    static func missing(_ key: ResultsLogKey, in event: ResultsLogLineKind? = nil) -> LineError {
        LineError((event.map { $0.rawValue + ": " } ?? "") + tr("no \"%s\"", key.rawValue))
    }
}
