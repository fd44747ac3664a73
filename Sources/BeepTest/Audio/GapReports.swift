/// How often gaps in the sound are told: an underrun at most once a second, the seconds skipped
/// by those between summed into the next report, so that a run of them is one line, not
/// thousands; a sound server holding more than the buffer once.
struct GapReports {
    /// The least time between two underrun reports.
    static let interval = 1.0

    /// When the last underrun was reported.
    private var lastReport: Double?
    /// Seconds skipped by the underruns not reported since.
    private var unreported = 0.0
    /// True once the server was found to hold more than the buffer.
    private var saidServerHolds = false

    /// An underrun at monotonic time `now` that skipped `skipped` seconds: the seconds to report
    /// now (its own and those held back), or nil when it is held back to be summed into the next.
    mutating func underrun(skipped: Double, at now: Double) -> Double? {
        if let lastReport, now - lastReport < Self.interval {
            unreported += skipped
            return nil
        }
        lastReport = now
        defer { unreported = 0 }
        return skipped + unreported
    }

    /// True the first time only: the server holds more than the buffer, to be said once.
    mutating func serverHolds() -> Bool {
        defer { saidServerHolds = true }
        return !saidServerHolds
    }
}
