import Foundation
import Testing

/// An `.xlsx` workbook as a real reader sees it: python3-openpyxl, which `make test` installs.
public enum WorkbookReader {
    /// The sheets of the workbook at `path`, in order, each a dictionary: `title`, `frozen` (the
    /// frozen cell, "A2" for a frozen header), `filter` (the filter's range), `bold` (whether each
    /// header cell is bold) and `rows`, every cell as `[type, value, number format]`: type "none",
    /// "text", "number", "bool" or "datetime" (its value in ISO text).
    public static func read(_ path: String) throws -> [[String: Any]] {
        let script = """
            import json, sys, datetime, openpyxl
            book = openpyxl.load_workbook(sys.argv[1])
            def cell(c):
                v = c.value
                if v is None: return ["none", None, c.number_format]
                if isinstance(v, datetime.datetime): return ["datetime", v.isoformat(), c.number_format]
                if isinstance(v, bool): return ["bool", v, c.number_format]
                if isinstance(v, (int, float)): return ["number", v, c.number_format]
                return ["text", v, c.number_format]
            print(json.dumps([{"title": s.title, "frozen": s.freeze_panes, "filter": s.auto_filter.ref,
                "bold": [c.font.b for c in s[1]], "rows": [[cell(c) for c in row] for row in s.iter_rows()]}
                for s in book.worksheets]))
            """
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        python.arguments = ["-c", script, path]
        let output = Pipe()
        let errors = Pipe()
        python.standardOutput = output
        python.standardError = errors
        try python.run()
        let bytes = python.readToEnd(output, of: "python3 (openpyxl)", seconds: 60)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(python.terminationStatus == 0, "openpyxl: \(message)")
        return try #require(try JSONSerialization.jsonObject(with: bytes) as? [[String: Any]])
    }
}
