import BeepTest
import BeepTestSounds

/// `beeptest voices`: the languages the calls speak, and whether espeak-ng speaks each here.
enum VoicesCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "voices", operands: .none, summary: tr("list the calls' languages and which can speak here"),
        about: tr(
            """
            Lists the languages of the spoken calls (--voice LANG), each with its level call, and
            whether espeak-ng speaks it on this machine (Debian: apt install espeak-ng). A
            --voice-command speaks any of them with another engine.
            """),
        options: [format.spec])

    /// `--format table|json`.
    static let format = DefaultedOption<OutputFormat>.format(.table, .json)

    static func run(_ words: [String]) throws(BeepTestError) {
        guard let format = try CommandSupport.format(of: words, spec: spec, option: Self.format) else { return }
        let languages = CallLanguage.all
        let speaks = SpeechProgram.espeakSpeaks(languages)
        if !speaks.contains(true) { Output.warning(CallVoice.notInstalled.message) }
        switch format {
        case .json:
            let array = zip(languages, speaks).map { language, speaks -> JSONValue in
                .object([
                    ("code", .string(language.code)), ("name", .string(language.name)),
                    ("level", .string(language.level + " 5")), ("stage", .string(language.stage + " 5")),
                    ("complete", .string(language.complete)), ("espeak_voice", .string(language.espeakVoice)),
                    ("speaks", .bool(speaks)),
                ])
            }
            Output.line(JSONWriter.prettyString(.array(array)))
        default:
            // The calls' own words stay as each language says them; the rest is the reader's.
            var table = TextTable(
                headers: [tr("LANG"), tr("NAME"), tr("LEVEL"), tr("STAGE"), tr("END"), tr("SPEAKS")], rightAligned: [])
            for (language, speaks) in zip(languages, speaks) {
                table.rows.append([
                    language.code, Translation.shown(language.name), language.level + " 5", language.stage + " 5",
                    language.complete, speaks ? tr("yes") : tr("no"),
                ])
            }
            Output.line(table.rendered())
        }
    }
}
