import BeepTest
import Testing

@Suite("ZoneNote: the one rule for when a row says why it has no zone")
struct ZoneNoteTests {
    @Test("a row without a zone says why, where zones apply to its test")
    func withoutZone() {
        var standards = RowStandards()
        standards.zoneNote = "needs age"
        #expect(ZoneNote.shown(standards, zonesApply: true) == "needs age")
    }

    @Test("a row with a zone needs no note, whatever note the log kept")
    func withZone() {
        var standards = RowStandards()
        standards.zone = .ni
        standards.zoneNote = "a note an earlier version kept"
        #expect(ZoneNote.shown(standards, zonesApply: true) == nil)
    }

    @Test("a test zones are not for says nothing of zones: no 'zones are for the PACER' on every row")
    func otherTest() {
        var standards = RowStandards()
        standards.zoneNote = "FitnessGram zones are for the PACER"
        #expect(ZoneNote.shown(standards, zonesApply: false) == nil)
    }

    @Test("no zone and no note: nothing to say")
    func noNote() {
        #expect(ZoneNote.shown(RowStandards(), zonesApply: true) == nil)
    }
}
