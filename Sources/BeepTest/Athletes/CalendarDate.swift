import Glibc

/// A day of the Gregorian calendar, as school systems export birth dates (`YYYY-MM-DD`).
public struct CalendarDate: Sendable, Equatable, Comparable {
    /// The year (1-9999).
    public var year: Int
    /// The month, 1-12.
    public var month: Int
    /// The day of the month, from 1.
    public var day: Int

    /// A date that exists: February 29 only in leap years, no April 31.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.days(inMonth: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD` exactly (four, two and two digits); nil for anything else or a day
    /// that does not exist.
    public init?(iso text: String) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 10, scalars[4] == "-", scalars[7] == "-" else { return nil }
        guard let year = Self.number(scalars[0..<4]), let month = Self.number(scalars[5..<7]),
            let day = Self.number(scalars[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The number the ASCII digits `scalars` write, or nil when one is not a digit (the fields
    /// of `YYYY-MM-DD` and of a log's `THH:MM:SS`).
    static func number(_ scalars: ArraySlice<Unicode.Scalar>) -> Int? {
        var value = 0
        for scalar in scalars {
            guard ("0"..."9").contains(scalar) else { return nil }
            value = value * 10 + Int(scalar.value - 48)
        }
        return value
    }

    /// Today in local time (the date a test is run on).
    public static func today() -> CalendarDate {
        var whole = time_t(WallClock.now().rounded(.down))
        var parts = tm()
        guard localtime_r(&whole, &parts) != nil,
            let date = CalendarDate(
                year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        else { return CalendarDate(valid: 1970, 1, 1) }  // the epoch: no local time for now at all
        return date
    }

    private init(valid year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Whole years from `self` (a birth date) to `date`: the age on that day. Someone born on
    /// February 29 turns a year older on March 1 in a common year.
    public func wholeYears(until date: CalendarDate) -> Int {
        let years = date.year - year
        return (date.month, date.day) < (month, day) ? years - 1 : years
    }

    /// `YYYY-MM-DD`.
    public var text: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
