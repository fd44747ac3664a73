/// What a result means on an athlete's page, for a pupil or a parent who does not know the
/// test: how the run ended, worded for a girl or a boy where the language agrees its words with
/// them (French "arrivée", Spanish "eliminada") and neutrally when the sex is not known; and,
/// under the score, what the score counts, what the estimate is, and what the zone says.
enum ScoreMeaning {
    /// The paragraph under the score, or nothing when there is nothing to explain.
    static func paragraph(_ test: HistoryTest, notation: ScoreNotation?) -> String {
        let row = test.row
        var sentences: [String] = []
        if let meaning = counted(row, notation: notation) { sentences.append(meaning) }
        if row.vo2max != nil {
            sentences.append(
                tr("VO2max is an estimate of aerobic fitness worked out from the score, not a measurement."))
        }
        if let zone = row.standards.zone { sentences.append(zoneText(zone)) }
        guard !sentences.isEmpty else { return "" }
        return "<p class=\"meaning\">" + sentences.map(\.htmlEscaped).joined(separator: " ") + "</p>\n"
    }

    /// How the athlete's run ended, in the words that agree with their sex.
    static func ending(_ status: AthleteResult.Status, sex: Sex?) -> String {
        switch (status, sex) {
        case (.completed, .female?): tr("She ran the whole test to its end.")
        case (.completed, .male?): tr("He ran the whole test to its end.")
        case (.completed, nil): tr("The whole test was run to its end.")
        case (.out, .female?): tr("She was out by the test's rule after missing lines.")
        case (.out, .male?): tr("He was out by the test's rule after missing lines.")
        case (.out, nil): tr("The run ended by the test's rule after missed lines.")
        case (.withdrew, .female?): tr("She stopped running of her own accord.")
        case (.withdrew, .male?): tr("He stopped running of his own accord.")
        case (.withdrew, nil): tr("The athlete stopped running of their own accord.")
        case (.stopped, .female?), (.inProgress, .female?):
            tr("She was still running when the test was stopped: the score is a floor.")
        case (.stopped, .male?), (.inProgress, .male?):
            tr("He was still running when the test was stopped: the score is a floor.")
        case (.stopped, nil), (.inProgress, nil):
            tr("The athlete was still running when the test was stopped: the score is a floor.")
        }
    }

    /// The status in a few words that agree with the athlete's sex (a list of their tests); the
    /// status word itself, which is the masculine where the language agrees it, without a sex.
    static func status(_ status: AthleteResult.Status, sex: Sex?) -> String {
        switch (status, sex) {
        case (.completed, .female?): tr("she completed it")
        case (.completed, .male?): tr("he completed it")
        case (.out, .female?): tr("she was out")
        case (.out, .male?): tr("he was out")
        case (.withdrew, .female?): tr("she withdrew")
        case (.withdrew, .male?): tr("he withdrew")
        case (.stopped, .female?), (.inProgress, .female?): tr("she was still running")
        case (.stopped, .male?), (.inProgress, .male?): tr("he was still running")
        case (_, nil): status.text
        }
    }

    /// What the score counts, in the test's notation.
    private static func counted(_ row: ResultRow, notation: ScoreNotation?) -> String? {
        let metres = row.distanceM.map { $0.trimmed(decimals: 0) }
        switch notation {
        case .levelShuttle?:
            guard let level = row.level, let shuttle = row.shuttle, let total = row.totalShuttles, let metres else {
                return nil
            }
            return tr(
                "The score is level %s, shuttle %s: the last shuttle made on time, %s shuttles and %s m in all.",
                level, shuttle, total.trimmed(decimals: 0), metres)
        case .levelBout?:
            guard let level = row.level, let bout = row.bout, let metres else { return nil }
            return tr("The score is level %s, bout %s: the last bout made on time, %s m in all.", level, bout, metres)
        case .laps?:
            guard let laps = row.totalShuttles, let metres else { return nil }
            return tr("The score is %s laps: the laps of the course made on time, %s m in all.", Int(laps), metres)
        case .stageSpeed?:
            guard let speed = row.viftKmh else { return nil }
            return tr(
                "The score is %s km/h: the speed of the last stage completed, the speed to train at.",
                Translation.decimal(speed, trimmedTo: 1))
        case nil:
            return nil
        }
    }

    /// What FitnessGram's zone says.
    private static func zoneText(_ zone: FitnessGramZone) -> String {
        switch zone {
        case .hfz: tr("HFZ: aerobic fitness in the Healthy Fitness Zone for this age and sex.")
        case .ni: tr("NI: below the Healthy Fitness Zone for this age and sex; it needs improvement.")
        case .niHR: tr("NI-HR: well below the Healthy Fitness Zone for this age and sex, a risk to health.")
        }
    }
}
