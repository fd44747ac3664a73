# bash completion for beeptest
_beeptest() {
    local cur prev words cword
    _init_completion 2>/dev/null || { cur="${COMP_WORDS[COMP_CWORD]}"; prev="${COMP_WORDS[COMP_CWORD-1]}"; cword=$COMP_CWORD; words=("${COMP_WORDS[@]}"); }
    local commands="list show cues validate render run results devices help"
    if [ "$cword" -eq 1 ]; then
        COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur")); return
    fi
    case "$prev" in
        --format)
            case "${words[1]}" in
                list) COMPREPLY=($(compgen -W "table json" -- "$cur")) ;;
                cues) COMPREPLY=($(compgen -W "json csv" -- "$cur")) ;;
                *) COMPREPLY=($(compgen -W "table json csv" -- "$cur")) ;;
            esac; return ;;
        --events) COMPREPLY=($(compgen -W "text jsonl" -- "$cur")); return ;;
        --device)
            COMPREPLY=($(compgen -W "$(beeptest devices 2>/dev/null | awk '{print $1}')" -- "$cur")); return ;;
        -o|--output|--results|--roster) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --countdown|--start-level|--rate|--athletes) return ;;
    esac
    if [[ "$cur" == -* ]]; then
        local options="--help"
        case "${words[1]}" in
            list) options+=" --format" ;;
            show) options+=" --format" ;;
            cues) options+=" --format --countdown --start-level" ;;
            render) options+=" -o --output --rate --countdown --start-level" ;;
            run) options+=" --device --silent --headless --events --countdown --start-level --athletes --roster --results" ;;
            results) options+=" --format" ;;
        esac
        COMPREPLY=($(compgen -W "$options" -- "$cur")); return
    fi
    case "${words[1]}" in
        show|cues|render|run)
            COMPREPLY=($(compgen -W "$(beeptest list --format json 2>/dev/null | sed -n 's/.*"id": *"\([^"]*\)".*/\1/p')" -- "$cur"))
            COMPREPLY+=($(compgen -f -X '!*.json' -- "$cur")) ;;
        validate) COMPREPLY=($(compgen -f -X '!*.json' -- "$cur")) ;;
        results) COMPREPLY=($(compgen -f -- "$cur")) ;;
        help) COMPREPLY=($(compgen -W "$commands" -- "$cur")) ;;
    esac
}
complete -F _beeptest beeptest
