/// The athletes of one run, in roster order.
///
/// Two sources: `--athletes "Ann,Bob"` (`parse(list:)`) or a roster file (`load(path:)`), as
/// spreadsheets and school systems write them (`RosterReader`): UTF-8, UTF-16 with a BOM or a
/// legacy encoding; columns separated by `,`, `;` or tab under a header naming any of the
/// `RosterColumn`s in seven languages (a name, or first and last names, required; other columns
/// ignored and listed in `format`); or, when no line holds a separator, one name a line. Blank
/// lines and lines starting with `#` are ignored. Names are trimmed, non-empty, at most 80
/// characters, free of control, invisible and text-direction characters and unique ignoring case
/// ("Ann" and "ann" would be the same person on the screen) unless ids tell them apart. At most
/// 99 athletes, each marked by a bib (1-999, unique; by default the athlete's position).
public struct Roster: Sendable, Equatable {
    /// The athletes, in the order given.
    public var athletes: [Athlete]
    /// How the roster file was read; nil for a list given on the command line.
    public var format: RosterFormat?

    /// Creates a roster from athletes already checked.
    public init(athletes: [Athlete], format: RosterFormat? = nil) {
        self.athletes = athletes
        self.format = format
    }

    /// Every athlete's bib, in roster order: the one given, else the athlete's position from 1
    /// (so a roster or results log without bibs is marked 1, 2, 3 as before).
    public var bibs: [Int] { athletes.enumerated().map { $0.element.bib ?? $0.offset + 1 } }

    /// The roster index of the athlete wearing `bib`, or nil.
    public func index(ofBib bib: Int) -> Int? { bibs.firstIndex(of: bib) }

    /// True when every bib is 1-9, so that one key marks one athlete at once.
    public var marksBySingleKey: Bool { bibs.allSatisfy { AthleteLimits.singleKeyBibs.contains($0) } }

    /// The athletes of `--athletes "Ann, Bob,Cy"`: comma-separated, each trimmed.
    /// Errors are usage errors (64) naming the option.
    public static func parse(list: String) throws(BeepTestError) -> Roster {
        var checker = NameChecker()
        var athletes: [Athlete] = []
        for (offset, part) in list.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            let name = part.trimmingSpaces
            if let problem = checker.problem(with: name, number: offset + 1) {
                throw BeepTestError(.usage, tr("--athletes: name %s: %s", offset + 1, problem))
            }
            athletes.append(Athlete(name: name))
        }
        return try checked(athletes, kind: .usage, prefix: "--athletes: ")
    }

    /// Reads the roster file at `path`; a birth date gives the age on `date` (the test's day).
    /// A bad row is an error naming `FILE:LINE` (65).
    public static func load(path: String, options: RosterOptions = RosterOptions(), on date: CalendarDate = .today())
        throws(BeepTestError) -> Roster
    {
        let bytes = try FileIO.read(path, limit: 1 << 20)
        return try parse(bytes, source: path, options: options, on: date)
    }

    /// Parses a roster file's bytes; `source` names the file in errors, `date` is the test's day.
    public static func parse(
        _ bytes: [UInt8], source: String, options: RosterOptions = RosterOptions(), on date: CalendarDate = .today()
    ) throws(BeepTestError) -> Roster {
        let decoded = try DecodedText.decode(bytes, encoding: options.encoding, source: source)
        let reader = RosterReader(source: source, options: options, testDate: date)
        let (athletes, format) = try reader.read(decoded.text, encoding: decoded)
        var roster = try checked(athletes, kind: .invalidData, prefix: "\(source): ")
        roster.format = format
        return roster
    }

    private static func checked(_ athletes: [Athlete], kind: BeepTestError.Kind, prefix: String)
        throws(BeepTestError) -> Roster
    {
        guard !athletes.isEmpty else { throw BeepTestError(kind, prefix + tr("no athletes")) }
        guard athletes.count <= AthleteLimits.maximumCount else {
            throw BeepTestError(
                kind, prefix + tr("%s athletes; at most %s", athletes.count, AthleteLimits.maximumCount))
        }
        return Roster(athletes: athletes)
    }
}
