import BeepTest

/// The bash and zsh completion scripts, made from the commands' declarations
/// (`beeptest --generate-completion-script bash|zsh`). The copies in share/completions are this
/// output, and a test fails when they drift from it.
enum CompletionScript {
    /// The shells a script can be made for.
    static let shells = ["bash", "zsh"]

    /// The script for `shell` (one of `shells`).
    static func script(for shell: String, commands: [CommandSpec]) -> String {
        shell == "zsh" ? zsh(commands) : bash(commands)
    }

    // MARK: bash

    private static func bash(_ commands: [CommandSpec]) -> String {
        var text = """
            # bash completion for beeptest
            # Made by 'beeptest --generate-completion-script bash' from the commands' declarations: do not edit.
            _beeptest() {
                local cur prev words cword
                _init_completion 2>/dev/null || {
                    cur="${COMP_WORDS[COMP_CWORD]}"; prev="${COMP_WORDS[COMP_CWORD-1]}"
                    cword=$COMP_CWORD; words=("${COMP_WORDS[@]}")
                }
                local commands="\(commands.map(\.name).joined(separator: " "))"
                if [ "$cword" -eq 1 ]; then
                    COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur")); return
                fi
                local options="--help"
                case "${words[1]}" in

            """
        for command in commands {
            text += "        \(command.name))\n"
            let valued = command.options.filter(\.takesValue)
            if !valued.isEmpty {
                text += "            case \"$prev\" in\n"
                for option in valued {
                    let names = ([option.short].compactMap { $0 } + [option.name]).joined(separator: "|")
                    text += "                \(names)) \(bashValue(option)); return ;;\n"
                }
                text += "            esac\n"
            }
            let names = command.options.flatMap { [$0.short].compactMap { $0 } + [$0.name] }
            if !names.isEmpty {
                text += "            options+=\" \(names.joined(separator: " "))\" ;;\n"
            } else {
                text += "            ;;\n"
            }
        }
        text += """
                esac
                if [[ "$cur" == -* ]]; then
                    COMPREPLY=($(compgen -W "$options" -- "$cur")); return
                fi
                case "${words[1]}" in

            """
        for command in commands where command.operands != .none {
            text += "        \(command.name)) \(bashOperands(command.operands)) ;;\n"
        }
        text += """
                esac
            }
            complete -F _beeptest beeptest

            """
        return text
    }

    private static func bashValue(_ option: OptionSpec) -> String {
        if !option.choices.isEmpty {
            return "COMPREPLY=($(compgen -W \"\(option.choices.joined(separator: " "))\" -- \"$cur\"))"
        }
        switch option.completion {
        case .none: return ":"
        case .file: return "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .device:
            return "COMPREPLY=($(compgen -W \"$(beeptest devices 2>/dev/null | awk 'NR>1{print $1}')\" -- \"$cur\"))"
        case .folder: return "COMPREPLY=($(compgen -d -- \"$cur\"))"
        case .words(let words): return "COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))"
        }
    }

    private static func bashOperands(_ operands: CommandSpec.Operands) -> String {
        switch operands {
        case .none, .optionalName: ":"
        case .profile:
            "COMPREPLY=($(compgen -W \"$(beeptest list --format json 2>/dev/null"
                + " | sed -n 's/.*\"id\": *\"\\([^\"]*\\)\".*/\\1/p')\" -- \"$cur\"))"
                + "; COMPREPLY+=($(compgen -f -X '!*.json' -- \"$cur\"))"
        case .profileFiles: "COMPREPLY=($(compgen -f -X '!*.json' -- \"$cur\"))"
        case .file, .files, .optionalFiles: "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .command: "COMPREPLY=($(compgen -W \"$commands\" -- \"$cur\"))"
        }
    }

    // MARK: zsh

    private static func zsh(_ commands: [CommandSpec]) -> String {
        var text = """
            #compdef beeptest
            # zsh completion for beeptest
            # Made by 'beeptest --generate-completion-script zsh' from the commands' declarations: do not edit.

            _beeptest_profiles() {
                local -a ids
                ids=(${(f)"$(beeptest list --format json 2>/dev/null | sed -n 's/.*"id": *"\\([^"]*\\)".*/\\1/p')"})
                _alternative 'profiles:profile:compadd -a ids' 'files:profile file:_files -g "*.json"'
            }

            _beeptest_devices() {
                local -a devices
                devices=(${(f)"$(beeptest devices 2>/dev/null | awk 'NR>1{print $1}')"})
                compadd -a devices
            }

            _beeptest() {
                local -a commands
                commands=(

            """
        for command in commands { text += "        \(quoted(command.name + ":" + escaped(command.summary)))\n" }
        text += """
                )
                if (( CURRENT == 2 )); then
                    _describe 'command' commands; return
                fi
                shift words
                (( CURRENT-- ))
                case $words[1] in

            """
        for command in commands {
            var specs = command.options.map(zshOption)
            specs.append("'(- *)'{-h,--help}'[show the help]'")
            if let operand = zshOperands(command.operands) { specs.append(operand) }
            text += "        \(command.name)) _arguments -s \\\n"
            text += specs.map { "            " + $0 }.joined(separator: " \\\n") + " ;;\n"
        }
        text += """
                esac
            }

            _beeptest "$@"

            """
        return text
    }

    private static func zshOption(_ option: OptionSpec) -> String {
        let help = "[" + escaped(option.help) + "]"
        var value = ""
        if option.takesValue {
            let action: String
            if !option.choices.isEmpty {
                action = "(" + option.choices.joined(separator: " ") + ")"
            } else {
                switch option.completion {
                case .none: action = " "
                case .file: action = "_files"
                case .device: action = "_beeptest_devices"
                case .folder: action = "_files -/"
                case .words(let words): action = "(" + words.joined(separator: " ") + ")"
                }
            }
            value = ":" + escaped(option.value ?? "value") + ":" + action
        }
        if let short = option.short {
            return "'(\(short) \(option.name))'{\(short),\(option.name)}" + quoted(help + value)
        }
        return quoted(option.name + help + value)
    }

    private static func zshOperands(_ operands: CommandSpec.Operands) -> String? {
        switch operands {
        case .none, .optionalName: nil
        case .profile: "'1:profile:_beeptest_profiles'"
        case .profileFiles: "'*:profile file:_files -g \"*.json\"'"
        case .file(let name): quoted("1:" + name + ":_files")
        case .files(let name), .optionalFiles(let name): quoted("*:" + name + ":_files")
        case .command: "'1:command:(" + CommandCatalog.all.map(\.spec.name).joined(separator: " ") + ")'"
        }
    }

    /// Text inside an `_arguments` description: brackets and colons escaped.
    private static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            if "[]:\\".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// `text` in single quotes for the shell.
    private static func quoted(_ text: String) -> String { text.shellQuoted }
}
