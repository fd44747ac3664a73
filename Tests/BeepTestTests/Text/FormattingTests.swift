import BeepTest
import Testing

@Suite("Number and time formatting")
struct FormattingTests {
    @Test(
        "fixed decimals round half away from zero",
        arguments: [
            (6.545454, 2, "6.55"), (-2.5, 0, "-3"), (47.800000000000004, 1, "47.8"), (0.004, 2, "0.00"),
            (-0.004, 2, "0.00"),
        ])
    func fixedDecimals(value: Double, decimals: Int, text: String) {
        #expect(value.formatted(decimals: decimals) == text)
    }

    @Test("values too large for Int64 print in exponent form instead of trapping")
    func hugeValues() {
        // The speed derived from a valid profile with shuttle_s 1e-300 on a 1000 m course.
        let speed = 1000 * 3.6 / 1e-300
        #expect(speed.formatted(decimals: 2) == "3.6e+303")
        #expect(speed.trimmed(decimals: 2) == "3.6e+303")
        #expect((-1e19).formatted(decimals: 1) == "-1e+19")
        #expect(Double.infinity.formatted(decimals: 1) == "-")
    }

    @Test("trimmed drops trailing zeros only after the point")
    func trimmed() {
        #expect(8.0.trimmed(decimals: 2) == "8")
        #expect(8.5.trimmed(decimals: 2) == "8.5")
        #expect(7.578947.trimmed(decimals: 3) == "7.579")
        #expect(100.0.trimmed(decimals: 0) == "100")
    }

    @Test("clock times: m:ss rounds down, hundredths round to nearest")
    func clockTimes() {
        #expect(TimeText.minutesSeconds(1321.148) == "22:01")
        #expect(TimeText.minutesSeconds(59.999) == "00:59")
        #expect(TimeText.minutesSeconds(-4.2) == "-00:04")
        #expect(TimeText.minutesSecondsHundredths(1321.1488) == "22:01.15")
        #expect(TimeText.minutesSecondsHundredths(215.2899) == "03:35.29")
    }
}
