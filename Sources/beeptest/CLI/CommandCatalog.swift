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

        init(spec: CommandSpec, run: @escaping @Sendable ([String]) throws(BeepTestError) -> Int32) {
            self.spec = spec
            self.run = run
        }

        /// A command that succeeds (exit 0) whenever it does not throw.
        init(spec: CommandSpec, run: @escaping @Sendable ([String]) throws(BeepTestError) -> Void) {
            self.spec = spec
            self.run = { words throws(BeepTestError) in
                try run(words)
                return 0
            }
        }
    }

    /// `help COMMAND`, which shows a command's help.
    static let helpSpec = CommandSpec(
        name: "help", operands: .command, summary: tr("show a command's help"),
        about: tr("Shows the help of a command."),
        options: [])

    /// The commands, in the overview's order.
    static let all: [Entry] = [
        Entry(spec: ListCommand.spec, run: ListCommand.run),
        Entry(spec: ShowCommand.spec, run: ShowCommand.run),
        Entry(spec: CuesCommand.spec, run: CuesCommand.run),
        Entry(spec: ValidateCommand.spec, run: ValidateCommand.run),
        Entry(spec: RenderCommand.spec, run: RenderCommand.run),
        Entry(spec: RosterCommand.spec, run: RosterCommand.run),
        Entry(spec: RunCommand.spec, run: RunCommand.run),
        Entry(spec: EnterCommand.spec, run: EnterCommand.run),
        Entry(spec: ResultsCommand.spec, run: ResultsCommand.run),
        Entry(spec: HistoryCommand.spec, run: HistoryCommand.run),
        Entry(spec: ReportCommand.spec, run: ReportCommand.run),
        Entry(spec: SheetCommand.spec, run: SheetCommand.run),
        Entry(spec: DevicesCommand.spec, run: DevicesCommand.run),
        Entry(spec: TapTestCommand.spec, run: TapTestCommand.run),
        Entry(spec: VoicesCommand.spec, run: VoicesCommand.run),
        Entry(spec: helpSpec, run: Help.run),
    ]

    /// The command named `name`, if there is one.
    static func entry(_ name: String) -> Entry? { all.first { $0.spec.name == name } }
}
