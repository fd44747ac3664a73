// libFuzzer entry point for the roster reader: any bytes, in any encoding, must give a roster or
// a BeepTestError, never a crash, read as found and as Windows-1252 and UTF-16 by name, in both
// date orders. Compiled with Sources/BeepTest by scripts/fuzz.sh (`make fuzz`).

private let fuzzDay = CalendarDate(year: 2026, month: 12, day: 1) ?? CalendarDate.today()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRosterReader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    for options in [
        RosterOptions(), RosterOptions(dateOrder: .mdy), RosterOptions(encoding: "WINDOWS-1252"),
        RosterOptions(encoding: "UTF-16"),
    ] {
        _ = try? Roster.parse(bytes, source: "fuzz.csv", options: options, on: fuzzDay)
    }
    return 0
}
