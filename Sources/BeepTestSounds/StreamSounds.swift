import BeepTest

/// What a stream plays besides the built-in beeps: a sound pack and spoken calls, as the command
/// line chose them, turned into the renderer of a test at a rate.
public struct StreamSounds: Sendable {
    /// The calls' language, or nil for none (`--voice off`, `--silent`).
    public var language: CallLanguage?
    /// True when the language was asked for (`--voice LANG`): then a missing or failing engine is
    /// an error (69) rather than a note and beeps alone.
    public var languageIsExplicit: Bool
    /// The program that speaks.
    public var engine: SpeechProgram
    /// The sound pack's folder (`--sounds DIR`), or nil.
    public var packFolder: String?
    /// Where finished clips are kept.
    public var cache: CallCache
    /// The built-in beeps' pitch and the whole stream's volume (`--tone`, `--volume`). The pitch
    /// is the synthesised beeps'; a pack's cue sounds play at their own.
    public var tuning: StreamTuning

    /// The choice of sounds; by default English calls by espeak-ng, no pack, the standard cache,
    /// the beeps as designed at full volume.
    public init(
        language: CallLanguage? = CallLanguage.named("en"), languageIsExplicit: Bool = false,
        engine: SpeechProgram = .espeak, packFolder: String? = nil, cache: CallCache = .standard(),
        tuning: StreamTuning = .standard
    ) {
        self.language = language
        self.languageIsExplicit = languageIsExplicit
        self.engine = engine
        self.packFolder = packFolder
        self.cache = cache
        self.tuning = tuning
    }

    /// The stream of `timeline` at `rate`, and the calls placed in it. A pack that cannot be read
    /// throws (65, 66). Speech that cannot be made throws `.unavailable` (69) when the language or
    /// a voice command was asked for; otherwise `note` gets one line and the calls are left out.
    /// The calls' clips still to be made are made while the stream starts, in the order it plays
    /// them; rendering waits for any it reaches first. A command that ends when its stream is
    /// rendered waits for the rest (`Renderer.waitForCalls()`), so that every one is cached.
    public func stream(of timeline: Timeline, rate: Int, note: (String) -> Void) throws(BeepTestError)
        -> (renderer: Renderer, plan: CallPlan)
    {
        let planned = try plan(of: timeline, rate: rate, note: note)
        guard let voice = planned.voice, !planned.plan.calls.isEmpty else { return (planned.beeps, planned.plan) }
        let plan = planned.plan
        let clips = CallClips(count: plan.clipPhrases.count, tuning: tuning)
        var spoken: [(slot: Int, phrase: CallPhrase)] = []
        // The clips no call plays (a phrase too long for its room) are made last, for the cache:
        // a warm start needs every phrase the plan weighs, played or not.
        let played = plan.clipsInPlayingOrder
        let unplayed = plan.clipPhrases.indices.filter { !played.contains($0) }
        for slot in played + unplayed {
            let phrase = plan.clipPhrases[slot]
            if let name = phrase.packName, let clip = planned.recorded[name] {
                clips.fill(slot, with: clip)
            } else {
                spoken.append((slot, phrase))
            }
        }
        try voice.make(spoken, into: clips)
        return (planned.beeps.adding(plan, clips: clips), plan)
    }

    /// Where the calls of `timeline` at `rate` go, as `stream(of:rate:note:)` places them, with
    /// no clip made (`cues --calls`): the phrases are spoken, or read from the cache, for their
    /// lengths alone.
    public func callPlan(of timeline: Timeline, rate: Int, note: (String) -> Void) throws(BeepTestError)
        -> CallPlan
    {
        try plan(of: timeline, rate: rate, note: note).plan
    }

    /// The stream of cue sounds, the plan of its calls, the voice that speaks them (nil when there
    /// are none) and the pack's recorded calls.
    private func plan(of timeline: Timeline, rate: Int, note: (String) -> Void) throws(BeepTestError) -> (
        beeps: Renderer, plan: CallPlan, voice: CallVoice?, recorded: [String: [Int16]]
    ) {
        let pack = try packFolder.map { folder throws(BeepTestError) in try SoundPack(folder: folder, rate: rate) }
        if let pack, tuning.tone != StreamTuning.standardTone,
            timeline.cues.allSatisfy({ pack.cueSounds[$0.kind] != nil })
        {
            throw BeepTestError(
                .usage,
                tr("--tone sets the built-in beeps' pitch, and the sound pack %s replaces them all", pack.folder))
        }
        let beeps = Renderer(timeline: timeline, rate: rate, replacements: pack?.cueSounds ?? [:], tuning: tuning)
        guard let language else { return (beeps, CallPlan(rate: rate), nil, [:]) }
        let requests = CallRequest.requests(for: timeline, language: language)
        let voice = CallVoice(engine: engine, language: language, rate: rate, cache: cache)
        let recorded = pack?.calls ?? [:]
        // The first choice of every call is spoken at once (its processes side by side); a
        // fallback (a label alone) only when the plan asks for it, and a word at its own pace
        // after the same word drawn out never again (`CallVoice.prepare` keeps it).
        let firstChoices = requests.compactMap { request in
            request.phrases.first.flatMap { phrase in
                phrase.packName.flatMap { recorded[$0] } == nil ? phrase : nil
            }
        }
        var failure: BeepTestError?
        do {
            try voice.prepare(firstChoices)
        } catch {
            failure = error
        }
        let plan = CallPlan(
            requests: requests, cueFrames: beeps.cueFrames, soundEnds: beeps.cueSoundEnds, rate: rate
        ) { phrase in
            if let name = phrase.packName, let clip = recorded[name] { return clip.count }
            guard failure == nil else { return nil }
            do throws(BeepTestError) {
                return try voice.length(phrase)
            } catch {
                failure = error
                return nil
            }
        }
        if let failure {
            if languageIsExplicit || engine != .espeak { throw failure }
            note(failure.message)
            return (beeps, CallPlan(rate: rate), nil, [:])
        }
        return (beeps, plan, voice, recorded)
    }
}
