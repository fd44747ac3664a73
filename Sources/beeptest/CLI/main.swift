import BeepTest
import Glibc

/// The entry point: dispatch to a command, turn errors into one line on stderr and an exit code.
let words = Array(CommandLine.arguments.dropFirst())
// Text for people in the reader's language; the man page and the completions are made in English.
if !(words.first?.hasPrefix("--generate-") ?? false) { Translation.start() }

func dispatch(_ words: [String]) throws(BeepTestError) -> Int32 {
    guard let command = words.first else {
        Output.error(Help.overview)
        return ExitStatus.usage
    }
    let rest = Array(words.dropFirst())
    switch command {
    case "--help", "-h":
        Output.line(Help.overview)
    case "--version", "version":
        Output.line("beeptest \(Help.version)")
    case "--generate-completion-script":
        guard rest.count == 1, let shell = rest.first, CompletionScript.shells.contains(shell) else {
            throw BeepTestError(.usage, "usage: beeptest --generate-completion-script bash|zsh")
        }
        Output.write(CompletionScript.script(for: shell, commands: CommandCatalog.all.map(\.spec)), to: .standardOutput)
    case "--generate-manual":
        guard rest.count == 1, let path = rest.first else {
            throw BeepTestError(.usage, "usage: beeptest --generate-manual TEMPLATE")
        }
        let template = String(decoding: try FileIO.read(path), as: UTF8.self)
        Output.write(ManualPage.page(template: template, commands: CommandCatalog.all.map(\.spec)), to: .standardOutput)
    default:
        guard let entry = CommandCatalog.entry(command) else {
            if let near = Suggestion.closest(to: command, among: CommandCatalog.all.map(\.spec.name)) {
                throw BeepTestError(
                    .usage, tr("unknown command '%s'; did you mean '%s'? (see 'beeptest --help')", command, near))
            }
            throw BeepTestError(.usage, tr("unknown command '%s' (see 'beeptest --help')", command))
        }
        return try entry.run(rest)
    }
    return 0
}

do {
    exit(try dispatch(words))
} catch {
    // A message may quote a file's contents or a path: never a raw control character to the terminal.
    Output.error("beeptest: " + error.message.escapingControlCharacters())
    exit(error.exitCode)
}
