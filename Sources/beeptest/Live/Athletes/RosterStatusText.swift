import BeepTest

/// The words of an athlete's state in the roster panel, in one place, so that the panel can keep
/// room for the longest of them before anyone is warned or out (the grid never re-flows).
enum RosterStatusText {
    /// `warned 1/2`: misses in a row so far, of those allowed.
    static func warned(misses: Int, allowed: Int) -> String { tr("warned %s", note(misses: misses, allowed: allowed)) }

    /// `out 9.4`: out, with the score when there is one.
    static func out(score: String?) -> String { score.map { tr("out %s", $0) } ?? tr("out") }

    /// `withdrew 9.4`: stopped running, with the score of the last line made on time.
    static func withdrew(score: String?) -> String { score.map { tr("withdrew %s", $0) } ?? tr("withdrew") }

    /// The short form a cell shows when the words do not fit: `1/2`.
    static func note(misses: Int, allowed: Int) -> String { "\(misses)/\(allowed)" }

    /// The longest score the panel keeps room for (`12.10`, `23.8`, laps `247`).
    static let longestScore = "88.88"

    /// Cells the words can take at most (a score longer than `longestScore` is cut).
    static var longestWords: Int {
        max(
            warned(misses: 9, allowed: 9).cells, out(score: longestScore).cells,
            withdrew(score: longestScore).cells)
    }

    /// Cells the short form can take at most.
    static var longestNote: Int { max(note(misses: 9, allowed: 9).cells, longestScore.cells) }

    /// The marks before the bib: they say the state where there is no room for words, and without colour.
    static let warnedMark = "!"
    static let outMark = "×"
    static let withdrawnMark = "~"

    /// The mark before `entry`'s bib: a space while running clean.
    static func mark(_ entry: RosterEntry) -> String {
        entry.isWithdrawn ? withdrawnMark : entry.isOut ? outMark : entry.isWarned ? warnedMark : " "
    }

    /// The legend of the two marks, for a screen that shows both: `× out  ~ withdrew`.
    static var outAndWithdrawnLegend: String { outMark + " " + tr("out") + "  " + withdrawnMark + " " + tr("withdrew") }
}
