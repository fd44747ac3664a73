import BeepTest
import BeepTestSounds

/// The sound options of `render`, `run` and `cues --calls`: `--voice`, `--voice-command` and `--sounds`;
/// `--volume` and `--tone` for the commands that play the stream.
extension CommandSupport {
    /// The sounds the options choose: calls in `--voice LANG` (by default the language the messages
    /// read in when the calls speak it, else English; `off` for none),
    /// spoken by espeak-ng or by `--voice-command`, and the pack of `--sounds DIR`. A language
    /// that is not one of the calls' or a voice command with the calls off is a usage error (64).
    static func sounds(_ arguments: Arguments) throws(BeepTestError) -> StreamSounds {
        let voice = try arguments.value(SoundOptions.voice)
        var language: CallLanguage? = CallLanguage.reading
        if let voice, voice.lowercased() != "off" {
            guard let named = CallLanguage.named(voice) else {
                let codes = CallLanguage.all.map(\.code).joined(separator: ", ")
                throw arguments.usage(
                    tr("--voice must be one of %s or off, not '%s' (see 'beeptest voices')", codes, voice))
            }
            language = named
        } else if voice != nil {
            language = nil
        }
        var engine = SpeechProgram.espeak
        if let command = try arguments.value(SoundOptions.voiceCommand) {
            guard !command.allSatisfy(\.isWhitespace) else {
                throw arguments.usage(tr("--voice-command needs a command"))
            }
            guard language != nil else {
                throw arguments.usage(tr("--voice off speaks no calls: drop --voice-command"))
            }
            engine = .command(command)
        }
        let packFolder = try arguments.value(SoundOptions.pack)
        if packFolder?.isEmpty == true { throw arguments.usage(tr("--sounds needs a folder")) }
        return StreamSounds(
            language: language, languageIsExplicit: voice != nil, engine: engine, packFolder: packFolder,
            tuning: try tuning(arguments))
    }

    /// `--tone` and `--volume` where the command has them (`run`, `render`), else the stream as
    /// designed.
    static func tuning(_ arguments: Arguments) throws(BeepTestError) -> StreamTuning {
        guard arguments.spec.option(SoundOptions.volume.spec.name) != nil else { return .standard }
        return StreamTuning(
            tone: try arguments.value(SoundOptions.tone) ?? StreamTuning.standardTone,
            volume: try arguments.value(SoundOptions.volume) ?? 0)
    }

    /// The stream of `timeline` at `rate` with `sounds`, and its calls. A missing espeak-ng with
    /// the default voice is one warning on stderr, and the stream is the beeps alone.
    static func stream(of timeline: Timeline, rate: Int, sounds: StreamSounds) throws(BeepTestError) -> (
        renderer: Renderer, plan: CallPlan
    ) {
        try sounds.stream(of: timeline, rate: rate) { Output.warning($0) }
    }
}

/// The sound options of `render`, `run` and `cues --calls`, declared with the types they are read into.
enum SoundOptions {
    /// `--voice LANG|off` (cues, render, run).
    static let voice = Option.text(
        "--voice", "LANG|off", completion: .words(CallLanguage.all.map(\.code) + ["off"]),
        help: tr(
            "the calls' language: %s (default: the locale's language when it is one of these, else en; see 'beeptest voices'), or off for beeps alone",
            CallLanguage.all.map(\.code).joined(separator: ", ")))
    /// `--voice-command CMD` (cues, render, run).
    static let voiceCommand = Option.text(
        "--voice-command", "CMD",
        help: tr("another speech engine that writes a WAV, with {text}, {wav} and {lang}: 'pico2wave -w {wav} {text}'"))
    /// `--sounds DIR` (cues, render, run).
    static let pack = Option.text(
        "--sounds", "DIR", completion: .folder,
        help: tr("a sound pack: WAV files named for the cues and calls they replace"))
    /// `--volume DB` (render, run).
    static let volume = Option.number(
        "--volume", "DB", in: StreamTuning.volumes,
        help: tr("the whole stream's volume in dB, beeps and calls alike: -40 to 0 (default 0)"))
    /// `--tone HZ` (render, run).
    static let tone = Option.number(
        "--tone", "HZ", in: StreamTuning.tones,
        help: tr(
            "the turn beep's pitch, 200 to 4000 (default 880); the other beeps keep theirs relative to it (a sound pack's play as recorded)"
        ))
    /// The sound options, in the order help lists them.
    static let all = [voice.spec, voiceCommand.spec, pack.spec]
    /// The sound options of a command that plays the stream (`render`, `run`).
    static let stream = all + [volume.spec, tone.spec]
}
