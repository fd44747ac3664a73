import BeepTest
import CXLSXWriter
import Glibc

/// Writes sheets as an `.xlsx` workbook through libxlsxwriter: the header row bold and frozen
/// with a filter, numbers as numbers with their decimals, dates and times as Excel dates shown
/// `yyyy-mm-dd` (the same in every locale), text as UTF-8 strings (a text beginning with `=` is
/// never a formula). The workbook is made in a private temporary file and then written whole
/// over `path` with mode 0600 (results hold health information), so a refused or failed write
/// leaves nothing half-written where the user looks.
public enum XLSXFile {
    /// Writes `sheets` to `path`: a missing folder is "not found" (66), any other failure I/O (74).
    public static func write(_ sheets: [Sheet], to path: String) throws(BeepTestError) {
        let folder = FileIO.parent(of: path)
        guard FileIO.isFolder(folder) else {
            throw BeepTestError(.notFound, tr("%s: no such folder '%s'", path, folder))
        }
        guard !FileIO.isFolder(path) else { throw BeepTestError(.io, tr("%s: is a folder, not a file", path)) }
        let temporary = try temporaryFile()
        defer { unlink(temporary) }
        try make(sheets, at: temporary, for: path)
        try FileIO.writeAtomically(try FileIO.read(temporary, limit: 1 << 30), to: path)
    }

    /// A new empty file under `$TMPDIR` (default /tmp), private to its owner.
    private static func temporaryFile() throws(BeepTestError) -> String {
        let base = FileIO.environment("TMPDIR").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        var template = Array((base + "/beeptest-XXXXXX.xlsx").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemps($0, 5) } ?? -1
        }
        guard descriptor >= 0 else {
            throw BeepTestError(.io, tr("cannot create a temporary file in %s: %s", base, Posix.errorText()))
        }
        close(descriptor)
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The workbook of `sheets` at `file`; errors name `path`, the file the user asked for.
    private static func make(_ sheets: [Sheet], at file: String, for path: String) throws(BeepTestError) {
        guard let workbook = workbook_new(file) else {
            throw BeepTestError(.io, tr("%s: cannot write the spreadsheet (libxlsxwriter could not start it)", path))
        }
        let formats = Formats(workbook)
        for sheet in sheets {
            guard let worksheet = workbook_add_worksheet(workbook, sheet.name) else {
                workbook_close(workbook)
                throw BeepTestError(.io, tr("%s: cannot add the sheet '%s'", path, sheet.name))
            }
            fill(worksheet, with: sheet, formats: formats)
        }
        let status = workbook_close(workbook)
        guard status == LXW_NO_ERROR else {
            throw BeepTestError(.io, tr("%s: cannot write: %s", path, String(cString: lxw_strerror(status))))
        }
    }

    /// The cell formats a workbook shares: the header, whole numbers, one and two decimals, dates.
    private struct Formats {
        var header: UnsafeMutablePointer<lxw_format>?
        var decimals: [UnsafeMutablePointer<lxw_format>?]
        var date: UnsafeMutablePointer<lxw_format>?
        var dateTime: UnsafeMutablePointer<lxw_format>?

        init(_ workbook: UnsafeMutablePointer<lxw_workbook>) {
            header = workbook_add_format(workbook)
            format_set_bold(header)
            format_set_bottom(header, UInt8(LXW_BORDER_THIN.rawValue))
            format_set_bg_color(header, 0xE8E8E8)
            decimals = ["0", "0.0", "0.00", "0.000"].map { code in
                let format = workbook_add_format(workbook)
                format_set_num_format(format, code)
                return format
            }
            date = workbook_add_format(workbook)
            format_set_num_format(date, "yyyy-mm-dd")
            dateTime = workbook_add_format(workbook)
            format_set_num_format(dateTime, "yyyy-mm-dd hh:mm")
        }
    }

    private static func fill(
        _ worksheet: UnsafeMutablePointer<lxw_worksheet>, with sheet: Sheet, formats: Formats
    ) {
        for (column, header) in sheet.headers.enumerated() {
            worksheet_write_string(worksheet, 0, lxw_col_t(column), header, formats.header)
            worksheet_set_column(worksheet, lxw_col_t(column), lxw_col_t(column), sheet.widths[column], nil)
        }
        for (index, row) in sheet.rows.enumerated() {
            let line = lxw_row_t(index + 1)
            for (column, cell) in row.enumerated() {
                let at = lxw_col_t(column)
                switch cell {
                case .empty:
                    break
                case .text(let text):
                    worksheet_write_string(worksheet, line, at, text, nil)
                case .number(let value, let decimals):
                    let format = formats.decimals[min(max(decimals, 0), formats.decimals.count - 1)]
                    worksheet_write_number(worksheet, line, at, value, format)
                case .date(let date) where date.year < 1900:
                    // Before Excel's calendar begins: kept as its text rather than misread.
                    worksheet_write_string(worksheet, line, at, date.text, nil)
                case .date(let date):
                    var value = lxw_datetime(
                        year: Int32(date.year), month: Int32(date.month), day: Int32(date.day), hour: 0, min: 0, sec: 0)
                    worksheet_write_datetime(worksheet, line, at, &value, formats.date)
                case .dateTime(let time):
                    var value = lxw_datetime(
                        year: Int32(time.date.year), month: Int32(time.date.month), day: Int32(time.date.day),
                        hour: Int32(time.hour), min: Int32(time.minute), sec: Double(time.second))
                    worksheet_write_datetime(worksheet, line, at, &value, formats.dateTime)
                }
            }
        }
        worksheet_freeze_panes(worksheet, 1, 0)
        if !sheet.headers.isEmpty {
            worksheet_autofilter(worksheet, 0, 0, lxw_row_t(sheet.rows.count), lxw_col_t(sheet.headers.count - 1))
        }
    }
}
