import BeepTest
import Glibc

/// The program that turns a phrase into a WAV file: espeak-ng, or the user's `--voice-command`.
///
/// Each phrase is spoken by a process of its own (espeak-ng is GPL-3, keeps process-global state
/// and calls `exit` when its data is missing: linked, it would bring all three into ours). Several
/// run at once, one WAV each, so that a cold start costs what the slowest phrase costs per core.
public enum SpeechProgram: Sendable, Equatable {
    /// The `espeak-ng` program on PATH (Debian package espeak-ng).
    case espeak
    /// A shell command with `{text}`, `{wav}` and `{lang}` placeholders (`pico2wave -w {wav} {text}`).
    case command(String)

    /// The espeak-ng program's name, looked up on PATH.
    public static let espeakProgram = "espeak-ng"
    /// espeak-ng's pace for a word it speaks too short (`CallVoice.shortSeconds`), in words a
    /// minute: 110, against its default 175. A word of 180 ms (French "un", "deux") fills under half
    /// of a 400 ms loudness block, and no limiting that keeps the voice's shape brings it near the
    /// beeps' loudness (24 dB left it 4.2 to 4.7 LU under); drawn out to some 300 ms, as a caller
    /// draws out a countdown, it comes within 2.3 LU, with room left before the next pip.
    static let drawnOutWordsPerMinute = 110
    /// How many engine processes run at once: two a core, so that one's start-up (reading its
    /// voice's files) overlaps another's speaking.
    static let parallelism = max(2, min(8, 2 * Posix.coreCount))

    /// What the cache keys a clip by besides its voice, text, rate and pace: espeak-ng's version line,
    /// or the command itself (another command may be another voice). Spawns `espeak-ng --version`.
    func identity(scratch: ScratchFolder) throws(BeepTestError) -> String {
        switch self {
        case .command(let template): return "command " + template
        case .espeak:
            let output = scratch.file(".txt")
            let process = try ChildProcess([Self.espeakProgram, "--version"], stdoutPath: output)
            let status = process.wait()
            let version = ChildProcess.lastLine(of: output)
            guard status == 0, !version.isEmpty else {
                throw BeepTestError(.unavailable, tr("espeak-ng --version failed (status %s)", status))
            }
            // "eSpeak NG text-to-speech: 1.51  Data at: /usr/lib/.../espeak-ng-data": the data's
            // place is part of the identity too, since the voices live there.
            return "espeak-ng " + version
        }
    }

    /// What tells one installed espeak-ng from another without running it: the program PATH finds
    /// (its path, device, inode, size and change time) and `ESPEAK_DATA_PATH`; nil when PATH finds
    /// none. An upgrade replaces the program (Debian upgrades it with its library and voice data in
    /// lockstep), so while this stays the same, the identity `--version` gave stays true.
    static func espeakSignature() -> String? {
        let folders = (FileIO.environment("PATH") ?? "/bin:/usr/bin").split(
            separator: ":", omittingEmptySubsequences: false)
        for folder in folders {
            let path = (folder.isEmpty ? "." : String(folder)) + "/" + espeakProgram
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(path, X_OK) == 0 else { continue }
            let fields = ["\(info.st_dev)", "\(info.st_ino)", "\(info.st_size)"]
            let changed =
                "\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
            return ([path] + fields + [changed, FileIO.environment("ESPEAK_DATA_PATH") ?? "-"]).joined(separator: " ")
        }
        return nil
    }

    /// The arguments that speak `text` in `language` into `wav`: espeak-ng directly, with `--` so
    /// that a text starting with '-' is not an option, at `drawnOutWordsPerMinute` when `drawnOut`;
    /// a voice command through `sh -c`, each placeholder replaced by a single-quoted word so that no
    /// text can become shell syntax (a command has no pace to set: `drawnOut` is not asked of it).
    func arguments(text: String, language: CallLanguage, wav: String, drawnOut: Bool = false) -> [String] {
        switch self {
        case .espeak:
            // -z: no pause at the end (it would be trimmed anyway).
            let pace = drawnOut ? ["-s", String(Self.drawnOutWordsPerMinute)] : []
            return [Self.espeakProgram, "-z", "-v", language.espeakVoice] + pace + ["-w", wav, "--", text]
        case .command(let template):
            let values = ["text": text, "wav": wav, "lang": language.code]
            return ["/bin/sh", "-c", Self.filled(template, values)]
        }
    }

    /// `template` with each `{name}` of `values` replaced by its value as one quoted shell word, in
    /// one pass: a value that holds "{wav}" is never filled in again. Other braces stay as they are.
    public static func filled(_ template: String, _ values: [String: String]) -> String {
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let tail = rest[rest.index(after: open)...]
            if let close = tail.firstIndex(of: "}"), let value = values[String(tail[..<close])] {
                out += value.shellQuoted
                rest = tail[tail.index(after: close)...]
            } else {
                out += "{"
                rest = tail
            }
        }
        return out + rest
    }

    /// Speaks each of `texts` in `language` (drawn out when `drawnOut`) and reads the WAV it wrote. Throws `.notFound` when the
    /// program is missing and `.unavailable` when it fails (its last stderr line in the message).
    ///
    /// A phrase costs espeak-ng about 12 ms, nearly all of it starting up and loading its voice, so
    /// the processes run as a rolling window of `parallelism` (the next one starts as soon as the
    /// oldest ends) rather than in batches that each wait for their slowest.
    func speak(
        _ texts: [String], language: CallLanguage, scratch: ScratchFolder, drawnOut: Bool = false
    ) throws(BeepTestError) -> [String: WAVFile] {
        var spoken: [String: WAVFile] = [:]
        var running: [(text: String, wav: String, errors: String, process: ChildProcess)] = []
        var next = 0
        var failure: BeepTestError?
        // After a failure nothing new starts, but every process started is waited for, so none is
        // left behind.
        while next < texts.count || !running.isEmpty {
            while failure == nil, next < texts.count, running.count < Self.parallelism {
                let text = texts[next]
                next += 1
                let wav = scratch.file(".wav")
                let errors = scratch.file(".err")
                do {
                    let process = try ChildProcess(
                        arguments(text: text, language: language, wav: wav, drawnOut: drawnOut),
                        stderrPath: errors)
                    running.append((text, wav, errors, process))
                } catch {
                    failure = error
                }
            }
            guard !running.isEmpty else { break }
            let run = running.removeFirst()
            let status = run.process.wait()
            guard failure == nil else { continue }
            guard status == 0 else {
                failure = failed(run.text, status: status, stderr: ChildProcess.lastLine(of: run.errors))
                continue
            }
            do {
                spoken[run.text] = try WAVFile(path: run.wav, limit: 64 << 20)
            } catch {
                failure = BeepTestError(.unavailable, tr("%s wrote no usable WAV for '%s': %s", name, run.text, error))
            }
        }
        if let failure { throw failure }
        return spoken
    }

    /// The engine's name in messages.
    var name: String {
        switch self {
        case .espeak: Self.espeakProgram
        case .command: "--voice-command"
        }
    }

    private func failed(_ text: String, status: Int32, stderr: String) -> BeepTestError {
        let detail = stderr.isEmpty ? "" : ": " + stderr
        return BeepTestError(.unavailable, tr("%s failed on '%s' (status %s)%s", name, text, status, detail))
    }

    /// True when espeak-ng is installed and has a voice for `language` (`beeptest voices`).
    public static func espeakSpeaks(_ languages: [CallLanguage]) -> [Bool] {
        let processes = languages.map { language in
            try? ChildProcess([espeakProgram, "-q", "-v", language.espeakVoice, "--", "1"])
        }
        return processes.map { $0?.wait() == 0 }
    }
}
