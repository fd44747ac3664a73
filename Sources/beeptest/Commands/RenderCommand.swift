import BeepTest
import BeepTestSounds

/// `beeptest render`: the whole test, countdown included, as a 16-bit mono PCM WAV file.
///
/// The stream is rendered and written in chunks, so memory stays the same for any test length.
enum RenderCommand {
    /// The command's words, options and help.
    static let spec = CommandSpec(
        name: "render", operands: .profile, summary: tr("write the whole test as a WAV file"),
        about: tr(
            """
            Writes the whole test, countdown included, as a 16-bit mono PCM WAV file: the same
            stream a live run plays, spoken calls and a sound pack's sounds included.
            """),
        options: [output.spec, rate.spec] + CommandSupport.timingOptions + SoundOptions.stream,
        required: [output.spec.name])

    /// `-o, --output OUT.wav` (required).
    static let output = Option.text(
        "--output", "OUT.wav", short: "-o", completion: .file, help: tr("the WAV file to write (required)"))
    /// `--rate HZ`.
    static let rate = Option.integer(
        "--rate", "HZ", in: 8000...192000, help: tr("sample rate, 8000 to 192000 (default 48000)"))

    /// Frames rendered and written per chunk: large enough that system calls are few.
    static let chunkFrames = 1 << 17

    static func run(_ words: [String]) throws(BeepTestError) {
        let arguments = try Arguments(words, spec: spec)
        if arguments.wantsHelp { return Output.line(spec.helpText) }
        let entry = try CommandSupport.profile(arguments)
        guard let path = try arguments.value(Self.output) else { throw arguments.usage(tr("missing -o OUT.wav")) }
        let rate = try arguments.value(Self.rate) ?? 48000
        let timeline = try CommandSupport.timeline(entry.profile, arguments)
        // Sounds and speech are made before the file is opened: a refusal leaves no file behind.
        let sounds = try CommandSupport.sounds(arguments)
        guard sounds.tuning.highestTone < Double(rate) / 2 else {
            throw arguments.usage(
                tr(
                    "--tone %s needs a --rate above %s (its highest beep is above half the rate)",
                    sounds.tuning.tone.trimmed(decimals: 1), Int(2 * sounds.tuning.highestTone)))
        }
        let (renderer, plan) = try CommandSupport.stream(of: timeline, rate: rate, sounds: sounds)
        guard renderer.totalFrames <= WAVWriter.maxFrames else {
            throw arguments.usage(
                tr("the test is too long for a WAV file (4 GiB) at %s Hz; use a lower --rate", String(rate)))
        }
        let writer = try WAVWriter(path: path, rate: rate)
        do {
            try write(renderer, to: writer)
            try writer.close()
        } catch {
            writer.discard()
            throw error
        }
        renderer.waitForCalls()  // the clips no call plays, made for the cache
        let seconds = Double(renderer.totalFrames) / Double(rate)
        let calls = plan.calls.isEmpty ? "" : ", " + trPlural("%d call", "%d calls", count: plan.calls.count)
        Output.line(
            tr(
                "%s: %s cues%s, %s, %s Hz 16-bit mono", path, timeline.cues.count, calls,
                TimeText.minutesSeconds(seconds), rate))
    }

    private static func write(_ renderer: Renderer, to writer: WAVWriter) throws(BeepTestError) {
        let chunk = UnsafeMutableBufferPointer<Int16>.allocate(capacity: chunkFrames)
        defer { chunk.deallocate() }
        var frame = 0
        while frame < renderer.totalFrames {
            let part = UnsafeMutableBufferPointer(rebasing: chunk[0..<min(chunkFrames, renderer.totalFrames - frame)])
            renderer.render(from: frame, into: part)
            try writer.write(UnsafeBufferPointer(part))
            frame += part.count
        }
    }
}
