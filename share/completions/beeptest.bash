# bash completion for beeptest
# Made by 'beeptest --generate-completion-script bash' from the commands' declarations: do not edit.
_beeptest() {
    local cur prev words cword
    _init_completion 2>/dev/null || {
        cur="${COMP_WORDS[COMP_CWORD]}"; prev="${COMP_WORDS[COMP_CWORD-1]}"
        cword=$COMP_CWORD; words=("${COMP_WORDS[@]}")
    }
    local commands="list show cues validate render roster run enter results history report sheet devices tap-test voices help"
    if [ "$cword" -eq 1 ]; then
        COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur")); return
    fi
    local options="--help"
    case "${words[1]}" in
        list)
            case "$prev" in
                --format) COMPREPLY=($(compgen -W "table json" -- "$cur")); return ;;
            esac
            options+=" --format" ;;
        show)
            case "$prev" in
                --format) COMPREPLY=($(compgen -W "table json csv" -- "$cur")); return ;;
            esac
            options+=" --format" ;;
        cues)
            case "$prev" in
                --format) COMPREPLY=($(compgen -W "json csv" -- "$cur")); return ;;
                --countdown) :; return ;;
                --start-level) :; return ;;
                --stop-at) :; return ;;
                --voice) COMPREPLY=($(compgen -W "en fr de es nl it pt off" -- "$cur")); return ;;
                --voice-command) :; return ;;
                --sounds) COMPREPLY=($(compgen -d -- "$cur")); return ;;
            esac
            options+=" --format --countdown --start-level --stop-at --calls --voice --voice-command --sounds" ;;
        validate)
            ;;
        render)
            case "$prev" in
                -o|--output) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                --rate) :; return ;;
                --countdown) :; return ;;
                --start-level) :; return ;;
                --stop-at) :; return ;;
                --voice) COMPREPLY=($(compgen -W "en fr de es nl it pt off" -- "$cur")); return ;;
                --voice-command) :; return ;;
                --sounds) COMPREPLY=($(compgen -d -- "$cur")); return ;;
                --volume) :; return ;;
                --tone) :; return ;;
            esac
            options+=" -o --output --rate --countdown --start-level --stop-at --voice --voice-command --sounds --volume --tone" ;;
        roster)
            case "$prev" in
                --format) COMPREPLY=($(compgen -W "table json" -- "$cur")); return ;;
                --encoding) :; return ;;
                --date-order) COMPREPLY=($(compgen -W "dmy mdy" -- "$cur")); return ;;
            esac
            options+=" --format --encoding --date-order" ;;
        run)
            case "$prev" in
                --device) COMPREPLY=($(compgen -W "$(beeptest devices 2>/dev/null | awk 'NR>1{print $1}')" -- "$cur")); return ;;
                --latency) :; return ;;
                --wake) :; return ;;
                --events) COMPREPLY=($(compgen -W "text jsonl" -- "$cur")); return ;;
                --marks) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                --countdown) :; return ;;
                --start-level) :; return ;;
                --stop-at) :; return ;;
                --voice) COMPREPLY=($(compgen -W "en fr de es nl it pt off" -- "$cur")); return ;;
                --voice-command) :; return ;;
                --sounds) COMPREPLY=($(compgen -d -- "$cur")); return ;;
                --volume) :; return ;;
                --tone) :; return ;;
                --athletes) :; return ;;
                --roster) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                --encoding) :; return ;;
                --date-order) COMPREPLY=($(compgen -W "dmy mdy" -- "$cur")); return ;;
                --results) COMPREPLY=($(compgen -f -- "$cur")); return ;;
            esac
            options+=" --device --latency --wake --silent --headless --events --flash --marks --countdown --start-level --stop-at --voice --voice-command --sounds --volume --tone --athletes --roster --encoding --date-order --results" ;;
        enter)
            case "$prev" in
                --roster) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                --scores) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                --date) :; return ;;
                --results) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                --encoding) :; return ;;
                --date-order) COMPREPLY=($(compgen -W "dmy mdy" -- "$cur")); return ;;
            esac
            options+=" --roster --scores --date --results --encoding --date-order" ;;
        results)
            case "$prev" in
                --format) COMPREPLY=($(compgen -W "table csv json fitnessgram xlsx" -- "$cur")); return ;;
                -o|--output) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                --pass) :; return ;;
            esac
            options+=" --format -o --output --pass" ;;
        history)
            case "$prev" in
                --athlete) :; return ;;
                --since) :; return ;;
                --format) COMPREPLY=($(compgen -W "table csv json xlsx" -- "$cur")); return ;;
                -o|--output) COMPREPLY=($(compgen -f -- "$cur")); return ;;
            esac
            options+=" --athlete --since --format -o --output" ;;
        report)
            case "$prev" in
                -o|--output) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                --title) :; return ;;
                --school) :; return ;;
                --assessor) :; return ;;
            esac
            options+=" -o --output --per-athlete --title --school --assessor" ;;
        sheet)
            case "$prev" in
                -o|--output) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                --roster) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                --encoding) :; return ;;
                --date-order) COMPREPLY=($(compgen -W "dmy mdy" -- "$cur")); return ;;
            esac
            options+=" -o --output --roster --encoding --date-order" ;;
        devices)
            ;;
        tap-test)
            case "$prev" in
                --device) COMPREPLY=($(compgen -W "$(beeptest devices 2>/dev/null | awk 'NR>1{print $1}')" -- "$cur")); return ;;
            esac
            options+=" --device" ;;
        voices)
            case "$prev" in
                --format) COMPREPLY=($(compgen -W "table json" -- "$cur")); return ;;
            esac
            options+=" --format" ;;
        help)
            ;;
    esac
    if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur")); return
    fi
    case "${words[1]}" in
        list) : ;;
        show) COMPREPLY=($(compgen -W "$(beeptest list --format json 2>/dev/null | sed -n 's/.*"id": *"\([^"]*\)".*/\1/p')" -- "$cur")); COMPREPLY+=($(compgen -f -X '!*.json' -- "$cur")) ;;
        cues) COMPREPLY=($(compgen -W "$(beeptest list --format json 2>/dev/null | sed -n 's/.*"id": *"\([^"]*\)".*/\1/p')" -- "$cur")); COMPREPLY+=($(compgen -f -X '!*.json' -- "$cur")) ;;
        validate) COMPREPLY=($(compgen -f -X '!*.json' -- "$cur")) ;;
        render) COMPREPLY=($(compgen -W "$(beeptest list --format json 2>/dev/null | sed -n 's/.*"id": *"\([^"]*\)".*/\1/p')" -- "$cur")); COMPREPLY+=($(compgen -f -X '!*.json' -- "$cur")) ;;
        roster) COMPREPLY=($(compgen -f -- "$cur")) ;;
        run) COMPREPLY=($(compgen -W "$(beeptest list --format json 2>/dev/null | sed -n 's/.*"id": *"\([^"]*\)".*/\1/p')" -- "$cur")); COMPREPLY+=($(compgen -f -X '!*.json' -- "$cur")) ;;
        enter) COMPREPLY=($(compgen -W "$(beeptest list --format json 2>/dev/null | sed -n 's/.*"id": *"\([^"]*\)".*/\1/p')" -- "$cur")); COMPREPLY+=($(compgen -f -X '!*.json' -- "$cur")) ;;
        results) COMPREPLY=($(compgen -f -- "$cur")) ;;
        history) COMPREPLY=($(compgen -f -- "$cur")) ;;
        report) COMPREPLY=($(compgen -f -- "$cur")) ;;
        sheet) COMPREPLY=($(compgen -W "$(beeptest list --format json 2>/dev/null | sed -n 's/.*"id": *"\([^"]*\)".*/\1/p')" -- "$cur")); COMPREPLY+=($(compgen -f -X '!*.json' -- "$cur")) ;;
        help) COMPREPLY=($(compgen -W "$commands" -- "$cur")) ;;
    esac
}
complete -F _beeptest beeptest
