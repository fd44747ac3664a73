import BeepTest
import Testing

@Suite("LocalDateTime: a log's date read one way for every output")
struct LocalDateTimeTests {
    @Test("a log's start text is read as the gym's clock: the offset is not applied")
    func gymClock() throws {
        let time = try #require(LocalDateTime(logText: "2025-09-08T07:05:09+0200"))
        #expect(time.date.text == "2025-09-08" && time.hour == 7 && time.minute == 5 && time.second == 9)
        #expect(time.text == "2025-09-08 07:05")
        for bad in ["2025-09-08", "2025-02-30T10:00:00", "2025-09-08T24:00:00", "2025-09-08 10:00:00", "x"] {
            #expect(LocalDateTime(logText: bad) == nil, "\(bad)")
        }
    }

    @Test("the day and clock time are the text's own characters, a hand-edited date kept as written")
    func dayAndClockTime() {
        #expect(LocalDateTime.day("2025-09-08T07:05:09+0200") == "2025-09-08")
        #expect(LocalDateTime.clockTime("2025-09-08T07:05:09+0200") == "07:05")
        // A date no reader takes is still grouped and shown by its characters, never refused.
        #expect(LocalDateTime.day("last Tuesday, after lunch") == "last Tuesd")
        #expect(LocalDateTime.day("2025") == "2025")
        #expect(LocalDateTime.clockTime("2025-09-08") == nil)
        #expect(LocalDateTime.clockTime("2025-09-08T07:0") == nil)
        #expect(LocalDateTime.clockTime("2025-09-08T07:05") == "07:05")
    }

    @Test("a test entered from paper shows its day alone; a timed one its text as written")
    func shown() {
        #expect(LocalDateTime.shown("2025-09-08T12:00:00+0200", entered: true) == "2025-09-08")
        #expect(LocalDateTime.shown("2025-09-08T07:05:09+0200", entered: false) == "2025-09-08T07:05:09+0200")
        #expect(LocalDateTime.shown(nil, entered: false) == nil)
    }

    @Test("a sheet's cell is a typed date and time, a paper test's a typed day, an unreadable date empty")
    func cell() throws {
        let when = try #require(LocalDateTime(logText: "2025-09-08T07:05:09+0200"))
        #expect(LocalDateTime.cell("2025-09-08T07:05:09+0200", entered: false) == .dateTime(when))
        #expect(LocalDateTime.cell("2025-09-08T12:00:00+0200", entered: true) == .date(when.date))
        #expect(LocalDateTime.cell("2025-09-08", entered: false) == .empty)
        #expect(LocalDateTime.cell(nil, entered: true) == .empty)
    }
}
