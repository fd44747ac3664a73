/// How a roster file is to be read where it cannot say so itself: its encoding when it is not
/// UTF-8 or UTF-16 with a BOM (`--encoding`), and the order of day and month in its dates
/// (`--date-order`).
public struct RosterOptions: Sendable, Equatable {
    /// The iconv name of the file's encoding; nil to find it (BOM, UTF-8, else Windows-1252).
    public var encoding: String?
    /// How dates with dots and slashes are read.
    public var dateOrder: DateOrder

    /// Creates options; the defaults find the encoding and read dates day first.
    public init(encoding: String? = nil, dateOrder: DateOrder = .dmy) {
        self.encoding = encoding
        self.dateOrder = dateOrder
    }
}
