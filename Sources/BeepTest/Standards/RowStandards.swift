/// What the standards say of one result row, each field null with a note saying why when it does
/// not apply (as `vo2max_note` does for the estimate).
public struct RowStandards: Sendable, Equatable {
    /// The PACER laps as 20 m laps.
    public var laps20m: Int?
    /// The FitnessGram zone ("HFZ", "NI", "NI-HR").
    public var zone: FitnessGramZone?
    /// The standard the zone was read from ("boys 12: HFZ ≥ 40.3, NI-HR ≤ 37.6").
    public var zoneStandard: String?
    /// The fewest laps (the test's own) that reach the HFZ.
    public var hfzLaps: Int?
    /// Laps still to go to the HFZ.
    public var lapsToHFZ: Int?
    /// Why there is no zone.
    public var zoneNote: String?
    /// True when the score reaches the pass standard.
    public var pass: Bool?
    /// The pass standard applied ("5.4, College of Policing fitness standard (2014 guidance)").
    public var passStandard: String?
    /// Why there is no pass verdict.
    public var passNote: String?
    /// Where a Yo-Yo distance stands beside published groups.
    public var referenceGroup: String?
    /// Why there is no reference group.
    public var referenceGroupNote: String?

    /// Nothing judged yet.
    public init() {}

    /// The fields as JSON members, nulls included, in a fixed order (the JSON rows' and the
    /// CSV columns' order, `ResultsLogKey` naming both).
    public var jsonMembers: [(ResultsLogKey, JSONValue)] {
        func text(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
        func int(_ value: Int?) -> JSONValue { value.map { .int($0) } ?? .null }
        return [
            (.laps20m, int(laps20m)), (.zone, text(zone?.rawValue)), (.zoneStandard, text(zoneStandard)),
            (.hfzLaps, int(hfzLaps)), (.lapsToHFZ, int(lapsToHFZ)), (.zoneNote, text(zoneNote)),
            (.pass, pass.map { .bool($0) } ?? .null), (.passStandard, text(passStandard)),
            (.passNote, text(passNote)), (.referenceGroup, text(referenceGroup)),
            (.referenceGroupNote, text(referenceGroupNote)),
        ]
    }

    /// Reads the fields back from a row object (absent in logs of earlier versions: all nil).
    init(json value: JSONValue) {
        func text(_ key: ResultsLogKey) -> String? { if case .string(let text)? = value[key] { text } else { nil } }
        func int(_ key: ResultsLogKey) -> Int? {
            if case .number(let number)? = value[key], number.isFinite, abs(number) < 1e9 {
                Int(number)
            } else {
                nil
            }
        }
        laps20m = int(.laps20m)
        zone = text(.zone).flatMap(FitnessGramZone.init(rawValue:))
        zoneStandard = text(.zoneStandard)
        hfzLaps = int(.hfzLaps)
        lapsToHFZ = int(.lapsToHFZ)
        zoneNote = text(.zoneNote)
        if case .bool(let flag)? = value[.pass] { pass = flag }
        passStandard = text(.passStandard)
        passNote = text(.passNote)
        referenceGroup = text(.referenceGroup)
        referenceGroupNote = text(.referenceGroupNote)
        // A row of a log written before standards has none of these keys: each null says why.
        if zone == nil && value[.zoneNote] == nil { zoneNote = Self.unrecorded }
        if pass == nil && value[.passNote] == nil { passNote = Self.unrecorded }
        if referenceGroup == nil && value[.referenceGroupNote] == nil { referenceGroupNote = Self.unrecorded }
    }

    /// The note of a standard a log did not record (rows are read back from the log only when
    /// the profile is not found; with the profile, the standards are worked out from the scores).
    static let unrecorded = "not in this log (written before standards) and the profile is not found"
}

extension ResultRow {
    /// Applies the standards of `profile` to this row of `athlete`'s result: the FitnessGram zone
    /// for the PACER (its VO2max method), `pass` when given, the reference groups for the Yo-Yo
    /// IR tests. Reads only the row's score fields, so rows read back from a log are judged alike.
    public mutating func applyStandards(athlete: Athlete?, profile: Profile, pass: PassStandard?) {
        var judged = RowStandards()
        let laps = totalShuttles.map { Int($0.rounded(.down)) }
        if profile.vo2max == .fitnessGram, let course = PacerCourse(distanceM: profile.distanceM), let laps {
            let result = FitnessGramResult(
                laps: laps, course: course, age: FitnessGram.wholeYears(athlete?.age), sex: athlete?.sex)
            judged.laps20m = result.laps20m
            judged.zone = result.zone
            judged.zoneStandard = try? result.standard.get().text
            judged.hfzLaps = result.hfzLaps
            judged.lapsToHFZ = result.lapsToHFZ
            judged.zoneNote = result.zoneNote
            if result.zoneNote == nil && result.hfzLaps == nil {
                judged.zoneNote = trStored("no lap count of the test reaches the HFZ")
            }
            // A floor decides the zone only once it is in the HFZ: more laps never leave it.
            if isFloor && judged.zone != .hfz && judged.zone != nil {
                judged.zone = nil
                judged.zoneNote =
                    result.hfzLaps.map {
                        trStored("the test stopped first (at least %s laps, before the HFZ target of %s)", laps, $0)
                    } ?? trStored("the test stopped first (at least %s laps)", laps)
            }
        } else {
            judged.zoneNote = trStored("FitnessGram zones are for the PACER")
        }
        if let groups = ReferenceGroup.groups(for: profile.vo2max) {
            switch ReferenceGroup.placing(distanceM: distanceM, sex: athlete?.sex, groups: groups, isFloor: isFloor) {
            case .success(let text): judged.referenceGroup = text
            case .failure(let why): judged.referenceGroupNote = why.description
            }
        } else {
            judged.referenceGroupNote = trStored("reference groups are for the Yo-Yo IR tests")
        }
        standards = judged
        judgePass(pass, profile: profile)
    }

    /// Judges the score against `pass` (nil: none applies), replacing any earlier verdict
    /// (`results --pass` over the profile's own standard). Reaching the standard passes. In a run
    /// `stoppedAt` a lower standard (`run --stop-at`), whoever was still running at its end (not out,
    /// not withdrawn) has
    /// not been given the chance to reach `pass`: not judged, and the note says so. A score that
    /// is a floor (the run stopped first) passes once it reaches the standard, and is otherwise
    /// not judged.
    public mutating func judgePass(_ pass: PassStandard?, profile: Profile, stoppedAt: PassStandard? = nil) {
        standards.pass = nil
        standards.passNote = nil
        standards.passStandard = pass?.text
        guard let pass else {
            standards.passNote = trStored("no pass standard for %s (give one with --pass)", profile.id)
            return
        }
        switch pass.threshold(in: profile) {
        case .success(let needed):
            if let made = totalShuttles, made >= needed - 1e-9 {
                standards.pass = true
            } else if isFloor {
                standards.passNote =
                    score.map { trStored("not judged (the test stopped at %s, before %s)", $0, pass.score) }
                    ?? trStored("not judged (the test stopped at its start, before %s)", pass.score)
            } else if status != .out && status != .withdrew, let stoppedAt,
                let end = try? stoppedAt.threshold(in: profile).get(),
                end < needed - 1e-9
            {
                standards.passNote = trStored("not judged (the test stopped at %s)", stoppedAt.score)
            } else {
                standards.pass = false
            }
        case .failure(let why): standards.passNote = why.description
        }
    }
}
