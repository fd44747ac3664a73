import BeepTest

/// The man page, made from a template (share/man/beeptest.1.in) whose `.\" @SYNOPSIS@` and
/// `.\" @COMMANDS@` lines are replaced by what the commands' declarations say
/// (`beeptest --generate-manual TEMPLATE`). share/man/beeptest.1 is this output, and a test fails
/// when it drifts from the declarations.
enum ManualPage {
    /// The template's line that becomes the synopsis.
    static let synopsisMarker = #".\" @SYNOPSIS@"#
    /// The template's line that becomes the commands and their options.
    static let commandsMarker = #".\" @COMMANDS@"#

    /// `template` with its markers replaced.
    static func page(template: String, commands: [CommandSpec]) -> String {
        var lines: [String] = []
        for line in template.split(separator: "\n", omittingEmptySubsequences: false) {
            switch line {
            case synopsisMarker: lines += synopsis(commands)
            case commandsMarker: lines += commandSections(commands)
            default: lines.append(String(line))
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func synopsis(_ commands: [CommandSpec]) -> [String] {
        var lines: [String] = []
        for command in commands {
            var words = [#"\fBbeeptest "# + roff(command.name) + #"\fR"#]
            if command.operands != .none { words.append(#"\fI"# + roff(command.operands.usage) + #"\fR"#) }
            for option in command.options {
                var word = #"\fB"# + roff(option.short ?? option.name) + #"\fR"#
                if option.takesValue { word += #" \fI"# + roff(option.valueText) + #"\fR"# }
                words.append(command.required.contains(option.name) ? word : "[" + word + "]")
            }
            lines += [".br", words.joined(separator: " ")]
        }
        return Array(lines.dropFirst())
    }

    private static func commandSections(_ commands: [CommandSpec]) -> [String] {
        var lines: [String] = []
        for command in commands {
            lines.append(".SS " + roff(command.name))
            lines += paragraph(command.about)
            for option in command.options {
                lines.append(".TP")
                var head = #"\fB"# + roff(option.name) + #"\fR"#
                if let short = option.short { head = #"\fB"# + roff(short) + #"\fR, "# + head }
                if option.takesValue { head += #" \fI"# + roff(option.valueText) + #"\fR"# }
                lines += [head, roff(option.help)]
            }
            if !command.footer.isEmpty { lines += [".PP"] + paragraph(command.footer) }
            let examples = CommandExamples.lines(for: command.name)
            if !examples.isEmpty { lines += [".PP", "Examples:", ".nf"] + examples.map { "  " + roff($0) } + [".fi"] }
        }
        return lines
    }

    /// Help prose as roff text lines (roff fills them again).
    private static func paragraph(_ text: String) -> [String] {
        text.split(separator: "\n").map { roff(String($0.drop(while: { $0 == " " }))) }
    }

    /// `text` safe as a roff text line: backslashes and dashes escaped, and a leading `.` or `'`
    /// guarded so that it is not read as a request.
    static func roff(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += #"\e"#
            case "-": out += #"\-"#
            default: out.append(character)
            }
        }
        if out.hasPrefix(".") || out.hasPrefix("'") { out = #"\&"# + out }
        return out
    }
}
