import BeepTest
import BeepTestTestSupport
import Testing

@Suite("Score sheet: a box for each thing a partner ticks")
struct ScoreSheetPageTests {
    static func boxes(_ html: String) -> Int { html.components(separatedBy: "<i>").count - 1 }

    @Test("the beep test a box a shuttle (247), the PACER its laps numbered through (1-247), the Yo-Yo a box a bout")
    func boxes() throws {
        let msft = ScoreSheetPage.html(try BuiltInProfiles.profile("msft-20m"), roster: Roster(athletes: []))
        #expect(Self.boxes(msft) == 0, "an empty roster: no blocks")
        let one = Roster(athletes: [Athlete(name: "Ann", bib: 12)])
        let beep = ScoreSheetPage.html(try BuiltInProfiles.profile("msft-20m"), roster: one)
        #expect(Self.boxes(beep) == 247)
        #expect(beep.contains("<span class=\"bib\">12</span> <bdi>Ann</bdi>"))
        #expect(
            beep.contains("Tick each shuttle made on time; circle a missed line. Out after 2 missed lines in a row"))
        let pacer = ScoreSheetPage.html(try BuiltInProfiles.profile("pacer-20m"), roster: one)
        #expect(Self.boxes(pacer) == 247 && pacer.contains("<i>247</i>") && pacer.contains("<b>2</b><i>8</i>"))
        #expect(pacer.contains("Out after 2 missed lines in total"))
        let yoyo = ScoreSheetPage.html(try BuiltInProfiles.profile("yoyo-ir1"), roster: one)
        #expect(Self.boxes(yoyo) == 91 && yoyo.contains("Tick each bout made on time"))
        let ift = ScoreSheetPage.html(try BuiltInProfiles.profile("ift-30-15"), roster: one)
        let stages = try BuiltInProfiles.profile("ift-30-15").levels.count
        #expect(Self.boxes(ift) == stages && ift.contains("Tick each stage completed"))
        #expect(ift.contains("3 missed lines in a row"))
    }

    @Test("without a roster: numbered blank lines; black and white, nothing loaded from elsewhere")
    func blank() throws {
        let html = ScoreSheetPage.html(try BuiltInProfiles.profile("msft-20m"), roster: nil)
        #expect(html.components(separatedBy: "<section class=\"block\">").count - 1 == ScoreSheetPage.blankCount)
        #expect(html.contains("<span class=\"bib\">12</span> <span class=\"blank\"></span>"))
        let lower = html.lowercased()
        for banned in ["<script", "<link", "src=", "url(", "http:", "https:", "@import"] {
            #expect(!lower.contains(banned), "found \(banned)")
        }
        let colours = ["#1b7f3b", "#f2a900", "#c4161c", "#e8e8e8"]
        #expect(!colours.contains { lower.contains($0) }, "black and white")
    }
}
