import BeepTest
import Glibc

/// What the environment says about the terminal the live view draws on.
struct TerminalInfo {
    /// No cursor addressing (TERM=dumb or unset): the view prints plain status lines instead.
    var isDumb: Bool
    /// Colour escapes allowed: NO_COLOR is unset or empty (no-color.org).
    var usesColour: Bool

    static func fromEnvironment() -> TerminalInfo {
        // FileIO.environment reads an empty variable as unset.
        let term = FileIO.environment("TERM")
        return TerminalInfo(isDumb: term == nil || term == "dumb", usesColour: FileIO.environment("NO_COLOR") == nil)
    }

    /// Whether stdout is a terminal (`run` draws the view only then).
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// The width a table printed on `descriptor` is fitted to, as Debian's tools decide it
    /// (`dpkg -l`): `COLUMNS` when it holds a positive number, else the terminal's width, else
    /// none (a file or a pipe gets every name whole).
    static func tableWidth(of descriptor: Int32 = STDOUT_FILENO) -> Int? {
        if let columns = FileIO.environment("COLUMNS").flatMap({ Int($0) }), columns > 0 { return columns }
        guard isatty(descriptor) == 1 else { return nil }
        return size(of: descriptor).columns
    }

    /// The size of the terminal on stdout; COLUMNS/LINES, then 80 × 24, when it cannot be asked.
    static func size(of descriptor: Int32 = STDOUT_FILENO) -> ScreenSize {
        var window = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
            return ScreenSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
        }
        let columns = FileIO.environment("COLUMNS").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        let rows = FileIO.environment("LINES").flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        return ScreenSize(columns: columns ?? 80, rows: rows ?? 24)
    }
}
