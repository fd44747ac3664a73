import BeepTest

/// `beeptest results --format fitnessgram`: a PACER class as CSV with FitnessGram's own column
/// names (standards.md 1.5), for a teacher to carry the laps over without retyping them.
///
/// `StudentID` is the roster's `id`; `StudentFirstName` and `StudentLastName` are the roster's
/// first and last names where it gave them, else the one name split at its last space (a log
/// written before rosters kept them; the ID is what FitnessGram matches on);
/// `Gender` is M or F; `StudentDOB` the roster's `birth_date`; `TestEventEndDate` the test's day;
/// dates MM/DD/YYYY as FitnessGram writes them. The laps go in `PACER20laps` or `PACER15laps`,
/// the log's own track: FitnessGram converts 15 m laps itself. An unknown value is an empty cell,
/// and an athlete still running when the test stopped (or its log stops) is left out: their laps
/// are a floor, not a result, and `left(_:)` names them.
enum FitnessGramExport {
    /// The PACER profiles, by id, as the refusal names them.
    static let profileIDs = "pacer-20m, pacer-15m"

    /// True when `profile` is a PACER test (FitnessGram's equation on a 15 m or 20 m track).
    static func isPACER(_ profile: Profile?) -> Bool {
        guard let profile else { return false }
        return profile.vo2max == .fitnessGram && PacerCourse(distanceM: profile.distanceM) != nil
    }

    /// The CSV of a run of `profile` (a PACER): a header line and one line per athlete in bib
    /// order. `athletes` is the log's roster, in roster order (a row's `key` is its position from 1).
    static func csv(_ summary: ResultsSummary, profile: Profile, athletes: [Athlete]) -> String {
        let header = [
            "StudentID", "StudentFirstName", "StudentLastName", "Gender", "StudentDOB", "TestEventEndDate",
            PacerCourse(distanceM: profile.distanceM) == .metres15 ? "PACER15laps" : "PACER20laps",
        ]
        let testDay = summary.date.flatMap { CalendarDate(iso: LocalDateTime.day($0)) }
        var lines = [CSV.line(header)]
        for row in summary.rows {
            let athlete = athletes.indices.contains(row.key - 1) ? athletes[row.key - 1] : nil
            let name =
                athlete.flatMap { athlete in
                    athlete.firstName == nil && athlete.lastName == nil
                        ? nil : (first: athlete.firstName ?? "", last: athlete.lastName ?? "")
                } ?? splitName(row.athlete)
            // Laps so far of an athlete still running when the test stopped are not a result:
            // such an athlete is left out (the caller names them).
            if row.isFloor { continue }
            let laps = row.score.flatMap { Int($0) }.map(String.init) ?? ""
            lines.append(
                CSV.line([
                    row.id ?? "", name.first, name.last, athlete?.sex?.rawValue ?? "",
                    athlete?.birthDate.map(usDate) ?? "", testDay.map(usDate) ?? "", laps,
                ]))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The athletes the export leaves out (still running when the test stopped), for stderr:
    /// "Ann (bib 3, at least 23 laps)".
    static func left(_ summary: ResultsSummary) -> [String] {
        summary.rows.filter(\.isFloor).map { row in
            tr("%s (bib %s, %s)", row.athlete, row.bib, row.scoreText(notation: .laps) ?? tr("no lap"))
        }
    }

    /// "Ann Marie Smith" as ("Ann Marie", "Smith"); one word is a first name alone.
    private static func splitName(_ name: String) -> (first: String, last: String) {
        guard let space = name.lastIndex(of: " ") else { return (name, "") }
        return (String(name[..<space]), String(name[name.index(after: space)...]))
    }

    /// MM/DD/YYYY.
    private static func usDate(_ date: CalendarDate) -> String {
        let iso = date.text  // YYYY-MM-DD
        let parts = iso.split(separator: "-")
        return parts.count == 3 ? "\(parts[1])/\(parts[2])/\(parts[0])" : iso
    }
}
