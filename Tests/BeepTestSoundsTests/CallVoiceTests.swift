import BeepTest
import BeepTestSounds
import BeepTestTestSupport
import Foundation
import Testing

@Suite("Calls spoken by the real espeak-ng")
struct CallVoiceTests {
    /// espeak-ng's own WAV of `text` in `voice`, run here as a plain process (not through the engine
    /// under test) into `own.wav` in `scratch`.
    static func espeakOwnWAV(_ text: String, voice: String, in scratch: TemporaryFolder) throws -> WAVFile {
        let raw = scratch.file("own.wav")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["espeak-ng", "-z", "-v", voice, "-w", raw, "--", text]
        try process.run()
        process.waitForEnd(of: "espeak-ng")
        #expect(process.terminationStatus == 0, "espeak-ng -v \(voice) failed on '\(text)'")
        return try WAVFile(path: raw)
    }

    /// The seconds from the first to the last audible sample of espeak-ng's own WAV of `text`.
    static func espeakOwnSeconds(_ text: String, voice: String, in scratch: TemporaryFolder) throws -> Double {
        let file = try espeakOwnWAV(text, voice: voice, in: scratch)
        let samples = try #require(file.int16Samples)
        let audible = samples.indices.filter { abs(Int(samples[$0])) >= 33 }
        return Double((audible.last ?? 0) - (audible.first ?? 0) + 1) / Double(file.rate)
    }

    @Test(
        "each language's level call is under the beep by loudness, unclipped, trimmed and as long as espeak-ng's own",
        arguments: CallLanguage.all)
    func clipQuality(language: CallLanguage) throws {
        let scratch = try TemporaryFolder(prefix: "sounds")
        defer { scratch.remove() }
        let voice = CallVoice(
            engine: .espeak, language: language, rate: 48000, cache: CallCache(folder: scratch.file("cache")))
        let text = language.level + " 14"
        let clip = try voice.clip(CallPhrase(text: text))
        // Under the turn beep in the stream by BS.1770 loudness, 2 LU where speech allows it (the
        // gain is found at espeak-ng's rate, and resampling moves the loudness by a few tenths),
        // and not squashed: its peaks stand 8 dB and more over the RMS of its voiced part.
        let loudness = try #require(LoudnessMeter.integrated(clip, rate: 48000))
        let under = Loudness.beepLoudness - loudness
        #expect(under >= 1.6 && under <= 10, "\(loudness) LUFS, \(under) LU under the beep")
        let voiced = try #require(Loudness.voicedRMS(clip, rate: 48000))
        #expect(20 * log10(Double(Clip.callPeak) / voiced) >= 8, "voiced RMS \(20 * log10(voiced)) dBFS")
        // Not clipped: the look-ahead limiter keeps every peak at or under -1 dBFS.
        let peak = clip.map { abs(Int($0)) }.max() ?? 0
        #expect(dBFS(Int16(peak)) <= -0.99, "peak \(dBFS(Int16(peak))) dBFS")
        #expect(!clip.contains(.max) && !clip.contains(.min))
        // Trimmed: the first and last samples are audible (at or above -60 dBFS).
        #expect(try dBFS(#require(clip.first)) >= -60 && dBFS(#require(clip.last)) >= -60)
        // The words are all there: the clip lasts what espeak-ng's own WAV does from onset to end.
        let own = try Self.espeakOwnSeconds(text, voice: language.espeakVoice, in: scratch)
        let seconds = Double(clip.count) / 48000
        #expect(abs(seconds - own) < 0.01, "\(seconds) s against espeak-ng's \(own) s")
        #expect(seconds > 0.4 && seconds < 2.5)
        #expect(voice.spokenCount == 1)
    }

    @Test(
        "each language's countdown numbers come within 1 to 3 LU under the beep in the stream, a short word drawn out",
        arguments: CallLanguage.all)
    func countdownLoudness(language: CallLanguage) throws {
        let scratch = try TemporaryFolder(prefix: "sounds")
        defer { scratch.remove() }
        let voice = CallVoice(engine: .espeak, language: language, rate: 48000, cache: CallCache(folder: nil))
        for number in ["5", "4", "3", "2", "1"] {
            let clip = try voice.clip(CallPhrase(text: number, drawnOut: true))
            let loudness = try #require(Loudness.streamLoudness(clip.map { Float($0) / 32768 }, rate: 48000))
            let under = Loudness.beepLoudness - loudness
            #expect(under >= 1 && under <= 3, "\(language.code) '\(number)': \(under) LU under the beep")
            // A word espeak-ng says in under 250 ms is spoken again, drawn out; any other as it says it.
            let seconds = Double(clip.count) / 48000
            let own = try Self.espeakOwnSeconds(number, voice: language.espeakVoice, in: scratch)
            if own < CallVoice.shortSeconds - 0.01 {
                #expect(seconds > own + 0.05, "\(language.code) '\(number)': \(seconds) s, espeak-ng's \(own) s")
            } else if own > CallVoice.shortSeconds + 0.01 {
                #expect(abs(seconds - own) < 0.01, "\(language.code) '\(number)': \(seconds) s, espeak-ng's \(own) s")
            }
            #expect(seconds < 0.6, "\(language.code) '\(number)': \(seconds) s leaves the next pip no room")
        }
        #expect(voice.spokenCount == 5)
    }

    @Test(
        "a clip's length is known once spoken, before it is made, and the clip is the whole speech resampled",
        arguments: ["5", "Level 14", "Test complete"])
    func lengthBeforeClip(text: String) throws {
        let scratch = try TemporaryFolder(prefix: "sounds")
        defer { scratch.remove() }
        let english = try #require(CallLanguage.named("en"))
        let voice = CallVoice(engine: .espeak, language: english, rate: 48000, cache: CallCache(folder: nil))
        let length = try voice.length(CallPhrase(text: text))
        let clip = try voice.clip(CallPhrase(text: text))
        #expect(clip.count == length)
        #expect(voice.spokenCount == 1)
        // Its edges are audible, though they were chosen at espeak-ng's rate.
        #expect(try dBFS(#require(clip.first)) >= -60 && dBFS(#require(clip.last)) >= -60)
        // The same speech resampled whole, levelled by the gain found at espeak-ng's rate and cut
        // after (trimmed at -60 dBFS) holds the clip, to the sample where the converter puts it,
        // less only a few near-silent samples.
        let own = try Self.espeakOwnWAV(text, voice: "en", in: scratch)
        let resampled = try Resampler.resample(own.monoSamples(), from: own.rate, to: 48000, name: text)
        let gain = Loudness.callGain(own.monoSamples(), rate: own.rate)
        let whole = Clip.trimmed(Clip.int16(Loudness.limited(resampled, gain: gain, rate: 48000)))
        let shift = try #require(
            (0...(whole.count - clip.count)).min { a, b in
                difference(whole, clip, at: a) < difference(whole, clip, at: b)
            })
        #expect(difference(whole, clip, at: shift) <= 64, "the clip is not the speech resampled, from \(shift) on")
        #expect(whole.count - clip.count <= 480, "\(whole.count - clip.count) frames cut from the speech's edges")
    }

    @Test("a warm cache gives the same clips without speaking; a damaged cache file is rebuilt, never played")
    func cache() throws {
        let scratch = try TemporaryFolder(prefix: "sounds")
        defer { scratch.remove() }
        let cache = CallCache(folder: scratch.file("calls"))
        let english = try #require(CallLanguage.named("en"))
        let texts = ["5", "4", "Level 7", "Test complete"]
        let cold = CallVoice(engine: .espeak, language: english, rate: 44100, cache: cache)
        try cold.prepare(texts.map { CallPhrase(text: $0) })
        #expect(cold.spokenCount == 4)
        let first = try texts.map { try cold.clip(CallPhrase(text: $0)) }
        let warm = CallVoice(engine: .espeak, language: english, rate: 44100, cache: cache)
        #expect(try texts.map { try warm.clip(CallPhrase(text: $0)) } == first)
        #expect(warm.spokenCount == 0)
        // Damage every file: one byte of samples, a cut tail, a zeroed header, an empty file.
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.file("calls"))
            .filter { $0.hasSuffix(".wav") }.sorted()
        #expect(files.count == 4)
        for (index, name) in files.enumerated() {
            let path = scratch.file("calls/" + name)
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            switch index {
            case 0: bytes[200] ^= 0x40
            case 1: bytes.removeLast(40)
            case 2: bytes.replaceSubrange(0..<12, with: [UInt8](repeating: 0, count: 12))
            default: bytes = []
            }
            try scratch.write(bytes, to: "calls/" + name)
        }
        let rebuilt = CallVoice(engine: .espeak, language: english, rate: 44100, cache: cache)
        #expect(try texts.map { try rebuilt.clip(CallPhrase(text: $0)) } == first)
        #expect(rebuilt.spokenCount == 4)
        let again = CallVoice(engine: .espeak, language: english, rate: 44100, cache: cache)
        #expect(try texts.map { try again.clip(CallPhrase(text: $0)) } == first)
        #expect(again.spokenCount == 0)
    }

    @Test(
        "a short word drawn out and at its own pace are two clips, each cached under its own key; a long one is the same"
    )
    func drawnOutIsCachedApart() throws {
        let scratch = try TemporaryFolder(prefix: "sounds")
        defer { scratch.remove() }
        let cache = CallCache(folder: scratch.file("calls"))
        let french = try #require(CallLanguage.named("fr"))
        let phrases = [
            CallPhrase(text: "1", drawnOut: true), CallPhrase(text: "1"),
            CallPhrase(text: "Palier 1", drawnOut: true), CallPhrase(text: "Palier 1"),
        ]
        let cold = CallVoice(engine: .espeak, language: french, rate: 48000, cache: cache)
        try cold.prepare(phrases)
        #expect(cold.spokenCount == 4)
        let clips = try phrases.map { try cold.clip($0) }
        // "un" is said in under 250 ms at espeak-ng's pace: drawn out, it lasts longer.
        #expect(Double(clips[1].count) / 48000 < CallVoice.shortSeconds)
        #expect(clips[0].count > clips[1].count + 48000 / 20, "\(clips[0].count) against \(clips[1].count) frames")
        #expect(clips[2] == clips[3], "a phrase long enough is said at its own pace either way")
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.file("calls"))
        #expect(files.filter { $0.hasSuffix(".wav") }.count == 4)
        let warm = CallVoice(engine: .espeak, language: french, rate: 48000, cache: cache)
        #expect(try phrases.map { try warm.clip($0) } == clips)
        #expect(warm.spokenCount == 0)

        // A plan that falls back from the drawn-out word to the word at its own pace speaks nothing again.
        let fallback = CallVoice(engine: .espeak, language: french, rate: 48000, cache: CallCache(folder: nil))
        _ = try fallback.length(phrases[0])
        #expect(fallback.spokenCount == 1)
        #expect(try fallback.length(phrases[1]) == clips[1].count)
        #expect(fallback.spokenCount == 1, "'un' at its own pace was spoken again")
    }

    @Test("a voice command gets the text, the WAV path and the language, each as one shell word")
    func voiceCommand() throws {
        let scratch = try TemporaryFolder(prefix: "sounds")
        defer { scratch.remove() }
        let log = scratch.file("said.txt")
        let command = "printf '%s|%s\\n' {text} {lang} >> \(log); espeak-ng -v {lang} -w {wav} -- {text}"
        let french = try #require(CallLanguage.named("fr"))
        // Texts that would run commands if they reached the shell unquoted.
        let hostile = [
            "Palier '; touch \(scratch.file("pwned1")); echo '", "$(touch \(scratch.file("pwned2")))",
            "`touch \(scratch.file("pwned3"))` {wav}", "a\"b; touch \(scratch.file("pwned4"))",
        ]
        let voice = CallVoice(
            engine: .command(command), language: french, rate: 48000, cache: CallCache(folder: scratch.file("c")))
        try voice.prepare(hostile.map { CallPhrase(text: $0) })
        #expect(voice.spokenCount == hostile.count)
        for text in hostile { #expect(try !voice.clip(CallPhrase(text: text)).isEmpty) }
        let said = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(Set(said) == Set(hostile.map { $0 + "|fr" }))
        for index in 1...4 { #expect(!FileManager.default.fileExists(atPath: scratch.file("pwned\(index)"))) }
    }

    @Test("a failing voice command is unavailable (69), with the command's own last line")
    func failingCommand() throws {
        let scratch = try TemporaryFolder(prefix: "sounds")
        defer { scratch.remove() }
        let voice = CallVoice(
            engine: .command("echo 'no voice here' >&2; exit 3"), language: try #require(CallLanguage.named("en")),
            rate: 48000, cache: CallCache(folder: scratch.file("c")))
        #expect(throws: BeepTestError(.unavailable, "--voice-command failed on 'Level 1' (status 3): no voice here")) {
            try voice.prepare([CallPhrase(text: "Level 1")])
        }
        let silent = CallVoice(
            engine: .command("sox -n -r 22050 -b 16 -c 1 {wav} trim 0 0.5"),
            language: try #require(CallLanguage.named("en")),
            rate: 48000, cache: CallCache(folder: scratch.file("c")))
        #expect(throws: BeepTestError(.unavailable, "--voice-command spoke nothing audible for 'Level 1'")) {
            try silent.prepare([CallPhrase(text: "Level 1")])
        }
    }

    @Test("one shell word per placeholder, filled in one pass")
    func placeholders() {
        #expect(
            SpeechProgram.filled("say {text} > {wav} {other}", ["text": "{wav}", "wav": "/tmp/a b.wav"])
                == "say '{wav}' > '/tmp/a b.wav' {other}")
    }
}

/// The largest difference between `part` and the samples of `whole` from `offset` on.
private func difference(_ whole: [Int16], _ part: [Int16], at offset: Int) -> Int {
    part.indices.reduce(0) { max($0, abs(Int(whole[offset + $1]) - Int(part[$1]))) }
}
