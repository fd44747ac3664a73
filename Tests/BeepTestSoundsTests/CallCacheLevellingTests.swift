import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

@testable import BeepTestSounds

@Suite("A change of levelling never plays a clip cached before it")
struct CallCacheLevellingTests {
    @Test("a clip cached under an older format (peak-levelled, tanh-squeezed) is not found: the phrase is spoken again")
    func oldClipsAreNotReused() throws {
        let scratch = try TemporaryFolder(prefix: "sounds")
        defer { scratch.remove() }
        let cache = CallCache(folder: scratch.file("calls"))
        let english = try #require(CallLanguage.named("en"))
        let first = CallVoice(engine: .espeak, language: english, rate: 48000, cache: cache)
        _ = try first.clip(CallPhrase(text: "5"))  // so that the cache knows espeak-ng's identity
        let identity = try #require(cache.lastEngine()?.identity)
        // What the versions before stored for "Level 9": levelled by its peak, a clip 10 dB quiet;
        // squeezed through a tanh, a square-topped one.
        let old = [Int16](repeating: 1000, count: 4800)
        for format in [
            "clip 2: cut at the speech's rate", "clip 3: levelled to the beeps' loudness, cut at the speech's rate",
        ] {
            let oldKey = [format, identity, "en/en", "Level 9", "48000"].joined(separator: "\n")
            cache.store(old, key: oldKey, rate: 48000)
            #expect(cache.clip(for: oldKey, rate: 48000) == old)
            #expect(CallCache.key(engine: identity, voice: "en/en", text: "Level 9", rate: 48000) != oldKey)
        }
        let voice = CallVoice(engine: .espeak, language: english, rate: 48000, cache: cache)
        let clip = try voice.clip(CallPhrase(text: "Level 9"))
        #expect(voice.spokenCount == 1, "the old clip was taken from the cache")
        #expect(clip != old)
        let loudness = try #require(LoudnessMeter.integrated(clip, rate: 48000))
        #expect(loudness <= Loudness.beepLoudness - 1.6 && loudness >= Loudness.beepLoudness - 10)
    }
}
