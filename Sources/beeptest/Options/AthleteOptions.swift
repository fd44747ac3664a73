import BeepTest

/// The athlete options of `run`: `--athletes`, `--roster` and `--results`.
extension CommandSupport {
    /// The roster from `--athletes "Ann,Bob"` or `--roster FILE`; nil when neither is given.
    /// Both at once is a usage error; a bad list is a usage error (64), a bad file 65.
    static func roster(_ arguments: Arguments) throws(BeepTestError) -> Roster? {
        let list = try arguments.value(AthleteOptions.athletes)
        let file = try arguments.value(AthleteOptions.roster)
        switch (list, file) {
        case (.some, .some):
            throw arguments.usage("give --athletes or --roster, not both")
        case (.some(let list), nil):
            do {
                return try Roster.parse(list: list)
            } catch {
                throw arguments.usage(error.message)
            }
        case (nil, .some(let path)):
            return try Roster.load(path: path)
        case (nil, nil):
            return nil
        }
    }

    /// The results file of a run of `profileID` started at `unixTime`: `--results FILE`
    /// (refused when it exists, 74), else a new file under `$XDG_DATA_HOME/beeptest/results`.
    static func resultsLog(_ arguments: Arguments, profileID: String, unixTime: Double) throws(BeepTestError)
        -> ResultsLog
    {
        if let path = try arguments.value(AthleteOptions.results) {
            guard !path.isEmpty else { throw arguments.usage("--results needs a file name") }
            return try ResultsLog.create(path: path)
        }
        return try ResultsLog.createDefault(profileID: profileID, unixTime: unixTime)
    }
}

/// The athlete options of `run`, declared with the types they are read into.
enum AthleteOptions {
    /// `--athletes "Ann,Bob"` (run).
    static let athletes = Option.text(
        "--athletes", "\"A,B\"", help: "the athletes (up to 99), marked by position: 1, 2, 3 ...")
    /// `--roster FILE` (run).
    static let roster = Option.text(
        "--roster", "FILE", completion: .file,
        help: "athletes from a file: one name a line, or CSV bib,id,name,sex,age,birth_date,mass_kg,group")
    /// `--results FILE` (run).
    static let results = Option.text(
        "--results", "FILE", completion: .file,
        help: "where results are saved (default under $XDG_DATA_HOME/beeptest/results)")
    /// The athlete options, in the order help lists them.
    static let all = [athletes.spec, roster.spec, results.spec]
}
