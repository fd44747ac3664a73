import BeepTestTestSupport
import Foundation
import Testing

/// The man page and the completions are made from the commands' declarations (`make docs`); these
/// tests fail when the committed copies drift from them, or when help, parser, man page and
/// completions disagree about which options a command has.
@Suite("CLI: man page and completions follow the declarations")
struct GeneratedDocsTests {
    static let commands = [
        "list", "show", "cues", "validate", "render", "run", "results", "history", "report", "devices", "tap-test",
        "voices",
    ]

    static func committed(_ path: String) throws -> String {
        try String(contentsOfFile: PackageRoot.file(path), encoding: .utf8)
    }

    /// The options `beeptest COMMAND --help` lists: its lines that start with two spaces and a dash.
    static func helpOptions(_ command: String) throws -> [String] {
        let help = try BinaryRunner.run([command, "--help"]).stdout
        return help.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  -") else { return nil }
            let words = line.split(separator: " ")
            // "-o, --output FILE" lists the long name second.
            let name = words.first { $0.hasPrefix("--") } ?? words[0]
            return String(name)
        }
    }

    /// The lines of a shell `case` branch: from the line that starts it to the next line indented
    /// as little as it is.
    static func branch(of script: String, startingWith start: String) -> String {
        let lines = script.components(separatedBy: "\n")
        guard let first = lines.firstIndex(where: { $0.hasPrefix(start) }) else { return "" }
        let indent = start.prefix { $0 == " " }.count
        let rest = lines[(first + 1)...].prefix { line in
            line.prefix { $0 == " " }.count > indent
        }
        return ([lines[first]] + rest).joined(separator: "\n")
    }

    @Test("the committed completion scripts are what the declarations make", arguments: ["bash", "zsh"])
    func completions(shell: String) throws {
        let generated = try BinaryRunner.run(["--generate-completion-script", shell])
        #expect(generated.status == 0, "\(generated.stderr)")
        let file = shell == "bash" ? "share/completions/beeptest.bash" : "share/completions/_beeptest"
        #expect(generated.stdout == (try Self.committed(file)), "\(file) drifted: run 'make docs'")
    }

    @Test("the committed man page is its template filled from the declarations")
    func manPage() throws {
        let template = PackageRoot.file("share/man/beeptest.1.in")
        let generated = try BinaryRunner.run(["--generate-manual", template])
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(generated.stdout == (try Self.committed("share/man/beeptest.1")), "beeptest.1 drifted: run 'make docs'")
    }

    @Test("every option help lists is in the man page and both completions", arguments: commands)
    func everyOptionDocumented(command: String) throws {
        let man = try Self.committed("share/man/beeptest.1")
        let bash = try Self.committed("share/completions/beeptest.bash")
        let zsh = try Self.committed("share/completions/_beeptest")
        let manSection =
            man.components(separatedBy: ".SS \(command.replacingOccurrences(of: "-", with: "\\-"))\n").dropFirst()
            .first?
            .components(separatedBy: ".SS ").first ?? ""
        #expect(!manSection.isEmpty, "man page has no section for \(command)")
        let bashBranch = Self.branch(of: bash, startingWith: "        \(command))")
        let zshBranch =
            zsh.components(separatedBy: "        \(command)) _arguments").dropFirst().first?
            .components(separatedBy: " ;;\n").first ?? ""
        for option in try Self.helpOptions(command) {
            #expect(manSection.contains(option.replacingOccurrences(of: "-", with: "\\-")), "man: \(command) \(option)")
            #expect(bashBranch.contains(option), "bash: \(command) \(option)")
            #expect(zshBranch.contains(option), "zsh: \(command) \(option)")
        }
    }

    @Test("the parser accepts every option help lists and nothing else", arguments: commands)
    func parserMatchesHelp(command: String) throws {
        for option in try Self.helpOptions(command) {
            let result = try BinaryRunner.run([command, option, "x", "--help"])
            #expect(!result.stderr.contains("unknown option"), "\(command) \(option): \(result.stderr)")
        }
        let unknown = try BinaryRunner.run([command, "--no-such-option"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown option --no-such-option"))
    }

    @Test("the completion scripts parse in their shells", arguments: ["bash", "zsh"])
    func scriptsParse(shell: String) throws {
        let file = shell == "bash" ? "share/completions/beeptest.bash" : "share/completions/_beeptest"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [shell, "-n", PackageRoot.file(file)]
        try process.run()
        process.waitForEnd(of: "\(shell) -n")
        #expect(process.terminationStatus == 0, "\(shell) -n \(file)")
    }
}
