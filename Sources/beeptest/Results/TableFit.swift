import BeepTest

/// How the results table was narrowed to fit a terminal: each step is taken only while the
/// table is still wider than the terminal, in the order of `Step`, so that a wide window shows
/// everything as written and a narrow one loses the least first.
struct TableFit {
    /// The narrowing steps, cheapest for the reader first.
    enum Step: CaseIterable {
        /// A floor score as "≥48" instead of "at least 48 laps".
        case markFloors
        /// A group the whole class shares said once above the table instead of in a column.
        case shareGroup
        /// The ID column left out: a teacher reads names, the machine formats keep the ids.
        case leaveOutIDs
        /// The columns that follow from others left out: METRES (from the score) and TO GO (the
        /// HFZ target less the laps).
        case leaveOutSums
        /// Names cut to a length (never below `ResultsReport.shortestCutName`).
        case cutNames
    }

    /// True when floors read "≥48".
    var marksFloors = false
    /// The group every athlete shares, when it is said above the table.
    var sharedGroup: String?
    /// The longest a name may be, an ellipsis last, when names are cut.
    var nameLimit: Int?
    /// True when the ID column is left out.
    var leavesOutIDs = false
    /// True when METRES and TO GO are left out.
    var leavesOutSums = false

    /// The columns that follow from others (METRES from the score, TO GO from the HFZ target
    /// less the laps), left out together.
    static let sums: [ResultColumn] = [.distanceM, .lapsToHFZ]

    /// True when the fit leaves `column` out of the table: the ids, a group said above the
    /// table, the sums.
    func leavesOut(_ column: ResultColumn) -> Bool {
        switch column {
        case .id: leavesOutIDs
        case .group: sharedGroup != nil
        default: leavesOutSums && Self.sums.contains(column)
        }
    }
}
