import BeepTest
import BeepTestTestSupport
import Foundation
import Testing

/// Loudness, volume and pitch as measured in rendered WAV files: the calls against the beeps in
/// every language and in a pack, `--volume`, `--tone`.
@Suite("Calls levelled under the beeps by loudness, --volume and --tone, measured in the render (the real espeak-ng)")
struct StreamLoudnessCLITests {
    static let rate = 48000
    /// A minute and a half of the 20 m test: the countdown's seconds, two levels' calls, the end's.
    static let test = ["msft-20m", "--countdown", "3", "--stop-at", "2.1"]

    /// `value` (full scale 1) in dBFS.
    static func decibels(_ value: Double) -> Double { 20 * log10(value) }

    /// The highest magnitude of `samples`, full scale 1.
    static func peak(_ samples: some Collection<Int16>) -> Double {
        Double(samples.map { abs(Int($0)) }.max() ?? 0) / 32768
    }

    /// The RMS of all of `samples`, full scale 1.
    static func rms(_ samples: some Collection<Int16>) -> Double {
        (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(max(1, samples.count))).squareRoot() / 32768
    }

    /// The frames of the first cue of `kind` in `arguments`, as long as the built-in sound of `kind`.
    static func firstSound(of kind: CueKind, _ arguments: [String], in samples: [Int16]) throws -> ArraySlice<Int16> {
        let frame = try #require(
            try expectedCueFrames(arguments, countdown: 3, rate: rate).first { $0.kind == kind.rawValue }?.frame)
        let length = Int((CueSoundDesign.design(for: kind).seconds * Double(rate)).rounded())
        return samples[frame..<frame + length]
    }

    /// Each call of `arguments` as rendered in `samples`: its text and its frames.
    static func calls(_ arguments: [String], in samples: [Int16], rig: CallRig) throws -> [(
        text: String, samples: ArraySlice<Int16>
    )] {
        try rig.listed(arguments).calls.map { call in
            let frame = Int(((3 + call.t) * Double(rate)).rounded())
            let length = Int((call.seconds * Double(rate)).rounded())
            #expect(frame + length <= samples.count, "'\(call.text)' lies past the end")
            return (call.text, samples[frame..<min(samples.count, frame + length)])
        }
    }

    /// Checks every call of `arguments` rendered in `samples` against the turn beep there: its
    /// BS.1770 loudness 2 to 10 LU under the beep's (2 where speech allows it under -1 dBFS), its
    /// peaks 8 dB and more over its voiced RMS (speech's shape, not squashed), no sample at full
    /// scale; prints the figures.
    static func expectLevelled(_ arguments: [String], _ samples: [Int16], rig: CallRig, name: String) throws {
        let beep = try #require(
            LoudnessMeter.integrated(Array(try firstSound(of: .shuttle, arguments, in: samples)), rate: rate))
        let calls = try calls(arguments, in: samples, rig: rig)
        #expect(calls.count >= 5, "\(name): \(calls.map(\.text))")
        for call in calls {
            let loudness = try #require(LoudnessMeter.integrated(Array(call.samples), rate: rate), "'\(call.text)'")
            let voiced = try #require(Loudness.voicedRMS(Array(call.samples), rate: rate), "'\(call.text)'")
            let peak = peak(call.samples)
            let under = beep - loudness
            print(
                "\(name) '\(call.text)': \(String(format: "%.2f", loudness)) LUFS, beep \(String(format: "%.2f", beep)) "
                    + "LUFS (\(String(format: "%.2f", under)) LU under), crest \(String(format: "%.2f", decibels(peak / voiced))) "
                    + "dB, peak \(String(format: "%.2f", decibels(peak))) dBFS")
            #expect(under >= 1.9 && under <= 10, "\(name) '\(call.text)': \(under) LU under the beep")
            #expect(
                decibels(peak / voiced) >= 8, "\(name) '\(call.text)': squashed, crest \(decibels(peak / voiced)) dB")
            #expect(!call.samples.contains(.max) && !call.samples.contains(.min), "\(name) '\(call.text)' clips")
            #expect(decibels(peak) <= -0.5, "\(name) '\(call.text)': peak \(decibels(peak)) dBFS")
        }
    }

    @Test(
        "every spoken call is 2 to 10 LU under the turn beep by loudness, speech-shaped, unclipped",
        arguments: CallLanguage.all)
    func spokenCalls(language: CallLanguage) throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let arguments = Self.test + ["--voice", language.code]
        let samples = try rig.render(arguments, to: "calls.wav")
        try Self.expectLevelled(arguments, samples, rig: rig, name: language.code)
    }

    @Test("a pack's quiet recorded calls are levelled to the beeps at load, like spoken ones")
    func packCalls() throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let pack = rig.folder.file("pack")
        try FileManager.default.createDirectory(atPath: pack, withIntermediateDirectories: true)
        // Recorded calls: espeak-ng's voice taken down to a quiet 16 kHz recording (peak -26 dBFS).
        let phrases = [
            "call-count-3": "three", "call-count-2": "two", "call-count-1": "one", "call-level-1": "level one",
            "call-level-2": "level two", "call-end": "well done",
        ]
        for (name, text) in phrases {
            let spoken = rig.folder.file("spoken.wav")
            try Self.shell(
                "espeak-ng -v en -w '\(spoken)' -- '\(text)' && sox '\(spoken)' -r 16000 '\(pack)/\(name).wav' norm -26"
            )
        }
        let arguments = Self.test + ["--sounds", pack]
        let samples = try rig.render(arguments, to: "pack.wav")
        try Self.expectLevelled(arguments, samples, rig: rig, name: "pack")
    }

    @Test("--volume -12 takes every sample of the stream, beeps and calls, down 12 dB")
    func volume() throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let full = try rig.render(Self.test + ["--voice", "en"], to: "full.wav")
        let quiet = try rig.render(Self.test + ["--voice", "en", "--volume", "-12"], to: "quiet.wav")
        #expect(full.count == quiet.count)
        let peakDrop = Self.decibels(Self.peak(quiet)) - Self.decibels(Self.peak(full))
        let rmsDrop = Self.decibels(Self.rms(quiet)) - Self.decibels(Self.rms(full))
        print(
            "--volume -12: peak \(String(format: "%+.3f", peakDrop)) dB, RMS \(String(format: "%+.3f", rmsDrop)) dB")
        #expect(abs(peakDrop + 12) <= 0.1, "peak down \(peakDrop) dB")
        #expect(abs(rmsDrop + 12) <= 0.1, "RMS down \(rmsDrop) dB")
        // Sample for sample: each is the full one times 10^(-12/20), to the nearest step.
        let gain = pow(10, -12.0 / 20)
        let worst = zip(full, quiet).map { abs(Double($0) * gain - Double($1)) }.max() ?? 0
        #expect(worst <= 1, "a sample \(worst) steps from the full one scaled")
    }

    /// The frequency of `samples` by their zero crossings: crossings / 2 / seconds.
    static func frequency(_ samples: ArraySlice<Int16>) -> Double {
        let crossings = zip(samples, samples.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
        return Double(crossings) / 2 / (Double(samples.count) / Double(rate))
    }

    @Test("--tone 440 puts the turn beep at 440 Hz and every other beep an octave down too, rhythms kept")
    func tone() throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let arguments = Self.test + ["--voice", "off"]
        let standard = try rig.render(arguments, to: "standard.wav")
        let low = try rig.render(arguments + ["--tone", "440"], to: "low.wav")
        #expect(standard.count == low.count)
        for (kind, hz) in [(CueKind.shuttle, 440.0), (.countdown, 600), (.start, 660), (.end, 293.5)] {
            let before = Self.frequency(try Self.firstSound(of: kind, arguments, in: standard))
            let after = Self.frequency(try Self.firstSound(of: kind, arguments, in: low))
            print(
                "--tone 440: \(kind.rawValue) \(String(format: "%.1f", before)) Hz -> \(String(format: "%.1f", after)) Hz"
            )
            #expect(abs(after - hz) <= hz * 0.02, "\(kind.rawValue) at \(after) Hz, not \(hz)")
            #expect(abs(before - 2 * hz) <= hz * 0.04, "\(kind.rawValue) at \(before) Hz as designed")
        }
        // The level's triple beep keeps its rhythm: sound where the standard one sounds, silence where it rests.
        let level = try Self.firstSound(of: .level, arguments, in: low)
        let designed = try Self.firstSound(of: .level, arguments, in: standard)
        #expect(zip(level, designed).allSatisfy { ($0 == 0) == ($1 == 0) })
        // The beeps stay as loud: the same peak.
        #expect(Self.peak(level) == Self.peak(designed))
    }

    @Test("out-of-range --volume and --tone, a tone above half the rate and --tone over a full pack are 64, no file")
    func refusals() throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let output = rig.folder.file("refused.wav")
        // A pack that replaces every beep: --tone would change nothing.
        let pack = rig.folder.file("full-pack")
        try FileManager.default.createDirectory(atPath: pack, withIntermediateDirectories: true)
        for kind in CueKind.allCases {
            try Self.shell("sox -n -r 16000 '\(pack)/\(kind.rawValue).wav' synth 0.1 sine 500 vol 0.5")
        }
        let cases: [([String], String)] = [
            (["--volume", "3"], "--volume must be a number from -40 to 0, not '3'"),
            (["--volume", "-41"], "--volume must be a number from -40 to 0, not '-41'"),
            (["--tone", "150"], "--tone must be a number from 200 to 4000, not '150'"),
            (["--tone", "loud"], "--tone must be a number from 200 to 4000, not 'loud'"),
            (["--tone", "4000", "--rate", "8000"], "--tone 4000 needs a --rate above 12000"),
            (["--tone", "500", "--sounds", pack], "the sound pack \(pack) replaces them all"),
        ]
        for (options, message) in cases {
            let result = try rig.run(["render", "msft-20m", "--voice", "off"] + options + ["-o", output])
            #expect(result.status == 64, "\(options): \(result.status)")
            #expect(result.errorLines.count == 1 && result.stderr.contains(message), "\(options): \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: output), "\(options) left a file")
        }
        let run = try rig.run(["run", "msft-20m", "--silent", "--headless", "--volume", "1"])
        #expect(run.status == 64 && run.errorLines.count == 1 && run.stderr.contains("--volume must be"))
        // Only the commands that play the stream have them.
        #expect(try rig.run(["cues", "msft-20m", "--tone", "440"]).status == 64)
    }

    @Test("a live run with --volume and --tone through alsa-lib's file PCM is sample for sample its render")
    func liveTuned() throws {
        let rig = try CallRig()
        defer { rig.folder.remove() }
        let timing = [try writeShortProfile(in: rig.folder), "--countdown", "1", "--voice", "de"]
        let tuned = timing + ["--volume", "-9.5", "--tone", "523.25"]
        let device = "file:FILE=\(rig.folder.file("live.wav")),FORMAT=wav"
        let run = try rig.run(["run"] + tuned + ["--headless", "--device", device])
        #expect(run.status == 0, "\(run.stderr)")
        let rendered = try rig.render(tuned, to: "render.wav")
        let live = try WAVFile(path: rig.folder.file("live.wav")).samples
        #expect(live.count == rendered.count)
        #expect(live == rendered, "the live stream differs from the rendered one")
        #expect(rendered != (try rig.render(timing, to: "plain.wav")))
    }

    /// Runs `command` with sh, expecting success.
    static func shell(_ command: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        try process.run()
        process.waitForEnd(of: command)
        #expect(process.terminationStatus == 0, "\(command) failed")
    }
}
