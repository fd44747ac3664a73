import BeepTest

/// An option declared with the type its value is read into, in the spirit of
/// swift-argument-parser's `@Option` and `ExpressibleByArgument` but small: the declaration
/// (`spec`, which the command's `CommandSpec` lists and help, the man page and the completions
/// are made from) and the reading of a word into a `Value` come together. A command reads its
/// options through these values (`Arguments.value(_:)`), never by a name spelled again, so a
/// misspelled option cannot compile.
struct Option<Value: Sendable>: Sendable {
    /// The option as usage, help, the parser and the completions see it.
    let spec: OptionSpec
    /// The value `word` stands for, or nil when it is not one.
    private let parse: @Sendable (String) -> Value?
    /// What a word must be, for the error that names a wrong one: "a number from 0 to 600".
    private let expected: Expected

    private init(spec: OptionSpec, expected: Expected, parse: @escaping @Sendable (String) -> Value?) {
        self.spec = spec
        self.expected = expected
        self.parse = parse
    }

    /// The value of `word`, or the usage error's message.
    func read(_ word: String) -> Result<Value, OptionProblem> {
        parse(word).map { .success($0) } ?? .failure(OptionProblem(expected.problem(option: spec.name, word: word)))
    }
}

/// What an option's word must be, put into words in the reader's language when a word is refused
/// (the options are declared before the catalogues are read).
private enum Expected: Sendable {
    case text
    case number(ClosedRange<Double>)
    case integer(ClosedRange<Int>)
    case oneOf([String])

    /// The usage error's message for `word` given to `option`.
    func problem(option: String, word: String) -> String {
        switch self {
        case .text:
            return tr("%s must be text, not '%s'", option, word)
        case .number(let range):
            return tr(
                "%s must be a number from %s to %s, not '%s'", option, range.lowerBound.trimmed(decimals: 3),
                range.upperBound.trimmed(decimals: 3), word)
        case .integer(let range):
            return tr(
                "%s must be a whole number from %s to %s, not '%s'", option, range.lowerBound, range.upperBound, word)
        case .oneOf(let words):
            return tr("%s must be one of %s, not '%s'", option, words.joined(separator: ", "), word)
        }
    }
}

/// Why an option's word was refused: one line, which `Arguments` makes a usage error (64).
struct OptionProblem: Error, Sendable {
    let message: String

    init(_ message: String) { self.message = message }
}

extension Option where Value == String {
    /// An option whose value is any text: a file, a device, a name, a score read later.
    static func text(
        _ name: String, _ placeholder: String, short: String? = nil, completion: OptionSpec.Completion = .none,
        help: String
    ) -> Option {
        Option(
            spec: .valued(name, placeholder, short: short, completion: completion, help: help), expected: .text,
            parse: { $0 })
    }
}

extension Option where Value == Double {
    /// A finite number in `range` (`--countdown 0..600`).
    static func number(_ name: String, _ placeholder: String, in range: ClosedRange<Double>, help: String) -> Option {
        Option(
            spec: .valued(name, placeholder, help: help),
            expected: .number(range),
            parse: { word in Double(word).flatMap { $0.isFinite && range.contains($0) ? $0 : nil } })
    }
}

extension Option where Value == Int {
    /// A whole number in `range` (`--rate 8000..192000`).
    static func integer(_ name: String, _ placeholder: String, in range: ClosedRange<Int>, help: String) -> Option {
        Option(
            spec: .valued(name, placeholder, help: help),
            expected: .integer(range),
            parse: { word in Int(word).flatMap { range.contains($0) ? $0 : nil } })
    }
}

extension Option where Value: RawRepresentable, Value.RawValue == String {
    /// One of `choices`, typed as their raw values; help lists them in this order, and the first
    /// is the default where the command has one (`--format`).
    static func choice(_ name: String, _ placeholder: String, _ choices: [Value], help: String) -> Option {
        let words = choices.map(\.rawValue)
        return Option(
            spec: .valued(name, placeholder, choices: words, help: help),
            expected: .oneOf(words),
            parse: { word in words.contains(word) ? Value(rawValue: word) : nil })
    }
}

/// An option that takes no value (`--silent`), read as set or not.
struct Flag: Sendable {
    /// The option as usage, help, the parser and the completions see it.
    let spec: OptionSpec

    /// A flag named `name`.
    init(_ name: String, help: String) { spec = .flag(name, help: help) }
}
