import BeepTest

/// The calls' voice: one engine speaking one language into finished clips at one rate.
///
/// A clip comes from the cache when it is there and whole; otherwise the engine speaks the phrase,
/// and the WAV it wrote is resampled to the stream's rate (libsamplerate, best sinc), levelled by
/// one gain to −1 dBFS and cut to its audible part, then cached. The phrases a test needs are
/// asked for together, so that their processes run side by side.
public final class CallVoice {
    /// The program that speaks.
    public let engine: SpeechEngine
    /// The language spoken.
    public let language: CallLanguage
    /// The stream's rate, the clips' rate.
    public let rate: Int
    /// How many phrases the engine has spoken (the others came from the cache).
    public private(set) var spokenCount = 0

    private let cache: CallCache
    private var clips: [String: [Int16]] = [:]
    private var engineIdentity: String?
    private var scratchFolder: ScratchFolder?

    /// Silence kept around the speech before resampling, so that the filter starts and ends in it.
    static let resampleMargin = 256

    /// A voice for `language` spoken by `engine`, clips at `rate`, cached in `cache`.
    public init(engine: SpeechEngine, language: CallLanguage, rate: Int, cache: CallCache = .standard()) {
        self.engine = engine
        self.language = language
        self.rate = rate
        self.cache = cache
    }

    /// Makes sure the clips of `texts` are ready: from the cache, or spoken all at once.
    /// Throws `.unavailable` when the engine is missing or fails.
    public func prepare(_ texts: [String]) throws(BeepTestError) {
        var missing: [String] = []
        for text in texts where clips[text] == nil && !missing.contains(text) {
            if let cached = cache.clip(for: try key(text), rate: rate) {
                clips[text] = cached
            } else {
                missing.append(text)
            }
        }
        guard !missing.isEmpty else { return }
        let spoken: [String: WAVFile]
        do {
            spoken = try engine.speak(missing, language: language, scratch: try scratch())
        } catch {
            throw error.kind == .notFound ? Self.notInstalled : error
        }
        let said = missing.compactMap { text in spoken[text].map { (text: text, wav: $0) } }
        let finished = try Self.finish(said, rate: rate)
        for (text, clip) in zip(said.map(\.text), finished) {
            guard !clip.isEmpty else {
                throw BeepTestError(.unavailable, "\(engine.name) spoke nothing audible for '\(text)'")
            }
            clips[text] = clip
            cache.store(clip, key: try key(text), rate: rate)
            spokenCount += 1
        }
    }

    /// Each spoken WAV resampled, levelled and cut to its audible part, in order, on one thread a
    /// core: the best sinc converter costs tens of milliseconds a phrase, the most of a cold start.
    static func finish(_ said: [(text: String, wav: WAVFile)], rate: Int) throws(BeepTestError) -> [[Int16]] {
        let results = ParallelMap.map(said, minimumPerThread: 1) { text, wav in
            let rough = Clip.roughlyTrimmed(wav.monoSamples(), margin: resampleMargin)
            return Result { () throws(BeepTestError) in
                Clip.call(try Resampler.resample(rough, from: wav.rate, to: rate, name: "'\(text)'"))
            }
        }
        return try results.map { result throws(BeepTestError) in try result.get() }
    }

    /// The clip of `text`, spoken now when it is not ready.
    public func clip(_ text: String) throws(BeepTestError) -> [Int16] {
        try prepare([text])
        return clips[text] ?? []
    }

    /// The one line that says what to install.
    public static let notInstalled = BeepTestError(
        .unavailable, "espeak-ng is not installed: no spoken calls (Debian: apt install espeak-ng)")

    /// The cache key of `text`: espeak-ng's identity is asked for once, and where espeak-ng is not
    /// on PATH the identity it last had stands in, so that cached calls still play.
    private func key(_ text: String) throws(BeepTestError) -> String {
        if engineIdentity == nil {
            do {
                let identity = try engine.identity(scratch: try scratch())
                if engine == .espeak { cache.remember(engine: identity) }
                engineIdentity = identity
            } catch {
                guard error.kind == .notFound else { throw error }
                guard let last = cache.lastEngine() else { throw Self.notInstalled }
                engineIdentity = last
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
