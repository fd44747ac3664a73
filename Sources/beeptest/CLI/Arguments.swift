import BeepTest

/// The parsed words of one subcommand: options by name and positional arguments.
///
/// Small on purpose: the contract has a dozen options, and a usage error must name the word that
/// was wrong and show the command's usage line.
struct Arguments {
    private(set) var options: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []
    let command: String

    /// Parses `words` for `command`, which takes the options in `valued` (with a value) and
    /// `switches` (without). `--help` is always accepted.
    init(_ words: [String], command: String, valued: Set<String> = [], switches: Set<String> = []) throws(BeepTestError)
    {
        self.command = command
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
            if name == "-o" && valued.contains("--output") { name = "--output" }
            if name == "--help" || name == "-h" {
                flags.insert("--help")
            } else if valued.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < words.count else { throw usage("\(name) needs a value") }
                    value = words[index]
                    index += 1
                }
                guard options[name] == nil else { throw usage("\(name) given twice") }
                options[name] = value
            } else if switches.contains(name) {
                guard inlineValue == nil else { throw usage("\(name) takes no value") }
                flags.insert(name)
            } else {
                throw usage("unknown option \(name)")
            }
        }
    }

    var wantsHelp: Bool { flags.contains("--help") }

    /// A usage error for this command (exit 64): the message and the command's usage, on one
    /// line so that every error the program prints is one line.
    func usage(_ message: String) -> BeepTestError {
        BeepTestError(.usage, "\(command): \(message) (\(Help.usageLine(command)))")
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

    /// A value from `allowed` for option `name`, or `fallback` when absent.
    func choice(_ name: String, _ allowed: [String], default fallback: String) throws(BeepTestError) -> String {
        guard let value = options[name] else { return fallback }
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
