/// A day and a clock time as a results log writes when a test started (`2025-09-08T10:00:00+0200`):
/// the clock on the gym's wall, which is what a teacher's spreadsheet and page should show, so
/// the offset is not applied.
public struct LocalDateTime: Sendable, Equatable {
    /// The day.
    public var date: CalendarDate
    /// The hour, 0-23.
    public var hour: Int
    /// The minute, 0-59.
    public var minute: Int
    /// The second, 0-59.
    public var second: Int

    /// Reads the log's `YYYY-MM-DDTHH:MM:SS` (anything after the seconds, such as the offset, is
    /// ignored); nil for any other text or a time that does not exist.
    public init?(logText text: String) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 19, scalars[10] == "T", scalars[13] == ":", scalars[16] == ":",
            let date = CalendarDate(iso: String(String.UnicodeScalarView(scalars[0..<10])))
        else { return nil }
        guard let hour = CalendarDate.number(scalars[11..<13]), let minute = CalendarDate.number(scalars[14..<16]),
            let second = CalendarDate.number(scalars[17..<19]),
            hour < 24, minute < 60, second < 60
        else { return nil }
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// `YYYY-MM-DD HH:MM`, for pages.
    public var text: String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return date.text + " " + two(hour) + ":" + two(minute)
    }
}
