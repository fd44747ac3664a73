import BeepTest

/// A command as the user meets it, declared once: its name, operands, options and help. Usage
/// lines, `--help`, the parser (`Arguments`), the man page and the shell completions all read this.
struct CommandSpec: Sendable {
    /// What the command's operands are, for usage and for the shell's completion.
    enum Operands: Sendable, Equatable {
        /// No operand.
        case none
        /// One profile: a built-in id or a JSON file.
        case profile
        /// One or more profile JSON files.
        case profileFiles
        /// One file of any kind (`name` is its placeholder).
        case file(String)
        /// One or more files of any kind (`name` is their placeholder).
        case files(String)
        /// Any number of files, none included (`history`: then the results folder).
        case optionalFiles(String)
        /// A command's name.
        case command
        /// At most one word that is not a file (`list NAME`: a test's name); `name` is its placeholder.
        case optionalName(String)

        /// The operands as usage shows them.
        var usage: String {
            switch self {
            case .none: ""
            case .profile: "PROFILE"
            case .profileFiles: "FILE..."
            case .file(let name): name
            case .files(let name): name + "..."
            case .optionalFiles(let name): "[" + name + " ...]"
            case .command: "COMMAND"
            case .optionalName(let name): "[" + name + "]"
            }
        }
    }

    /// The command's name: `run`.
    let name: String
    /// Its operands.
    let operands: Operands
    /// One line for the overview and the completions: "run a test live".
    let summary: String
    /// The help's paragraph before the options (also the man page's).
    let about: String
    /// Every option but `--help`, in the order help lists them.
    let options: [OptionSpec]
    /// Options that must be given (shown bare in usage): `--output` for render.
    var required: Set<String> = []
    /// Lines after the options (the live view's keys), or empty.
    var footer: String = ""

    /// `beeptest run PROFILE [--device PCM] ...`.
    var usage: String {
        var words = ["beeptest", name]
        // A required option reads best before the operands it acts on only for render's -o, which
        // follows the profile, so operands come first.
        if operands != .none { words.append(operands.usage) }
        words += options.map { $0.usage(required: required.contains($0.name)) }
        return words.joined(separator: " ")
    }

    /// The whole of `beeptest COMMAND --help`.
    var helpText: String {
        var text = tr("usage: %s", usage) + "\n\n" + about + "\n"
        let width = max(21, (options.map(\.synopsis.count).max() ?? 0) + 2)
        for option in options { text += "  " + option.synopsis.padding(width - 1) + option.help + "\n" }
        if !footer.isEmpty { text += footer + "\n" }
        let examples = CommandExamples.lines(for: name)
        if !examples.isEmpty { text += "\n" + tr("examples:") + "\n" + examples.map { "  " + $0 + "\n" }.joined() }
        return text.trailingNewlinesRemoved
    }

    /// The option named `name` (or its short alias), if the command has it.
    func option(_ name: String) -> OptionSpec? { options.first { $0.name == name || $0.short == name } }
}
