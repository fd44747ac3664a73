/// How a test's results are written (the profile's `score` key).
public enum ScoreNotation: String, Sendable, Equatable, CaseIterable {
    /// `9.4`: level 9, shuttle 4 — the last shuttle made on time (beep tests, Léger, police).
    case levelShuttle = "level-shuttle"
    /// `16.2`: speed level 16, bout 2 — the last whole bout made on time (Yo-Yo IR).
    case levelBout = "level-bout"
    /// `48`: laps made on time up to the last one; missed laps do not count (FitnessGram PACER).
    case laps
    /// `13.5`: the speed (km/h) of the last stage completed on time (30-15 IFT VIFT).
    case stageSpeed = "stage-speed"
}

extension Profile {
    /// The notation of this test's scores: the profile's `score`, else stage-speed for timed
    /// work with a pace (30-15 IFT), level-bout for levels with bouts or rests (Yo-Yo), else
    /// level-shuttle.
    public var scoreNotation: ScoreNotation {
        if let score { return score }
        if levels.contains(where: { level in if case .timed = level.work { level.pace != nil } else { false } }) {
            return .stageSpeed
        }
        if levels.contains(where: { $0.bouts > 1 || $0.restS > 0 }) { return .levelBout }
        return .levelShuttle
    }
}
