/// The athletes of one run, in key order (key 1 is `athletes[0]`).
///
/// Two sources: `--athletes "Ann,Bob"` (`parse(list:)`) or a roster file (`load(path:)`), which is
/// either one name a line or CSV with a header naming any of `name,sex,age,mass_kg` in any order
/// (`name` required). In both forms blank lines and lines starting with `#` are ignored. Names are
/// trimmed, non-empty, at most 40 characters, free of control characters and unique ignoring case
/// ("Ann" and "ann" would be the same person on the screen). At most nine athletes: keys 1–9.
public struct Roster: Sendable, Equatable {
    /// The athletes; index + 1 is the key that marks them.
    public var athletes: [Athlete]

    /// Creates a roster from athletes already checked.
    public init(athletes: [Athlete]) { self.athletes = athletes }

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

    /// Reads the roster file at `path`. A bad row is an error naming `FILE:LINE` (65).
    public static func load(path: String) throws(BeepTestError) -> Roster {
        let bytes = try FileIO.read(path, limit: 1 << 20)
        return try parse(bytes, source: path)
    }

    /// Parses roster text; `source` names the file in errors.
    public static func parse(_ bytes: [UInt8], source: String) throws(BeepTestError) -> Roster {
        var content = bytes[...]
        if content.starts(with: [0xEF, 0xBB, 0xBF]) { content = content.dropFirst(3) }  // a spreadsheet's BOM
        guard let text = String(validating: content, as: UTF8.self) else {
            throw BeepTestError(.invalidData, "\(source): not UTF-8 text")
        }
        var reader = RosterReader(source: source)
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
                kind, prefix + "\(athletes.count) athletes; at most \(AthleteLimits.maximumCount) (one per key 1-9)")
        }
        return Roster(athletes: athletes)
    }
}

/// The line-by-line state of a roster file: plain names, or CSV once a header line is seen.
private struct RosterReader {
    static let columns = ["name", "sex", "age", "mass_kg"]

    let source: String
    var athletes: [Athlete] = []
    private var header: [String]?
    private var isFirstLine = true
    private var names = NameChecker()

    init(source: String) { self.source = source }

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
            default: athlete.massKg = try number(cell, column: column, range: AthleteLimits.massKg, line: lineNumber)
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

    private func fail(_ line: Int, _ message: String) -> BeepTestError {
        BeepTestError(.invalidData, "\(source):\(line): \(message)")
    }
}
