import BeepTest
import BeepTestXLSX
import Glibc

/// `-o FILE` of `results` and `history`: text formats go to standard output unless a file is
/// named; a spreadsheet is binary, so it is written only to a file named with `-o`, whole or
/// not at all (mode 0600: results hold health information).
enum FileOutput {
    /// The `-o` file for `format`; a usage error (64) for a spreadsheet without one.
    static func path(_ arguments: Arguments, format: OutputFormat) throws(BeepTestError) -> String? {
        let path = try arguments.value(output)
        if path?.isEmpty == true { throw arguments.usage(tr("-o needs a file name")) }
        if format == .xlsx && path == nil {
            throw arguments.usage(tr("--format xlsx is a binary file, not for a terminal: name it with -o OUT.xlsx"))
        }
        return path
    }

    /// Refuses (64) an output that is one of the files read (`inputs`): `-o` over a results log
    /// would replace the test's only record with what was printed from it.
    static func refuseOverwriting(_ path: String?, inputs: [String], _ arguments: Arguments) throws(BeepTestError) {
        guard let path, let input = inputs.first(where: { FileIO.isSameFile(path, $0) }) else { return }
        throw arguments.usage(tr("-o %s is %s, which is read: name another file", path, input))
    }

    /// Writes `bytes` to `path`, or to standard output when nil. CSV (`format` csv or
    /// fitnessgram) that reaches a terminal has its control and invisible characters escaped line
    /// by line, as the tables do (a name's `ESC [ 2 J` would clear the screen); to a file or a
    /// pipe it stays byte for byte what was recorded.
    static func write(_ bytes: [UInt8], to path: String?, format: OutputFormat? = nil) throws(BeepTestError) {
        guard let path else {
            guard format == .csv || format == .fitnessgram, isatty(STDOUT_FILENO) == 1 else {
                return Output.write(bytes: bytes, to: .standardOutput)
            }
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let shown = lines.map { String($0).escapingControlCharacters() }.joined(separator: "\n")
            return Output.write(bytes: Array(shown.utf8), to: .standardOutput)
        }
        try FileIO.writeAtomically(bytes, to: path)
    }

    /// Writes `sheet` as a workbook to `path` and says so in one line.
    static func write(_ sheet: Sheet, to path: String, what: String) throws(BeepTestError) {
        try XLSXFile.write([sheet], to: path)
        Output.line("\(path): \(what)")
    }
}

extension FileOutput {
    /// `-o FILE` (results, history).
    static let output = Option.text(
        "--output", "FILE", short: "-o", completion: .file,
        help: tr("write to FILE (mode 0600) instead of standard output; required for --format xlsx"))
}
