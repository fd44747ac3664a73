/// When a row's zone note (why it has no FitnessGram zone) is shown: the one rule the results
/// table, the spreadsheet, the class page and the athlete's page read.
///
/// A row with a zone needs no note, and a test zones are not for says nothing by one ("zones are
/// for the PACER" on every row of a Yo-Yo would drown the notes that matter). Which tests zones
/// are for is the column model's (`ResultColumn.zonesApply(in:to:)`), asked as each output has
/// always asked it: the table whether any row has PACER laps, the sheet whether the log's scores
/// are laps, the pages whether the method is FitnessGram's.
public enum ZoneNote {
    /// The note beside `standards` in the reader's language, or nil when none is shown.
    public static func shown(_ standards: RowStandards, zonesApply: Bool) -> String? {
        guard zonesApply, standards.zone == nil else { return nil }
        return standards.zoneNote.map(Translation.shown)
    }
}
