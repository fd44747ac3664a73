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

extension OptionSpec {
    // Options several commands share, declared here once.

    /// `--countdown S` (cues, render, run).
    static let countdown = valued(
        "--countdown", "S", help: "seconds of countdown pips before the start (default: the profile's)")
    /// `--start-level L` (cues, render, run).
    static let startLevel = valued(
        "--start-level", "L", help: "start at the level labelled L, as printed on the tables")

    /// `--stop-at SCORE` (cues, render, run).
    static let stopAt = valued(
        "--stop-at", "SCORE",
        help: "end the test with the end cue once this score is run (5.4, 5:4 or 5/4, or a standard: "
            + "'beeptest results --help')")

    /// `--format` with `choices`, the first the default.
    static func format(_ choices: [String]) -> OptionSpec {
        valued("--format", "FORMAT", choices: choices, help: "output format (default \(choices[0]))")
    }
}
