/// One option of a command, declared once: the parser, the usage line, `--help`, the man page and
/// both shell completions are all made from it, so they cannot disagree.
struct OptionSpec: Sendable {
    /// What a shell may offer as the option's value.
    enum Completion: Sendable, Equatable {
        /// Nothing to offer (a number, a name).
        case none
        /// A file name.
        case file
        /// An ALSA playback device, from `beeptest devices`.
        case device
        /// A folder (`--sounds DIR`): the shell offers folders only.
        case folder
        /// One of these words, offered though others are accepted too (`--voice`: the calls'
        /// languages and `off`, when a voice command may speak another).
        case words([String])
    }

    /// The long name, with its dashes: `--format`.
    let name: String
    /// A one-letter alias, with its dash (`-o`), or nil.
    let short: String?
    /// The value's placeholder in usage and help (`FILE`, `S`), or nil for a switch.
    let value: String?
    /// The only values accepted, in the order help lists them; empty when any value goes.
    let choices: [String]
    /// One line of help: what the option does and its default.
    let help: String
    /// What a shell offers for the value.
    let completion: Completion

    /// An option that takes a value.
    static func valued(
        _ name: String, _ value: String, short: String? = nil, choices: [String] = [], completion: Completion = .none,
        help: String
    ) -> OptionSpec {
        OptionSpec(name: name, short: short, value: value, choices: choices, help: help, completion: completion)
    }

    /// An option that takes no value.
    static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, short: nil, value: nil, choices: [], help: help, completion: .none)
    }

    /// True when the option takes a value.
    var takesValue: Bool { value != nil }

    /// The value as usage shows it: the choices joined by `|`, else the placeholder.
    var valueText: String { choices.isEmpty ? (value ?? "") : choices.joined(separator: "|") }

    /// `--format table|json`, `-o, --output FILE`, `--silent`: the option as help's left column shows it.
    var synopsis: String {
        let names = short.map { $0 + ", " + name } ?? name
        return takesValue ? names + " " + valueText : names
    }

    /// `[--format table|json]`, `-o OUT.wav`: the option in a usage line (`required` ones bare).
    func usage(required: Bool) -> String {
        let word = takesValue ? (short ?? name) + " " + valueText : name
        return required ? word : "[" + word + "]"
    }
}
