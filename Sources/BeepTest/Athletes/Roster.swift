/// The athletes of one run, in roster order.
///
/// Two sources: `--athletes "Ann,Bob"` (`parse(list:)`) or a roster file (`load(path:)`), which is
/// either one name a line or CSV with a header naming any of `bib,id,name,sex,age,birth_date,
/// mass_kg,group` in any order (`name` required). In both forms blank lines and lines starting
/// with `#` are ignored. Names are trimmed, non-empty, at most 40 characters, free of control,
/// invisible and text-direction characters and unique ignoring case ("Ann" and "ann" would be the
/// same person on the screen). At most 99 athletes, each marked by a bib (1-999, unique; by
/// default the athlete's position).
public struct Roster: Sendable, Equatable {
    /// The athletes, in the order given.
    public var athletes: [Athlete]

    /// Creates a roster from athletes already checked.
    public init(athletes: [Athlete]) { self.athletes = athletes }

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
            if let problem = checker.problem(with: name, place: "name \(offset + 1)") {
                throw BeepTestError(.usage, "--athletes: name \(offset + 1): \(problem)")
            }
            athletes.append(Athlete(name: name))
        }
        return try checked(athletes, kind: .usage, prefix: "--athletes: ")
    }

    /// Reads the roster file at `path`; a `birth_date` gives the age on `date` (the test's day).
    /// A bad row is an error naming `FILE:LINE` (65).
    public static func load(path: String, on date: CalendarDate = .today()) throws(BeepTestError) -> Roster {
        let bytes = try FileIO.read(path, limit: 1 << 20)
        return try parse(bytes, source: path, on: date)
    }

    /// Parses roster text; `source` names the file in errors, `date` is the test's day.
    public static func parse(_ bytes: [UInt8], source: String, on date: CalendarDate = .today())
        throws(BeepTestError) -> Roster
    {
        var content = bytes[...]
        if content.starts(with: [0xEF, 0xBB, 0xBF]) { content = content.dropFirst(3) }  // a spreadsheet's BOM
        guard let text = String(validating: content, as: UTF8.self) else {
            throw BeepTestError(.invalidData, "\(source): not UTF-8 text")
        }
        var reader = RosterReader(source: source, testDate: date)
        // "\r\n" is one Character in Swift, so a CRLF file splits on it as on "\n".
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        for (offset, line) in lines.enumerated() {
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            try reader.read(line, number: offset + 1)
        }
        return try checked(reader.athletes, kind: .invalidData, prefix: "\(source): ")
    }

    private static func checked(_ athletes: [Athlete], kind: BeepTestError.Kind, prefix: String)
        throws(BeepTestError) -> Roster
    {
        guard !athletes.isEmpty else { throw BeepTestError(kind, prefix + "no athletes") }
        guard athletes.count <= AthleteLimits.maximumCount else {
            throw BeepTestError(
                kind, prefix + "\(athletes.count) athletes; at most \(AthleteLimits.maximumCount)")
        }
        return Roster(athletes: athletes)
    }
}

/// The line-by-line state of a roster file: plain names, or CSV once a header line is seen.
private struct RosterReader {
    static let columns = ["bib", "id", "name", "sex", "age", "birth_date", "mass_kg", "group"]

    let source: String
    let testDate: CalendarDate
    var athletes: [Athlete] = []
    private var header: [String]?
    private var isFirstLine = true
    private var names = NameChecker()
    /// The line each bib and id was first seen on (a bib left empty takes the row's position).
    private var bibLines: [Int: Int] = [:]
    private var idLines: [String: Int] = [:]

    init(source: String, testDate: CalendarDate) {
        self.source = source
        self.testDate = testDate
    }

    mutating func read(_ line: Substring, number: Int) throws(BeepTestError) {
        defer { isFirstLine = false }
        if isFirstLine, let columns = try headerColumns(line, number: number) {
            header = columns
            return
        }
        let athlete: Athlete
        if let header {
            athlete = try row(line, header: header, lineNumber: number)
        } else {
            athlete = Athlete(name: line.trimmingSpaces)
        }
        if let problem = names.problem(with: athlete.name, place: "line \(number)") {
            throw fail(number, problem)
        }
        let bib = athlete.bib ?? athletes.count + 1
        if let first = bibLines[bib] { throw fail(number, "bib \(bib) is already the athlete of line \(first)") }
        bibLines[bib] = number
        if let id = athlete.id {
            if let first = idLines[id] { throw fail(number, "id '\(id)' is already the athlete of line \(first)") }
            idLines[id] = number
        }
        athletes.append(athlete)
    }

    /// The columns when `line` is a CSV header: every cell a known column, or at least one known
    /// column beside unknown ones (then the unknown one is an error, not a name with commas).
    private func headerColumns(_ line: Substring, number: Int) throws(BeepTestError) -> [String]? {
        guard let cells = CSVFields.split(line) else { return nil }
        let lowered = cells.map { $0.trimmingSpaces.lowercased() }
        let known = lowered.filter { Self.columns.contains($0) }
        guard !known.isEmpty, cells.count > 1 || lowered == ["name"] else { return nil }
        for cell in lowered where !Self.columns.contains(cell) {
            throw fail(number, "unknown column '\(cell)' (columns: \(Self.columns.joined(separator: ", ")))")
        }
        guard lowered.contains("name") else { throw fail(number, "the header has no 'name' column") }
        if let repeated = lowered.first(where: { column in lowered.filter { $0 == column }.count > 1 }) {
            throw fail(number, "column '\(repeated)' appears twice")
        }
        if lowered.contains("age") && lowered.contains("birth_date") {
            throw fail(number, "give 'age' or 'birth_date', not both")
        }
        return lowered
    }

    private func row(_ line: Substring, header: [String], lineNumber: Int) throws(BeepTestError) -> Athlete {
        guard let cells = CSVFields.split(line) else { throw fail(lineNumber, "unbalanced quotes") }
        guard cells.count == header.count else {
            throw fail(
                lineNumber, "\(cells.count) fields; the header has \(header.count) (\(header.joined(separator: ",")))")
        }
        var athlete = Athlete(name: "")
        for (column, raw) in zip(header, cells) {
            let cell = raw.trimmingSpaces
            switch column {
            case "name": athlete.name = cell
            case "sex":
                guard !cell.isEmpty else { continue }
                guard let sex = Sex(text: cell) else { throw fail(lineNumber, "sex: '\(cell)' is not M or F") }
                athlete.sex = sex
            case "age": athlete.age = try number(cell, column: column, range: AthleteLimits.age, line: lineNumber)
            case "mass_kg":
                athlete.massKg = try number(cell, column: column, range: AthleteLimits.massKg, line: lineNumber)
            case "birth_date":
                athlete.age = try age(born: cell, line: lineNumber)
                athlete.birthDate = CalendarDate(iso: cell)
            case "bib": athlete.bib = try bib(cell, line: lineNumber)
            case "id": athlete.id = try text(cell, column: column, line: lineNumber)
            default: athlete.group = try text(cell, column: column, line: lineNumber)
            }
        }
        return athlete
    }

    private func number(_ cell: String, column: String, range: ClosedRange<Double>, line: Int) throws(BeepTestError)
        -> Double?
    {
        guard !cell.isEmpty else { return nil }
        guard let value = Double(cell), value.isFinite, range.contains(value) else {
            throw fail(
                line,
                "\(column): '\(cell)' is not a number from \(JSONWriter.number(range.lowerBound)) to \(JSONWriter.number(range.upperBound))"
            )
        }
        return value
    }

    /// A bib cell: empty (the row's position), or a whole number 1-999.
    private func bib(_ cell: String, line: Int) throws(BeepTestError) -> Int? {
        guard !cell.isEmpty else { return nil }
        guard cell.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }), let bib = Int(cell),
            AthleteLimits.bib.contains(bib)
        else {
            throw fail(line, "bib: '\(cell)' is not a whole number from 1 to \(AthleteLimits.bib.upperBound)")
        }
        return bib
    }

    /// The age in whole years on the test's day of someone born on `cell` (`YYYY-MM-DD`).
    private func age(born cell: String, line: Int) throws(BeepTestError) -> Double? {
        guard !cell.isEmpty else { return nil }
        guard let born = CalendarDate(iso: cell) else {
            throw fail(line, "birth_date: '\(cell)' is not a date YYYY-MM-DD")
        }
        guard born <= testDate else { throw fail(line, "birth_date: \(cell) is after the test's date") }
        let years = Double(born.wholeYears(until: testDate))
        guard AthleteLimits.age.contains(years) else {
            throw fail(
                line,
                "birth_date: \(cell) gives an age of \(Int(years)) on \(testDate.text); ages are "
                    + "\(JSONWriter.number(AthleteLimits.age.lowerBound)) to "
                    + "\(JSONWriter.number(AthleteLimits.age.upperBound))"
            )
        }
        return years
    }

    /// An id or group cell: free text, empty for none, held to the rules of names' characters.
    private func text(_ cell: String, column: String, line: Int) throws(BeepTestError) -> String? {
        guard !cell.isEmpty else { return nil }
        guard cell.count <= AthleteLimits.nameLength else {
            throw fail(line, "\(column): longer than \(AthleteLimits.nameLength) characters")
        }
        if let problem = NameChecker.characterProblem(cell, what: column) { throw fail(line, problem) }
        return cell
    }

    private func fail(_ line: Int, _ message: String) -> BeepTestError {
        BeepTestError(.invalidData, "\(source):\(line): \(message)")
    }
}
