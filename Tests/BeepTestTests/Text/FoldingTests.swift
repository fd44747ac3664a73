import BeepTest
import Testing

/// Names folded as `history --athlete` compares them: lower case, the accents of Latin letters off.
@Suite("Text: names folded for finding")
struct FoldingTests {
    @Test(
        "accented letters of the roster's languages become their base letters",
        arguments: [
            ("Zoë Müller", "zoe muller"), ("ÉLODIE Lefèvre", "elodie lefevre"), ("Jürgen Groß", "jurgen gross"),
            ("Ærø Søren", "aero soren"), ("João Gonçalves", "joao goncalves"), ("Łukasz Wałęsa", "lukasz walesa"),
            ("Ștefan Țurcanu", "stefan turcanu"), ("Ñuño Íñiguez", "nuno iniguez"), ("Dvořák", "dvorak"),
        ])
    func latin(name: String, folded: String) {
        #expect(name.folded == folded)
    }

    @Test("combining marks typed apart are dropped too; other scripts are only lower-cased")
    func decomposed() {
        #expect("Zoe\u{308} Mu\u{308}ller".folded == "zoe muller")
        #expect("Zoë".folded == "Zoe\u{308}".folded)
        #expect("ΑΛΦΑ".folded == "αλφα")
        #expect("李 雷".folded == "李 雷")
    }
}
