/// Small number and time formatting without Foundation's formatters (which cost start-up time
/// and memory the live path cannot spare).
extension Double {
    /// The value with exactly `decimals` digits after the point, rounded half away from zero.
    public func formatted(decimals: Int) -> String {
        guard isFinite else { return "-" }
        // Beyond 1e15 there are no fraction digits left to show, and Int64 would trap above 9.2e18
        // (a valid profile with shuttle_s 1e-300 derives a speed of 3.6e303 km/h).
        guard abs(self) < 1e15 else { return JSONWriter.number(self) }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(self) * scale).rounded()
        let whole = Int64(scaled / scale)
        let sign = self < 0 && scaled > 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(whole) }
        let fraction = Int64(scaled - Double(whole) * scale)
        let digits = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: decimals - digits.count) + digits
    }

    /// The value with up to `decimals` digits, trailing zeros removed ("8", "8.5", "7.579").
    public func trimmed(decimals: Int) -> String {
        var text = formatted(decimals: decimals)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

/// Clock-style times for tables and the live display.
public enum TimeText {
    /// `m:ss` for whole seconds (rounded down, as a stopwatch shows), `-m:ss` before zero.
    public static func minutesSeconds(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "--:--" }
        let negative = seconds < 0
        let whole = Int(abs(seconds).rounded(.down))
        let text = twoDigits(whole / 60) + ":" + twoDigits(whole % 60)
        return negative ? "-" + text : text
    }

    /// `m:ss.ss` with hundredths, as the published tables print cumulative times.
    public static func minutesSecondsHundredths(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "--:--" }
        let hundredths = Int((abs(seconds) * 100).rounded())
        let whole = hundredths / 100
        let text = twoDigits(whole / 60) + ":" + twoDigits(whole % 60) + "." + twoDigits(hundredths % 100)
        return seconds < 0 ? "-" + text : text
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
