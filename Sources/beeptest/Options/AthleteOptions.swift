import BeepTest
import Glibc

/// The athlete options of `run`: `--athletes`, `--roster` (read with `--encoding` and
/// `--date-order`) and `--results`.
extension CommandSupport {
    /// The roster from `--athletes "Ann,Bob"` or `--roster FILE`; nil when neither is given.
    /// Both at once is a usage error; a bad list is a usage error (64), a bad file 65.
    static func roster(_ arguments: Arguments) throws(BeepTestError) -> Roster? {
        let list = try arguments.value(AthleteOptions.athletes)
        let file = try arguments.value(AthleteOptions.roster)
        if file == nil && (arguments.isGiven(AthleteOptions.encoding) || arguments.isGiven(AthleteOptions.dateOrder)) {
            throw arguments.usage(tr("--encoding and --date-order read a --roster file: add --roster"))
        }
        switch (list, file) {
        case (.some, .some):
            throw arguments.usage(tr("give --athletes or --roster, not both"))
        case (.some(let list), nil):
            do {
                return try Roster.parse(list: list)
            } catch {
                throw arguments.usage(error.message)
            }
        case (nil, .some(let path)):
            let roster = try rosterFile(path, arguments)
            sayWhatWasGuessed(roster, path: path)
            return roster
        case (nil, nil):
            return nil
        }
    }

    /// Says on stderr what reading the roster at `path` guessed or left out (an encoding, columns
    /// ignored) and how it told athletes of one name apart: before a test or an entry, never silently.
    static func sayWhatWasGuessed(_ roster: Roster, path: String) {
        guard let format = roster.format else { return }
        if format.encodingGuessed {
            Output.warning(tr("%s: read as %s; --encoding NAME to read another", path, format.encodingText))
        }
        if !format.ignored.isEmpty {
            Output.warning(path + ": " + tr("columns ignored: %s", format.ignored.joined(separator: ", ")))
        }
        for note in format.notes { Output.warning(path + ": " + note) }
    }

    /// The roster file at `path`, read with `--encoding` and `--date-order`: the one reader of
    /// every command that takes a roster (`run --roster`, `roster`, `enter`, `sheet`).
    static func rosterFile(_ path: String, _ arguments: Arguments, on date: CalendarDate = .today())
        throws(BeepTestError) -> Roster
    {
        let order = try dateOrder(arguments)
        let encoding = try arguments.value(AthleteOptions.encoding)
        if encoding?.isEmpty == true { throw arguments.usage(tr("--encoding needs a name")) }
        let options = RosterOptions(encoding: encoding, dateOrder: order)
        do {
            return try Roster.load(path: path, options: options, on: date)
        } catch  where error.kind == .usage {
            throw arguments.usage(error.message)  // an encoding iconv does not know
        }
    }

    /// The order of day and month in dates written with dots or slashes (a roster's birth dates,
    /// `enter --date`): `--date-order`, else the order the locale writes dates in (`LC_TIME`,
    /// as `date +%x` shows: month first in the United States), else day first.
    static func dateOrder(_ arguments: Arguments) throws(BeepTestError) -> DateOrder {
        try arguments.value(AthleteOptions.dateOrder) ?? localeDateOrder() ?? .dmy
    }

    /// The locale's order of day and month (its `D_FMT`), or nil under C or POSIX, whose
    /// `%m/%d/%y` is no one's choice, or a locale that is not installed.
    private static func localeDateOrder() -> DateOrder? {
        let name = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { FileIO.environment($0) }.first { !$0.isEmpty }
        guard let name, !name.hasPrefix("C"), !name.hasPrefix("POSIX"),
            let locale = newlocale(LC_TIME_MASK, name, nil)
        else { return nil }
        defer { freelocale(locale) }
        guard let format = nl_langinfo_l(nl_item(D_FMT), locale).map({ String(cString: $0) }),
            let day = format.firstRange(of: "%d") ?? format.firstRange(of: "%e"),
            let month = format.firstRange(of: "%m")
        else { return nil }
        return day.lowerBound < month.lowerBound ? .dmy : .mdy
    }

    /// The results file of a run of `profileID` started at `unixTime`: `--results FILE`
    /// (refused when it exists, 74), else a new file under `$XDG_DATA_HOME/beeptest/results`.
    static func resultsLog(_ arguments: Arguments, profileID: String, unixTime: Double) throws(BeepTestError)
        -> ResultsLog
    {
        if let path = try arguments.value(AthleteOptions.results) {
            guard !path.isEmpty else { throw arguments.usage(tr("--results needs a file name")) }
            return try ResultsLog.create(path: path)
        }
        return try ResultsLog.createDefault(profileID: profileID, unixTime: unixTime)
    }
}

/// The athlete options of `run`, declared with the types they are read into.
enum AthleteOptions {
    /// `--athletes "Ann,Bob"` (run).
    static let athletes = Option.text(
        "--athletes", "\"A,B\"", help: tr("the athletes (up to 99), marked by position: 1, 2, 3 ..."))
    /// `--roster FILE` (run).
    static let roster = Option.text(
        "--roster", "FILE", completion: .file,
        help: tr("athletes from a class list: one name a line, or a spreadsheet's CSV ('beeptest roster --help')"))
    /// `--encoding NAME` (run, roster).
    static let encoding = Option.text(
        "--encoding", "NAME",
        help: tr("the roster's encoding when it is not UTF-8 or UTF-16 with a BOM (default WINDOWS-1252; 'iconv -l')"))
    /// `--date-order dmy|mdy` (run, roster).
    static let dateOrder = Option.choice(
        "--date-order", "ORDER", DateOrder.allCases,
        help: tr("day and month in dates with dots or slashes (default: the locale's order, else dmy: 31.12.2012)"))
    /// `--results FILE` (run).
    static let results = Option.text(
        "--results", "FILE", completion: .file,
        help: tr("where results are saved (default under $XDG_DATA_HOME/beeptest/results)"))
    /// The athlete options, in the order help lists them.
    static let all = [athletes.spec, roster.spec, encoding.spec, dateOrder.spec, results.spec]
}
