/// One worksheet, ready for a spreadsheet writer: a header row (which the writer freezes) and
/// rows of typed cells, each column with a width fit for its header and values.
public struct Sheet: Sendable, Equatable {
    /// The worksheet's name (at most 31 characters, as Excel allows).
    public var name: String
    /// The header row.
    public var headers: [String]
    /// Each column's width in characters.
    public var widths: [Double]
    /// The rows, each as long as `headers`.
    public var rows: [[SheetCell]]

    /// A sheet of `items`, one row each, with the `columns` that have a value in some row
    /// (a column whose `keepsEmpty` is set stays even when empty: the sheet's fixed part).
    public init<Item>(name: String, columns: [SheetColumn<Item>], items: [Item]) {
        let cells = items.map { item in columns.map { $0.cell(item) } }
        let kept = columns.indices.filter { index in
            columns[index].keepsEmpty || cells.contains { !$0[index].isEmpty }
        }
        self.name = String(name.prefix(31))
        headers = kept.map { columns[$0].header }
        widths = kept.map { columns[$0].width }
        rows = cells.map { row in kept.map { row[$0] } }
    }
}
