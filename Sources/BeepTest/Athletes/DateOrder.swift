/// The order of day and month in a date written with dots or slashes: Europe writes the day
/// first (`03.10.2012`, `03/10/2012`), the United States the month (`10/03/2012`). ISO dates
/// (`2012-10-03`) read the same in either.
public enum DateOrder: String, Sendable, CaseIterable {
    /// Day, month, year: the default.
    case dmy
    /// Month, day, year (`--date-order mdy`).
    case mdy

    /// The pattern for people: `DD.MM.YYYY` or `MM/DD/YYYY`.
    public func pattern(separator: Character) -> String {
        let parts = self == .dmy ? ["DD", "MM"] : ["MM", "DD"]
        return parts.joined(separator: String(separator)) + String(separator) + "YYYY"
    }
}
