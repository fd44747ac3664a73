/// `results --format xlsx`: every athlete of every log given, one row each, in one sheet a
/// teacher can sort and filter: the test's date and time, the roster's fields (group, sex, age,
/// birth date), the status, the score and its parts, the estimate and the standards.
public enum ResultsSheet {
    /// The rows of `tests`, oldest test first, each in bib order, each with the roster's entry for
    /// its athlete and the log it is from.
    public static func entries(_ tests: [LoggedTest]) -> [ResultCellSource] {
        tests.sorted(by: LoggedTest.isOlder).flatMap { test in
            test.summary.rows.map { ResultCellSource($0, in: test) }
        }
    }

    /// The sheet of `tests`.
    public static func sheet(_ tests: [LoggedTest]) -> Sheet {
        Sheet(name: tr("Results"), columns: columns, items: entries(tests))
    }

    /// The sheet's columns (`ResultColumn.columns(in: .sheet)`), each cell the model's value
    /// written as a typed cell; a column nobody has a value in is left out (`Sheet`), but for the
    /// fixed part the model names (date, test, bib, name, status, score, file).
    public static let columns: [SheetColumn<ResultCellSource>] = ResultColumn.columns(in: .sheet).map { column in
        let fixed = column.rule(in: .sheet) == .always
        return SheetColumn(column.header(in: .sheet), width: width(column), keepsEmpty: fixed) { source in
            guard let value = column.value(of: source) else { return column == .note ? note(source) : .empty }
            return cell(value)
        }
    }

    /// The column's width, in characters: room for its header and its usual values (nil: the
    /// header's own, for a column the sheet does not have).
    private static func width(_ column: ResultColumn) -> Double? {
        switch column {
        case .date, .vo2max: 17
        case .test, .totalShuttles: 14
        case .bib, .sex, .age, .bout, .pass: 6
        case .id, .group, .viftKmh, .laps20m: 10
        case .athlete: 28
        case .birthDate, .status, .lapsToHFZ: 12
        case .score, .shuttle, .distanceM: 8
        case .level, .zone, .misses: 7
        case .vo2maxMethod: 18
        case .hfzLaps: 15
        case .passStandard, .referenceGroup: 24
        case .failedAt: 20
        case .note, .file: 30
        default: nil
        }
    }

    /// `value` as a typed cell: numbers and dates as such, so that a spreadsheet sorts them. A
    /// figure whose decimals vary (shuttles, metres, an age) is shown whole, as a column has one
    /// number format; the cell keeps the value.
    static func cell(_ value: ResultCell) -> SheetCell {
        switch value {
        case .empty: .empty
        case .text(let text), .name(let text), .identifier(let text): .text(text)
        case .stored(let text): .text(Translation.shown(text))
        case .place(let place): .text(Turn.translated(place))
        case .label(let label): .label(label)
        case .whole(let number): .integer(number)
        case .fixed(let number, let decimals): .number(number, decimals: decimals)
        case .trimmed(let number, _): .number(number, decimals: 0)
        case .sex(let sex): .text(sex.rawValue)
        case .status(let status): .text(status.text)
        case .score(let score): .score(score)
        case .zone(let zone): .text(zone.rawValue)
        case .verdict(let pass): .text(pass ? tr("pass") : tr("fail"))
        case .date(let date): .date(date)
        case .started(let date, let entered): LocalDateTime.cell(date, entered: entered)
        }
    }

    /// The note: why there is no estimate, and why there is no zone where zones apply to the
    /// row's test (`ZoneNote`, by the sheet's own judgement of zones).
    private static func note(_ source: ResultCellSource) -> SheetCell {
        let zonesApply = ResultColumn.zonesApply(in: .sheet, to: ResultColumnScope(source))
        let notes = [
            source.row.vo2maxNote.map(Translation.shown),
            ZoneNote.shown(source.row.standards, zonesApply: zonesApply),
        ].compactMap { $0 }
        return .text(notes.isEmpty ? nil : notes.joined(separator: "; "))
    }
}
