import BeepTest
import Glibc

/// The entry point: dispatch to a command, turn errors into one line on stderr and an exit code.
let words = Array(CommandLine.arguments.dropFirst())

func dispatch(_ words: [String]) throws(BeepTestError) -> Int32 {
    guard let command = words.first else {
        Output.error(Help.overview)
        return 64
    }
    let rest = Array(words.dropFirst())
    switch command {
    case "--help", "-h":
        Output.line(Help.overview)
    case "--version", "version":
        Output.line("beeptest \(Help.version)")
    case "help":
        guard let topic = rest.first else {
            Output.line(Help.overview)
            return 0
        }
        guard Help.details[topic] != nil else {
            throw BeepTestError(.usage, "help: unknown command '\(topic)' (" + Help.usageLine("help") + ")")
        }
        Output.line(Help.text(for: topic))
    case "list": try ListCommand.run(rest)
    case "show": try ShowCommand.run(rest)
    case "cues": try CuesCommand.run(rest)
    case "validate": return try ValidateCommand.run(rest)
    case "results": return try ResultsCommand.run(rest)
    case "render": try RenderCommand.run(rest)
    case "run": return try RunCommand.run(rest)
    case "devices": try DevicesCommand.run(rest)
    default:
        throw BeepTestError(.usage, "unknown command '\(command)' (see 'beeptest --help')")
    }
    return 0
}

do {
    exit(try dispatch(words))
} catch {
    Output.error("beeptest: " + error.message)
    exit(error.exitCode)
}
