import BeepTest

/// The calls' voice: one engine speaking one language into clips at one rate.
///
/// A clip comes from the cache when it is there and whole; otherwise the engine speaks the phrase,
/// which fixes the clip's length at once (`SpokenCall`), and the clip itself is made later: the WAV
/// the engine wrote resampled to the stream's rate (libsamplerate, best sinc), cut to that length
/// from its onset and levelled to the beeps' loudness (`Loudness`), then cached. The phrases a test needs are
/// asked for together, so that their processes run side by side.
public final class CallVoice {
    /// The program that speaks.
    public let engine: SpeechProgram
    /// The language spoken.
    public let language: CallLanguage
    /// The stream's rate, the clips' rate.
    public let rate: Int
    /// How many phrases the engine has spoken (the others came from the cache).
    public private(set) var spokenCount = 0

    private let cache: CallCache
    /// Finished clips: from the cache, or made.
    private var clips: [String: [Int16]] = [:]
    /// Phrases spoken whose clips are not made yet.
    private var spoken: [String: SpokenCall] = [:]
    private var engineIdentity: String?
    private var scratchFolder: ScratchFolder?

    /// Silence kept around the speech before resampling, so that the filter starts and ends in it.
    static let resampleMargin = 256

    /// A voice for `language` spoken by `engine`, clips at `rate`, cached in `cache`.
    public init(engine: SpeechProgram, language: CallLanguage, rate: Int, cache: CallCache = .standard()) {
        self.engine = engine
        self.language = language
        self.rate = rate
        self.cache = cache
    }

    /// Makes sure the lengths of the clips of `texts` are known: from the cache, or spoken all at
    /// once. Throws `.unavailable` when the engine is missing, fails or speaks nothing audible.
    public func prepare(_ texts: [String]) throws(BeepTestError) {
        var missing: [String] = []
        for text in texts where clips[text] == nil && spoken[text] == nil && !missing.contains(text) {
            if let cached = cache.clip(for: try key(text), rate: rate) {
                clips[text] = cached
            } else {
                missing.append(text)
            }
        }
        guard !missing.isEmpty else { return }
        let wavs: [String: WAVFile]
        do {
            wavs = try engine.speak(missing, language: language, scratch: try scratch())
        } catch {
            throw error.kind == .notFound ? Self.notInstalled : error
        }
        for text in missing {
            guard let wav = wavs[text] else { continue }
            guard let call = try SpokenCall(text: text, wav: wav, rate: rate) else {
                throw BeepTestError(.unavailable, tr("%s spoke nothing audible for '%s'", engine.name, text))
            }
            spoken[text] = call
            spokenCount += 1
        }
    }

    /// The length in frames of the clip of `text`, spoken now when it is not known.
    public func length(_ text: String) throws(BeepTestError) -> Int {
        try prepare([text])
        return clips[text]?.count ?? spoken[text]?.length ?? 0
    }

    /// The clip of `text`, spoken and made now when it is not ready.
    public func clip(_ text: String) throws(BeepTestError) -> [Int16] {
        try prepare([text])
        if let clip = clips[text] { return clip }
        guard let call = spoken.removeValue(forKey: text) else { return [] }
        let clip = call.clip()
        clips[text] = clip
        cache.store(clip, key: try key(text), rate: rate)
        return clip
    }

    /// Makes the clips of `texts` (each prepared) into their slots of `clips`: those ready at once,
    /// the others in the background on one thread a core, in the order given (the order the stream
    /// plays them), each cached as it is made.
    public func make(_ texts: [(slot: Int, text: String)], into clips: CallClips) throws(BeepTestError) {
        var work: [(slot: Int, call: SpokenCall, key: String)] = []
        for (slot, text) in texts {
            if let clip = self.clips[text] {
                clips.fill(slot, with: clip)
            } else if let call = spoken[text] {
                work.append((slot, call, try key(text)))
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

    /// The cache key of `text`. espeak-ng's identity is asked for once, and only when the program
    /// is not the one that gave the identity the cache remembers (a warm start spawns nothing);
    /// where espeak-ng is not on PATH the identity it last had stands in, so that cached calls
    /// still play.
    private func key(_ text: String) throws(BeepTestError) -> String {
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
            engine: engineIdentity ?? "", voice: language.code + "/" + language.espeakVoice, text: text, rate: rate)
    }

    private func scratch() throws(BeepTestError) -> ScratchFolder {
        if let scratchFolder { return scratchFolder }
        let made = try ScratchFolder()
        scratchFolder = made
        return made
    }
}
