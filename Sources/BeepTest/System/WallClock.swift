import Glibc

/// The calendar clock, for results files (which outlive a reboot, so the monotonic clock's
/// numbers would mean nothing there).
public enum WallClock {
    /// ISO 8601 local time with the UTC offset, as results files record when a run started.
    public static let dateFormat = "%Y-%m-%dT%H:%M:%S%z"

    /// Seconds since the Unix epoch (CLOCK_REALTIME), with sub-second precision.
    @Sendable public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// `seconds` (Unix time) as local time through `strftime` with `format`
    /// ("%Y-%m-%d-%H%M%S" for file names, "%Y-%m-%dT%H:%M:%S%z" for the log).
    public static func localText(_ seconds: Double, format: String) -> String {
        var whole = time_t(seconds.rounded(.down))
        var parts = tm()
        guard localtime_r(&whole, &parts) != nil else { return "" }
        var buffer = [CChar](repeating: 0, count: 64)
        let count = strftime(&buffer, buffer.count, format, &parts)
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Noon of `date` in local time, as Unix time: when a test entered from paper is said to have
    /// been run (`beeptest enter --date`), the day being all that is known. Nil when the C library
    /// cannot place the date.
    public static func localNoon(of date: CalendarDate) -> Double? {
        var parts = tm()
        parts.tm_year = Int32(date.year - 1900)
        parts.tm_mon = Int32(date.month - 1)
        parts.tm_mday = Int32(date.day)
        parts.tm_hour = 12
        parts.tm_isdst = -1  // the C library decides whether summer time applies that day
        let seconds = mktime(&parts)
        return seconds == -1 ? nil : Double(seconds)
    }
}
