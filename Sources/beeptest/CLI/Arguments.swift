import BeepTest

/// The parsed words of one subcommand: options by name and positional arguments.
///
/// The options a command accepts come from its `CommandSpec`, so the parser accepts exactly
/// what usage and help print. A usage error names the word that was wrong and shows the usage.
struct Arguments {
    private(set) var options: [String: String] = [:]
    private(set) var flags: Set<String> = []
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
            guard let option = spec.option(name) else { throw usage("unknown option \(name)") }
            if option.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < words.count else { throw usage("\(option.name) needs a value") }
                    value = words[index]
                    index += 1
                }
                guard options[option.name] == nil else { throw usage("\(option.name) given twice") }
                options[option.name] = value
            } else {
                guard inlineValue == nil else { throw usage("\(option.name) takes no value") }
                flags.insert(option.name)
            }
        }
    }

    var wantsHelp: Bool { flags.contains("--help") }

    /// A usage error for this command (exit 64): the message and the command's usage, on one
    /// line so that every error the program prints is one line.
    func usage(_ message: String) -> BeepTestError {
        BeepTestError(.usage, "\(command): \(message) (usage: \(spec.usage))")
    }

    func value(_ name: String) -> String? { options[name] }

    func has(_ name: String) -> Bool { flags.contains(name) }

    /// Exactly `count` positional arguments, named `what` in the error.
    func positionals(exactly count: Int, what: String) throws(BeepTestError) -> [String] {
        guard positionals.count == count else {
            throw positionals.count < count
                ? usage("missing \(what)") : usage("unexpected argument '\(positionals[count])'")
        }
        return positionals
    }

    /// The value of option `name`, which must be one of its declared choices; the first choice
    /// when the option is absent.
    func choice(_ name: String) throws(BeepTestError) -> String {
        let allowed = spec.option(name)?.choices ?? []
        guard let value = options[name] else { return allowed.first ?? "" }
        guard allowed.contains(value) else {
            throw usage("\(name) must be one of \(allowed.joined(separator: ", ")), not '\(value)'")
        }
        return value
    }

    /// A finite number in `range` for option `name`, or nil when absent.
    func number(_ name: String, in range: ClosedRange<Double>) throws(BeepTestError) -> Double? {
        guard let text = options[name] else { return nil }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw usage(
                "\(name) must be a number from \(range.lowerBound.trimmed(decimals: 3)) to \(range.upperBound.trimmed(decimals: 3)), not '\(text)'"
            )
        }
        return value
    }

    /// A whole number in `range` for option `name`, or nil when absent.
    func integer(_ name: String, in range: ClosedRange<Int>) throws(BeepTestError) -> Int? {
        guard let text = options[name] else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw usage("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }
}
