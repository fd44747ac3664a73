import BeepTest

/// Every command, in the order the overview lists them: its declaration and what runs it.
/// `main` dispatches through this list, and help, the man page and the completions read it.
enum CommandCatalog {
    /// One command: what it accepts and what it does with its words (the exit status).
    struct Entry: Sendable {
        /// The command's declaration.
        let spec: CommandSpec
        /// Runs the command on the words after its name.
        let run: @Sendable ([String]) throws(BeepTestError) -> Int32
    }

    /// `help COMMAND`, which shows a command's help.
    static let helpSpec = CommandSpec(
        name: "help", operands: .command, summary: "show a command's help", about: "Shows the help of a command.",
        options: [])

    /// The commands, in the overview's order.
    static let all: [Entry] = [
        Entry(spec: ListCommand.spec) { words throws(BeepTestError) in
            try ListCommand.run(words)
            return 0
        },
        Entry(spec: ShowCommand.spec) { words throws(BeepTestError) in
            try ShowCommand.run(words)
            return 0
        },
        Entry(spec: CuesCommand.spec) { words throws(BeepTestError) in
            try CuesCommand.run(words)
            return 0
        },
        Entry(spec: ValidateCommand.spec) { words throws(BeepTestError) in try ValidateCommand.run(words) },
        Entry(spec: RenderCommand.spec) { words throws(BeepTestError) in
            try RenderCommand.run(words)
            return 0
        },
        Entry(spec: RunCommand.spec) { words throws(BeepTestError) in try RunCommand.run(words) },
        Entry(spec: ResultsCommand.spec) { words throws(BeepTestError) in try ResultsCommand.run(words) },
        Entry(spec: DevicesCommand.spec) { words throws(BeepTestError) in
            try DevicesCommand.run(words)
            return 0
        },
        Entry(spec: helpSpec) { words throws(BeepTestError) in try Help.run(words) },
    ]

    /// The command named `name`, if there is one.
    static func entry(_ name: String) -> Entry? { all.first { $0.spec.name == name } }
}
