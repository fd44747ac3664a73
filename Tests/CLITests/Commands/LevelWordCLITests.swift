import BeepTestTestSupport
import Foundation
import Testing

/// Issue 28: in each language the screen's word for a level is the one the voice calls: a test
/// whose levels are stages (`level_word: "Stage"`: Léger 1988, the 30-15 IFT) shows "Stage",
/// "Etapa", "Stufe" where the voice says them, not "Level". Through the real binary, in tmux and
/// in `show`'s table, in English, Spanish and German.
@Suite("CLI: the screen's level word is the voice's")
struct LevelWordCLITests {
    static let languages = [TestLocales.all[0], TestLocales.all[3], TestLocales.all[2]]
    /// The word the voice says before a stage's label, as `voices` lists it.
    static let stageWords = ["en": "Stage", "es": "Etapa", "de": "Stufe"]
    /// The word before a level's label.
    static let levelWords = ["en": "Level", "es": "Nivel", "de": "Stufe"]

    /// A silent-run profile of stages, long enough to read the screen.
    static let stages = """
        {"format": 1, "id": "stage-check", "name": "Stage check", "distance_m": 20, "level_word": "Stage",
         "levels": [{"shuttle_s": 2.5, "shuttles": 20}, {"shuttle_s": 2, "shuttles": 20}]}
        """

    @Test("the live view names a stage as the voice does: status line and the figure's caption", arguments: languages)
    func liveView(_ language: TestLocales.Language) throws {
        let word = try #require(Self.stageWords[language.code])
        let pane = try TmuxPane(
            ["run", "profile.json", "--silent", "--countdown", "1"], files: ["profile.json": Self.stages],
            columns: 100, rows: 30, environment: try TestLocales.environment(language))
        #expect(pane.wait { pane.screen().contains { $0.hasPrefix(word + " 1  ") } }, "\(pane.screen())")
        #expect(pane.screen().contains { $0.contains(word.uppercased()) }, "\(pane.screen())")
        if language.code != "de" {
            // German says Stufe for both: elsewhere the level's word must not show.
            let level = try #require(Self.levelWords[language.code])
            #expect(!pane.screen().contains { $0.hasPrefix(level + " ") }, "\(pane.screen())")
        }
    }

    @Test("show's table heads the column with the stage's word for a test of stages", arguments: languages)
    func showTable(_ language: TestLocales.Language) throws {
        let environment = try TestLocales.environment(language)
        for (profile, words) in [
            ("ift-30-15", Self.stageWords), ("leger-1988", Self.stageWords), ("msft-20m", Self.levelWords),
        ] {
            let show = try BinaryRunner.run(["show", profile], environment: environment)
            #expect(show.status == 0, "\(show.stderr)")
            let word = try #require(words[language.code]).uppercased()
            #expect(show.stdout.contains("\n" + word + "  "), "\(profile): \(show.stdout.prefix(400))")
        }
    }
}
