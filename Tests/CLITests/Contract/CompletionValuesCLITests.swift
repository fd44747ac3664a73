import BeepTestTestSupport
import Foundation
import Testing

/// Issue 28: the completions offer `--voice`'s languages and only folders for `--sounds DIR`.
/// bash's is run for real (the committed script sourced, `_beeptest` called as bash calls it);
/// zsh's `_arguments` specs are read from the committed script.
@Suite("CLI: completion offers the voice's languages and folders")
struct CompletionValuesCLITests {
    /// What bash's completion offers for `words`, the last one being completed, in `folder`.
    private func bashOffers(_ words: [String], in folder: String) throws -> [String] {
        let script = PackageRoot.file("share/completions/beeptest.bash")
        let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
        let program = """
            source '\(script)'
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            _beeptest
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "--noprofile", "-c", program]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = process.readToEnd(out, of: "bash completion")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
    }

    @Test("bash offers the calls' languages and off after --voice, for run, render and cues")
    func bashVoice() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for command in ["run", "render", "cues"] {
            #expect(
                try bashOffers(["beeptest", command, "msft-20m", "--voice", ""], in: folder.path)
                    == ["de", "en", "es", "fr", "it", "nl", "off", "pt"])
            #expect(
                try bashOffers(["beeptest", command, "msft-20m", "--voice", "e"], in: folder.path) == ["en", "es"])
        }
    }

    @Test("bash offers folders, not files, after --sounds")
    func bashFolders() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write("x", to: "pack-notes.txt")
        _ = try folder.write("x", to: "pack/level-1.wav")
        #expect(try bashOffers(["beeptest", "run", "msft-20m", "--sounds", "pa"], in: folder.path) == ["pack"])
        // A file option still offers files.
        #expect(
            try bashOffers(["beeptest", "run", "msft-20m", "--roster", "pa"], in: folder.path) == [
                "pack", "pack-notes.txt",
            ])
    }

    @Test("zsh's specs give --voice its languages and --sounds folders")
    func zshSpecs() throws {
        let zsh = try String(contentsOfFile: PackageRoot.file("share/completions/_beeptest"), encoding: .utf8)
        let voice = zsh.split(separator: "\n").filter { $0.contains("'--voice[") }
        #expect(voice.count == 3)
        #expect(voice.allSatisfy { $0.hasSuffix(":LANG|off:(en fr de es nl it pt off)' \\") }, "\(voice)")
        let sounds = zsh.split(separator: "\n").filter { $0.contains("'--sounds[") }
        #expect(sounds.count == 3)
        #expect(sounds.allSatisfy { $0.hasSuffix(":DIR:_files -/' \\") }, "\(sounds)")
    }
}
