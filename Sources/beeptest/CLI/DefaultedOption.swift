import BeepTest

/// An option that always has a value: the word given, else its default (`--format`, whose
/// default is its first choice and is said so in help).
struct DefaultedOption<Value: Sendable>: Sendable {
    /// The option and how its word is read.
    let option: Option<Value>
    /// The value when the option is not given.
    let defaultValue: Value

    /// The option as usage, help, the parser and the completions see it.
    var spec: OptionSpec { option.spec }
}

extension DefaultedOption where Value: RawRepresentable, Value.RawValue == String {
    /// `--format` with `first` (the default) and `others`, in the order help lists them.
    static func format(_ first: Value, _ others: Value...) -> DefaultedOption {
        DefaultedOption(
            option: .choice(
                "--format", "FORMAT", [first] + others, help: tr("output format (default %s)", first.rawValue)),
            defaultValue: first)
    }
}
