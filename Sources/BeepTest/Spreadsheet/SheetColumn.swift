/// A column of a sheet made from items of one kind: its header, its width, and its cell.
public struct SheetColumn<Item>: Sendable {
    /// The header's text.
    public var header: String
    /// The width, in characters.
    public var width: Double
    /// True when the column stays even when every cell is empty.
    public var keepsEmpty: Bool
    /// The item's cell.
    public var cell: @Sendable (Item) -> SheetCell

    /// A column; `width` defaults to the header's length with some room.
    public init(
        _ header: String, width: Double? = nil, keepsEmpty: Bool = false, cell: @escaping @Sendable (Item) -> SheetCell
    ) {
        self.header = header
        self.width = width ?? Double(header.count + 3)
        self.keepsEmpty = keepsEmpty
        self.cell = cell
    }
}
