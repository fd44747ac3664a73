/// A score as people type it (`--stop-at`, `--pass`, a score sheet), read in a test's notation.
///
/// Coaches and forces write a level and shuttle three ways: `5.4`, `5:4` (the College of
/// Policing's own form) and `5/4` (and `5,4`, as a French or German hand writes a decimal); all
/// mean level 5, shuttle 4, and are written back the
/// one way the results are (`5.4`), so a standard typed either way is the same standard. PACER
/// scores are laps (`48`), 30-15 IFT scores the speed of a stage (`18.5`). This is the one reader
/// of a typed score: every place that takes one goes through it.
public struct TypedScore: Sendable, Equatable {
    /// Why a text is not a score of the test: one line for people.
    ///
    /// In English, made with `trStored`: a pass standard's refusal can end in a row's note, which
    /// machines read (`RowStandards.judgePass`); people read it through `shown`.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// The reason, naming the form the test expects, in English.
        public var description: String

        /// The reason in the reader's language.
        public var shown: String { Translation.shown(description) }

        /// A refusal saying `description`.
        public init(description: String) { self.description = description }
    }

    /// The score as the results write it: `5.4` for `5:4` and `5/4`, `48`, `18.5`.
    public var text: String
    /// The index of the score's level in the profile.
    public var levelIndex: Int
    /// The shuttle (level-shuttle), the bout (level-bout) or the lap within the level (laps); nil
    /// for a stage speed.
    public var count: Int?
    /// The shuttles on the test's standard table that an athlete with this score has made (laps
    /// for the PACER): reaching them reaches the score.
    public var totalShuttles: Double

    /// The separators a level and its shuttle or bout are written with.
    public static let separators: Set<Character> = [".", ":", "/", ","]

    /// Reads `text` as a score of `profile`, or says why it is none.
    public static func parse(_ text: String, profile: Profile) -> Result<TypedScore, Refusal> {
        let table = LevelTable(profile: profile)
        let notation = profile.scoreNotation
        let typed = text.trimmingSpaces
        func refuse(_ why: String) -> Result<TypedScore, Refusal> { .failure(Refusal(description: why)) }
        switch notation {
        case .laps:
            return laps(typed, profile: profile, table: table)
        case .stageSpeed:
            guard let speed = Double(typed.replacing(",", with: ".")),
                let index = table.rows.firstIndex(where: { abs(($0.speedKmh ?? -1) - speed) < 1e-9 })
            else { return refuse(trStored("not the speed of a stage of %s", profile.id)) }
            let written = speed.trimmed(decimals: 2)
            return .success(
                TypedScore(
                    text: written.contains(".") ? written : written + ".0", levelIndex: index, count: nil,
                    totalShuttles: table.rows[index].cumulativeShuttles))
        case .levelShuttle where profile.recordsStages || !profile.hasWholeShuttleLevels:
            return runScore(typed, profile: profile)
        case .levelShuttle, .levelBout:
            guard let separator = typed.lastIndex(where: { separators.contains($0) }),
                let index = profile.levelIndex(label: String(typed[..<separator])),
                let count = Int(typed[typed.index(after: separator)...]), count >= 1
            else {
                return refuse(
                    notation == .levelShuttle
                        ? trStored("not a level.shuttle score of %s (5.4, 5:4 or 5/4)", profile.id)
                        : trStored("not a level.bout score of %s (5.4, 5:4 or 5/4)", profile.id))
            }
            let row = table.rows[index]
            let before = table.shuttlesBefore(level: index)
            let written = row.level + "." + String(count)
            if notation == .levelBout {
                guard count <= row.bouts else {
                    return refuse(
                        row.bouts == 1
                            ? trStored("level %s has 1 bout", row.level)
                            : trStored("level %s has %s bouts", row.level, row.bouts))
                }
                return .success(
                    TypedScore(
                        text: written, levelIndex: index, count: count,
                        totalShuttles: before + Double(count) * row.shuttles))
            }
            let shuttles = Int((row.shuttles * Double(row.bouts)).rounded(.down))
            guard count <= shuttles else {
                return refuse(
                    shuttles == 1
                        ? trStored("level %s has 1 shuttle", row.level)
                        : trStored("level %s has %s shuttles", row.level, shuttles))
            }
            return .success(
                TypedScore(text: written, levelIndex: index, count: count, totalShuttles: before + Double(count)))
        }
    }
}

extension TypedScore {
    /// A PACER score: laps from 0 to the whole test's, in the level the lap ends in.
    fileprivate static func laps(_ typed: String, profile: Profile, table: LevelTable) -> Result<TypedScore, Refusal> {
        guard let laps = Int(typed), laps >= 0, Double(laps) <= table.totalShuttles else {
            return .failure(
                Refusal(description: trStored("%s is scored in laps, 0 to %s", profile.id, Int(table.totalShuttles))))
        }
        // The level of the lap: the first whose end is at or past it (level 1 for 0 laps).
        let index = table.rows.firstIndex { $0.cumulativeShuttles >= Double(laps) - 1e-9 } ?? 0
        let inLevel = Int((Double(laps) - table.shuttlesBefore(level: index)).rounded())
        return .success(TypedScore(text: String(laps), levelIndex: index, count: inLevel, totalShuttles: Double(laps)))
    }

    /// Turn maps of the profiles whose scores are read from their runs, made once per profile.
    private static let turnMaps = TurnMapCache()

    /// A level.shuttle score of a test whose levels are not whole shuttles (timed work, Léger's
    /// continuous stages) or whose score sheet ticks stages: read against the run itself, the
    /// turns from level 1 and the `ScoreCalculator` a run scores with, so that every score a run
    /// gives is taken (Léger's `5.9`: a shuttle under way at a stage change counts in the stage
    /// it began in, past the table's 8.75 shuttles of stage 5). A stage alone (`6`), as the
    /// sheet's one box per stage records it, is the last line of that stage.
    fileprivate static func runScore(_ typed: String, profile: Profile) -> Result<TypedScore, Refusal> {
        let map = turnMaps.turnMap(profile: profile, startLevelIndex: 0, countdownS: profile.countdownS)
        let separator = typed.lastIndex { separators.contains($0) }
        let label = separator.map { String(typed[..<$0]) } ?? typed
        guard let index = profile.levelIndex(label: label) else {
            return .failure(
                Refusal(
                    description: profile.recordsStages
                        ? trStored("not a level.shuttle score of %s (5.4, 5:4 or 5/4) or a stage (5)", profile.id)
                        : trStored("not a level.shuttle score of %s (5.4, 5:4 or 5/4)", profile.id)))
        }
        let level = map.turns.indices.filter { map.turns[$0].levelIndex == index }
        let turn: Int?
        if let separator {
            let shuttle = Int(typed[typed.index(after: separator)...])
            turn = level.first { map.turns[$0].shuttle == shuttle && map.turns[$0].bout == 1 }
            guard turn != nil || shuttle == nil else {
                let count = level.last.map { map.turns[$0].shuttle } ?? 0
                return .failure(
                    Refusal(
                        description: count == 1
                            ? trStored("level %s has 1 shuttle", label)
                            : trStored("level %s has %s shuttles", label, count)))
            }
        } else {
            turn = profile.recordsStages ? level.last : nil
        }
        guard let turn else {
            return .failure(
                Refusal(description: trStored("not a level.shuttle score of %s (5.4, 5:4 or 5/4)", profile.id)))
        }
        let score = ScoreCalculator(turns: map).score(horizon: turn, missed: [])
        // On the standard scale, as a run's score from any start level counts this line (whole
        // shuttles for Léger's stages), so reaching it in a run is reaching the typed score.
        return .success(
            TypedScore(
                text: score.text ?? "", levelIndex: index, count: map.turns[turn].shuttle,
                totalShuttles: score.totalShuttles))
    }
}

extension Profile {
    /// True when every level is whole shuttles (`shuttles`), so that the published table and a
    /// run number each level's shuttles alike.
    var hasWholeShuttleLevels: Bool {
        levels.allSatisfy { if case .shuttles = $0.work { true } else { false } }
    }

    /// True when a score sheet records the test stage by stage (one box per stage: timed work,
    /// continuous stages), so that a stage alone is a result of it.
    public var recordsStages: Bool {
        switch levels.first?.work {
        case .shuttles?: false
        case .timed?, .stage?, nil: true
        }
    }
}
