import BeepTest

/// The calls' voice: one engine speaking one language into clips at one rate.
///
/// A clip comes from the cache when it is there and whole; otherwise the engine speaks the phrase,
/// which fixes the clip's length at once (`SpokenCall`), and the clip itself is made later: the WAV
/// the engine wrote resampled to the stream's rate (libsamplerate, best sinc), cut to that length
/// from its onset and levelled to the beeps' loudness (`Loudness`), then cached. The phrases a test needs are
/// asked for together, so that their processes run side by side. A phrase the plan would rather
/// hear drawn out (`CallPhrase.drawnOut`) is spoken again, slower, when the engine says it in less
/// than `shortSeconds`.
public final class CallVoice {
    /// The program that speaks.
    public let engine: SpeechProgram
    /// The language spoken.
    public let language: CallLanguage
    /// The stream's rate, the clips' rate.
    public let rate: Int
    /// How many of the phrases asked for the engine has spoken, a phrase drawn out and the same
    /// text at its own pace counting as two (the others came from the cache, or were already spoken).
    public private(set) var spokenCount = 0

    private let cache: CallCache
    /// Finished clips: from the cache, or made, by phrase (its text and pace: no pack name).
    private var clips: [CallPhrase: [Int16]] = [:]
    /// Phrases spoken whose clips are not made yet.
    private var spoken: [CallPhrase: SpokenCall] = [:]
    private var engineIdentity: String?
    private var scratchFolder: ScratchFolder?

    /// A phrase to be drawn out that espeak-ng speaks in less than this, from onset to end, is
    /// spoken again at `SpeechProgram.drawnOutWordsPerMinute`: 250 ms, under which a word cannot
    /// come within 3 LU of the beeps' loudness in a 400 ms block by limiting that keeps its shape
    /// (French "un" and "deux", 180 ms at espeak-ng's pace, stayed 4.7 and 4.2 LU under).
    public static let shortSeconds = 0.25

    /// Silence kept around the speech before resampling, so that the filter starts and ends in it.
    static let resampleMargin = 256

    /// A voice for `language` spoken by `engine`, clips at `rate`, cached in `cache`.
    public init(engine: SpeechProgram, language: CallLanguage, rate: Int, cache: CallCache = .standard()) {
        self.engine = engine
        self.language = language
        self.rate = rate
        self.cache = cache
    }

    /// Makes sure the lengths of the clips of `phrases` are known: from the cache, or spoken all
    /// at once (each text once at the engine's own pace, and those to be drawn out that it says in
    /// less than `shortSeconds` once more, slower; a `--voice-command` has no pace to set). Throws
    /// `.unavailable` when the engine is missing, fails or speaks nothing audible.
    public func prepare(_ phrases: [CallPhrase]) throws(BeepTestError) {
        var missing: [CallPhrase] = []
        for phrase in phrases.map(Self.spokenForm)
        where clips[phrase] == nil && spoken[phrase] == nil && !missing.contains(phrase) {
            if let cached = cache.clip(for: try key(phrase), rate: rate) {
                clips[phrase] = cached
            } else {
                missing.append(phrase)
            }
        }
        guard !missing.isEmpty else { return }
        let own = try speak(CallPhrase.texts(of: missing), drawnOut: false)
        let short = missing.filter { phrase in
            phrase.drawnOut && own[phrase.text].map { Double($0.length) / Double(rate) < Self.shortSeconds } == true
        }
        let slower = engine == .espeak && !short.isEmpty ? try speak(CallPhrase.texts(of: short), drawnOut: true) : [:]
        for phrase in missing {
            guard let call = (phrase.drawnOut ? slower[phrase.text] : nil) ?? own[phrase.text] else { continue }
            spoken[phrase] = call
            spokenCount += 1
        }
        // Every text spoken is now known at its own pace too: a plan that falls back to it (the
        // drawn-out word has no room) speaks nothing again.
        for (text, call) in own {
            let ownPace = CallPhrase(text: text)
            if clips[ownPace] == nil && spoken[ownPace] == nil { spoken[ownPace] = call }
        }
    }

    /// What the voice tells a phrase by: its text and pace, not the pack file that may replace it.
    private static func spokenForm(_ phrase: CallPhrase) -> CallPhrase {
        CallPhrase(text: phrase.text, drawnOut: phrase.drawnOut)
    }

    /// The calls the engine speaks for `texts` (drawn out when `drawnOut`). Throws `.unavailable`
    /// when it fails or speaks nothing audible.
    private func speak(_ texts: [String], drawnOut: Bool) throws(BeepTestError) -> [String: SpokenCall] {
        let wavs: [String: WAVFile]
        do {
            wavs = try engine.speak(texts, language: language, scratch: try scratch(), drawnOut: drawnOut)
        } catch {
            throw error.kind == .notFound ? Self.notInstalled : error
        }
        var calls: [String: SpokenCall] = [:]
        for text in texts {
            guard let wav = wavs[text] else { continue }
            guard let call = try SpokenCall(text: text, wav: wav, rate: rate) else {
                throw BeepTestError(.unavailable, tr("%s spoke nothing audible for '%s'", engine.name, text))
            }
            calls[text] = call
        }
        return calls
    }

    /// The length in frames of the clip of `phrase`, spoken now when it is not known.
    public func length(_ phrase: CallPhrase) throws(BeepTestError) -> Int {
        try prepare([phrase])
        let phrase = Self.spokenForm(phrase)
        return clips[phrase]?.count ?? spoken[phrase]?.length ?? 0
    }

    /// The clip of `phrase`, spoken and made now when it is not ready.
    public func clip(_ phrase: CallPhrase) throws(BeepTestError) -> [Int16] {
        try prepare([phrase])
        let phrase = Self.spokenForm(phrase)
        if let clip = clips[phrase] { return clip }
        guard let call = spoken.removeValue(forKey: phrase) else { return [] }
        let clip = call.clip()
        clips[phrase] = clip
        cache.store(clip, key: try key(phrase), rate: rate)
        return clip
    }

    /// Makes the clips of `phrases` (each prepared) into their slots of `clips`: those ready at
    /// once, the others in the background on one thread a core, in the order given (the order the
    /// stream plays them), each cached as it is made.
    public func make(_ phrases: [(slot: Int, phrase: CallPhrase)], into clips: CallClips) throws(BeepTestError) {
        var work: [(slot: Int, call: SpokenCall, key: String)] = []
        for (slot, phrase) in phrases {
            let phrase = Self.spokenForm(phrase)
            if let clip = self.clips[phrase] {
                clips.fill(slot, with: clip)
            } else if let call = spoken[phrase] {
                work.append((slot, call, try key(phrase)))
            }
        }
        ThreadPool.start(work.count) { [cache, work] index in
            let job = work[index]
            let clip = job.call.clip()
            // Cached before it is handed over: a render may end, and the process with it, as soon
            // as it has its last clip.
            cache.store(clip, key: job.key, rate: job.call.rate)
            clips.fill(job.slot, with: clip)
        }
    }

    /// The one line that says what to install.
    public static let notInstalled = BeepTestError(
        .unavailable, tr("espeak-ng is not installed: no spoken calls (Debian: apt install espeak-ng)"))

    /// The cache key of `phrase`: its text, and a line more when it is to be drawn out (a phrase at
    /// the engine's own pace keeps the key it always had). espeak-ng's identity is asked for once, and only when the program
    /// is not the one that gave the identity the cache remembers (a warm start spawns nothing);
    /// where espeak-ng is not on PATH the identity it last had stands in, so that cached calls
    /// still play.
    private func key(_ phrase: CallPhrase) throws(BeepTestError) -> String {
        if engineIdentity == nil {
            let program = engine == .espeak ? SpeechProgram.espeakSignature() : nil
            if let program, let last = cache.lastEngine(), last.program == program {
                engineIdentity = last.identity
            } else {
                do {
                    let identity = try engine.identity(scratch: try scratch())
                    if engine == .espeak { cache.remember(engine: identity, program: program) }
                    engineIdentity = identity
                } catch {
                    guard error.kind == .notFound else { throw error }
                    guard let last = cache.lastEngine() else { throw Self.notInstalled }
                    engineIdentity = last.identity
                }
            }
        }
        return CallCache.key(
            engine: engineIdentity ?? "", voice: language.code + "/" + language.espeakVoice, text: phrase.text,
            rate: rate, drawnOut: phrase.drawnOut)
    }

    private func scratch() throws(BeepTestError) -> ScratchFolder {
        if let scratchFolder { return scratchFolder }
        let made = try ScratchFolder()
        scratchFolder = made
        return made
    }
}
