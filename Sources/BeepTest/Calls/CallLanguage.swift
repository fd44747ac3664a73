/// A language the calls can speak: its phrases and the espeak-ng voice that says them.
///
/// Only the words are translated here; numbers stay digits ("Palier 5") and the speech engine reads
/// them in its own language, which knows how ("cinq", "fünf", "cinco").
public struct CallLanguage: Sendable, Equatable {
    /// The code given to `--voice` and passed to a voice command as `{lang}`: "en", "fr".
    public let code: String
    /// The language's name in English and in itself, for `beeptest voices` (its JSON; the table shows
    /// it in the reader's language through `Translation.shown`).
    public let name: String
    /// The espeak-ng voice that speaks it.
    public let espeakVoice: String
    /// The word before a level's label: "Level", "Palier".
    public let level: String
    /// The word before a stage's label, for the tests whose levels are stages (30-15 IFT, Léger 1988).
    public let stage: String
    /// What is said after the end cue: "Test complete".
    public let complete: String

    /// Every language the calls speak, in the order `beeptest voices` lists them.
    public static let all: [CallLanguage] = [
        CallLanguage(
            code: "en", name: trStored("English"), espeakVoice: "en", level: "Level", stage: "Stage",
            complete: "Test complete"),
        CallLanguage(
            code: "fr", name: trStored("French (français)"), espeakVoice: "fr", level: "Palier", stage: "Palier",
            complete: "Test terminé"),
        CallLanguage(
            code: "de", name: trStored("German (Deutsch)"), espeakVoice: "de", level: "Stufe", stage: "Stufe",
            complete: "Test beendet"),
        CallLanguage(
            code: "es", name: trStored("Spanish (español)"), espeakVoice: "es", level: "Nivel", stage: "Etapa",
            complete: "Prueba terminada"),
        CallLanguage(
            code: "nl", name: trStored("Dutch (Nederlands)"), espeakVoice: "nl", level: "Niveau", stage: "Fase",
            complete: "Test voltooid"),
        CallLanguage(
            code: "it", name: trStored("Italian (italiano)"), espeakVoice: "it", level: "Livello", stage: "Fase",
            complete: "Test completato"),
        CallLanguage(
            code: "pt", name: trStored("Portuguese (português)"), espeakVoice: "pt", level: "Nível", stage: "Estágio",
            complete: "Teste concluído"),
    ]

    /// The language the messages read in (`Translation.languageCode`) when the calls speak it, else
    /// English: the default `--voice`, and the level's word on screen, so that the screen says what
    /// the calls say ("PALIER", "STUFE").
    public static var reading: CallLanguage {
        named(Translation.languageCode) ?? all[0]
    }

    /// The language whose code is `code` (case-insensitive), or nil.
    public static func named(_ code: String) -> CallLanguage? {
        let wanted = code.lowercased()
        return all.first { $0.code == wanted }
    }

    /// The word said before a level's label for a profile whose `level_word` is `profileWord`:
    /// "Level" and "Stage" are translated, any other word is said as the profile writes it.
    public func word(for profileWord: String) -> String {
        switch profileWord.lowercased() {
        case "level": level
        case "stage": stage
        default: profileWord
        }
    }
}
