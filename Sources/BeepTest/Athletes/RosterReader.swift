/// Reads a roster file's text (already decoded) into athletes: rows (the separator found from the
/// header line), columns (headers matched in seven languages), athletes (names, sexes, dates),
/// each fault naming `FILE:LINE`. One reader for every command that takes a roster.
struct RosterReader {
    /// The separators a spreadsheet writes, in the order a tie between them is settled.
    static let separators: [Character] = ["\t", ";", ","]

    let source: String
    let options: RosterOptions
    let testDate: CalendarDate

    /// A line that holds something: its number from 1 and its text.
    private typealias Line = (number: Int, text: Substring)

    /// The athletes of `text`, and the separator and columns found.
    func read(_ text: String, encoding: DecodedText) throws(BeepTestError) -> (
        athletes: [Athlete], format: RosterFormat
    ) {
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }  // a BOM left by a named encoding
        // "\r\n" is one Character in Swift, so a CRLF file splits on it as on "\n".
        let lines: [Line] = body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            .enumerated().map { (number: $0.offset + 1, text: $0.element) }
            .filter { !$0.text.trimmingSpaces.isEmpty && !Self.isComment($0.text) }
        var format = RosterFormat(encoding: encoding.encoding, encodingGuessed: encoding.isGuessed, separator: nil)
        guard let first = lines.first else { return ([], format) }
        guard let separator = Self.separator(of: first.text) else { return try readList(lines, format: format) }
        format.separator = separator
        let header = try headerColumns(first, separator: separator)
        format.headers = header.headers
        format.columns = header.columns
        var rows: [(number: Int, cells: [String])] = []
        for line in lines.dropFirst() {
            guard var cells = CSVFields.split(line.text, separator: separator) else {
                throw fail(line.number, tr("unbalanced quotes"))
            }
            // A spreadsheet may end rows with empty cells past the last column.
            while cells.count > header.headers.count, cells.last?.trimmingSpaces.isEmpty == true { cells.removeLast() }
            guard cells.count == header.headers.count else {
                throw fail(
                    line.number,
                    tr(
                        "%s fields; the header has %s (%s, separated by %s)", String(cells.count),
                        String(header.headers.count), header.headers.joined(separator: String(separator)),
                        format.separatorText))
            }
            rows.append((line.number, cells.map(\.trimmingSpaces)))
        }
        let sexIndex = header.columns.firstIndex(of: .sex)
        let sexCodes = sexIndex.map { index in
            SexCodes(header: header.headers[index], cells: rows.map { $0.cells[index] })
        }
        var athletes: [Athlete] = []
        var checker = DuplicateCheck()
        for row in rows {
            let athlete = try athlete(row.cells, header: header, sexCodes: sexCodes, line: row.number)
            try check(athlete, line: row.number, duplicates: &checker)
            athletes.append(athlete)
        }
        format.notes = checker.notes
        return (athletes, format)
    }

    /// True for a comment line (`# squad A`): one starting with `#`, unless a separator follows
    /// it, where `#` is a number column's header (`#;Name`).
    static func isComment(_ line: Substring) -> Bool {
        let text = line.trimmingSpaces
        guard text.hasPrefix("#") else { return false }
        return !(text.dropFirst().trimmingSpaces.first.map { separators.contains($0) } ?? false)
    }

    /// The athletes of a file with no separator on its first line: one name a line (a first line
    /// that is a name column's header only is that header); a later line with a separator is a
    /// table without its header.
    private func readList(_ lines: [Line], format: RosterFormat) throws(BeepTestError) -> (
        athletes: [Athlete], format: RosterFormat
    ) {
        guard let first = lines.first else { return ([], format) }
        if let held = lines.dropFirst().first(where: { Self.separator(of: $0.text) != nil }) {
            throw fail(
                held.number,
                tr(
                    "this line holds a separator but the first line (%s) does not: a roster with columns needs a header naming them (columns known: %s)",
                    String(first.number), RosterColumn.knownText))
        }
        let names = RosterColumn(header: first.text.trimmingSpaces) == .name ? lines.dropFirst() : lines[...]
        var athletes: [Athlete] = []
        var checker = DuplicateCheck()
        for line in names {
            let athlete = Self.athlete(named: line.text.trimmingSpaces)
            try check(athlete, line: line.number, duplicates: &checker)
            athletes.append(athlete)
        }
        var format = format
        format.notes = checker.notes
        return (athletes, format)
    }

    /// The separator of a header line: the one of `,`, `;` and tab that splits it into the most
    /// fields (quotes respected); nil when none splits it.
    static func separator(of line: Substring) -> Character? {
        var best: (separator: Character, fields: Int)?
        for separator in separators {
            guard let fields = CSVFields.split(line, separator: separator)?.count, fields > 1 else { continue }
            if fields > best?.fields ?? 1 { best = (separator, fields) }
        }
        return best?.separator
    }

    /// The header's cells and the column each names.
    private struct Header {
        var headers: [String]
        var columns: [RosterColumn?]
    }

    private func headerColumns(_ line: Line, separator: Character) throws(BeepTestError) -> Header {
        guard let cells = CSVFields.split(line.text, separator: separator) else {
            throw fail(line.number, tr("unbalanced quotes in the header"))
        }
        let headers = cells.map(\.trimmingSpaces)
        var columns = headers.map { RosterColumn(header: $0) }
        let separatorText = RosterFormat(encoding: "", encodingGuessed: false, separator: separator).separatorText
        guard columns.contains(where: { $0 != nil }) else {
            throw fail(
                line.number,
                tr(
                    "no column of the header is known (separator %s found); headers read: %s", separatorText,
                    RosterColumn.knownText))
        }
        // `Name` beside `Vorname` (a school export's `Name,Vorname`) is the family name.
        if columns.contains(.firstName) && !columns.contains(.lastName), let index = columns.firstIndex(of: .name) {
            columns[index] = .lastName
        }
        for column in RosterColumn.allCases {
            let indices = columns.indices.filter { columns[$0] == column }
            if indices.count > 1 {
                throw fail(
                    line.number,
                    tr("columns '%s' and '%s' both give the %s", headers[indices[0]], headers[indices[1]], column.text))
            }
        }
        guard columns.contains(where: { $0 == .name || $0 == .firstName || $0 == .lastName }) else {
            throw fail(
                line.number,
                tr(
                    "the header has no name column (a name, or first and last names); headers read for names: %s",
                    RosterColumn.nameHeadersText))
        }
        if columns.contains(.age) && columns.contains(.birthDate) {
            throw fail(line.number, tr("give an age or a birth date, not both"))
        }
        return Header(headers: headers, columns: columns)
    }

    private func athlete(_ cells: [String], header: Header, sexCodes: SexCodes?, line: Int) throws(BeepTestError)
        -> Athlete
    {
        var athlete = Athlete(name: "")
        for (index, cell) in cells.enumerated() {
            guard let column = header.columns[index] else { continue }
            let title = header.headers[index]
            switch column {
            case .name:
                let named = Self.athlete(named: cell)
                athlete.name = named.name
                athlete.firstName = athlete.firstName ?? named.firstName
                athlete.lastName = athlete.lastName ?? named.lastName
            case .firstName: athlete.firstName = try text(cell, title: title, line: line)
            case .lastName: athlete.lastName = try text(cell, title: title, line: line)
            case .sex:
                let reading = sexCodes?.read(cell) ?? (known: false, sex: nil)
                if let problem = sexCodes?.mProblem, cell.foldedForMatching == "m" { throw fail(line, problem) }
                guard reading.known else {
                    throw fail(
                        line, tr("%s: '%s' is not a sex (M or F, or a word or letter of its language)", title, cell))
                }
                athlete.sex = reading.sex
            case .age: athlete.age = try number(cell, title: title, range: AthleteLimits.age, line: line)
            case .massKg: athlete.massKg = try number(cell, title: title, range: AthleteLimits.massKg, line: line)
            case .birthDate:
                athlete.birthDate = try date(cell, title: title, line: line)
                athlete.age = try athlete.birthDate.map { born throws(BeepTestError) in
                    try age(born: born, cell: cell, title: title, line: line)
                }
            case .bib: athlete.bib = try bib(cell, title: title, line: line)
            case .id: athlete.id = try text(cell, title: title, line: line)
            case .group: athlete.group = try text(cell, title: title, line: line)
            }
        }
        if athlete.name.isEmpty {
            athlete.name = [athlete.firstName, athlete.lastName].compactMap { $0 }.joined(separator: " ")
        }
        return athlete
    }

    /// The athlete of a one-column name. One written family name first, as school exports write
    /// it (`García López, Ana`), is shown as people say it, `Ana García López`, with its first
    /// and last names kept; a name with no comma, or more than one, is kept as written.
    static func athlete(named name: String) -> Athlete {
        let parts = name.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingSpaces)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return Athlete(name: name) }
        var athlete = Athlete(name: parts[1] + " " + parts[0])
        athlete.firstName = parts[1]
        athlete.lastName = parts[0]
        return athlete
    }

    /// Which names, bibs and ids were first seen on which line, and the notes on names shared.
    private struct DuplicateCheck {
        var names: [String: (line: Int, id: String?, bib: Int)] = [:]
        var bibs: [Int: Int] = [:]
        var ids: [String: Int] = [:]
        var count = 0
        var notes: [String] = []
    }

    /// Refuses an athlete whose name cannot be shown, or whose bib or id another has. Two of one
    /// name are two pupils (a class list has them): the log keeps them apart by key and bib, and
    /// unless their ids tell them apart a note says which bibs they wear.
    private func check(_ athlete: Athlete, line: Int, duplicates: inout DuplicateCheck) throws(BeepTestError) {
        if let problem = NameChecker.nameProblem(athlete.name) { throw fail(line, problem) }
        duplicates.count += 1
        let bib = athlete.bib ?? duplicates.count
        let key = athlete.name.lowercased()
        if let first = duplicates.names[key], first.id == nil || athlete.id == nil {
            duplicates.notes.append(
                tr(
                    "lines %s and %s are both '%s': kept apart by their bibs, %s and %s", String(first.line),
                    String(line), athlete.name, String(first.bib), String(bib)))
        }
        if duplicates.names[key] == nil { duplicates.names[key] = (line, athlete.id, bib) }
        if let first = duplicates.bibs[bib] {
            throw fail(line, tr("bib %s is already the athlete of line %s", String(bib), String(first)))
        }
        duplicates.bibs[bib] = line
        if let id = athlete.id {
            if let first = duplicates.ids[id] {
                throw fail(line, tr("id '%s' is already the athlete of line %s", id, String(first)))
            }
            duplicates.ids[id] = line
        }
    }

    private func number(_ cell: String, title: String, range: ClosedRange<Double>, line: Int) throws(BeepTestError)
        -> Double?
    {
        guard !cell.isEmpty else { return nil }
        // A decimal comma, as spreadsheets in most of Europe write it (`52,5` in a `;` file).
        let text = cell.replacing(",", with: ".")
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw fail(
                line,
                tr(
                    "%s: '%s' is not a number from %s to %s", title, cell, JSONWriter.number(range.lowerBound),
                    JSONWriter.number(range.upperBound)))
        }
        return value
    }

    /// A number column's cell: the bib, a whole number 1-99. Never empty: a file with a number
    /// column numbers every pupil, and a row's position in its place would mark someone else.
    private func bib(_ cell: String, title: String, line: Int) throws(BeepTestError) -> Int {
        let range = AthleteLimits.rosterNumber
        guard !cell.isEmpty else {
            throw fail(
                line,
                tr("%s: empty; this column gives each athlete's bib, from 1 to %s", title, String(range.upperBound)))
        }
        guard cell.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }), let bib = Int(cell), range.contains(bib)
        else {
            throw fail(line, tr("%s: '%s' is not a whole number from 1 to %s", title, cell, String(range.upperBound)))
        }
        return bib
    }

    /// A birth date in any of the ways `CalendarDate(written:order:)` reads, in the order asked.
    private func date(_ cell: String, title: String, line: Int) throws(BeepTestError) -> CalendarDate? {
        guard !cell.isEmpty else { return nil }
        if let date = CalendarDate(written: cell, order: options.dateOrder) { return date }
        guard let separator = CalendarDate.separator(of: cell), CalendarDate(iso: cell) == nil,
            cell.split(separator: separator).count == 3, cell.split(separator: separator).last?.count == 4
        else {
            throw fail(line, tr("%s: '%s' is not a date (YYYY-MM-DD, DD.MM.YYYY or DD/MM/YYYY)", title, cell))
        }
        let other: DateOrder = options.dateOrder == .dmy ? .mdy : .dmy
        var message = tr(
            "%s: '%s' is not a day in %s order", title, cell, options.dateOrder.pattern(separator: separator))
        if CalendarDate(written: cell, order: other) != nil {
            message += " " + tr("(--date-order %s reads %s)", other.rawValue, other.pattern(separator: separator))
        }
        throw fail(line, message)
    }

    /// The age in whole years on the test's day of someone born on `born`.
    private func age(born: CalendarDate, cell: String, title: String, line: Int) throws(BeepTestError) -> Double {
        guard born <= testDate else { throw fail(line, tr("%s: %s is after the test's date", title, cell)) }
        let years = Double(born.wholeYears(until: testDate))
        guard AthleteLimits.age.contains(years) else {
            throw fail(
                line,
                tr(
                    "%s: %s gives an age of %s on %s; ages are %s to %s", title, cell, String(Int(years)),
                    testDate.text,
                    JSONWriter.number(AthleteLimits.age.lowerBound), JSONWriter.number(AthleteLimits.age.upperBound)))
        }
        return years
    }

    /// An id, group or name cell: free text, empty for none, held to the rules of names' characters.
    private func text(_ cell: String, title: String, line: Int) throws(BeepTestError) -> String? {
        guard !cell.isEmpty else { return nil }
        guard cell.count <= AthleteLimits.nameLength else {
            throw fail(line, tr("%s: longer than %s characters", title, String(AthleteLimits.nameLength)))
        }
        if let problem = NameChecker.characterProblem(cell, what: title) { throw fail(line, problem) }
        return cell
    }

    private func fail(_ line: Int, _ message: String) -> BeepTestError {
        BeepTestError(.invalidData, "\(source):\(line): \(message)")
    }
}
