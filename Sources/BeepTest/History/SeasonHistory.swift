/// Every athlete's tests across results logs (the logs are the one record: nothing else is kept).
///
/// Athletes are matched by the roster's `id` where it gave one, else by name ignoring case; a
/// name seen without an id joins the one athlete with an id who had that name. Each test's
/// change is from the athlete's previous test of the same profile, flagged as within the test's
/// noise (smaller than its minimal detectable change) where standards.md 4 gives one, else given
/// no verdict; a birthday that raises the HFZ target is said. Each test also carries the change
/// since the athlete's baseline test of the profile (the first, or the first on or after a chosen
/// day), weighed against the same noise: steps each within the noise may add up to one past it.
public enum SeasonHistory {
    /// The athletes of `logs`, sorted by surname (`NameOrder`), each with their tests oldest first; `since`
    /// (`YYYY-MM-DD`) makes each athlete's first test of a profile on or after that day their
    /// baseline for the cumulative change (nil: their first test in the logs).
    public static func build(_ logs: [LoggedTest], since: String? = nil) -> [AthleteHistory] {
        // The rows are grouped first by position (log, row) alone, then each athlete's tests are
        // made, ordered and compared on a thread of their own: a season is some 30,000 tests,
        // and every copy of one retains its texts.
        var groups: [(key: String, bib: Int?, rows: [(log: Int, row: Int, id: String?)])] = []
        var groupIndex: [String: Int] = [:]
        var idByName: [String: Set<String>] = [:]
        for logIndex in logs.indices.sorted(by: { LoggedTest.isOlder(logs[$0], than: logs[$1]) }) {
            let log = logs[logIndex]
            let shared = sharedNames(in: log)
            for (rowIndex, row) in log.summary.rows.enumerated() {
                let id = row.id ?? log.athlete(of: row)?.id
                let (key, bib) = athleteKey(row, id: id, shared: shared)
                if let id { idByName[row.athlete.lowercased(), default: []].insert(id) }
                let group: Int
                if let known = groupIndex[key] {
                    group = known
                } else {
                    group = groups.count
                    groupIndex[key] = group
                    groups.append((key, bib, []))
                }
                groups[group].rows.append((logIndex, rowIndex, id))
            }
        }
        // A name without an id joins the only athlete with an id of that name (ids added mid-season).
        // Each group is in log order already; only a merged one needs sorting again.
        var merged: Set<Int> = []
        for index in groups.indices where groups[index].key.hasPrefix("name:") {
            guard let ids = idByName[String(groups[index].key.dropFirst(5))], ids.count == 1, let id = ids.first,
                let target = groupIndex["id:" + id]
            else { continue }
            groups[target].rows += groups[index].rows
            groups[index].rows = []
            groups[index].key = ""
            merged.insert(target)
        }
        let athletes = groups.indices.filter { !groups[$0].key.isEmpty }.map { index in
            (key: groups[index].key, bib: groups[index].bib, rows: groups[index].rows, isMerged: merged.contains(index))
        }
        let tables = levelTables(of: logs)
        let histories = ThreadPool.map(athletes) { athlete in
            var tests = athlete.rows.map { test(in: logs, at: $0, tables: tables) }
            if athlete.isMerged {
                tests = tests.enumerated().sorted { isOlder($0, than: $1) }.map(\.element)
            }
            addChanges(&tests)
            addCumulativeChanges(&tests, since: since)
            let id = athlete.key.hasPrefix("id:") ? String(athlete.key.dropFirst(3)) : nil
            var history = AthleteHistory(name: tests.last?.row.athlete ?? "", id: id, tests: tests, bib: athlete.bib)
            history.lastName =
                athlete.rows.reversed().lazy.compactMap { position in
                    logs[position.log].athlete(of: logs[position.log].summary.rows[position.row])?.lastName
                }.first
            return history
        }
        // A class list's order: by surname; one name's athletes by id, then bib.
        let byID = histories.sorted { ($0.id ?? "", $0.bib ?? 0) < ($1.id ?? "", $1.bib ?? 0) }
        return NameOrder.sorted(byID) { (NameOrder.surname(of: $0.name, lastName: $0.lastName), $0.name) }
    }

    /// The level tables the 20 m shuttle runs' noise counts stages on, one per profile.
    private static func levelTables(of logs: [LoggedTest]) -> [String: LevelTable] {
        var tables: [String: LevelTable] = [:]
        for log in logs {
            if let profile = log.profile, tables[profile.id] == nil {
                tables[profile.id] = LevelTable(profile: profile)
            }
        }
        return tables
    }

    /// The names (lower case) that two or more of `log`'s athletes without an id share: a class
    /// list may hold two pupils of one name, whom their bibs keep apart.
    private static func sharedNames(in log: LoggedTest) -> Set<String> {
        var seen: [String: Int] = [:]
        for row in log.summary.rows where (row.id ?? log.athlete(of: row)?.id) == nil {
            seen[row.athlete.lowercased(), default: 0] += 1
        }
        return Set(seen.filter { $0.value > 1 }.keys)
    }

    /// The key an athlete's tests are grouped by: the id, else the name, and for a name `shared`
    /// in the same log the bib as well (returned, to tell the two apart where they are shown).
    private static func athleteKey(_ row: ResultRow, id: String?, shared: Set<String>) -> (String, Int?) {
        if let id { return ("id:" + id, nil) }
        let name = row.athlete.lowercased()
        guard shared.contains(name) else { return ("name:" + name, nil) }
        return ("bib:\(row.bib):" + name, row.bib)
    }

    /// The test of the row at `position`, read in place in `logs` (a log copied for each of its
    /// rows would retain its profile and texts each time).
    private static func test(
        in logs: [LoggedTest], at position: (log: Int, row: Int, id: String?), tables: [String: LevelTable]
    ) -> HistoryTest {
        var row = logs[position.log].summary.rows[position.row]
        let athlete = logs[position.log].athlete(of: row)
        row.id = position.id
        let notation = logs[position.log].summary.notation
        let profile = logs[position.log].profile
        let method = profile?.vo2max ?? row.vo2maxMethod.flatMap(VO2maxMethod.init(rawValue:))
        let noise = TestNoise.of(method, courseM: profile?.distanceM, age: athlete?.age, sex: athlete?.sex)
        var test = HistoryTest(
            date: logs[position.log].start.date, unixTime: logs[position.log].start.unixTime,
            file: logs[position.log].file,
            profileID: logs[position.log].summary.profileID, profileName: logs[position.log].summary.profileName,
            sex: athlete?.sex, age: athlete?.age, row: row, measure: ScoreMeasure.of(row, notation: notation),
            noise: noise)
        test.notation = notation
        test.noiseNote = noise?.note(age: athlete?.age, sex: athlete?.sex)
        test.isEntered = logs[position.log].start.isEntered
        if noise?.unit == .stages, let profile, let table = tables[profile.id], let shuttles = row.totalShuttles {
            test.stages = stages(shuttles, on: table)
        }
        return test
    }

    /// The levels run for `shuttles` on `table`: the whole levels before, and the part of the one
    /// the last shuttle is in.
    static func stages(_ shuttles: Double, on table: LevelTable) -> Double? {
        guard let index = table.rows.firstIndex(where: { $0.cumulativeShuttles >= shuttles - 1e-9 }) else {
            return nil
        }
        let before = table.shuttlesBefore(level: index)
        let length = table.rows[index].cumulativeShuttles - before
        return Double(index) + (length > 0 ? (shuttles - before) / length : 0)
    }

    /// Tests in log order, kept stable for two tests of the same time.
    private static func isOlder(
        _ lhs: (offset: Int, element: HistoryTest), than rhs: (offset: Int, element: HistoryTest)
    )
        -> Bool
    {
        let left = lhs.element
        let right = rhs.element
        if let a = left.unixTime, let b = right.unixTime, a != b { return a < b }
        if left.unixTime == nil || right.unixTime == nil, left.date != right.date {
            return (left.date ?? "") < (right.date ?? "")
        }
        return lhs.offset < rhs.offset
    }

    /// Each test's change from the previous test of the same profile, and the target note, in
    /// place: each test is compared with the one before it by index, nothing copied.
    static func addChanges(_ tests: inout [HistoryTest]) {
        var previous: [String: Int] = [:]
        for index in tests.indices {
            defer { previous[tests[index].profileID] = index }
            guard let last = previous[tests[index].profileID] else { continue }
            // From a floor (a test stopped with the athlete still running) no change is known; to
            // one, the change is a floor too ("at least"), and no noise verdict is given.
            if let now = tests[index].measure, let before = tests[last].measure, now.unit == before.unit,
                !tests[last].row.isFloor
            {
                tests[index].change = now.value - before.value
                // Each test's own noise (its athlete's age and sex on the day), in the noise's unit.
                if !tests[index].row.isFloor, let noise = tests[index].noise,
                    let to = tests[index].value(in: noise.unit),
                    let from = tests[last].value(in: noise.unit)
                {
                    tests[index].isWithinNoise = noise.isWithinNoise(from: from, to: to)
                }
            }
            tests[index].targetNote = targetNote(
                hfzLaps: (tests[last].row.standards.hfzLaps, tests[index].row.standards.hfzLaps),
                ages: (tests[last].age, tests[index].age))
        }
    }

    /// Each test's change since the baseline test of its profile, in place: the first test of the
    /// profile (on or after `since`, a `YYYY-MM-DD` day, when given; a test with no date is then
    /// never one). As with a step, from a floor no change is known, to one it is a floor with no
    /// verdict; the verdict uses the later test's noise, counted from the baseline's score.
    static func addCumulativeChanges(_ tests: inout [HistoryTest], since: String? = nil) {
        var baseline: [String: Int] = [:]
        for index in tests.indices {
            // A test with no score is no baseline: the first one scored is.
            if tests[index].measure == nil { continue }
            if let since, (tests[index].day ?? "") < since { continue }
            guard let first = baseline[tests[index].profileID] else {
                baseline[tests[index].profileID] = index
                continue
            }
            guard let now = tests[index].measure, let before = tests[first].measure, now.unit == before.unit,
                !tests[first].row.isFloor
            else { continue }
            tests[index].cumulativeChange = now.value - before.value
            tests[index].baselineValue = before.value
            tests[index].baselineDate = tests[first].date
            if !tests[index].row.isFloor, let noise = tests[index].noise,
                let to = tests[index].value(in: noise.unit), let from = tests[first].value(in: noise.unit)
            {
                tests[index].isCumulativeWithinNoise = noise.isWithinNoise(from: from, to: to)
            }
        }
    }

    /// "HFZ target up from 23 to 29 laps (age 12 → 13)" when the athlete's age raised it.
    /// Takes the two tests' targets and ages, not the tests: a test is a copy of some twenty texts.
    static func targetNote(hfzLaps: (before: Int?, now: Int?), ages: (before: Double?, now: Double?)) -> String? {
        guard let before = hfzLaps.before, let now = hfzLaps.now, now > before,
            let oldAge = FitnessGram.wholeYears(ages.before), let newAge = FitnessGram.wholeYears(ages.now),
            newAge > oldAge
        else { return nil }
        // Stored in history's JSON and CSV in English; people read it through `Translation.shown`.
        return trStored("HFZ target up from %1$s to %2$s laps (age %3$s → %4$s)", before, now, oldAge, newAge)
    }
}
