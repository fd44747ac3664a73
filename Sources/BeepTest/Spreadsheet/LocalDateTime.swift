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

    /// The day of a log's `date`, `YYYY-MM-DD`: its first ten characters, whatever they are (a
    /// hand-edited log's text is shown and grouped by as written, not refused where it is read).
    public static func day(_ logText: String) -> String { String(logText.prefix(10)) }

    /// The clock time of a log's `date`, `HH:MM` (the five characters after the `T`), or nil for a
    /// text too short to hold one.
    public static func clockTime(_ logText: String) -> String? {
        guard logText.count >= 16 else { return nil }
        return String(logText.dropFirst(11).prefix(5))
    }

    /// When a test took place, as a log's `date` gives it, for people and for JSON: the text as
    /// written, or for a test entered from paper (`beeptest enter`) its day alone: the log's noon
    /// is nobody's start, so a paper test shows its day, never a time.
    public static func shown(_ logText: String?, entered: Bool) -> String? {
        guard let logText else { return nil }
        return entered ? day(logText) : logText
    }

    /// The same for a sheet's cell: a typed date and time, or a typed day for a test entered
    /// from paper; empty when the log has no date it can read.
    public static func cell(_ logText: String?, entered: Bool) -> SheetCell {
        guard let logText, let when = LocalDateTime(logText: logText) else { return .empty }
        return entered ? .date(when.date) : .dateTime(when)
    }
}
