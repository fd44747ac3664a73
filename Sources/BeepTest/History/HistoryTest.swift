/// One test of one athlete in a history: the row as `results` scored it, with the change from
/// the athlete's previous test of the same protocol.
public struct HistoryTest: Sendable, Equatable {
    /// When the test started (the log's local time text).
    public var date: String?
    /// When the test started, Unix time.
    public var unixTime: Double?
    /// The log it came from.
    public var file: String
    /// The profile's id: tests are compared only within one (pacer-15m laps are never set
    /// against pacer-20m laps).
    public var profileID: String
    /// The profile's name, when known.
    public var profileName: String?
    /// The athlete's sex on that day's roster.
    public var sex: Sex?
    /// The athlete's age on that day's roster.
    public var age: Double?
    /// The row, with its standards (zone, HFZ target).
    public var row: ResultRow
    /// The number the change is measured in.
    public var measure: ScoreMeasure?
    /// The difference from the previous test of the same protocol, in `measure`'s unit.
    public var change: Double?
    /// The test's published noise (standards.md 4) for this athlete, when it has one.
    public var noise: TestNoise?
    /// Said when the athlete is outside the group `noise` was measured on (a woman judged by the
    /// adult men's Yo-Yo IR1 figure), in English as JSON and CSV keep it.
    public var noiseNote: String?
    /// True when `change` is smaller than the test's minimal detectable change: not a change;
    /// nil when there is no change or the test has no published noise.
    public var isWithinNoise: Bool?
    /// The difference from the athlete's baseline test of the same protocol (the first in the
    /// logs, or the first on or after `history --since`), in `measure`'s unit: small steps that
    /// each stay within the noise can add up to a change far past it, and this is where it shows.
    public var cumulativeChange: Double?
    /// The baseline test's score in `measure`'s unit, for the change as a percentage.
    public var baselineValue: Double?
    /// The baseline test's date (the log's local time text).
    public var baselineDate: String?
    /// The cumulative change weighed against the same minimal detectable change as a step (the
    /// test's noise for this athlete, counted from the baseline's score): true within it, false
    /// past it; nil with no published noise or a floor on either side.
    public var isCumulativeWithinNoise: Bool?
    /// Stages of about a minute completed (the level before the score, and the part of the
    /// score's level run), for the noise of the 20 m shuttle runs; nil for other tests.
    public var stages: Double?
    /// Said when the HFZ target rose since the previous test because the athlete grew older, in
    /// English as JSON and CSV keep it (`Translation.shown` gives it to people).
    public var targetNote: String?
    /// How the test's scores are written (nil when its profile is gone).
    public var notation: ScoreNotation?
    /// True for a test entered from paper (`beeptest enter`), not timed by a run.
    public var isEntered = false

    /// The score for people: "48", or "at least 48 laps" where the test stopped first.
    public var scoreText: String? { row.scoreText(notation: notation) }

    /// The day, `YYYY-MM-DD`.
    public var day: String? { date.map(LocalDateTime.day) }

    /// The time of day the test started, `HH:MM` (from the log's local time text), or nil; nil
    /// for a test entered from paper, whose log holds its day at noon, not a time anyone saw.
    public var time: String? {
        guard let date, !isEntered else { return nil }
        return LocalDateTime.clockTime(date)
    }

    /// The score in the unit of the test's noise: metres for a percentage, km/h, shuttles or stages.
    func value(in unit: TestNoise.Unit) -> Double? {
        switch unit {
        case .percentOfDistance: row.distanceM
        case .kmh: row.viftKmh
        case .shuttles: row.totalShuttles
        case .stages: stages
        }
    }

    /// The change as text ("+5 laps", with "(within noise)" where it is), or nil.
    public var changeText: String? {
        guard let change, let measure else { return nil }
        var text = measure.changeText(change)
        if row.isFloor { text = tr("at least %s", text) }
        return isWithinNoise == true ? tr("%s (within noise)", text) : text
    }

    /// The cumulative change in percent of the baseline's score, or nil.
    public var cumulativePercent: Double? {
        guard let cumulativeChange, let baselineValue, baselineValue > 0 else { return nil }
        return cumulativeChange / baselineValue * 100
    }

    /// The cumulative change as text, with its percentage and its verdict either way, since a
    /// reader cannot tell "no verdict" from "past the noise" by a missing mark: "-400 m, -21 %
    /// (beyond noise)", "+3 laps, +14 % (within noise)", "at least +2 laps"; nil without one.
    public var cumulativeChangeText: String? {
        guard let cumulativeChange, let measure else { return nil }
        var text = measure.changeText(cumulativeChange)
        if let percent = cumulativePercent {
            let rounded = percent.rounded()
            let sign = rounded > 0 ? "+" : rounded < 0 ? "-" : ""
            text += ", " + sign + Translation.decimal(abs(rounded), decimals: 0) + " %"
        }
        if row.isFloor { text = tr("at least %s", text) }
        switch isCumulativeWithinNoise {
        case true?: return tr("%s (within noise)", text)
        case false?: return tr("%s (beyond noise)", text)
        case nil: return text
        }
    }
}
