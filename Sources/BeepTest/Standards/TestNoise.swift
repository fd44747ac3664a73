/// How much a test's result moves between two tries with nothing changed (standards.md 4): a
/// change smaller than this is not a change.
///
/// Published as a coefficient of variation, often a range over studies; a change is taken as
/// within the noise when it is smaller than the range's upper end times the earlier result
/// (the range's low end is the best case, so smaller changes cannot be told from noise either).
public struct TestNoise: Sendable, Equatable {
    /// The lowest published CV, percent.
    public let lowPercent: Double
    /// The highest published CV, percent.
    public let highPercent: Double
    /// Where it was published.
    public let source: String
    /// The CV as text: "3.7-19 %".
    public let text: String
    /// The CV and its source, as history and its JSON say it: "3.7-19 %, Grgic et al. 2019, ...".
    /// Stored, not made again for each of a season's tests.
    public let label: String

    private init(lowPercent: Double, highPercent: Double, source: String) {
        self.lowPercent = lowPercent
        self.highPercent = highPercent
        self.source = source
        let low = lowPercent.trimmed(decimals: 1)
        let high = highPercent.trimmed(decimals: 1)
        text = (low == high ? low : low + "-" + high) + " %"
        label = text + ", " + source
    }

    private static let ift3015 = TestNoise(
        lowPercent: 1.5, highPercent: 6.0, source: "Grgic et al. 2021, J Sport Health Sci 10:413-418")
    private static let yoyoIR2 = TestNoise(
        lowPercent: 9.6, highPercent: 9.6, source: "Krustrup et al. 2006, Med Sci Sports Exerc 38:1666")
    private static let yoyoIR1 = TestNoise(
        lowPercent: 3.7, highPercent: 19, source: "Grgic et al. 2019, Sports Med 49:1547-1557")

    /// The noise of a test with `method`, or nil where standards.md gives none.
    public static func of(_ method: VO2maxMethod?) -> TestNoise? {
        switch method {
        case .ift3015?: ift3015
        case .yoyoIR2?: yoyoIR2
        case .yoyoIR1?, .yoyoEndurance?: yoyoIR1
        default: nil
        }
    }

    /// True when going from `previous` to `current` is within the noise.
    public func isWithinNoise(from previous: Double, to current: Double) -> Bool {
        abs(current - previous) < abs(previous) * highPercent / 100
    }
}
