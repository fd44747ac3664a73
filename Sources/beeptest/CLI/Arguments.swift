import BeepTest

/// The parsed words of one subcommand: options by name and positional arguments.
///
/// The options a command accepts come from its `CommandSpec`, so the parser accepts exactly
/// what usage and help print. A usage error names the word that was wrong and shows the usage.
struct Arguments {
    private var options: [String: String] = [:]
    private var flags: Set<String> = []
    private(set) var positionals: [String] = []
    /// The command whose words these are: its options are the only ones accepted.
    let spec: CommandSpec

    /// The command's name.
    var command: String { spec.name }

    /// Parses `words` against `spec`'s options. `--help` and `-h` are always accepted.
    init(_ words: [String], spec: CommandSpec) throws(BeepTestError) {
        self.spec = spec
        var index = 0
        var onlyPositionals = false
        while index < words.count {
            let word = words[index]
            index += 1
            if onlyPositionals || !word.hasPrefix("-") || word == "-" {
                positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            var name = word
            var inlineValue: String?
            if let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            if name == "--help" || name == "-h" {
                flags.insert("--help")
                continue
            }
            guard let option = spec.option(name) else { throw unknownOption(name) }
            if option.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < words.count else { throw usage(tr("%s needs a value", option.name)) }
                    value = words[index]
                    index += 1
                }
                guard options[option.name] == nil else { throw usage(tr("%s given twice", option.name)) }
                options[option.name] = value
            } else {
                guard inlineValue == nil else { throw usage(tr("%s takes no value", option.name)) }
                flags.insert(option.name)
            }
        }
    }

    var wantsHelp: Bool { flags.contains("--help") }

    /// The usage error for an option the command does not have, with the closest one it has.
    private func unknownOption(_ name: String) -> BeepTestError {
        let names = spec.options.map(\.name) + ["--help"]
        guard name.hasPrefix("--"), let near = Suggestion.closest(to: name, among: names) else {
            return usage(tr("unknown option %s", name))
        }
        return usage(tr("unknown option %s; did you mean %s?", name, near))
    }

    /// A usage error for this command (exit 64): the message and the command's usage, on one
    /// line so that every error the program prints is one line.
    func usage(_ message: String) -> BeepTestError {
        BeepTestError(.usage, "\(command): " + tr("%s (usage: %s)", message, spec.usage))
    }

    /// The value of `option` as its declaration reads it, or nil when it was not given; a word
    /// it cannot read is a usage error naming what it must be.
    func value<Value>(_ option: Option<Value>) throws(BeepTestError) -> Value? {
        guard let word = options[declared(option.spec)] else { return nil }
        switch option.read(word) {
        case .success(let value): return value
        case .failure(let problem): throw usage(problem.message)
        }
    }

    /// The value of `option`, or its default when it was not given.
    func value<Value>(_ option: DefaultedOption<Value>) throws(BeepTestError) -> Value {
        try value(option.option) ?? option.defaultValue
    }

    /// True when `flag` was given.
    func isSet(_ flag: Flag) -> Bool { flags.contains(declared(flag.spec)) }

    /// True when `option` was given, whatever its word (to refuse one option beside another).
    func isGiven<Value>(_ option: Option<Value>) -> Bool { options[declared(option.spec)] != nil }

    /// `spec`'s name, checked to be one of the command's options: reading an option the command
    /// does not declare is a mistake in the program, which the tests of that command catch.
    private func declared(_ option: OptionSpec) -> String {
        assert(spec.option(option.name) != nil, "\(command) reads \(option.name), which its spec does not declare")
        return option.name
    }

    /// Exactly `count` positional arguments, named `what` in the error.
    func positionals(exactly count: Int, what: String) throws(BeepTestError) -> [String] {
        guard positionals.count == count else {
            throw positionals.count < count
                ? usage(tr("missing %s", what)) : usage(tr("unexpected argument '%s'", positionals[count]))
        }
        return positionals
    }
}
