/// How many athletes of one sex are in each FitnessGram zone (and how many have none).
public struct ZoneTally: Sendable, Equatable {
    /// The sex counted (nil: not given on the roster).
    public var sex: Sex?
    /// Athletes in each zone.
    public var counts: [FitnessGramZone: Int] = [:]
    /// Athletes without a zone (under 10, no age, no sex from 12, not a PACER test).
    public var withoutZone = 0

    /// An empty tally for `sex`.
    public init(sex: Sex?) { self.sex = sex }

    /// Everyone counted.
    public var total: Int { counts.values.reduce(withoutZone, +) }

    /// The tallies of `tests` by sex: girls, boys, then sex not given, each only when present.
    public static func bySex(_ tests: [HistoryTest]) -> [ZoneTally] {
        [Sex.female, .male, nil].compactMap { sex in
            var tally = ZoneTally(sex: sex)
            for test in tests where test.sex == sex {
                if let zone = test.row.standards.zone {
                    tally.counts[zone, default: 0] += 1
                } else {
                    tally.withoutZone += 1
                }
            }
            return tally.total > 0 ? tally : nil
        }
    }
}
