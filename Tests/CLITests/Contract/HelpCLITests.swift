import Testing

/// `--help` and `help COMMAND` answer for every documented command (exit 0, usage on stdout).
@Suite("CLI help")
struct HelpCLITests {
    static let commands = [
        "list", "show", "cues", "validate", "render", "run", "results", "history", "report", "devices", "tap-test",
        "voices",
    ]

    @Test("COMMAND --help prints the command's usage and exits 0", arguments: commands)
    func commandHelp(command: String) throws {
        for flag in ["--help", "-h"] {
            let result = try BinaryRunner.run([command, flag])
            #expect(result.status == 0, "\(command) \(flag): \(result.stderr)")
            #expect(result.stdout.hasPrefix("usage: beeptest \(command)"))
            #expect(result.stderr.isEmpty)
        }
    }

    @Test("help COMMAND prints the same text", arguments: commands)
    func helpCommand(command: String) throws {
        let viaHelp = try BinaryRunner.run(["help", command])
        let viaFlag = try BinaryRunner.run([command, "--help"])
        #expect(viaHelp.status == 0)
        #expect(viaHelp.stdout == viaFlag.stdout)
    }

    @Test("--help lists every command; no command at all is a usage error with the overview on stderr")
    func overview() throws {
        let help = try BinaryRunner.run(["--help"])
        #expect(help.status == 0)
        for command in Self.commands { #expect(help.stdout.contains("\n  \(command) "), "\(command) missing") }
        let bare = try BinaryRunner.run([])
        #expect(bare.status == 64)
        #expect(bare.stdout.isEmpty)
        #expect(bare.stderr.contains("usage: beeptest COMMAND"))
        let unknown = try BinaryRunner.run(["help", "frobnicate"])
        #expect(unknown.status == 64)
        #expect(unknown.errorLines == ["beeptest: help: unknown command 'frobnicate' (usage: beeptest help COMMAND)"])
        // help's own help, asked the way every other command's is.
        for flag in ["--help", "-h"] {
            let own = try BinaryRunner.run(["help", flag])
            #expect(own.status == 0 && own.stdout.hasPrefix("usage: beeptest help COMMAND"), "\(own.stderr)")
            #expect(own.stdout == (try BinaryRunner.run(["help", "help"])).stdout)
        }
    }
}
