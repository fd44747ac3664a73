/// Every athlete's tests across results logs (the logs are the one record: nothing else is kept).
///
/// Athletes are matched by the roster's `id` where it gave one, else by name ignoring case; a
/// name seen without an id joins the one athlete with an id who had that name. Each test's
/// change is from the athlete's previous test of the same profile, flagged as within the test's
/// noise where standards.md 4 gives one; a birthday that raises the HFZ target is said.
public enum SeasonHistory {
    /// The athletes of `logs`, sorted by name, each with their tests oldest first.
    public static func build(_ logs: [LoggedTest]) -> [AthleteHistory] {
        var groups: [String: [HistoryTest]] = [:]
        var order: [String] = []
        var idByName: [String: Set<String>] = [:]
        for log in logs.sorted(by: LoggedTest.isOlder) {
            for row in log.summary.rows {
                let athlete = log.athlete(of: row)
                let id = row.id ?? athlete?.id
                let key = id.map { "id:" + $0 } ?? "name:" + row.athlete.lowercased()
                if let id { idByName[row.athlete.lowercased(), default: []].insert(id) }
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(test(row, athlete: athlete, id: id, log: log))
            }
        }
        // A name without an id joins the only athlete with an id of that name (ids added mid-season).
        // Each group is in log order already; only a merged one needs sorting again.
        var merged: Set<String> = []
        for key in order where key.hasPrefix("name:") {
            guard let ids = idByName[String(key.dropFirst(5))], ids.count == 1, let id = ids.first,
                let tests = groups.removeValue(forKey: key)
            else { continue }
            groups["id:" + id, default: []] += tests
            merged.insert("id:" + id)
        }
        var histories: [AthleteHistory] = []
        for key in order {
            guard var ordered = groups[key] else { continue }
            if merged.contains(key) { ordered = ordered.enumerated().sorted { isOlder($0, than: $1) }.map(\.element) }
            let id = key.hasPrefix("id:") ? String(key.dropFirst(3)) : nil
            histories.append(
                AthleteHistory(name: ordered.last?.row.athlete ?? "", id: id, tests: withChanges(ordered)))
        }
        return histories.sorted { ($0.name.lowercased(), $0.id ?? "") < ($1.name.lowercased(), $1.id ?? "") }
    }

    private static func test(_ row: ResultRow, athlete: Athlete?, id: String?, log: LoggedTest) -> HistoryTest {
        var row = row
        row.id = id
        let notation = log.summary.notation
        let method = log.profile?.vo2max ?? row.vo2maxMethod.flatMap(VO2maxMethod.init(rawValue:))
        return HistoryTest(
            date: log.start.date, wall: log.start.wall, file: log.file, profileID: log.summary.profileID,
            profileName: log.summary.profileName, sex: athlete?.sex, age: athlete?.age, row: row,
            measure: ScoreMeasure.of(row, notation: notation), noise: TestNoise.of(method))
    }

    /// Tests in log order, kept stable for two tests of the same time.
    private static func isOlder(
        _ lhs: (offset: Int, element: HistoryTest), than rhs: (offset: Int, element: HistoryTest)
    )
        -> Bool
    {
        let left = lhs.element
        let right = rhs.element
        if let a = left.wall, let b = right.wall, a != b { return a < b }
        if left.wall == nil || right.wall == nil, left.date != right.date {
            return (left.date ?? "") < (right.date ?? "")
        }
        return lhs.offset < rhs.offset
    }

    /// Each test's change from the previous test of the same profile, and the target note.
    static func withChanges(_ tests: [HistoryTest]) -> [HistoryTest] {
        var previous: [String: HistoryTest] = [:]
        return tests.map { test in
            var test = test
            defer { previous[test.profileID] = test }
            guard let last = previous[test.profileID] else { return test }
            if let now = test.measure, let before = last.measure, now.unit == before.unit {
                test.change = now.value - before.value
                test.isWithinNoise = test.noise?.isWithinNoise(from: before.value, to: now.value)
            }
            test.targetNote = targetNote(from: last, to: test)
            return test
        }
    }

    /// "HFZ target up from 23 to 29 laps (age 12 → 13)" when the athlete's age raised it.
    static func targetNote(from last: HistoryTest, to test: HistoryTest) -> String? {
        guard let before = last.row.standards.hfzLaps, let now = test.row.standards.hfzLaps, now > before,
            let oldAge = FitnessGram.wholeYears(last.age), let newAge = FitnessGram.wholeYears(test.age),
            newAge > oldAge
        else { return nil }
        return "HFZ target up from \(before) to \(now) laps (age \(oldAge) → \(newAge))"
    }
}
