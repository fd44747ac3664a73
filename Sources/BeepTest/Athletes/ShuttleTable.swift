/// A published table of VO2max by level and shuttle, read between its rows.
///
/// The tables list a few shuttles per level (4.2, 4.4, 4.6, 4.9 …). A score between two rows is
/// interpolated linearly in shuttles run: each row is placed at its cumulative shuttle count on
/// the test's standard table (level 4 shuttle 2 of the beep test is shuttle 23 + 2 = 25), and the
/// score's count falls between two rows (9.11 → 10.2 spans shuttles 83 → 85, so 10.1 is half way).
/// A row's own score gives the published value exactly. Scores before the first row or after
/// the last are outside the table: no estimate.
struct ShuttleTable: Sendable {
    /// Shuttles per level, from level 1, of the test the table was published for.
    let shuttlesPerLevel: [Int]
    /// The published rows: level, shuttle, VO2max (ml/kg/min), in test order.
    let rows: [(level: Int, shuttle: Int, value: Double)]

    /// The VO2max for `level`.`shuttle`, or why there is none.
    func value(level: Int, shuttle: Int) -> Result<Double, VO2maxUnavailable.Reason> {
        guard (1...shuttlesPerLevel.count).contains(level), (1...shuttlesPerLevel[level - 1]).contains(shuttle) else {
            return .failure(.notInTable(trStored("%s.%s is not a score of this test", level, shuttle)))
        }
        let target = position(level: level, shuttle: shuttle)
        guard let first = rows.first, let last = rows.last else { return .failure(.notInTable("empty table")) }
        if target < position(level: first.level, shuttle: first.shuttle) {
            return .failure(.notInTable(trStored("below the table, which starts at %s.%s", first.level, first.shuttle)))
        }
        if target > position(level: last.level, shuttle: last.shuttle) {
            return .failure(.notInTable(trStored("beyond the table, which ends at %s.%s", last.level, last.shuttle)))
        }
        var below = first
        for row in rows {
            let at = position(level: row.level, shuttle: row.shuttle)
            if at == target { return .success(row.value) }
            if at > target {
                let from = Double(position(level: below.level, shuttle: below.shuttle))
                let fraction = (Double(target) - from) / (Double(at) - from)
                return .success(below.value + fraction * (row.value - below.value))
            }
            below = row
        }
        return .success(last.value)
    }

    private func position(level: Int, shuttle: Int) -> Int { shuttlesPerLevel.prefix(level - 1).reduce(0, +) + shuttle }
}

extension ShuttleTable {
    /// Ramsbottom, Brewer & Williams 1988, the NCF "predicted maximal oxygen uptake" table
    /// (levels 4–21) for the 20 m MSFT; protocols.json `msft.vo2max_table_ml_kg_min`
    /// (fitness2u.net.au and Loughborough University's table agree).
    static let ramsbottom1988 = ShuttleTable(
        shuttlesPerLevel: [7, 8, 8, 9, 9, 10, 10, 11, 11, 11, 12, 12, 13, 13, 13, 14, 14, 15, 15, 16, 16],
        rows: rows([
            4: [(2, 26.8), (4, 27.6), (6, 28.3), (9, 29.5)],
            5: [(2, 30.2), (4, 31.0), (6, 31.8), (9, 32.9)],
            6: [(2, 33.6), (4, 34.3), (6, 35.0), (8, 35.7), (10, 36.4)],
            7: [(2, 37.1), (4, 37.8), (6, 38.5), (8, 39.2), (10, 39.9)],
            8: [(2, 40.5), (4, 41.1), (6, 41.8), (8, 42.4), (11, 43.3)],
            9: [(2, 43.9), (4, 44.5), (6, 45.2), (8, 45.8), (11, 46.8)],
            10: [(2, 47.4), (4, 48.0), (6, 48.7), (8, 49.3), (11, 50.2)],
            11: [(2, 50.8), (4, 51.4), (6, 51.9), (8, 52.5), (10, 53.1), (12, 53.7)],
            12: [(2, 54.3), (4, 54.8), (6, 55.4), (8, 56.0), (10, 56.5), (12, 57.1)],
            13: [(2, 57.6), (4, 58.2), (6, 58.7), (8, 59.3), (10, 59.8), (13, 60.6)],
            14: [(2, 61.1), (4, 61.7), (6, 62.2), (8, 62.7), (10, 63.2), (13, 64.0)],
            15: [(2, 64.6), (4, 65.1), (6, 65.6), (8, 66.2), (10, 66.7), (13, 67.5)],
            16: [(2, 68.0), (4, 68.5), (6, 69.0), (8, 69.5), (10, 69.9), (12, 70.5), (14, 70.9)],
            17: [(2, 71.4), (4, 71.9), (6, 72.4), (8, 72.9), (10, 73.4), (12, 73.9), (14, 74.4)],
            18: [(2, 74.8), (4, 75.3), (6, 75.8), (8, 76.2), (10, 76.7), (12, 77.2), (15, 77.9)],
            19: [(2, 78.3), (4, 78.8), (6, 79.2), (8, 79.7), (10, 80.2), (12, 80.6), (15, 81.3)],
            20: [(2, 81.8), (4, 82.2), (6, 82.6), (8, 83.0), (10, 83.5), (12, 83.9), (14, 84.3), (16, 84.8)],
            21: [(2, 85.2), (4, 85.6), (6, 86.1), (8, 86.5), (10, 86.9), (12, 87.4), (14, 87.8), (16, 88.2)],
        ]))

    /// The Yo-Yo Endurance Test conversion table (theyoyotest.com "Conversion of Yo-Yo Endurance
    /// Test Results to VO2max", valid for levels 1 and 2, from speed level 5), by speed level and
    /// 20 m shuttle, on the level-1 test's shuttle counts (protocols.json `yye`). The stored copy
    /// of the page ends at 20:02, so scores above 20.2 get no estimate.
    static let yoyoEndurance = ShuttleTable(
        shuttlesPerLevel: [7, 8, 8, 8, 9, 9, 10, 10, 11, 11, 11, 12, 12, 13, 13, 13, 14, 14, 15, 15],
        rows: rows([
            5: [(2, 27.1), (4, 28.0), (6, 28.6), (9, 29.9)],
            6: [(2, 30.5), (4, 31.4), (6, 32.2), (9, 33.2)],
            7: [(2, 34.0), (4, 34.6), (6, 35.5), (8, 36.1), (10, 36.7)],
            8: [(2, 37.5), (4, 38.3), (6, 39.1), (8, 39.7), (10, 40.6)],
            9: [(2, 41.1), (4, 41.6), (6, 42.4), (8, 43.0), (11, 43.9)],
            10: [(2, 44.4), (4, 45.0), (6, 45.7), (8, 46.3), (11, 47.4)],
            11: [(2, 47.9), (4, 48.5), (6, 49.2), (8, 49.9), (11, 50.9)],
            12: [(2, 51.4), (4, 52.0), (6, 52.6), (8, 53.1), (10, 53.7), (12, 54.2)],
            13: [(2, 54.9), (4, 55.5), (6, 56.0), (8, 56.6), (10, 57.1), (12, 57.7)],
            14: [(2, 58.1), (4, 58.7), (6, 59.2), (8, 59.8), (10, 60.4), (13, 61.2)],
            15: [(2, 61.7), (4, 62.2), (6, 62.8), (8, 63.3), (10, 63.9), (13, 64.7)],
            16: [(2, 65.2), (4, 65.8), (6, 66.3), (8, 66.9), (10, 67.4), (13, 68.2)],
            17: [(2, 68.7), (4, 69.2), (6, 69.8), (8, 70.3), (10, 70.9), (12, 71.4), (14, 72.0)],
            18: [(2, 72.6), (4, 73.1), (6, 73.5), (8, 74.2), (10, 74.8), (12, 75.3), (14, 75.9)],
            19: [(2, 76.4), (4, 77.0), (6, 77.6), (8, 78.1), (10, 78.6), (12, 79.2), (15, 80.0)],
            20: [(2, 80.5)],
        ]))

    private static func rows(_ byLevel: [Int: [(Int, Double)]]) -> [(level: Int, shuttle: Int, value: Double)] {
        byLevel.keys.sorted().flatMap { level in byLevel[level, default: []].map { (level, $0.0, $0.1) } }
    }
}
